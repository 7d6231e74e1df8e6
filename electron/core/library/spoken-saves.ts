import type { LibraryKind } from '../../contract'
import type { ApiClient, CallOptions } from '../api'
import type { LibraryData } from './library-data'

/**
 * Saved items' part for podcasts and audiobooks (saved-items.ts is the one write path of every kind): whether
 * shows, episodes and audiobooks are in the library, saving and removing them (the API client picks the
 * generation's endpoint: `/me/shows`, `/me/episodes`, `/me/audiobooks`, or `/me/library` on today's service),
 * and taking them off the lists at once.
 */

export type SpokenKindName = 'show' | 'episode' | 'audiobook'

export const spokenListOf: Record<SpokenKindName, LibraryKind> = {
  show: 'shows',
  episode: 'episodes',
  audiobook: 'audiobooks',
}

export const isSpokenKind = (kind: string): kind is SpokenKindName => kind in spokenListOf

/** The most ids one request of these endpoints takes. */
const BATCH = 50

function parts(ids: readonly string[]): string[][] {
  const out: string[][] = []
  for (let start = 0; start < ids.length; start += BATCH) out.push(ids.slice(start, start + BATCH))
  return out
}

export function spokenIdSet(data: LibraryData, kind: SpokenKindName): Set<string> {
  switch (kind) {
    case 'show':
      return new Set(data.shows.map(({ show }) => show.id))
    case 'episode':
      return new Set(data.episodes.map(({ episode }) => episode.id))
    case 'audiobook':
      return new Set(data.audiobooks.map(({ audiobook }) => audiobook.id))
  }
}

/** Whether each is saved (followed, for shows): parts of 50 asked together, answers in the order of `ids`. */
export async function askSpoken(
  api: ApiClient,
  kind: SpokenKindName,
  ids: string[],
  options: CallOptions,
): Promise<boolean[]> {
  const { library } = api
  const check = {
    show: library.checkSavedShows,
    episode: library.checkSavedEpisodes,
    audiobook: library.checkSavedAudiobooks,
  }[kind]
  return (await Promise.all(parts(ids).map((part) => check(part, options)))).flat()
}

/** Saves or removes (follows or unfollows shows): parts of 50, one after another, so writes keep their order. */
export async function sendSpoken(
  api: ApiClient,
  kind: SpokenKindName,
  ids: string[],
  saved: boolean,
  options: CallOptions,
): Promise<void> {
  const { library } = api
  const write = {
    show: saved ? library.saveShows : library.removeSavedShows,
    episode: saved ? library.saveEpisodes : library.removeSavedEpisodes,
    audiobook: saved ? library.saveAudiobooks : library.removeSavedAudiobooks,
  }[kind]
  for (const part of parts(ids)) await write(part, options)
}

/** Takes removed items off their list now; answers how to put them back. */
export function removeSpokenLocally(data: LibraryData, kind: SpokenKindName, ids: Set<string>): () => void {
  switch (kind) {
    case 'show': {
      const before = data.shows
      data.shows = before.filter(({ show }) => !ids.has(show.id))
      return () => (data.shows = before)
    }
    case 'episode': {
      const before = data.episodes
      data.episodes = before.filter(({ episode }) => !ids.has(episode.id))
      return () => (data.episodes = before)
    }
    case 'audiobook': {
      const before = data.audiobooks
      data.audiobooks = before.filter(({ audiobook }) => !ids.has(audiobook.id))
      return () => (data.audiobooks = before)
    }
  }
}
