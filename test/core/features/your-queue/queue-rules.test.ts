import { describe, expect, it } from 'vitest'
import { YOUR_QUEUE_MAX } from '../../../../electron/contract'
import {
  addItem,
  afterRestart,
  emptyQueue,
  handOverFailed,
  keptOf,
  moveItem,
  observe,
  removeItem,
  restoredQueue,
  skipping,
  viewOf,
  type Edit,
  type Observation,
  type QueueState,
} from '../../../../electron/core/features/your-queue/queue-rules'

/** Encore's queue's decisions, as tables: the person's edits and the hand-over rule. */

const item = (name: string) => ({ key: name, uri: `spotify:track:${name}`, track: null })
const A = item('a')
const B = item('b')
const C = item('c')
const queued = (...items: ReturnType<typeof item>[]): QueueState => ({ ...emptyQueue, items })
const done = (edit: Edit): QueueState => {
  if ('refused' in edit) throw new Error(edit.refused)
  return edit.state
}
const keys = (state: QueueState) => state.items.map((entry) => entry.key)
const playing = (uri: string, remainingMs: number, isPlaying = true): Observation => ({
  playingUri: uri,
  isPlaying,
  remainingMs,
})

describe('the person’s edits', () => {
  it('adds at the end (Add to queue) or at the top (Play next)', () => {
    const state = done(addItem(queued(A, B), C, 'end'))
    expect(keys(state)).toEqual(['a', 'b', 'c'])
    expect(keys(done(addItem(state, item('d'), 'next')))).toEqual(['d', 'a', 'b', 'c'])
  })

  it('moves and removes by position from 1', () => {
    const moved = done(moveItem(queued(A, B, C), 3, 1))
    expect(keys(moved)).toEqual(['c', 'a', 'b'])
    expect(keys(done(removeItem(moved, 2)))).toEqual(['c', 'b'])
  })

  it('refuses a position out of range, naming the range', () => {
    expect(moveItem(queued(A, B, C), 4, 1)).toEqual({
      refused: 'There is no position 4 in your queue. Use 1 to 3.',
      code: 'POSITION',
      position: 4,
    })
    expect(removeItem(queued(A), 0)).toMatchObject({ refused: /The only position is 1\./, code: 'POSITION' })
    expect(removeItem(queued(), 1)).toMatchObject({ refused: /Your queue is empty\./ })
  })

  it('keeps at most 500, and says so', () => {
    const full = queued(...Array.from({ length: YOUR_QUEUE_MAX }, (_, index) => item(`t${index}`)))
    expect(addItem(full, A, 'end')).toEqual({
      refused: 'Your queue is full: Encore keeps at most 500 tracks. Remove some, then add again.',
      code: 'FULL',
    })
  })
})

describe('the hand-over rule', () => {
  it('hands the first item over only in the playing track’s last 20 s, and wakes at that mark', () => {
    const early = observe(queued(A, B), playing('spotify:track:x', 90_000))
    expect(early.actions).toEqual([])
    expect(early.wakeInMs).toBe(70_000)
    const due = observe(early.state, playing('spotify:track:x', 19_000))
    expect(due.actions).toEqual([{ kind: 'hand-over', item: A }])
    expect(viewOf(due.state).items.map((entry) => entry.withSpotify)).toEqual([true, false])
  })

  it('keeps one item at most with Spotify: nothing more is handed until it came up', () => {
    const handed = observe(queued(A, B), playing('spotify:track:x', 10_000)).state
    // A Previous (or a track queued on the phone starting) plays something else to its end: no second item.
    const other = observe(handed, playing('spotify:track:previous', 5_000))
    expect(other.actions).toEqual([])
    expect(other.state.withSpotify).toEqual(A)
    // The item comes up: played, off the queue; the next is handed in its own last 20 s.
    const up = observe(other.state, playing(A.uri, 180_000))
    expect(keys(up.state)).toEqual(['b'])
    expect(up.state.withSpotify).toBeNull()
    expect(up.wakeInMs).toBe(160_000)
  })

  it('leaves the queue as it was when a skip elsewhere comes before the hand-over', () => {
    const before = observe(queued(A, B), playing('spotify:track:x', 90_000)).state
    const skipped = observe(before, playing('spotify:track:context-next', 200_000))
    expect(keys(skipped.state)).toEqual(['a', 'b'])
    expect(skipped.state.withSpotify).toBeNull()
    expect(skipped.actions).toEqual([])
  })

  it('hands nothing over while paused', () => {
    expect(observe(queued(A), playing('spotify:track:x', 10_000, false)).actions).toEqual([])
  })

  it('a skip through Encore hands the first item over first; none when Spotify already has one', () => {
    const step = skipping(queued(A, B))
    expect(step.handOver).toEqual(A)
    expect(step.state.withSpotify).toEqual(A)
    expect(skipping(skipping(queued(A)).state).handOver).toBeNull()
    expect(skipping(queued()).handOver).toBeNull()
  })

  it('a second skip through Encore before any read skips past the item the first landed on', () => {
    const first = skipping(queued(A, B))
    const second = skipping(first.state)
    expect(second.handOver).toEqual(B)
    expect(keys(second.state)).toEqual(['b'])
    // The item handed at the 20 s mark: the first skip lands on it, and hands nothing more.
    const handed = observe(queued(A, B), playing('spotify:track:x', 10_000)).state
    expect(skipping(handed).handOver).toBeNull()
    expect(skipping(skipping(handed).state).handOver).toEqual(B)
  })

  it('a refused hand-over leaves the item Encore’s, not tried again during that track', () => {
    const handed = observe(queued(A), playing('spotify:track:x', 10_000)).state
    const failed = handOverFailed(handed, 'a')
    expect(failed.withSpotify).toBeNull()
    expect(observe(failed, playing('spotify:track:x', 9_000)).actions).toEqual([])
    expect(observe(failed, playing('spotify:track:y', 9_000)).actions).toEqual([
      { kind: 'hand-over', item: A },
    ])
  })
})

describe('moves and removals before and after the hand-over', () => {
  const handedA = () => observe(queued(A, B, C), playing('spotify:track:x', 10_000)).state

  it('before: cost nothing, and the hand-over takes the new first', () => {
    const edited = done(removeItem(done(moveItem(queued(A, B, C), 3, 1)), 3))
    expect(observe(edited, playing('spotify:track:x', 10_000)).actions).toEqual([
      { kind: 'hand-over', item: C },
    ])
  })

  it('after: the item removed is shown as skipped, and skipped when it comes up', () => {
    const removed = done(removeItem(handedA(), 1))
    expect(viewOf(removed).skipping).toEqual({ uri: A.uri, track: null })
    expect(viewOf(removed).items.every((entry) => !entry.withSpotify)).toBe(true)
    const up = observe(removed, playing(A.uri, 200_000))
    expect(up.actions).toEqual([{ kind: 'skip' }])
    expect(keys(up.state)).toEqual(['b', 'c'])
    expect(up.state.withSpotify).toBeNull()
    // The skip through Encore then hands B over first.
    expect(skipping(up.state).handOver).toEqual(B)
  })

  it('after: moved down, it is skipped when it comes up and stays in its new place', () => {
    const moved = done(moveItem(handedA(), 1, 3))
    const up = observe(moved, playing(A.uri, 200_000))
    expect(up.actions).toEqual([{ kind: 'skip' }])
    expect(keys(up.state)).toEqual(['b', 'c', 'a'])
  })

  it('after: an item moved below the handed one leaves it wanted', () => {
    const moved = done(moveItem(handedA(), 3, 2))
    const up = observe(moved, playing(A.uri, 200_000))
    expect(up.actions).toEqual([])
    expect(keys(up.state)).toEqual(['c', 'b'])
  })
})

describe('a restart', () => {
  it('keeps the items and the one with Spotify; reads back what is readable', () => {
    const handed = observe(queued(A, B), playing('spotify:track:x', 10_000)).state
    const restored = restoredQueue(JSON.parse(JSON.stringify(keptOf(handed))))
    expect(restored).toEqual({ ...emptyQueue, items: [A, B], withSpotify: A })
    expect(restoredQueue({ items: [A, { key: 1 }, { key: 'x', uri: 'spotify:album:x' }] }).items).toEqual([A])
    expect(restoredQueue('nonsense')).toEqual(emptyQueue)
  })

  it('an item handed over that Spotify no longer lists played while Encore was not running', () => {
    const restored = restoredQueue(keptOf(observe(queued(A, B), playing('spotify:track:x', 10_000)).state))
    expect(afterRestart(restored, ['spotify:track:ctx'], 'spotify:track:other')).toMatchObject({
      items: [B],
      withSpotify: null,
    })
    // Still listed: it stays with Spotify, and nothing else is handed.
    const still = afterRestart(restored, [A.uri], 'spotify:track:x')
    expect(still.withSpotify).toEqual(A)
    expect(observe(still, playing('spotify:track:x', 5_000)).actions).toEqual([])
  })
})
