import type { Episode, Show } from '../../../contract'
import type { ApiClient } from '../../service/api'
import { toEpisode } from '../../service/media/spoken-from-wire'
import type { Logger } from '../../base/ports'
import type { LibraryData } from './library-data'
import { COUNT_EPISODES, countIsStale, unplayedAmong, type ShowCount } from './spoken-library'

/**
 * The unplayed episodes of followed shows, counted only when a window of the Podcasts tab shows them: one
 * request per show (its newest 50 episodes, on the background lane), and again only once the show has a new
 * episode or the count is six hours old. A show's page reads those episodes anyway, so opening it counts it for
 * nothing. Without user-read-playback-position the service says nothing of where you are, so nothing is asked.
 */
export interface ShowCounter {
  /** The Podcasts tab shows these shows: count the ones never counted, or counted stale. */
  want(shows: readonly Show[]): void
  /** A show's newest episodes were read anyway (its page): the count follows from them. */
  learn(show: Show, newest: readonly Episode[]): void
  /** Resolves when no count is being read (tests). */
  idle(): Promise<void>
}

export interface ShowCounterDeps {
  current(): { data: LibraryData; api: ApiClient; market: string | undefined } | undefined
  /** Whether the sign-in may read resume points (user-read-playback-position). */
  readsResumePoints(): boolean
  now(): number
  /** Counts changed: windows are stale, the cache is written soon. */
  changed(): void
  logger: Logger
}

export function createShowCounter(deps: ShowCounterDeps): ShowCounter {
  const reading = new Set<string>()
  let work: Promise<void> = Promise.resolve()

  function keep(data: LibraryData, show: Show, episodes: readonly Pick<Episode, 'resumePoint'>[]): boolean {
    const count = unplayedAmong(episodes)
    if (count === null) return false
    const value: ShowCount = {
      count,
      of: episodes.length,
      totalEpisodes: show.totalEpisodes,
      countedAt: deps.now(),
    }
    data.showCounts.set(show.id, value)
    return true
  }

  async function count(shows: readonly Show[]): Promise<void> {
    const now = deps.current()
    if (!now) return
    const { data, api, market } = now
    const results = await Promise.allSettled(
      shows.map(async (show) => {
        try {
          const page = await api.shows.getShowEpisodes(
            show.id,
            { limit: COUNT_EPISODES, ...(market ? { market } : {}) },
            { lane: 'background' },
          )
          const episodes = page.items.flatMap((item) => (item ? [toEpisode(item)] : []))
          return deps.current()?.data === data && keep(data, show, episodes)
        } finally {
          reading.delete(show.id)
        }
      }),
    )
    const failed = results.filter((result) => result.status === 'rejected').length
    if (failed) deps.logger.debug('Some shows could not be counted', { failed })
    if (results.some((result) => result.status === 'fulfilled' && result.value)) deps.changed()
  }

  return {
    want(shows) {
      const now = deps.current()
      if (!now || !deps.readsResumePoints()) return
      const stale = shows.filter(
        (show) => !reading.has(show.id) && countIsStale(show, now.data.showCounts.get(show.id), deps.now()),
      )
      if (!stale.length) return
      for (const show of stale) reading.add(show.id)
      work = work
        .then(() => count(stale))
        .catch((error: unknown) => {
          deps.logger.debug('Counting unplayed episodes stopped', { error: String(error) })
        })
    },
    learn(show, newest) {
      const now = deps.current()
      if (!now || !now.data.shows.some((entry) => entry.show.id === show.id)) return
      const looked = newest.slice(0, COUNT_EPISODES)
      if (looked.length < Math.min(COUNT_EPISODES, show.totalEpisodes)) return
      if (keep(now.data, show, looked)) deps.changed()
    },
    idle: () => work,
  }
}
