import { describe, expect, it } from 'vitest'
import type { SearchResults } from '../../electron/contract'
import { withNextPage } from '../../renderer/src/search-pages'

const artist = (name: string) => ({ id: name, name, uri: `spotify:artist:${name}`, images: [], genres: [] })
const page = (names: string[], offset: number, total: number) => ({
  items: names.map(artist),
  offset,
  total,
  hasMore: offset + names.length < total,
})

describe('withNextPage', () => {
  it('appends the next page of the kind shown alone, keeping the new paging', () => {
    const shown = { artists: page(['a', 'b'], 0, 3) } as SearchResults
    const next = { artists: page(['c'], 2, 3) } as SearchResults
    const merged = withNextPage(shown, next, 'artists')
    expect(merged.artists?.items.map((item) => item.name)).toEqual(['a', 'b', 'c'])
    expect(merged.artists).toMatchObject({ offset: 2, total: 3, hasMore: false })
    expect(Object.keys(merged)).toEqual(['artists'])
  })

  it('answers the new page alone when nothing of that kind was shown', () => {
    const next = { artists: page(['c'], 0, 1) } as SearchResults
    expect(withNextPage({}, next, 'artists')).toBe(next)
  })
})
