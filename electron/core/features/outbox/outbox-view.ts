import { uriOf } from '../../../contract'
import type { OutboxEntry, OutboxWait, OutboxWaitReason, ShownLanguage } from '../../../contract'
import type { OutboxChange, QueuedChange } from './outbox-entries'
import { whyInWords } from './outbox-waits'
import { wordsIn } from '../../base/words'
import { outboxWords } from './outbox-words'

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
export function waitOf(gate: Readonly<Gate> | null, words: SpokenWith): OutboxWait {
  const reason: OutboxWaitReason = gate?.reason ?? 'queued'
  const until = gate?.until ?? null
  return { reason, why: whyInWords(reason, until, words.service, words.now, words.language), until }
}

/** What the words are said with: the service's name, the time, and the language spoken. */
export interface SpokenWith {
  service: string
  now: number
  language?: ShownLanguage
}

/** The waiting changes as the page lists them: each with its words, why it waits and until when. */
export function viewOf(
  entries: readonly QueuedChange[],
  gate: Readonly<Gate> | null,
  busy: Busy | null,
  label: (change: OutboxChange) => string,
  words: SpokenWith,
): OutboxEntry[] {
  const { reason, why, until } = waitOf(gate, words)
  const say = wordsIn(outboxWords, words.language ?? 'en')
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
      why: onItsWay ? say(busy!.phase === 'checking' ? 'why.checking' : 'why.onItsWay') : why,
      until: onItsWay ? null : until,
      queuedAt: entry.queuedAt,
    }
  })
}
