import type { Notice, OutboxDelta, OutboxState } from '../../../contract'
import type { ApiClient } from '../../service/api'
import type { Clock, Logger } from '../../base/ports'
import type { OutboxChange, QueuedChange } from './outbox-entries'
import type { OutboxDocument, OutboxStore } from './outbox-file'
import {
  SimulatedCrash,
  type ChangeHandler,
  type OutboxPart,
  type OutboxStep,
  type Outcome,
} from './outbox-types'
import { OutboxTeller } from './outbox-teller'
import { viewOf, waitOf, type Gate } from './outbox-view'

export interface OutboxDeps {
  clock: Clock
  logger: Logger
  store: OutboxStore
  api(): ApiClient | undefined
  /** "Spotify" or "the demo service", for words. */
  serviceName(): string
  /** Tells the page what changed in the list. */
  emit(delta: OutboxDelta): void
  notice(notice: Notice): void
  /** Test seam: answers true at the step where the outbox should stop as if the process died. */
  crashAt?: ((step: OutboxStep, entry: QueuedChange) => boolean) | undefined
}

/** The changes of the signed-in user, as read from their file, and why they wait. */
export interface Held {
  doc: OutboxDocument
  gate: Gate | null
  /** The send on its way, to abort when the session changes. */
  controller: AbortController | null
  /** Signed out dropping what waited: nothing of it is written again. */
  forgotten: boolean
}

export type Settled = 'sent' | 'refused' | 'cancelled' | 'waiting'

/**
 * The outbox's state and the chores every part of it shares: writing the file, telling the page, settling the
 * changes that leave. Sending is outbox-sending.ts's; the outbox's methods are outbox.ts's.
 */
export class OutboxCore {
  readonly handlers = new Map<string, ChangeHandler>()
  readonly parts = new Map<string, OutboxPart>()
  readonly waiters = new Map<string, ((how: Settled) => void)[]>()
  held: Held | null = null
  busy: { ids: Set<string>; phase: 'sending' | 'checking' } | null = null
  pumping: Promise<void> | null = null
  /** Asked to send while a run was under way: it runs again once that one ends. */
  again = false
  timer: unknown = undefined
  /** Stopped by the test seam as a crash would: nothing more is written, sent or told. */
  dead = false
  private writeProblem = false
  private readonly teller = new OutboxTeller()

  constructor(readonly deps: OutboxDeps) {}

  handlerOf(change: OutboxChange): ChangeHandler {
    const handler = this.handlers.get(change.kind)
    if (!handler) throw new Error(`no handler for ${change.kind} changes`)
    return handler
  }

  /** Replaces the owner's file with what is held now (the parts' too, for the signed-in owner). */
  write(mine: Held): void {
    if (this.dead || mine.forgotten) return
    if (mine === this.held) {
      const parts: Record<string, unknown> = {}
      for (const [name, part] of this.parts) parts[name] = part.save()
      mine.doc.parts = parts
    }
    try {
      this.deps.store.save(mine.doc, this.busy?.ids)
      this.writeProblem = false
    } catch (error) {
      const why = (error as Error).message
      this.deps.logger.warn('The outbox could not be written', { error: why })
      if (this.writeProblem) return
      this.writeProblem = true
      this.deps.notice({
        level: 'warning',
        code: 'NOT_KEPT',
        message: `Encore could not keep the changes waiting to be sent in its data folder (${why}); they are kept only until Encore quits.`,
      })
    }
  }

  crash(step: OutboxStep, entry: QueuedChange): void {
    if (!this.deps.crashAt?.(step, entry)) return
    this.dead = true
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
    const { held } = this
    if (!held) return []
    return viewOf(held.doc.entries, held.gate, this.busy, (change) => this.handlerOf(change).label(change), {
      service: this.deps.serviceName(),
      now: this.deps.clock.now(),
    })
  }

  /** Tells the page what changed in the list (nothing when nothing did). */
  emit(rolledBack: OutboxState['rolledBack'] = []): void {
    if (this.dead) return
    const words = { service: this.deps.serviceName(), now: this.deps.clock.now() }
    const delta = this.teller.next(this.view(), waitOf(this.held?.gate ?? null, words), rolledBack)
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
  settle(mine: Held, gone: readonly QueuedChange[], outcome: Outcome): void {
    if (!gone.length) return
    mine.doc.entries = mine.doc.entries.filter((entry) => !gone.includes(entry))
    this.write(mine)
    if (mine !== this.held) return
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
