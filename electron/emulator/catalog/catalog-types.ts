import type { MarketSet } from './markets'

/**
 * The catalog's internal records: compact, immutable after generation, and independent of the wire format
 * (present/*.ts turns them into the service's JSON). Ids are 22-character base62 strings.
 */
export type AlbumType = 'album' | 'single' | 'compilation'
export type ReleasePrecision = 'year' | 'month' | 'day'

export interface AudioFeatures {
  danceability: number
  energy: number
  key: number
  loudness: number
  mode: number
  speechiness: number
  acousticness: number
  instrumentalness: number
  liveness: number
  valence: number
  tempo: number
  time_signature: number
}

export interface ArtistRecord {
  id: string
  name: string
  genres: readonly string[]
  popularity: number
  followers: number
  /** Albums, singles and compilations released by the artist, newest first. */
  albumIds: string[]
  /** Albums of other artists the artist appears on. */
  appearsOnIds: string[]
}

export interface AlbumRecord {
  id: string
  name: string
  albumType: AlbumType
  artistIds: readonly string[]
  trackIds: string[]
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, per `releasePrecision`. */
  releaseDate: string
  releasePrecision: ReleasePrecision
  releaseYear: number
  /** Days since the Unix epoch, for sorting and `tag:new`. */
  releaseDay: number
  label: string
  upc: string
  genres: readonly string[]
  popularity: number
  markets: MarketSet
  /** Who holds the copyright (often the label, sometimes another company of the family). */
  copyrightHolder: string
  /** For a regional edition: the international edition it mirrors (the twin of each of its tracks). */
  editionOf?: string
}

export interface TrackRecord {
  id: string
  name: string
  albumId: string
  artistIds: readonly string[]
  durationMs: number
  explicit: boolean
  trackNumber: number
  discNumber: number
  isrc: string
  popularity: number
  markets: MarketSet
  /** The equivalent track on the other edition: where this one is unavailable, the service relinks to it. */
  twinId?: string
  features: AudioFeatures
}

export interface UserRecord {
  id: string
  displayName: string
  followers: number
  /** Only the demo user has the private fields. */
  email?: string
  country?: string
  product?: 'premium' | 'free'
  birthdate?: string
}

export interface PlaylistItemSeed {
  trackId: string
  addedAt: string
  addedBy: string
}

/** A playlist as generated; the live, editable copy lives in state/playlist-store.ts. */
export interface PlaylistSeed {
  id: string
  name: string
  description: string
  ownerId: string
  public: boolean
  collaborative: boolean
  followers: number
  items: PlaylistItemSeed[]
}

export interface CategoryRecord {
  id: string
  /** Localised names by locale (`en_US`, `es_ES`, …); en_US is always present. */
  names: Readonly<Record<string, string>>
  /** Markets where the category exists; null: everywhere. */
  countries: readonly string[] | null
  playlistIds: string[]
}
