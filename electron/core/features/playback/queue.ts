import type { Notice, Queue, ShownLanguage } from '../../../contract'
import { wordsNow } from '../../base/words'
import { playbackWords, type Doing } from './playback-words'
import type { ApiClient } from '../../service/api'
import { playableToTrack } from '../../service/media/spoken-from-wire'

/** What plays next: adding to the queue and reading it back. The engine decides refusals and failures. */

/** What a call answered, and the notice that said why it was not done (null: done). */
export interface Answered<T> {
  value: T
  notice: Notice | null
}

export interface PlayerQueueDeps {
  api(): ApiClient | undefined
  /** The queue changed: `queue.changed`. */
  emit(queue: Queue): void
  /** Every read of the queue, changed or not (Next shows its first item at once). */
  known?(queue: Queue): void
  notice(notice: Notice): void
  /** Why work must not be sent now, said as a notice unless `quiet`; null when it may be sent. */
  refused(what: Doing, quiet?: boolean): Notice | null
  /**
   * Work that failed, for the engine to say so (answers what it said); `queueUri` when adding it found no device
   * to add to.
   */
  failed(what: Doing, error: unknown, queueUri?: string): Notice | null
  /** The language spoken now (English when not given). */
  language?: () => ShownLanguage
}

export interface PlayerQueue {
  /** Adds to the queue and answers the queue read back; an empty one when refused or failed (and the notice). */
  add(uri: string): Promise<Answered<Queue>>
  /** The queue; an empty one when refused (quietly) or failed (and the notice). */
  read(): Promise<Answered<Queue>>
  /** Another session: the next read is pushed whatever the last one said. */
  reset(): void
}

export function createPlayerQueue(deps: PlayerQueueDeps): PlayerQueue {
  /** The last queue pushed, to push only what changed. */
  let pushed: string | null = null

  const readFrom = async (api: ApiClient): Promise<Queue> => {
    const answer = await api.player.getQueue({ lane: 'interactive', retries: false })
    const queue: Queue = { upNext: answer.queue.map(playableToTrack) }
    deps.known?.(queue)
    const key = JSON.stringify(queue)
    if (key !== pushed) {
      pushed = key
      deps.emit(queue)
    }
    return queue
  }

  const empty = (notice: Notice | null): Answered<Queue> => ({ value: { upNext: [] }, notice })

  return {
    async add(uri) {
      const what = 'addToQueue'
      const api = deps.api()
      const refusal = deps.refused(what)
      if (refusal || !api) return empty(refusal)
      try {
        await api.player.addToQueue(uri, {}, { lane: 'interactive', retries: false })
        const say = wordsNow(playbackWords, deps.language)
        deps.notice({ level: 'info', message: say('queued'), code: 'QUEUED' })
        return { value: await readFrom(api), notice: null }
      } catch (error) {
        return empty(deps.failed(what, error, uri))
      }
    },
    async read() {
      const what = 'readQueue'
      const api = deps.api()
      if (!api || deps.refused(what, true)) return empty(null)
      try {
        return { value: await readFrom(api), notice: null }
      } catch (error) {
        return empty(deps.failed(what, error))
      }
    },
    reset() {
      pushed = null
    },
  }
}
