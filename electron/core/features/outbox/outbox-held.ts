import { newId } from './outbox-counter'
import { enqueueAll, type OutboxChange, type QueuedChange } from './outbox-entries'
import type { OutboxDocument, OutboxOwner } from './outbox-file'
import type { Gate } from './outbox-view'
import { backoffMs, type SendVerdict } from './outbox-waits'

/** A failed send that keeps its changes: the wait it decided (or a sign-out under it). */
export type Kept = Exclude<SendVerdict, { kind: 'refused' }>

/**
 * One user's changes as read from their file, and why they wait. Only these operations write them: the
 * outbox's methods (queueing, rewriting, waits ended early) and its sending (marking changes on their way,
 * the wait a failure decides) go through them, so the queue and its gate have one owner.
 */
export class HeldChanges {
  private waitsFor: Gate | null = null
  private dropped = false

  constructor(private readonly doc: OutboxDocument) {
    for (const entry of doc.entries) {
      // On its way when Encore stopped: it may have arrived.
      if (entry.state === 'sending') Object.assign(entry, { state: 'waiting', uncertain: true })
    }
  }

  get owner(): OutboxOwner {
    return this.doc.owner
  }

  get entries(): readonly QueuedChange[] {
    return this.doc.entries
  }

  get gate(): Readonly<Gate> | null {
    return this.waitsFor
  }

  /** Signed out dropping what waited: nothing of it is written again. */
  get forgotten(): boolean {
    return this.dropped
  }

  forget(): void {
    this.dropped = true
  }

  /** What a part kept beside the queue when the file was written. */
  partSaved(name: string): unknown {
    return this.doc.parts[name]
  }

  /** The document to write; the parts' state replaces what they kept when given. */
  document(parts?: Record<string, unknown>): OutboxDocument {
    if (parts) this.doc.parts = parts
    return this.doc
  }

  /** New changes join the queue (meeting those that wait: see enqueueAll); `null` for one that cancelled out. */
  queue(
    changes: readonly OutboxChange[],
    now: number,
  ): { added: (QueuedChange | null)[]; gone: QueuedChange[] } {
    const entries = changes.map((change): QueuedChange => ({
      id: newId(this.doc),
      queuedAt: now,
      change,
      state: 'waiting',
      uncertain: false,
      alone: false,
    }))
    const met = enqueueAll(this.doc.entries, entries)
    this.doc.entries = met.queue
    return { added: entries.map((entry, at) => (met.kept[at] ? entry : null)), gone: met.gone }
  }

  remove(gone: readonly QueuedChange[]): void {
    this.doc.entries = this.doc.entries.filter((entry) => !gone.includes(entry))
  }

  rewrite(map: (entry: QueuedChange) => QueuedChange): void {
    this.doc.entries = this.doc.entries.map(map)
  }

  /** The batch's request is about to go. */
  markSending(batch: readonly QueuedChange[]): void {
    for (const entry of batch) entry.state = 'sending'
  }

  /** One of the batch was refused: each goes alone from now on, so only that one is dropped. */
  sendAlone(batch: readonly QueuedChange[]): void {
    for (const entry of batch) Object.assign(entry, { state: 'waiting', alone: true })
  }

  /** The batch waits again (checked first if its request may have arrived). */
  waitAgain(batch: readonly QueuedChange[], mayHaveLanded: boolean): void {
    for (const entry of batch) {
      entry.state = 'waiting'
      entry.uncertain ||= mayHaveLanded
    }
  }

  /** A send went through: nothing to wait for. */
  clearGate(): void {
    this.waitsFor = null
  }

  /** The wait a failed send decided: the service's time, else a backoff that grows with failures in a row. */
  waitAfter(verdict: Kept, now: number): void {
    if (verdict.kind === 'wait') {
      const gate = this.waitsFor
      const failures = gate?.reason === verdict.reason ? gate.failures + 1 : 1
      const until = verdict.until ?? now + backoffMs(failures)
      this.waitsFor = { reason: verdict.reason, until, failures }
    } else {
      // Signed out under it: it goes once the same user signs in again.
      this.waitsFor = { reason: 'signed-out', until: null, failures: 0 }
    }
  }

  /** The person acted or signed in again: a wait of Encore's own choosing ends now; the service's own times
   * (Retry-After, the quota) are kept. */
  hurry(now: number): void {
    const gate = this.waitsFor
    if (gate && gate.reason !== 'rate-limited' && gate.reason !== 'quota') gate.until = now
  }

  /** Ends the wait now if it is for one of `reasons`; true when it did. */
  nudge(reasons: readonly string[], now: number): boolean {
    const gate = this.waitsFor
    if (!gate || !reasons.includes(gate.reason)) return false
    gate.until = now
    return true
  }
}
