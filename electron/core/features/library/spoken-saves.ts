import type { LibraryKind } from '../../../contract'
import type { ApiClient, CallOptions } from '../../service/api'

/**
 * Saved items' part for podcasts and audiobooks: which list holds them and whether they are in the library (the
 * API client picks the generation's endpoint). Saving and removing them goes through the outbox as every kind
 * does (outbox/saved-sender.ts); taking them off the lists at once is saved-lists.ts's.
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
