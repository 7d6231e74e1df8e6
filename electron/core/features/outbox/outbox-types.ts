import type { OutboxState, OutboxWaitReason, ShownLanguage } from '../../../contract'
import type { ApiClient, CallOptions } from '../../service/api'
import type { OutboxChange, OutboxKind, QueuedChange } from './outbox-entries'
import type { OutboxOwner } from './outbox-file'

/** The steps of sending one change at which a test may stop Encore as a crash would (the seam `crashAt`). */
export const outboxSteps = ['queued', 'before-request', 'after-answer', 'recorded'] as const
export type OutboxStep = (typeof outboxSteps)[number]

/** Thrown by the test seam: the outbox stops as if the process died there (nothing more is written). */
export class SimulatedCrash extends Error {
  override readonly name = 'SimulatedCrash'
  constructor(readonly step: OutboxStep) {
    super(`simulated crash at ${step}`)
  }
}

/** What a kind's sender gets for one send. */
export interface SendContext {
  api: ApiClient
  /** One attempt (the outbox decides when to try again), this session's signal. */
  options: CallOptions
  /** Writes the outbox as it is now (a sender changed its change, or a part), before a request goes. */
  beforeRequest(): void
  /** An answer arrived, before anything of it is written (a crash here loses it: the change is uncertain). */
  answered(): void
  /** A request of this change went before and no answer came: it may already be done at the service. */
  uncertain: boolean
}

export type Outcome =
  | { kind: 'sent' }
  /** Refused for good by the service (or the change could not be made at all). */
  | { kind: 'refused'; words: string }
  /** Taken back by the person, or by core (an edit that cancelled out, a playlist that was never made). */
  | { kind: 'cancelled' }

/** What each kind of change knows: its words, how it is sent, what happens when it leaves the outbox. */
export interface ChangeHandler<C extends OutboxChange = OutboxChange> {
  /** The change in words, for the list and notices: "Save “Heat Wave” to Your Library". */
  label(change: C, language?: ShownLanguage): string
  /** Sent together in one request (up to `max`, default 1). */
  together?(a: C, b: C): boolean
  max?: number
  /**
   * Before sending again a change that is not safe to repeat, after an answer that never came: whether the
   * service has it already (then it counts as sent).
   */
  landed?(context: SendContext, change: C): Promise<boolean>
  /**
   * Before the first request goes: what it needs kept first (making a playlist: which of that name exist, to
   * tell the one it made after an answer that never came). Changes the change in place; written before sending.
   */
  prepare?(context: SendContext, change: C): Promise<void>
  /** Sends the changes (one, or a batch); throws what the service answered. */
  send(context: SendContext, changes: C[]): Promise<void>
  /** The change left the outbox: sent, refused (what it showed goes back), or taken back. */
  settled(change: C, outcome: Outcome): void
}

/** Something core keeps in the outbox's file beside the queue (the playlist editor's waiting playlists). */
export interface OutboxPart {
  save(): unknown
  /** The owner's file was opened: what the part kept there (undefined when nothing); null: nobody's now. */
  load(value: unknown, owner: OutboxOwner | null): void
}

export interface Outbox {
  handle<K extends OutboxKind>(kind: K, handler: ChangeHandler<Extract<OutboxChange, { kind: K }>>): void
  attach(name: string, part: OutboxPart): void
  /** Whose changes are held now; null while nobody is signed in. */
  owner(): OutboxOwner | null
  /**
   * Queues changes, written to disk (once for all) before this returns, and sends them as soon as the service
   * can take them. Answers each one's id, or null for one that cancelled out with one still waiting. Throws
   * NOT_SIGNED_IN without an owner.
   */
  add(changes: readonly OutboxChange[]): (string | null)[]
  /** The waiting changes, oldest first. */
  entries(): readonly QueuedChange[]
  /** What the waiting saves and follows of `uri` show: the last one's value; undefined when none waits. */
  shownSaved(uri: string): boolean | undefined
  /** Takes a change back (not while it is on its way): the page's Cancel. */
  cancel(id: string): OutboxState
  /** Takes back the changes core no longer needs sent (an edit that cancelled out), settled as cancelled. */
  drop(which: (entry: QueuedChange) => boolean): void
  /** Changes a value the queue holds in place (a playlist's local id once the service made it), and writes. */
  rewrite(map: (entry: QueuedChange) => QueuedChange): void
  /** A part changed: writes the file now. */
  persist(): void
  state(): OutboxState
  /** Resolves once the change was sent, refused or taken back, or waits for the service (then `waiting`). */
  settledOrWaiting(id: string): Promise<'sent' | 'refused' | 'cancelled' | 'waiting'>
  /** Someone else (another signed-in user, or nobody) now: `forget` drops what waited for the last one. */
  sessionChanged(owner: OutboxOwner | null, forget: boolean): void
  /** What the changes waited for is over (the service answers again, the account is let in): they go now. */
  nudge(reasons: readonly OutboxWaitReason[]): void
  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void>
  dispose(): void
}
