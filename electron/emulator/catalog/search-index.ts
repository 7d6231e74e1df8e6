import type { AlbumRecord, ArtistRecord, TrackRecord } from './catalog-types'
import { prefixesMatch, tokenize } from './normalize'
import { hasFieldFilter, type KeywordClause, type ParsedQuery, type SearchFilters } from './search-query'

/** The parts of the catalog the index reads (a structural type: the Catalog class satisfies it). */
interface IndexedCatalog {
  readonly artists: readonly ArtistRecord[]
  readonly albums: readonly AlbumRecord[]
  readonly tracks: readonly TrackRecord[]
  artist(id: string): ArtistRecord | undefined
  album(id: string): AlbumRecord | undefined
}

export type CatalogSearchType = 'artist' | 'album' | 'track'

export interface SearchContext {
  /** Only entities playable in this market (tracks may be playable through their twin). */
  market?: string
  /** Days since the epoch "now", for `tag:new` (released in the past two weeks). */
  todayDay: number
}

/** One type's inverted index: sorted distinct tokens, each with the sorted entity positions holding it. */
class TokenIndex {
  readonly tokens: string[]
  readonly postings: Int32Array[]

  constructor(textTokens: readonly (readonly string[])[]) {
    const byToken = new Map<string, number[]>()
    textTokens.forEach((tokens, position) => {
      for (const token of new Set(tokens)) {
        const list = byToken.get(token)
        if (list) list.push(position)
        else byToken.set(token, [position])
      }
    })
    this.tokens = [...byToken.keys()].sort()
    this.postings = this.tokens.map((token) => Int32Array.from(byToken.get(token) as number[]))
  }

  /** Marks every entity holding a token that starts with `prefix`. */
  markPrefix(prefix: string, marks: Uint8Array): void {
    let low = 0
    let high = this.tokens.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if ((this.tokens[mid] as string) < prefix) low = mid + 1
      else high = mid
    }
    for (let i = low; i < this.tokens.length && (this.tokens[i] as string).startsWith(prefix); i++) {
      for (const position of this.postings[i] as Int32Array) marks[position] = 1
    }
  }
}

/** The cache holds result lists up to this many positions in total (4 bytes each: 16 MiB). */
const CACHE_POSITIONS = 4_000_000
const NEW_RELEASE_DAYS = 14

/**
 * Search over artists, albums and tracks: keywords through an inverted index of word tokens (prefix match),
 * field filters as predicates, ranking by match quality then popularity. Results (positions) are cached per
 * query, so following `next` through the pages does not search again.
 */
export class SearchIndex {
  private readonly text: Record<CatalogSearchType, TokenIndex>
  private readonly nameTokens: Record<CatalogSearchType, string[][]>
  private readonly artistPosition = new Map<string, number>()
  private readonly albumPosition = new Map<string, number>()
  private readonly trackPosition = new Map<string, number>()
  private readonly hipsterPopularity: number
  private readonly cache = new Map<string, Int32Array>()
  private cachedPositions = 0

  constructor(private readonly catalog: IndexedCatalog) {
    catalog.artists.forEach((artist, i) => this.artistPosition.set(artist.id, i))
    catalog.albums.forEach((album, i) => this.albumPosition.set(album.id, i))
    catalog.tracks.forEach((track, i) => this.trackPosition.set(track.id, i))
    const artistNames = catalog.artists.map((artist) => tokenize(artist.name))
    const albumNames = catalog.albums.map((album) => tokenize(album.name))
    const trackNames = catalog.tracks.map((track) => tokenize(track.name))
    this.nameTokens = { artist: artistNames, album: albumNames, track: trackNames }
    const artistsOf = (ids: readonly string[]) =>
      ids.flatMap((id) => artistNames[this.artistPosition.get(id) ?? -1] ?? [])
    this.text = {
      artist: new TokenIndex(artistNames),
      album: new TokenIndex(
        catalog.albums.map((album, i) => [...(albumNames[i] ?? []), ...artistsOf(album.artistIds)]),
      ),
      track: new TokenIndex(
        catalog.tracks.map((track, i) => [
          ...(trackNames[i] ?? []),
          ...artistsOf(track.artistIds),
          ...(albumNames[this.albumPosition.get(track.albumId) ?? -1] ?? []),
        ]),
      ),
    }
    const popularities = catalog.albums.map((album) => album.popularity).sort((a, b) => a - b)
    this.hipsterPopularity = popularities[Math.floor(popularities.length * 0.1)] ?? 0
  }

  /** Positions of matching entities of `type`, best first (see `artistAt`, `albumAt`, `trackAt`). */
  find(type: CatalogSearchType, query: ParsedQuery, context: SearchContext): Int32Array {
    const cacheKey = `${type}|${context.market ?? ''}|${context.todayDay}|${query.key}`
    const cached = this.cache.get(cacheKey)
    if (cached) {
      // Least recently used goes first: re-insert to mark as used.
      this.cache.delete(cacheKey)
      this.cache.set(cacheKey, cached)
      return cached
    }
    const result = this.compute(type, query, context)
    this.cache.set(cacheKey, result)
    this.cachedPositions += result.length
    for (const [key, evicted] of this.cache) {
      if (this.cachedPositions <= CACHE_POSITIONS || key === cacheKey) break
      this.cache.delete(key)
      this.cachedPositions -= evicted.length
    }
    return result
  }

  artistAt(position: number): ArtistRecord {
    return this.catalog.artists[position] as ArtistRecord
  }

  albumAt(position: number): AlbumRecord {
    return this.catalog.albums[position] as AlbumRecord
  }

  trackAt(position: number): TrackRecord {
    return this.catalog.tracks[position] as TrackRecord
  }

  private compute(type: CatalogSearchType, query: ParsedQuery, context: SearchContext): Int32Array {
    const { filters } = query
    if (!filtersApply(type, filters)) return new Int32Array(0)
    if (query.clauses.length === 0 && !hasFieldFilter(filters)) return new Int32Array(0)
    const count = this.countOf(type)
    const candidates = this.keywordMatches(type, query.clauses, count)
    const accept = this.filterPredicate(type, filters, context)
    const matched: number[] = []
    for (let position = 0; position < count; position++) {
      if ((candidates === null || candidates[position] === 1) && accept(position)) matched.push(position)
    }
    const result =
      type === 'track' && context.market ? this.withoutHiddenTwins(matched, context.market) : matched
    return this.rank(type, result, query.clauses)
  }

  private countOf(type: CatalogSearchType): number {
    return type === 'artist'
      ? this.catalog.artists.length
      : type === 'album'
        ? this.catalog.albums.length
        : this.catalog.tracks.length
  }

  /** A mark per entity matching every positive clause and no negative one; null when there are no keywords. */
  private keywordMatches(
    type: CatalogSearchType,
    clauses: KeywordClause[],
    count: number,
  ): Uint8Array | null {
    const positive = clauses.filter((clause) => !clause.negate)
    const negative = clauses.filter((clause) => clause.negate)
    if (positive.length === 0 && negative.length === 0) return null
    let result: Uint8Array | null = null
    for (const clause of positive) {
      const marks = this.clauseMarks(type, clause, count)
      if (result === null) result = marks
      else for (let i = 0; i < count; i++) result[i] = (result[i] as number) & (marks[i] as number)
    }
    if (result === null) result = new Uint8Array(count).fill(1)
    for (const clause of negative) {
      const marks = this.clauseMarks(type, clause, count)
      for (let i = 0; i < count; i++) if (marks[i] === 1) result[i] = 0
    }
    return result
  }

  private clauseMarks(type: CatalogSearchType, clause: KeywordClause, count: number): Uint8Array {
    const union = new Uint8Array(count)
    for (const phrase of clause.alternatives) {
      let phraseMarks: Uint8Array | null = null
      for (const token of phrase) {
        const marks = new Uint8Array(count)
        this.text[type].markPrefix(token, marks)
        if (phraseMarks === null) phraseMarks = marks
        else
          for (let i = 0; i < count; i++) phraseMarks[i] = (phraseMarks[i] as number) & (marks[i] as number)
      }
      if (phraseMarks)
        for (let i = 0; i < count; i++) union[i] = (union[i] as number) | (phraseMarks[i] as number)
    }
    return union
  }

  private filterPredicate(
    type: CatalogSearchType,
    filters: SearchFilters,
    context: SearchContext,
  ): (position: number) => boolean {
    const { catalog } = this
    const artistTokens = (ids: readonly string[]) =>
      ids.flatMap((id) => this.nameTokens.artist[this.artistPosition.get(id) ?? -1] ?? [])
    const artistFilter = (ids: readonly string[]) =>
      filters.artist.length === 0 ||
      filters.artist.every((wanted) => prefixesMatch(wanted, artistTokens(ids)))
    const inYears = (year: number) => !filters.year || (year >= filters.year.from && year <= filters.year.to)
    const genreFilter = (genres: readonly string[]) => filters.genre.every((genre) => genres.includes(genre))
    const market = context.market
    switch (type) {
      case 'artist':
        return (position) => {
          const artist = catalog.artists[position] as ArtistRecord
          if (!artistFilter([artist.id]) || !genreFilter(artist.genres)) return false
          if (filters.year && !artist.albumIds.some((id) => inYears(catalog.album(id)?.releaseYear ?? 0)))
            return false
          return !market || artist.albumIds.some((id) => catalog.album(id)?.markets.has(market))
        }
      case 'album':
        return (position) => {
          const album = catalog.albums[position] as AlbumRecord
          if (!artistFilter(album.artistIds) || !inYears(album.releaseYear)) return false
          if (
            !filters.album.every((wanted) => prefixesMatch(wanted, this.nameTokens.album[position] ?? []))
          ) {
            return false
          }
          if (filters.upc.length > 0 && !filters.upc.every((upc) => upc === album.upc)) return false
          if (filters.tagNew && album.releaseDay < context.todayDay - NEW_RELEASE_DAYS) return false
          if (filters.tagHipster && album.popularity > this.hipsterPopularity) return false
          return !market || album.markets.has(market)
        }
      case 'track':
        return (position) => {
          const track = catalog.tracks[position] as TrackRecord
          if (!artistFilter(track.artistIds)) return false
          if (
            !filters.track.every((wanted) => prefixesMatch(wanted, this.nameTokens.track[position] ?? []))
          ) {
            return false
          }
          if (filters.year && !inYears(catalog.album(track.albumId)?.releaseYear ?? 0)) return false
          if (filters.album.length > 0) {
            const albumTokens = this.nameTokens.album[this.albumPosition.get(track.albumId) ?? -1] ?? []
            if (!filters.album.every((wanted) => prefixesMatch(wanted, albumTokens))) return false
          }
          if (filters.isrc.length > 0 && !filters.isrc.every((isrc) => isrc === track.isrc)) return false
          if (
            filters.genre.length > 0 &&
            !genreFilter(catalog.artist(track.artistIds[0] as string)?.genres ?? [])
          ) {
            return false
          }
          if (!market || track.markets.has(market)) return true
          const twin = track.twinId === undefined ? undefined : this.trackPosition.get(track.twinId)
          return twin !== undefined && (catalog.tracks[twin] as TrackRecord).markets.has(market)
        }
    }
  }

  /** With a market, a track and its twin would show as the same (relinked) track: keep the playable one. */
  private withoutHiddenTwins(positions: number[], market: string): number[] {
    const present = new Set(positions)
    return positions.filter((position) => {
      const track = this.catalog.tracks[position] as TrackRecord
      if (track.markets.has(market)) return true
      const twin = track.twinId === undefined ? undefined : this.trackPosition.get(track.twinId)
      return twin === undefined || !present.has(twin)
    })
  }

  /** Names that hold every keyword as a whole word first, then by popularity; position breaks ties. */
  private rank(type: CatalogSearchType, positions: number[], clauses: KeywordClause[]): Int32Array {
    const words = clauses.filter((clause) => !clause.negate).flatMap((clause) => clause.alternatives.flat())
    const records: readonly { popularity: number }[] =
      type === 'artist' ? this.catalog.artists : type === 'album' ? this.catalog.albums : this.catalog.tracks
    // One number per match: score in the high part, position (reversed, for ascending ties) in the low 21 bits,
    // so a plain numeric sort ranks them without a comparator.
    const keys = new Float64Array(positions.length)
    positions.forEach((position, i) => {
      const name = this.nameTokens[type][position] ?? []
      const exact = words.length > 0 && words.every((word) => name.includes(word)) ? 1000 : 0
      const score = exact + (records[position] as { popularity: number }).popularity
      keys[i] = score * POSITION_SPAN + (POSITION_SPAN - 1 - position)
    })
    keys.sort()
    const ranked = new Int32Array(keys.length)
    for (let i = 0; i < keys.length; i++) {
      ranked[i] = POSITION_SPAN - 1 - ((keys[keys.length - 1 - i] as number) % POSITION_SPAN)
    }
    return ranked
  }
}

/** Positions fit in 21 bits (2M entities; the large catalog has about 130k). */
const POSITION_SPAN = 2 ** 21

/** Which filters each type understands (per the real service's documentation); others leave it empty. */
function filtersApply(type: CatalogSearchType, filters: SearchFilters): boolean {
  const albumOnly = filters.upc.length > 0 || filters.tagNew || filters.tagHipster
  const trackOnly = filters.track.length > 0 || filters.isrc.length > 0
  switch (type) {
    case 'artist':
      return !albumOnly && !trackOnly && filters.album.length === 0
    case 'album':
      return !trackOnly && filters.genre.length === 0
    case 'track':
      return !albumOnly
  }
}
