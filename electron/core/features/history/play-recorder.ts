import type { Notice, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { historyWords } from './history-words'
import type { Logger } from '../../base/ports'
import type { HistoryStore } from './history-store'
import { earliestMatch, merge, type IncomingPlay } from './merge'
import { FROM_PLAYER, FROM_SERVICE, type PlayItems } from './play'
import { itemsOfTrack } from './play-items'
import type { SeenPlay } from './play-tracker'
import type { ToldPlay } from './service-reads'

/**
 * Puts plays into a store, each once (merge.ts decides against the plays kept near it), one batch of writes
 * for many. A store that cannot be written is said once (a notice) until `reset`; the history goes on with
 * what can be written.
 */
export interface PlayRecorder {
  /** Plays the player showed; answers whether the store changed. */
  keepSeen(store: HistoryStore, plays: readonly SeenPlay[]): boolean
  /** Plays the service told of; answers whether the store changed. */
  keepTold(store: HistoryStore, plays: readonly ToldPlay[]): boolean
  /** Says (once) that something could not be written. */
  failed(error: unknown): void
  /** A new session: a failure is said again. */
  reset(): void
}

interface Incoming {
  play: IncomingPlay
  items: PlayItems
}

const seenPlay = (seen: SeenPlay): Incoming => ({
  play: {
    at: seen.at,
    item: seen.track.uri,
    context: seen.context?.uri ?? null,
    playedMs: seen.playedMs,
    sources: FROM_PLAYER,
    device: seen.device,
    window: seen.window,
    leftAtMs: seen.leftAtMs,
  },
  items: itemsOfTrack(seen.track, seen.context),
})

const toldPlay = (told: ToldPlay): Incoming => ({
  play: {
    at: told.at,
    item: told.track.uri,
    context: told.context?.uri ?? null,
    playedMs: null,
    sources: FROM_SERVICE,
    device: null,
    window: null,
    leftAtMs: null,
  },
  items: itemsOfTrack(told.track, told.context ? { ...told.context, name: null } : null),
})

/** Merges plays into the store, oldest first; answers how many changed it. */
function record(store: HistoryStore, plays: readonly Incoming[]): number {
  const nearby = store.recent(Math.min(...plays.map(({ play }) => earliestMatch(play))))
  let written = 0
  for (const { play, items } of plays) {
    const decision = merge(nearby, play)
    if (decision.kind === 'known') continue
    if (decision.kind === 'add') {
      nearby.push(store.add(decision.play, items))
    } else {
      const index = nearby.findIndex((kept) => kept.seq === decision.play.seq)
      store.amend(nearby[index]!, decision.play, items)
      nearby[index] = decision.play
    }
    written++
  }
  return written
}

export function createPlayRecorder(
  logger: Logger,
  notice: (notice: Notice) => void,
  language: () => ShownLanguage = () => 'en',
): PlayRecorder {
  let told = false
  const failed = (error: unknown) => {
    logger.warn('The listening history could not be written', { error: (error as Error).message })
    if (told) return
    told = true
    notice({
      level: 'warning',
      code: 'NOT_KEPT',
      message: wordsIn(historyWords, language())('notKept', { why: (error as Error).message }),
    })
  }
  const keep = (store: HistoryStore, plays: readonly Incoming[]) => {
    if (!plays.length) return false
    try {
      return store.batch(() => record(store, plays)) > 0
    } catch (error) {
      failed(error)
      return false
    }
  }
  return {
    keepSeen: (store, plays) => keep(store, plays.map(seenPlay)),
    keepTold: (store, plays) => keep(store, plays.map(toldPlay)),
    failed,
    reset() {
      told = false
    },
  }
}
