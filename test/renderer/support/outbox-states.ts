import type { OutboxDelta, OutboxEntry, OutboxState, OutboxWait } from '../../../electron/contract'

/** A change waiting in the outbox as core lists it: a save waiting for the service to be back. */
export const outboxEntry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'c1',
  kind: 'saved',
  label: 'Save “Heat Wave” to Your Library',
  uri: 'spotify:track:heat1',
  saved: true,
  state: 'waiting',
  reason: 'offline',
  why: 'Spotify cannot be reached. Encore sends it once it is back.',
  until: null,
  queuedAt: 1,
  ...overrides,
})

/** A list read once (revision 0 of its own stream). */
export const outboxState = (
  entries: OutboxEntry[],
  rolledBack: OutboxState['rolledBack'] = [],
): OutboxState => ({ entries, rolledBack, stream: 'listed', revision: 0 })

const waitOf = (entries: readonly OutboxEntry[]): OutboxWait => {
  const { reason, why, until } = entries.find((entry) => entry.state === 'waiting') ?? outboxEntry()
  return { reason, why, until }
}

/**
 * Core's outbox as the page meets it: its list (`state`, for `outbox.list`) and what it tells when the list
 * becomes `entries` (`set`, for `outbox.changed`: the whole list, each time one revision on). What all wait for
 * is the first waiting entry's. Core's teller, which tells only what changed, has tests of its own.
 */
export function fakeOutbox(entries: OutboxEntry[] = []) {
  let now = entries
  let revision = 1
  return {
    state: (): OutboxState => ({ entries: now, rolledBack: [], stream: 'fake', revision }),
    set(next: OutboxEntry[], rolledBack: OutboxState['rolledBack'] = []): OutboxDelta {
      now = next
      revision += 1
      const whole = { whole: true, added: next, updated: [], removed: [] }
      return { stream: 'fake', revision, count: next.length, wait: waitOf(next), ...whole, rolledBack }
    },
  }
}
