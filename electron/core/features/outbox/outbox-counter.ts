import type { QueuedChange } from './outbox-entries'
import { numberOf } from './outbox-ledger'

/**
 * The outbox's counter, bounded: a change's id is `c<n>` with n from 1 to LAST_NUMBER (15 digits, an exact
 * integer, read back by the ledger as a number). A counter past it (a file damaged or edited by hand, 2^53
 * in the case met) used to give every new change the same id, and all but one were lost at the next start.
 */
export const LAST_NUMBER = 999_999_999_999_999

/**
 * Makes a read queue's ids safe to count on, in place: an id that is not a number in range, or that another
 * change already holds, gets a new one, and the counter goes on after the highest id the file holds (from 1
 * again, every change renumbered in order, when that would leave no room). True when anything changed.
 */
export function repairCounter(document: { entries: QueuedChange[]; next: number }): boolean {
  const seen = new Set<number>()
  const renamed = new Set<QueuedChange>()
  let top = 0
  for (const entry of document.entries) {
    const number = numberOf(entry.id)
    if (number === null || number < 1 || seen.has(number)) renamed.add(entry)
    else {
      seen.add(number)
      top = Math.max(top, number)
    }
  }
  const { next } = document
  const inRange = Number.isSafeInteger(next) && next > top && next <= LAST_NUMBER
  if (!renamed.size && inRange) return false
  let start = inRange ? next : top + 1
  if (start + renamed.size > LAST_NUMBER) {
    // No room above the highest id: every change numbered again from 1, in its order.
    start = 1
    renamed.clear()
    for (const entry of document.entries) renamed.add(entry)
  }
  let number = start
  document.entries = document.entries.map((entry) =>
    renamed.has(entry) ? { ...entry, id: `c${number++}` } : entry,
  )
  document.next = number
  return true
}

/** Queues whose counter went past LAST_NUMBER this session: their new ids skip those still waiting. */
const wrapped = new WeakSet<object>()

/**
 * The id of a new change in a session: the counter's, and past LAST_NUMBER from 1 again, never an id a change
 * waiting holds (a read queue is repaired first, so this is reached only after 10^15 changes).
 */
export function newId(document: { entries: readonly QueuedChange[]; next: number }): string {
  if (document.next > LAST_NUMBER || !Number.isSafeInteger(document.next)) {
    wrapped.add(document)
    document.next = 1
  }
  if (wrapped.has(document)) {
    const used = new Set(document.entries.map((entry) => entry.id))
    while (used.has(`c${document.next}`)) document.next += 1
  }
  return `c${document.next++}`
}
