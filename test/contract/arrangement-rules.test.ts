import { describe, expect, it } from 'vitest'
import { folderPlace } from '../../electron/contract/arrangement-rules'

describe('folderPlace', () => {
  const shelf = [
    { kind: 'playlist' as const },
    {
      kind: 'folder' as const,
      id: 'road',
      items: [{ kind: 'playlist' as const }, { kind: 'folder' as const, id: 'night', items: [] }],
    },
  ]

  it('finds a folder at the top level or inside another, and says so when it is not there', () => {
    expect(folderPlace(shelf, 'road')).toEqual({ parent: null, index: 1 })
    expect(folderPlace(shelf, 'night')).toEqual({ parent: 'road', index: 1 })
    expect(folderPlace(shelf, 'gone')).toBeNull()
  })
})
