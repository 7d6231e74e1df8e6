import type { Notice, OutboxDelta, OutboxState, ShownLanguage } from '../../../contract'
import type { ApiClient } from '../../service/api'
import type { Clock, Logger } from '../../base/ports'
import type { OutboxChange, QueuedChange } from './outbox-entries'
import type { OutboxOwner, OutboxStore } from './outbox-file'
import { HeldChanges } from './outbox-held'
import {
  SimulatedCrash,
  type ChangeHandler,
  type OutboxPart,
  type OutboxStep,
  type Outcome,
} from './outbox-types'
import { OutboxTeller } from './outbox-teller'
import { viewOf, waitOf, type Busy, type SpokenWith } from './outbox-view'
import { wordsIn } from '../../base/words'
import { outboxWords } from './outbox-words'

export interface OutboxDeps {
  clock: Clock
  logger: Logger
  store: OutboxStore
  api(): ApiClient | undefined
  /** "Spotify" or "the demo service", for words. */
  serviceName(): string
  /** The language its words are said in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
  /** Tells the page what changed in the list. */
  emit(delta: OutboxDelta): void
  notice(notice: Notice): void
  /** Test seam: answers true at the step where the outbox should stop as if the process died. */
  crashAt?: ((step: OutboxStep, entry: QueuedChange) => boolean) | undefined
}

export type Settled = 'sent' | 'refused' | 'cancelled' | 'waiting'

/**
 * The outbox's state and the chores every part of it shares: whose changes are held, the kinds it can send
 * and the parts kept beside them, those waiting on a change, writing the file, telling the page, settling the
 * changes that leave. Each is written only through the operations here (the held queue through HeldChanges);
 * sending (outbox-sending.ts) keeps what is on its way and lets the core read it through `inFlight`.
 */
export class OutboxCore {
  private readonly handlers = new Map<string, ChangeHandler>()
  private readonly parts = new Map<string, OutboxPart>()
  private readonly waiters = new Map<string, ((how: Settled) => void)[]>()
  private mine: HeldChanges | null = null
  private timer: unknown = undefined
  private crashed = false
  private writeProblem = false
  private readonly teller = new OutboxTeller()

  constructor(
    readonly deps: OutboxDeps,
    private readonly inFlight: () => Busy | null,
  ) {}

  /** The signed-in user's changes (null: nobody is signed in). */
  get held(): HeldChanges | null {
    return this.mine
  }

  /** Stopped by the test seam as a crash would: nothing more is written, sent or told. */
  get dead(): boolean {
    return this.crashed
  }

  handle(kind: string, handler: ChangeHandler): void {
    this.handlers.set(kind, handler)
  }

  attach(name: string, part: OutboxPart): void {
    this.parts.set(name, part)
  }

  /** Holds the owner's changes as their file has them (nobody's: the parts start empty). */
  open(owner: OutboxOwner | null): void {
    if (!owner) {
      for (const part of this.parts.values()) part.load(undefined, null)
      return
    }
    const { document, problem } = this.deps.store.load(owner, this.spokenWith().language)
    if (problem) this.deps.notice({ level: 'warning', code: 'OUTBOX_UNREADABLE', message: problem })
    const mine = new HeldChanges(document)
    this.mine = mine
    for (const [name, part] of this.parts) part.load(mine.partSaved(name), owner)
  }

  /** Lets the held changes go (their file dropped too when `forget`); those waiting on them are told. */
  close(forget: boolean): void {
    const last = this.mine
    if (last) {
      if (forget) {
        last.forget()
        this.deps.store.forget(last.owner)
      }
      for (const entry of last.entries) this.tell(entry.id, 'waiting')
    }
    this.mine = null
    this.disarm()
  }

  /** Settles once change `id` leaves the queue, or is left waiting (sent already when not held). */
  settledOrWaiting(id: string): Promise<Settled> {
    if (!this.mine?.entries.some((entry) => entry.id === id)) return Promise.resolve('sent')
    return new Promise((resolve) => this.waiters.set(id, [...(this.waiters.get(id) ?? []), resolve]))
  }

  /** Everyone still waiting on a change hears it is waiting (the outbox is going away). */
  tellAllWaiting(): void {
    for (const id of [...this.waiters.keys()]) this.tell(id, 'waiting')
  }

  handlerOf(change: OutboxChange): ChangeHandler {
    const handler = this.handlers.get(change.kind)
    if (!handler) throw new Error(`no handler for ${change.kind} changes`)
    return handler
  }

  /** Replaces the owner's file with what is held now (the parts' too, for the signed-in owner). */
  write(mine: HeldChanges): void {
    if (this.crashed || mine.forgotten) return
    let parts: Record<string, unknown> | undefined
    if (mine === this.mine) {
      parts = {}
      for (const [name, part] of this.parts) parts[name] = part.save()
    }
    try {
      this.deps.store.save(mine.document(parts), this.inFlight()?.ids)
      this.writeProblem = false
    } catch (error) {
      const why = (error as Error).message
      this.deps.logger.warn('The outbox could not be written', { error: why })
      if (this.writeProblem) return
      this.writeProblem = true
      this.deps.notice({
        level: 'warning',
        code: 'NOT_KEPT',
        message: wordsIn(outboxWords, this.spokenWith().language)('notKept', { why }),
      })
    }
  }

  crash(step: OutboxStep, entry: QueuedChange): void {
    if (!this.deps.crashAt?.(step, entry)) return
    this.crashed = true
    this.disarm()
    throw new SimulatedCrash(step)
  }

  /** The list as it is now; the page is told first what changed since it was last told (the same revision). */
  state(): OutboxState {
    this.emit()
    return {
      entries: this.view(),
      rolledBack: [],
      stream: this.teller.stream,
      revision: this.teller.revision,
    }
  }

  private view() {
    const { mine } = this
    if (!mine) return []
    return viewOf(
      mine.entries,
      mine.gate,
      this.inFlight(),
      (change) => this.handlerOf(change).label(change, this.spokenWith().language),
      this.spokenWith(),
    )
  }

  /** The service's name, the time and the language the outbox's words are said with now. */
  spokenWith(): Required<SpokenWith> {
    return {
      service: this.deps.serviceName(),
      now: this.deps.clock.now(),
      language: this.deps.language?.() ?? 'en',
    }
  }

  /** Tells the page what changed in the list (nothing when nothing did). */
  emit(rolledBack: OutboxState['rolledBack'] = []): void {
    if (this.crashed) return
    const words = this.spokenWith()
    const delta = this.teller.next(this.view(), waitOf(this.mine?.gate ?? null, words), rolledBack)
    if (delta) this.deps.emit(delta)
  }

  /** Tells those waiting on `id` (settledOrWaiting). */
  tell(id: string, how: Settled): void {
    const list = this.waiters.get(id)
    if (!list) return
    this.waiters.delete(id)
    for (const resolve of list) resolve(how)
  }

  /** Changes leave the queue: written, told, and what they showed goes back unless sent. */
  settle(mine: HeldChanges, gone: readonly QueuedChange[], outcome: Outcome): void {
    if (!gone.length) return
    mine.remove(gone)
    this.write(mine)
    if (mine !== this.mine) return
    const rolledBack: OutboxState['rolledBack'] = []
    for (const entry of gone) {
      const { change } = entry
      if (outcome.kind !== 'sent' && change.kind === 'saved') {
        rolledBack.push({ uri: change.uri, saved: change.before })
      }
      try {
        this.handlerOf(change).settled(change, outcome)
      } catch (error) {
        this.deps.logger.error('A change that left the outbox could not be settled', { error: String(error) })
      }
      this.tell(entry.id, outcome.kind)
    }
    this.emit(rolledBack)
  }

  /** Calls `then` at `at` (one timer: the gate's end). */
  arm(at: number, then: () => void): void {
    const { clock } = this.deps
    this.disarm()
    this.timer = clock.setTimeout(
      () => {
        this.timer = undefined
        then()
      },
      Math.max(0, at - clock.now()),
    )
  }

  disarm(): void {
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer)
    this.timer = undefined
  }
}
