import type { OutboxEntry, OutboxState } from '../../../electron/contract'

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

export const outboxState = (
  entries: OutboxEntry[],
  rolledBack: OutboxState['rolledBack'] = [],
): OutboxState => ({ entries, rolledBack })
