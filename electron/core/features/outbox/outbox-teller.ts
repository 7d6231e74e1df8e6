import { randomUUID } from 'node:crypto'
import type { OutboxDelta, OutboxEntry, OutboxState, OutboxWait } from '../../../contract'

/**
 * An entry's details that may change while it waits (its id and when it was made never do); what it waits for
 * is told once for all of them (the delta's `wait`). Plain text, not JSON: it is made for every entry each time.
 */
const keyOf = (entry: OutboxEntry) => {
  const own = `${entry.state}\u0000${entry.kind}\u0000${entry.label}\u0000${entry.uri}\u0000${entry.saved}`
  return entry.state === 'waiting' ? own : `${own}\u0000${entry.reason}\u0000${entry.why}\u0000${entry.until}`
}

/**
 * What the page was last told of the list, so that each change tells only what changed (`outbox.changed`):
 * thousands of waiting saves are not sent again with each one added. Each telling has a revision; a list read
 * (`outbox.list`) carries the revision it matches.
 */
export class OutboxTeller {
  revision = 0
  private told = new Map<string, string>()
  private order: string[] = []
  private wait = ''

  constructor(readonly stream: string = randomUUID()) {}

  /** What changed since the last telling, or null when nothing did; remembered as told. */
  next(
    entries: readonly OutboxEntry[],
    wait: OutboxWait,
    rolledBack: OutboxState['rolledBack'],
  ): OutboxDelta | null {
    const now = new Map(entries.map((entry) => [entry.id, keyOf(entry)]))
    const removed = this.order.filter((id) => !now.has(id))
    const split = entries.findIndex((entry) => !this.told.has(entry.id))
    const kept = split < 0 ? entries : entries.slice(0, split)
    const added = split < 0 ? [] : entries.slice(split)
    // Kept in their order, and the new ones after them: else the whole list is told.
    const gone = new Set(removed)
    const before = this.order.filter((id) => !gone.has(id))
    const inOrder =
      before.length === kept.length &&
      before.every((id, at) => kept[at]!.id === id) &&
      added.every((entry) => !this.told.has(entry.id))
    const updated = inOrder ? kept.filter((entry) => this.told.get(entry.id) !== now.get(entry.id)) : []
    const waitKey = JSON.stringify(wait)
    const quiet = inOrder && !removed.length && !added.length && !updated.length && !rolledBack.length
    if (quiet && waitKey === this.wait) return null
    this.told = now
    this.order = entries.map((entry) => entry.id)
    this.wait = waitKey
    this.revision += 1
    return {
      stream: this.stream,
      revision: this.revision,
      count: entries.length,
      wait,
      whole: !inOrder,
      added: inOrder ? added : [...entries],
      updated,
      removed: inOrder ? removed : [],
      rolledBack,
    }
  }
}
