import { describe, expect, it } from 'vitest'
import { keywordsMatch, parseSearchQuery } from '../../../electron/emulator/catalog/search-query'

describe('parseSearchQuery', () => {
  it('splits keywords and field filters, quoted values included', () => {
    const query = parseSearchQuery('remaster track:Doxy artist:"Miles Davis" year:1955-1960')
    expect(query.clauses).toEqual([{ alternatives: [['remaster']], negate: false }])
    expect(query.filters.track).toEqual([['doxy']])
    expect(query.filters.artist).toEqual([['miles', 'davis']])
    expect(query.filters.year).toEqual({ from: 1955, to: 1960 })
  })

  it('reads NOT, OR, tags, isrc, upc and genre', () => {
    const query = parseSearchQuery(
      'rain OR storm NOT thunder tag:new isrc:usrc17607839 upc:123 genre:"hip hop"',
    )
    expect(query.clauses).toEqual([
      { alternatives: [['rain'], ['storm']], negate: false },
      { alternatives: [['thunder']], negate: true },
    ])
    expect(query.filters.tagNew).toBe(true)
    expect(query.filters.isrc).toEqual(['USRC17607839'])
    expect(query.filters.upc).toEqual(['123'])
    expect(query.filters.genre).toEqual(['hip-hop'])
  })

  it('an unreadable year matches nothing', () => {
    const year = parseSearchQuery('year:soon').filters.year
    expect(year && year.from > year.to).toBe(true)
  })

  it('equal queries share a cache key', () => {
    expect(parseSearchQuery('a  b').key).toBe(parseSearchQuery('A b').key)
    expect(parseSearchQuery('a b').key).not.toBe(parseSearchQuery('a c').key)
  })
})

describe('keywordsMatch', () => {
  const clauses = (q: string) => parseSearchQuery(q).clauses
  it('matches word prefixes, honours NOT and OR', () => {
    expect(keywordsMatch(['golden', 'harbor'], clauses('gold har'))).toBe(true)
    expect(keywordsMatch(['golden', 'harbor'], clauses('gold NOT harbor'))).toBe(false)
    expect(keywordsMatch(['golden', 'harbor'], clauses('silver OR gold'))).toBe(true)
    expect(keywordsMatch(['golden', 'harbor'], clauses('silver'))).toBe(false)
  })
})
