import type { OutboxDelta, OutboxEntry, OutboxState, OutboxWait } from './outbox'

/** An entry as the list shows it: one not on its way waits for what all of them wait for. */
export function withWait(entry: OutboxEntry, wait: OutboxWait): OutboxEntry {
  if (entry.state !== 'waiting') return entry
  if (entry.reason === wait.reason && entry.why === wait.why && entry.until === wait.until) return entry
  return { ...entry, ...wait }
}

/**
 * The list after `delta`, or null when it cannot be known from `state` (a revision missed, another stream, a
 * count that does not match; a new stream's first revision needs nothing held): the page then reads the list again. A delta already known answers `state`.
 */
export function applyOutboxDelta(held: OutboxState | null, delta: OutboxDelta): OutboxState | null {
  // A stream starts empty at revision 0.
  const state =
    held?.stream === delta.stream ? held : { entries: [], rolledBack: [], stream: delta.stream, revision: 0 }
  if (delta.revision <= state.revision) return state
  if (delta.revision !== state.revision + 1) return null
  let entries: OutboxEntry[]
  if (delta.whole) entries = delta.added
  else {
    const removed = new Set(delta.removed)
    const updated = new Map(delta.updated.map((entry) => [entry.id, entry]))
    entries = state.entries
      .filter((entry) => !removed.has(entry.id))
      .map((entry) => updated.get(entry.id) ?? entry)
      .concat(delta.added)
  }
  if (entries.length !== delta.count) return null
  return {
    entries: entries.map((entry) => withWait(entry, delta.wait)),
    rolledBack: delta.rolledBack,
    stream: delta.stream,
    revision: delta.revision,
  }
}

/** Whether a list read from core is newer than what the page holds (another stream is always newer). */
export function isNewerOutbox(state: OutboxState | null, read: OutboxState): boolean {
  return !state || state.stream !== read.stream || read.revision >= state.revision
}
