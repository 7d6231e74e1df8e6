import { uriOf } from '../../../contract'
import type { OutboxEntry, OutboxWait, OutboxWaitReason } from '../../../contract'
import type { OutboxChange, QueuedChange } from './outbox-entries'
import { whyInWords } from './outbox-waits'

/** Why the outbox waits now, and until when (null: until the same user signs in again). */
export interface Gate {
  reason: Exclude<OutboxWaitReason, 'queued'>
  until: number | null
  /** Failures in a row for this reason (the backoff of an outage grows with them). */
  failures: number
}

/** The changes on their way now: sent, or asked about whether they arrived. */
export interface Busy {
  ids: ReadonlySet<string>
  phase: 'sending' | 'checking'
}

/** What the changes not on their way wait for, in words. */
export function waitOf(gate: Readonly<Gate> | null, words: { service: string; now: number }): OutboxWait {
  const reason: OutboxWaitReason = gate?.reason ?? 'queued'
  const until = gate?.until ?? null
  return { reason, why: whyInWords(reason, until, words.service, words.now), until }
}

/** The waiting changes as the page lists them: each with its words, why it waits and until when. */
export function viewOf(
  entries: readonly QueuedChange[],
  gate: Readonly<Gate> | null,
  busy: Busy | null,
  label: (change: OutboxChange) => string,
  words: { service: string; now: number },
): OutboxEntry[] {
  const { reason, why, until } = waitOf(gate, words)
  return entries.map((entry) => {
    const { change } = entry
    const onItsWay = busy?.ids.has(entry.id) ?? false
    return {
      id: entry.id,
      kind: change.kind,
      label: label(change),
      uri: change.kind === 'saved' ? change.uri : uriOf('playlist', change.playlistId),
      saved: change.kind === 'saved' ? change.saved : null,
      state: onItsWay ? busy!.phase : 'waiting',
      reason: onItsWay ? 'queued' : reason,
      why: onItsWay ? (busy!.phase === 'checking' ? 'Encore asks whether it arrived.' : 'On its way.') : why,
      until: onItsWay ? null : until,
      queuedAt: entry.queuedAt,
    }
  })
}
