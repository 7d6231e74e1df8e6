import { YOUR_QUEUE_MAX, type Track, type YourQueueState } from '../../../contract'

/**
 * Encore's queue as plain functions over its state: the person's edits (add, move, remove, clear) and the
 * hand-over rule, a pure step like the playback engine's. Encore hands Spotify its first item only when it is
 * about to be needed (the playing track's last 20 s, or a skip through Encore), and at most one item is with
 * Spotify at a time, so until then every item moves and goes at no cost. The driver (your-queue.ts) persists
 * the state and does what the step says.
 */

/** How long before the playing track's end Encore hands Spotify its first item. */
export const HAND_OVER_BEFORE_END_MS = 20_000

export interface QueuedItem {
  key: string
  uri: string
  track: Track | null
}

export interface QueueState {
  /** In the person's order; the one with Spotify stays first while it is still wanted there. */
  items: QueuedItem[]
  /** The one item handed to Spotify and not yet played; it is wanted while it is still `items[0]`. */
  withSpotify: QueuedItem | null
  /** What played when last observed: a change to `withSpotify`'s URI is it coming up. */
  playingUri: string | null
  /** A hand-over the service refused while this track played: not tried again until another plays. */
  failedDuring: string | null
  /** A skip through Encore was sent since the hand-over: it lands on the item even before a read says so. */
  skippedTo: boolean
}

export const emptyQueue: QueueState = {
  items: [],
  withSpotify: null,
  playingUri: null,
  failedDuring: null,
  skippedTo: false,
}

/** A change refused, in words; `range` for a position out of range. */
export type Refusal =
  | { refused: string; code: 'FULL' }
  /** `position`: the one out of range, for words in another language (with the queue's length). */
  | { refused: string; code: 'POSITION'; position: number }

export type Edit = { state: QueueState } | Refusal

/** Whether the item with Spotify is still the queue's first: wanted there, not to be skipped. */
export function handedWanted(state: QueueState): boolean {
  return state.withSpotify !== null && state.items[0]?.key === state.withSpotify.key
}

/** The queue as the page and the command line see it. */
export function viewOf(state: QueueState): YourQueueState {
  const wanted = handedWanted(state)
  return {
    items: state.items.map((item, index) => ({ ...item, withSpotify: wanted && index === 0 })),
    skipping:
      state.withSpotify && !wanted ? { uri: state.withSpotify.uri, track: state.withSpotify.track } : null,
  }
}

const rangeWords = (length: number) =>
  length === 0 ? 'Your queue is empty.' : length === 1 ? 'The only position is 1.' : `Use 1 to ${length}.`

/** Why a position (from 1) is not one of the queue's; null when it is. */
function outOfRange(state: QueueState, position: number): Refusal | null {
  if (Number.isInteger(position) && position >= 1 && position <= state.items.length) return null
  return {
    refused: `There is no position ${position} in your queue. ${rangeWords(state.items.length)}`,
    code: 'POSITION',
    position,
  }
}

/** Adds at the end (Add to queue) or at the top (Play next); refused once Encore keeps 500. */
export function addItem(state: QueueState, item: QueuedItem, at: 'end' | 'next'): Edit {
  if (state.items.length >= YOUR_QUEUE_MAX) {
    return {
      refused: `Your queue is full: Encore keeps at most ${YOUR_QUEUE_MAX} tracks. Remove some, then add again.`,
      code: 'FULL',
    }
  }
  // Play next goes before an item already with Spotify: that one is then skipped when it comes up.
  const items = at === 'end' ? [...state.items, item] : [item, ...state.items]
  return { state: { ...state, items } }
}

/** Moves the item at `from` to `to` (positions from 1). */
export function moveItem(state: QueueState, from: number, to: number): Edit {
  const refusal = outOfRange(state, from) ?? outOfRange(state, to)
  if (refusal) return refusal
  const items = [...state.items]
  const [item] = items.splice(from - 1, 1)
  items.splice(to - 1, 0, item!)
  return { state: { ...state, items } }
}

/** Removes the item at `position` (from 1); one already with Spotify is skipped when it comes up. */
export function removeItem(state: QueueState, position: number): Edit {
  const refusal = outOfRange(state, position)
  if (refusal) return refusal
  return { state: { ...state, items: state.items.filter((_, index) => index !== position - 1) } }
}

export function clearQueue(state: QueueState): QueueState {
  return { ...state, items: [] }
}

/** What the player shows, as the hand-over rule needs it. */
export interface Observation {
  playingUri: string | null
  isPlaying: boolean
  /** Time left of the playing track; null when unknown. */
  remainingMs: number | null
}

/** What the driver does: hand the item to Spotify, or skip (an unwanted item came up). */
export type QueueAction = { kind: 'hand-over'; item: QueuedItem } | { kind: 'skip' }

export interface StepResult {
  state: QueueState
  actions: QueueAction[]
  /** When to look again (the 20 s mark of the playing track); null: the next reading says. */
  wakeInMs: number | null
}

/** The item came up on the player: played (off the queue) when wanted, else to be skipped. */
function cameUp(state: QueueState): { state: QueueState; skip: boolean } {
  const wanted = handedWanted(state)
  const items = wanted ? state.items.slice(1) : state.items
  return { state: { ...state, items, withSpotify: null, skippedTo: false }, skip: !wanted }
}

/**
 * The hand-over rule on one reading of the player: the item with Spotify that came up is played (or skipped
 * when removed meanwhile); with none with Spotify, the first item is handed over in the playing track's last
 * 20 s. Another track starting (a skip or Previous elsewhere, a track queued on the phone) changes nothing
 * else: what is with Spotify stays there, and nothing more is handed until it came up.
 */
export function observe(state: QueueState, seen: Observation): StepResult {
  let next: QueueState = { ...state, playingUri: seen.playingUri }
  const changed = seen.playingUri !== state.playingUri
  if (changed && state.failedDuring !== null) next.failedDuring = null
  if (changed && next.withSpotify && seen.playingUri === next.withSpotify.uri) {
    const up = cameUp(next)
    next = up.state
    if (up.skip) return { state: next, actions: [{ kind: 'skip' }], wakeInMs: null }
  }
  const first = next.items[0]
  const due =
    first !== undefined &&
    next.withSpotify === null &&
    seen.isPlaying &&
    seen.playingUri !== null &&
    next.failedDuring !== seen.playingUri &&
    seen.remainingMs !== null
  if (!due) return { state: next, actions: [], wakeInMs: null }
  if (seen.remainingMs! > HAND_OVER_BEFORE_END_MS)
    return { state: next, actions: [], wakeInMs: seen.remainingMs! - HAND_OVER_BEFORE_END_MS }
  return {
    state: { ...next, withSpotify: first, skippedTo: false },
    actions: [{ kind: 'hand-over', item: first }],
    wakeInMs: null,
  }
}

/**
 * A skip through Encore (its Next): the first item is handed over first, so what Spotify plays next is it;
 * null when Spotify already has what comes (the wanted item, or nothing queued, or an unwanted item that is
 * skipped when it comes up). A second skip before a read showed the item the first landed on skips past it:
 * it played, and the next one is handed over first.
 */
export function skipping(state: QueueState): { state: QueueState; handOver: QueuedItem | null } {
  let current = state
  if (handedWanted(current) && current.skippedTo)
    current = { ...current, items: current.items.slice(1), withSpotify: null, skippedTo: false }
  const first = current.items[0]
  if (current.withSpotify !== null) return { state: { ...current, skippedTo: true }, handOver: null }
  if (!first) return { state: current, handOver: null }
  return { state: { ...current, withSpotify: first, skippedTo: true }, handOver: first }
}

/** The service refused the hand-over: the item is Encore's alone again, not tried again during this track. */
export function handOverFailed(state: QueueState, key: string): QueueState {
  if (state.withSpotify?.key !== key) return state
  return { ...state, withSpotify: null, skippedTo: false, failedDuring: state.playingUri }
}

/**
 * After a restart, once Spotify's queue is read: an item handed over before that is no longer in it and is not
 * playing played while Encore was not running (or Spotify dropped it): it is off the queue.
 */
export function afterRestart(
  state: QueueState,
  spotifyUpNext: readonly string[],
  playingUri: string | null,
): QueueState {
  const handed = state.withSpotify
  if (!handed || handed.uri === playingUri || spotifyUpNext.includes(handed.uri)) return state
  const wanted = handedWanted(state)
  return { ...state, withSpotify: null, skippedTo: false, items: wanted ? state.items.slice(1) : state.items }
}

/** What is kept on disk: the items and the one with Spotify (what played is read again). */
export function keptOf(state: QueueState): { items: QueuedItem[]; withSpotify: QueuedItem | null } {
  return { items: state.items, withSpotify: state.withSpotify }
}

const isItem = (value: unknown): value is QueuedItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedItem).key === 'string' &&
  typeof (value as QueuedItem).uri === 'string' &&
  /^spotify:(track|episode):[A-Za-z0-9]+$/.test((value as QueuedItem).uri) &&
  (typeof (value as QueuedItem).track === 'object' || (value as QueuedItem).track === undefined)

/** The queue a start finds: what was kept, the unreadable left out (nothing else is lost). */
export function restoredQueue(kept: unknown): QueueState {
  if (typeof kept !== 'object' || kept === null) return emptyQueue
  const { items, withSpotify } = kept as { items?: unknown; withSpotify?: unknown }
  const readable = Array.isArray(items) ? items.filter(isItem).slice(0, YOUR_QUEUE_MAX) : []
  return {
    ...emptyQueue,
    items: readable.map((item) => ({ key: item.key, uri: item.uri, track: item.track ?? null })),
    withSpotify: isItem(withSpotify) ? { ...withSpotify, track: withSpotify.track ?? null } : null,
  }
}
