import type { TrackRecord } from './catalog-types'
import type { MarketSet } from './markets'

/**
 * The spoken-word part of the catalog: podcast shows with their episodes, audiobooks with their chapters.
 * Compact records like the music ones (catalog-types.ts); descriptions are written from the id when an object
 * is presented (present/spoken-text.ts), so the catalog does not hold them.
 */
export interface ShowRecord {
  id: string
  name: string
  publisher: string
  /** What the show is about (a word of SHOW_TOPICS): its descriptions and episode titles follow it. */
  topic: string
  explicit: boolean
  /** ISO 639 codes, as the service lists them (`en`, `en-US`, `es`, …). */
  languages: readonly string[]
  markets: MarketSet
  /** Newest first, as GET /shows/{id}/episodes lists them. */
  episodeIds: string[]
  /** For ranking search results (not presented: shows have no popularity on the wire). */
  popularity: number
}

export interface EpisodeRecord {
  id: string
  showId: string
  name: string
  durationMs: number
  explicit: boolean
  /** `YYYY-MM-DD` (episodes are always dated to the day). */
  releaseDate: string
  /** Days since the Unix epoch. */
  releaseDay: number
  /** Its number in the show, 1 for the first episode ever published. */
  number: number
}

export type AudiobookEdition = 'Unabridged' | 'Abridged'

export interface AudiobookRecord {
  id: string
  name: string
  authors: readonly string[]
  narrators: readonly string[]
  publisher: string
  edition: AudiobookEdition
  explicit: boolean
  languages: readonly string[]
  /** Only the markets the real service sells audiobooks in (AUDIOBOOK_MARKETS). */
  markets: MarketSet
  releaseDate: string
  /** In reading order. */
  chapterIds: string[]
  popularity: number
}

export interface ChapterRecord {
  id: string
  audiobookId: string
  name: string
  /** 1 for the first chapter. */
  chapterNumber: number
  durationMs: number
}

/** The spoken-word things the service can play (besides tracks): where a player item id points to. */
export type PlayableRecord =
  | { kind: 'track'; durationMs: number; track: TrackRecord }
  | { kind: 'episode'; durationMs: number; episode: EpisodeRecord }
  | { kind: 'chapter'; durationMs: number; chapter: ChapterRecord }

/** Where a user stands in an episode or chapter (the wire's `resume_point`). */
export interface ResumePoint {
  positionMs: number
  fullyPlayed: boolean
}
