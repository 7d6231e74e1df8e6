import { tokenize } from './normalize'

/**
 * The search query language: keywords (all must match, by word prefix), quoted phrases, the operators `OR`
 * (either side) and `NOT` (exclude), and the field filters `artist:`, `album:`, `track:`, `year:` (a year or
 * a range `1990-1999`), `genre:`, `isrc:`, `upc:`, `tag:new` and `tag:hipster`. Filter values may be quoted.
 */
export interface KeywordClause {
  /** Alternatives joined by OR; each is a phrase whose tokens must all match. */
  alternatives: string[][]
  negate: boolean
}

export interface SearchFilters {
  artist: string[][]
  album: string[][]
  track: string[][]
  year?: { from: number; to: number }
  genre: string[]
  isrc: string[]
  upc: string[]
  tagNew: boolean
  tagHipster: boolean
}

export interface ParsedQuery {
  clauses: KeywordClause[]
  filters: SearchFilters
  /** A cache key: equal for queries that mean the same. */
  key: string
}

const FIELDS = new Set(['artist', 'album', 'track', 'year', 'genre', 'isrc', 'upc', 'tag'])
const PART = /(\w+):"([^"]*)"|(\w+):(\S+)|"([^"]*)"|(\S+)/g

export function parseSearchQuery(q: string): ParsedQuery {
  const filters: SearchFilters = {
    artist: [],
    album: [],
    track: [],
    genre: [],
    isrc: [],
    upc: [],
    tagNew: false,
    tagHipster: false,
  }
  const clauses: KeywordClause[] = []
  let negateNext = false
  let orNext = false

  const addKeyword = (text: string) => {
    const tokens = tokenize(text)
    if (tokens.length === 0) return
    const previous = clauses[clauses.length - 1]
    if (orNext && previous && !negateNext) previous.alternatives.push(tokens)
    else clauses.push({ alternatives: [tokens], negate: negateNext })
    negateNext = false
    orNext = false
  }

  for (const match of q.matchAll(PART)) {
    const field = (match[1] ?? match[3])?.toLowerCase()
    const value = match[2] ?? match[4]
    if (field !== undefined && value !== undefined && FIELDS.has(field)) {
      applyFilter(filters, field, value)
      continue
    }
    const word = match[5] ?? match[6] ?? `${match[1] ?? match[3] ?? ''} ${value ?? ''}`
    if (match[6] === 'NOT') negateNext = true
    else if (match[6] === 'OR') orNext = true
    else addKeyword(word)
  }
  return { clauses, filters, key: JSON.stringify([clauses, filters]) }
}

function applyFilter(filters: SearchFilters, field: string, value: string): void {
  switch (field) {
    case 'artist':
    case 'album':
    case 'track': {
      const tokens = tokenize(value)
      if (tokens.length > 0) filters[field].push(tokens)
      return
    }
    case 'year': {
      const range = /^(\d{4})(?:-(\d{4}))?$/.exec(value)
      // An unreadable year matches nothing, as the real service answers no results for it.
      const from = range ? Number(range[1]) : 1
      const to = range ? Number(range[2] ?? range[1]) : 0
      const previous = filters.year
      filters.year = previous
        ? { from: Math.max(previous.from, from), to: Math.min(previous.to, to) }
        : { from, to }
      return
    }
    case 'genre':
      filters.genre.push(tokenize(value).join('-'))
      return
    case 'isrc':
      filters.isrc.push(value.toUpperCase())
      return
    case 'upc':
      filters.upc.push(value)
      return
    case 'tag':
      if (value.toLowerCase() === 'new') filters.tagNew = true
      else if (value.toLowerCase() === 'hipster') filters.tagHipster = true
      return
  }
}

/** Whether a text (as tokens) satisfies the keyword clauses (prefix match per token). */
export function keywordsMatch(tokens: readonly string[], clauses: readonly KeywordClause[]): boolean {
  const phraseMatches = (phrase: readonly string[]) =>
    phrase.every((wanted) => tokens.some((token) => token.startsWith(wanted)))
  return clauses.every((clause) => clause.alternatives.some(phraseMatches) !== clause.negate)
}

export function hasFieldFilter(filters: SearchFilters): boolean {
  return (
    filters.artist.length > 0 ||
    filters.album.length > 0 ||
    filters.track.length > 0 ||
    filters.year !== undefined ||
    filters.genre.length > 0 ||
    filters.isrc.length > 0 ||
    filters.upc.length > 0 ||
    filters.tagNew ||
    filters.tagHipster
  )
}
