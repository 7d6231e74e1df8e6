import type { Notice, Queue } from '../../../contract'
import type { ApiClient } from '../../service/api'
import { playableToTrack } from '../../service/media/spoken-from-wire'

/** What plays next: adding to the queue and reading it back. The engine decides refusals and failures. */

export interface PlayerQueueDeps {
  api(): ApiClient | undefined
  /** The queue changed: `queue.changed`. */
  emit(queue: Queue): void
  /** Every read of the queue, changed or not (Next shows its first item at once). */
  known?(queue: Queue): void
  notice(notice: Notice): void
  /** Why work must not be sent now, said as a notice unless `quiet`; true when it was refused. */
  refused(what: string, quiet?: boolean): boolean
  /** Work that failed, for the engine to say so; `queueUri` when adding it found no device to add to. */
  failed(what: string, error: unknown, queueUri?: string): void
}

export interface PlayerQueue {
  /** Adds to the queue and answers the queue read back; an empty one when refused or failed (with a notice). */
  add(uri: string): Promise<Queue>
  read(): Promise<Queue>
  /** Another session: the next read is pushed whatever the last one said. */
  reset(): void
}

const QUEUED_NOTICE: Notice = { level: 'info', message: 'Added to the queue.', code: 'QUEUED' }

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

  return {
    async add(uri) {
      const what = 'add that to the queue'
      const api = deps.api()
      if (deps.refused(what) || !api) return { upNext: [] }
      try {
        await api.player.addToQueue(uri, {}, { lane: 'interactive', retries: false })
        deps.notice(QUEUED_NOTICE)
        return await readFrom(api)
      } catch (error) {
        deps.failed(what, error, uri)
        return { upNext: [] }
      }
    },
    async read() {
      const what = 'read the queue'
      const api = deps.api()
      if (!api || deps.refused(what, true)) return { upNext: [] }
      try {
        return await readFrom(api)
      } catch (error) {
        deps.failed(what, error)
        return { upNext: [] }
      }
    },
    reset() {
      pushed = null
    },
  }
}
