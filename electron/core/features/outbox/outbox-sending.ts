import type { ApiClient } from '../../service/api'
import { developerWords } from '../../../contract'
import { batchFrom, type QueuedChange } from './outbox-entries'
import type { OutboxCore } from './outbox-core'
import type { HeldChanges, Kept } from './outbox-held'
import { SimulatedCrash, type SendContext } from './outbox-types'
import type { Busy } from './outbox-view'
import { verdictOf, type SendVerdict } from './outbox-waits'
import { wordsIn } from '../../base/words'
import { serviceInWords } from '../../service/failures'
import { outboxWords } from './outbox-words'

/**
 * Sending: the head change (and those that go along with it) when the service can take it, one request after
 * another. A change is marked `sending` and written before its request goes, and leaves the queue (written)
 * once answered; a failure decides the wait (outbox-waits.ts) or drops it for good with a notice. What is on
 * its way (the run, the changes, the request to abort) is the sender's alone; the queue is changed through
 * the core's and the held changes' operations.
 */
export class OutboxSender {
  private running: Promise<void> | null = null
  /** Asked to send while a run was under way: it runs again once that one ends. */
  private again = false
  private busy: Busy | null = null
  /** The send on its way, to abort when the session changes. */
  private controller: AbortController | null = null

  constructor(private readonly core: OutboxCore) {}

  /** The changes on their way now. */
  inFlight(): Busy | null {
    return this.busy
  }

  onItsWay(id: string): boolean {
    return this.busy?.ids.has(id) ?? false
  }

  /** Aborts the request on its way (the session changed or the outbox goes away). */
  abort(): void {
    this.controller?.abort()
  }

  /** Resolves once no run is under way. */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  /**
   * Sends what may go now; one run at a time (the promise of the run under way). Asked again while a run ends,
   * it runs once more: a change queued in that moment is not left waiting.
   */
  pump(): Promise<void> {
    const { core } = this
    if (this.running) {
      this.again = true
      return this.running
    }
    const runs = async () => {
      do {
        this.again = false
        await this.run()
      } while (this.again && !core.dead)
    }
    this.running = runs().finally(() => {
      this.running = null
      if (this.again && !core.dead) void this.pump()
    })
    return this.running
  }

  private async run(): Promise<void> {
    const { core } = this
    const { clock } = core.deps
    while (!core.dead && core.held) {
      const mine = core.held
      const head = mine.entries[0]
      if (!head) return
      if (mine.gate) {
        if (mine.gate.until === null) return
        if (clock.now() < mine.gate.until) return core.arm(mine.gate.until, () => void this.pump())
      }
      const api = core.deps.api()
      if (!api) return
      try {
        await this.attempt(mine, api, head)
      } catch (error) {
        if (!(error instanceof SimulatedCrash)) throw error
        core.deps.logger.warn('The outbox stopped as if Encore had crashed (test seam)', { step: error.step })
        return
      } finally {
        this.busy = null
        this.controller = null
      }
    }
  }

  /** Sends the head change (with those that go along), or learns that it landed before; then settles. */
  private async attempt(mine: HeldChanges, api: ApiClient, head: QueuedChange): Promise<void> {
    const { core } = this
    const handler = core.handlerOf(head.change)
    const together = (a: QueuedChange['change'], b: QueuedChange['change']) =>
      handler.together?.(a, b) ?? false
    const batch = batchFrom(mine.entries, head, together, handler.max ?? 1)
    const controller = new AbortController()
    this.controller = controller
    const context: SendContext = {
      api,
      options: { lane: 'interactive', retries: false, signal: controller.signal },
      uncertain: head.uncertain,
      beforeRequest() {
        core.write(mine)
        core.crash('before-request', head)
      },
      answered: () => core.crash('after-answer', head),
    }
    try {
      if (head.uncertain && handler.landed) {
        this.busy = { ids: new Set([head.id]), phase: 'checking' }
        core.emit()
        if (await handler.landed(context, head.change)) return this.finished(mine, [head])
      }
      await handler.prepare?.(context, head.change)
      mine.markSending(batch)
      this.busy = { ids: new Set(batch.map((entry) => entry.id)), phase: 'sending' }
      core.emit()
      context.beforeRequest()
      await handler.send(
        context,
        batch.map((entry) => entry.change),
      )
      context.answered()
      this.finished(mine, batch)
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error
      this.failed(mine, batch, verdictOf(error, core.deps.clock.now()))
    }
  }

  private finished(mine: HeldChanges, batch: QueuedChange[]): void {
    const { core } = this
    this.busy = null
    if (mine === core.held) mine.clearGate()
    core.settle(mine, batch, { kind: 'sent' })
    core.crash('recorded', batch[0]!)
  }

  private failed(mine: HeldChanges, batch: QueuedChange[], verdict: SendVerdict): void {
    const { core } = this
    // The send is over: what is told from here on shows the batch waiting again (and Cancel offered).
    this.busy = null
    if (verdict.kind === 'refused') return refused(core, mine, batch, verdict.words)
    kept(core, mine, batch, verdict)
  }
}

function refused(core: OutboxCore, mine: HeldChanges, batch: QueuedChange[], words: string): void {
  const { deps } = core
  if (batch.length > 1) {
    // One of them is refused: each goes alone, so only that one is dropped.
    mine.sendAlone(batch)
    return core.write(mine)
  }
  const entry = batch[0]!
  const { language } = core.spokenWith()
  const label = core.handlerOf(entry.change).label(entry.change, language)
  // The change is named; why the service refused it is said only in a listener's words (else logged).
  const plain = developerWords(words).length === 0
  if (!plain) deps.logger.info('A change was refused', { label, detail: words })
  deps.notice({
    level: 'error',
    code: 'CHANGE_REFUSED',
    message: wordsIn(outboxWords, language)(plain ? 'refusedBecause' : 'refused', {
      label,
      service: serviceInWords(deps.serviceName(), language),
      words,
    }),
  })
  core.settle(mine, batch, { kind: 'refused', words })
}

function kept(core: OutboxCore, mine: HeldChanges, batch: QueuedChange[], verdict: Kept): void {
  mine.waitAgain(batch, verdict.mayHaveLanded)
  if (mine === core.held) mine.waitAfter(verdict, core.deps.clock.now())
  core.write(mine)
  if (mine === core.held) {
    for (const entry of mine.entries) core.tell(entry.id, 'waiting')
    core.emit()
  }
}
