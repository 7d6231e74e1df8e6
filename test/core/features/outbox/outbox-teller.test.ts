import { describe, expect, it } from 'vitest'
import {
  applyOutboxDelta,
  type OutboxEntry,
  type OutboxState,
  type OutboxWait,
} from '../../../../electron/contract'
import { OutboxTeller } from '../../../../electron/core/features/outbox/outbox-teller'

const offline: OutboxWait = { reason: 'offline', why: 'Spotify cannot be reached.', until: null }
const later: OutboxWait = { reason: 'rate-limited', why: 'Spotify asked Encore to wait.', until: 5_000 }
const entry = (n: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `c${n}`,
  kind: 'saved',
  label: `Save track ${n}`,
  uri: `spotify:track:t${n}`,
  saved: true,
  state: 'waiting',
  ...offline,
  queuedAt: n,
  ...overrides,
})
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => entry(from + at))

describe("the outbox's teller: what changed, not the list", () => {
  it('tells one added save as one entry however many wait, and the page holds the whole list', () => {
    const teller = new OutboxTeller('s')
    let page: OutboxState | null = null
    const first = teller.next(range(1, 5_000), offline, [])!
    page = applyOutboxDelta(page, first)
    expect(page!.entries).toHaveLength(5_000)
    const one = teller.next(range(1, 5_001), offline, [])!
    expect(one).toMatchObject({ revision: 2, count: 5_001, whole: false, removed: [], updated: [] })
    expect(one.added.map((added) => added.id)).toEqual(['c5001'])
    page = applyOutboxDelta(page, one)
    expect(page!.entries.map((held) => held.id)).toEqual(range(1, 5_001).map((held) => held.id))
  })

  it('tells removals and updates in place, and a new wait once for all waiting', () => {
    const teller = new OutboxTeller('s')
    let page = applyOutboxDelta(null, teller.next(range(1, 4), offline, [])!)
    const sending = entry(2, { state: 'sending', reason: 'queued', why: 'On its way.' })
    const now = [sending, entry(4, { ...later }), entry(5, { ...later })]
    const delta = teller.next(now, later, [{ uri: 'spotify:track:t1', saved: false }])!
    expect(delta).toMatchObject({ whole: false, removed: ['c1', 'c3'], wait: later })
    expect(delta.updated.map((changed) => changed.id)).toEqual(['c2'])
    expect(delta.added.map((added) => added.id)).toEqual(['c5'])
    page = applyOutboxDelta(page, delta)
    expect(page!.entries).toEqual(now)
    expect(page!.rolledBack).toEqual([{ uri: 'spotify:track:t1', saved: false }])
  })

  it('tells nothing when nothing changed, and the whole list when the order did', () => {
    const teller = new OutboxTeller('s')
    let page = applyOutboxDelta(null, teller.next(range(1, 3), offline, [])!)
    expect(teller.next(range(1, 3), offline, [])).toBeNull()
    const reordered = [entry(3), entry(1), entry(2)]
    const delta = teller.next(reordered, offline, [])!
    expect(delta.whole).toBe(true)
    page = applyOutboxDelta(page, delta)
    expect(page!.entries).toEqual(reordered)
  })

  it('a page that missed a revision, or holds another count, reads the list again (null)', () => {
    const teller = new OutboxTeller('s')
    const page = applyOutboxDelta(null, teller.next(range(1, 2), offline, [])!)
    teller.next(range(1, 3), offline, [])
    const third = teller.next(range(1, 4), offline, [])!
    expect(applyOutboxDelta(page, third)).toBeNull()
    expect(applyOutboxDelta(page, { ...third, revision: 2, count: 9 })).toBeNull()
    // Another stream (core started again) whose first revision is not the start.
    expect(applyOutboxDelta(page, { ...third, stream: 'other' })).toBeNull()
    // A revision the page already has (a list read after it) changes nothing.
    expect(applyOutboxDelta(page, { ...third, revision: 1 })).toBe(page)
  })
})
