import type { Audiobook, Episode, LibrarySort, Show } from '../../../contract'
import { compareText, textMatcher } from './library-query'

/**
 * Podcasts and audiobooks as the library keeps them: followed shows, saved episodes ("Your Episodes") and saved
 * audiobooks, newest first, each with when it was saved. They are few (tens, a few hundred episodes), so they are
 * kept as the page shows them; episodes carry no notes (an episode's page reads them). A followed show's
 * unplayed count is kept beside the list, by show, with what it was counted from.
 */

export interface SavedShowEntry {
  show: Show
  addedAt: number | null
}
export interface SavedEpisodeEntry {
  episode: Episode
  addedAt: number | null
}
export interface SavedAudiobookEntry {
  audiobook: Audiobook
  addedAt: number | null
}

/** A show's unplayed episodes among its newest `of`, and when and from what they were counted. */
export interface ShowCount {
  count: number
  of: number
  /** The show's `total_episodes` when counted: a new episode makes the count stale. */
  totalEpisodes: number
  countedAt: number
}

/** Episodes looked at to count a show's unplayed ones: its newest page, one request. */
export const COUNT_EPISODES = 50
/** A count older than this is read again when a window shows it (what was played elsewhere shows up). */
export const COUNT_STALE_MS = 6 * 60 * 60 * 1000

/** Whether a show's count must be read (again): never counted, a new episode since, or counted long ago. */
export function countIsStale(show: Show, count: ShowCount | undefined, now: number): boolean {
  if (!count) return true
  return count.totalEpisodes !== show.totalEpisodes || now - count.countedAt > COUNT_STALE_MS
}

/** Unplayed episodes: those not played to their end; null when the service says nothing of resume points. */
export function unplayedAmong(episodes: readonly Pick<Episode, 'resumePoint'>[]): number | null {
  if (episodes.some((episode) => episode.resumePoint === null)) return null
  return episodes.filter((episode) => !episode.resumePoint!.fullyPlayed).length
}

const names = (list: readonly string[]) => list.join(' ')

export const showComparators: Partial<Record<LibrarySort, (a: SavedShowEntry, b: SavedShowEntry) => number>> =
  {
    title: (a, b) => compareText(a.show.name, b.show.name),
    artist: (a, b) =>
      compareText(a.show.publisher ?? '', b.show.publisher ?? '') || compareText(a.show.name, b.show.name),
  }
export const showMatcher = (words: readonly string[]) =>
  textMatcher<SavedShowEntry>(words, ({ show }) => `${show.name} ${show.publisher ?? ''}`)

export const episodeComparators: Partial<
  Record<LibrarySort, (a: SavedEpisodeEntry, b: SavedEpisodeEntry) => number>
> = {
  title: (a, b) => compareText(a.episode.name, b.episode.name),
  artist: (a, b) =>
    compareText(a.episode.show?.name ?? '', b.episode.show?.name ?? '') ||
    // A show's episodes newest first.
    compareText(b.episode.releaseDate, a.episode.releaseDate),
  duration: (a, b) => a.episode.durationMs - b.episode.durationMs,
}
export const episodeMatcher = (words: readonly string[]) =>
  textMatcher<SavedEpisodeEntry>(words, ({ episode }) => `${episode.name} ${episode.show?.name ?? ''}`)

export const audiobookComparators: Partial<
  Record<LibrarySort, (a: SavedAudiobookEntry, b: SavedAudiobookEntry) => number>
> = {
  title: (a, b) => compareText(a.audiobook.name, b.audiobook.name),
  artist: (a, b) =>
    compareText(names(a.audiobook.authors), names(b.audiobook.authors)) ||
    compareText(a.audiobook.name, b.audiobook.name),
}
export const audiobookMatcher = (words: readonly string[]) =>
  textMatcher<SavedAudiobookEntry>(
    words,
    ({ audiobook }) => `${audiobook.name} ${names(audiobook.authors)} ${names(audiobook.narrators)}`,
  )
