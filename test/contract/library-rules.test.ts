import { describe, expect, it } from 'vitest'
import { libraryKindOfList, libraryKinds, libraryListKey } from '../../electron/contract/library-rules'

describe('the names library lists are kept under', () => {
  it('names each list of the library, and reads each name back', () => {
    expect(libraryListKey('tracks')).toBe('library:tracks')
    for (const kind of libraryKinds) expect(libraryKindOfList(libraryListKey(kind))).toBe(kind)
  })

  it('knows no other list: a playlist’s items, an unknown tab, a bare kind', () => {
    for (const key of ['playlist:p1', 'library:radio', 'tracks', 'library:', ''])
      expect(libraryKindOfList(key), key).toBeUndefined()
  })
})
