import { positionAt, type Track } from '../../../contract'
import type { Reading } from './reading'

/**
 * What played before, as this session's reads saw it: Previous shows the item it goes back to at once. The
 * service's Previous goes back only near a track's start; later it starts the same item over.
 */

/** Previous within this much of an item's start goes to the item before; later, it starts the item over. */
export const PREVIOUS_RESTARTS_AFTER_MS = 3_000
/** Our position and the service's differ by a read's delay: this close to that line, nothing is guessed. */
const UNSURE_MS = 700
/** Enough to step back through an album's worth of Previous. */
const KEPT = 50

/** One item the reads showed, in the context it played from. */
export interface PlayedItem {
  track: Track
  contextUri: string | null
  /**
   * It followed the item before it by a step Encore saw coming (Next from the queue read, a track's end): the
   * service's Previous goes back there. A jump (an album from its fifth track, Play from here) is not a step.
   */
  stepped: boolean
}

/**
 * This session's items as the reads showed them, oldest first. A read that shows the item before the last one
 * again went back (Previous, here or elsewhere): the last is dropped, so a second Previous goes further back.
 */
export function playedNow(
  played: readonly PlayedItem[],
  reading: Reading | null,
  stepped: boolean,
): readonly PlayedItem[] {
  const track = reading?.track
  if (!track) return played
  if (played.at(-1)?.track.uri === track.uri) return played
  const contextUri = reading.context?.uri ?? null
  const before = played.at(-2)
  if (before?.track.uri === track.uri && before.contextUri === contextUri) return played.slice(0, -1)
  return [...played, { track, contextUri, stepped }].slice(-KEPT)
}

/**
 * What Previous shows at once from `shown` (a Previous already shown counted): `restart` (the same item from its
 * start) past the service's line, the item played before it near its start when it came from there by a step
 * in the same context, else the one before in the context's order when it is known (`inOrder`), or null when
 * Encore cannot tell (near the line, nothing known before it, a jump, or the one before came from elsewhere).
 */
export function goingBack(
  played: readonly PlayedItem[],
  shown: Reading | null,
  now: number,
  /** The item before in the context's order, when known (context-order.ts): where the service goes otherwise. */
  inOrder: Track | null = null,
): Track | 'restart' | null {
  const track = shown?.track
  if (!shown || !track) return null
  const at = positionAt(shown, now)
  if (at > PREVIOUS_RESTARTS_AFTER_MS + UNSURE_MS) return 'restart'
  if (at > PREVIOUS_RESTARTS_AFTER_MS - UNSURE_MS) return null
  const index = played.findLastIndex((item) => item.track.uri === track.uri)
  const here = played[index]
  const before = index > 0 ? played[index - 1]! : null
  const contextUri = shown.context?.uri ?? null
  return before && here?.stepped && before.contextUri === contextUri && here.contextUri === contextUri
    ? before.track
    : inOrder
}
