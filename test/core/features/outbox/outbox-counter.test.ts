import { describe, expect, it } from 'vitest'
import { LAST_NUMBER, newId, repairCounter } from '../../../../electron/core/features/outbox/outbox-counter'
import type { OutboxChange, QueuedChange } from '../../../../electron/core/features/outbox/outbox-entries'
import { createOutboxStore, emptyOutbox } from '../../../../electron/core/features/outbox/outbox-file'
import { HeldChanges } from '../../../../electron/core/features/outbox/outbox-held'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

/**
 * The outbox's counter is bounded and its ids never repeat: a counter at 2^53 (a file damaged or edited) gave
 * every new change the same id, and all but one of them were lost at the next start.
 */
const owner = { service: 'demo', userId: 'listener' }
const saving = (n: number): OutboxChange => ({
  kind: 'saved',
  uri: `spotify:track:t${String(n).padStart(20, '0')}`,
  saved: true,
  name: null,
  before: false,
})
const entry = (id: string, n: number): QueuedChange => ({
  id,
  queuedAt: n,
  change: saving(n),
  state: 'waiting',
  uncertain: false,
  alone: false,
})
const ids = (entries: readonly QueuedChange[]) => entries.map((each) => each.id)

describe('the outbox counter', () => {
  it('a file whose counter is at 2^53 keeps every new change, each with its own id, across a restart', () => {
    const dir = tempFolder('encore-outbox-counter-')
    const store = createOutboxStore(dir, createMemoryLogger().logger)
    store.load(owner)
    store.save({ ...emptyOutbox(owner), next: 2 ** 53, entries: [entry('c7', 7)] })

    const first = createOutboxStore(dir, createMemoryLogger().logger)
    const held = new HeldChanges(first.load(owner).document)
    held.queue([saving(1), saving(2), saving(3)], 1_000)
    expect(new Set(ids(held.entries)).size).toBe(4)
    expect(ids(held.entries)).toEqual(['c7', 'c8', 'c9', 'c10'])
    first.save(held.document())

    const again = createOutboxStore(dir, createMemoryLogger().logger).load(owner)
    expect(again.problem).toBeNull()
    expect(ids(again.document.entries)).toEqual(['c7', 'c8', 'c9', 'c10'])
    expect(again.document.next).toBe(11)
  })

  it('ids out of range or given twice get new ones after the highest held; no room left: renumbered from 1', () => {
    const document = {
      next: 2 ** 53 + 2,
      entries: [entry('c9007199254740993', 1), entry('c4', 2), entry('c4', 3), entry('c2', 4)],
    }
    expect(repairCounter(document)).toBe(true)
    expect(ids(document.entries)).toEqual(['c5', 'c4', 'c6', 'c2'])
    expect(document.next).toBe(7)
    // A counter below an id held would give it again.
    const behind = { next: 3, entries: [entry('c5', 1)] }
    expect(repairCounter(behind)).toBe(true)
    expect(behind.next).toBe(6)
    const full = { next: LAST_NUMBER + 1, entries: [entry('c3', 1), entry(`c${LAST_NUMBER}`, 2)] }
    expect(repairCounter(full)).toBe(true)
    expect(ids(full.entries)).toEqual(['c1', 'c2'])
    expect(full.next).toBe(3)
    const fine = { next: 9, entries: [entry('c3', 1), entry('c8', 2)] }
    expect(repairCounter(fine)).toBe(false)
  })

  it('in a session, past the last number the counter starts from 1 again, skipping ids still waiting', () => {
    const document = { next: LAST_NUMBER, entries: [entry('c1', 1), entry('c3', 2)] }
    const given = [newId(document), newId(document), newId(document), newId(document)]
    expect(given).toEqual([`c${LAST_NUMBER}`, 'c2', 'c4', 'c5'])
  })

  it('a counter that started again in a session: the changes it numbers are not taken for changes sent', () => {
    const dir = tempFolder('encore-outbox-counter-')
    const store = createOutboxStore(dir, createMemoryLogger().logger)
    const held = new HeldChanges(store.load(owner).document)
    const document = held.document()
    document.next = LAST_NUMBER - 1
    held.queue([saving(1), saving(2)], 1)
    store.save(held.document())
    // Both sent; two more, numbered from 1 again.
    held.remove([...held.entries])
    store.save(held.document())
    held.queue([saving(3), saving(4)], 2)
    store.save(held.document())
    expect(ids(held.entries)).toEqual(['c1', 'c2'])
    const again = createOutboxStore(dir, createMemoryLogger().logger).load(owner)
    expect(again.problem).toBeNull()
    expect(ids(again.document.entries)).toEqual(['c1', 'c2'])
  })
})
