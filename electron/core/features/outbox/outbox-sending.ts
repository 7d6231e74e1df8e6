import type { ApiClient } from '../../service/api'
import { developerWords } from '../../../contract'
import { batchFrom, type QueuedChange } from './outbox-entries'
import type { Held, OutboxCore } from './outbox-core'
import { SimulatedCrash, type SendContext } from './outbox-types'
import { backoffMs, verdictOf, type SendVerdict } from './outbox-waits'

/**
 * Sending: the head change (and those that go along with it) when the service can take it, one request after
 * another. A change is marked `sending` and written before its request goes, and leaves the queue (written)
 * once answered; a failure decides the wait (outbox-waits.ts) or drops it for good with a notice.
 */

/**
 * Sends what may go now; one run at a time (the promise of the run under way). Asked again while a run ends,
 * it runs once more: a change queued in that moment is not left waiting.
 */
export function pump(core: OutboxCore): Promise<void> {
  if (core.pumping) {
    core.again = true
    return core.pumping
  }
  const runs = async () => {
    do {
      core.again = false
      await run(core)
    } while (core.again && !core.dead)
  }
  core.pumping = runs().finally(() => {
    core.pumping = null
    if (core.again && !core.dead) void pump(core)
  })
  return core.pumping
}

async function run(core: OutboxCore): Promise<void> {
  const { clock } = core.deps
  while (!core.dead && core.held) {
    const mine = core.held
    const head = mine.doc.entries[0]
    if (!head) return
    if (mine.gate) {
      if (mine.gate.until === null) return
      if (clock.now() < mine.gate.until) return core.arm(mine.gate.until, () => void pump(core))
    }
    const api = core.deps.api()
    if (!api) return
    try {
      await attempt(core, mine, api, head)
    } catch (error) {
      if (!(error instanceof SimulatedCrash)) throw error
      core.deps.logger.warn('The outbox stopped as if Encore had crashed (test seam)', { step: error.step })
      return
    } finally {
      core.busy = null
      mine.controller = null
    }
  }
}

/** Sends the head change (with those that go along), or learns that it landed before; then settles. */
async function attempt(core: OutboxCore, mine: Held, api: ApiClient, head: QueuedChange): Promise<void> {
  const handler = core.handlerOf(head.change)
  const together = (a: QueuedChange['change'], b: QueuedChange['change']) => handler.together?.(a, b) ?? false
  const batch = batchFrom(mine.doc.entries, head, together, handler.max ?? 1)
  const controller = new AbortController()
  mine.controller = controller
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
      core.busy = { ids: new Set([head.id]), phase: 'checking' }
      core.emit()
      if (await handler.landed(context, head.change)) return finished(core, mine, [head])
    }
    await handler.prepare?.(context, head.change)
    for (const entry of batch) entry.state = 'sending'
    core.busy = { ids: new Set(batch.map((entry) => entry.id)), phase: 'sending' }
    core.emit()
    context.beforeRequest()
    await handler.send(
      context,
      batch.map((entry) => entry.change),
    )
    context.answered()
    finished(core, mine, batch)
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error
    failed(core, mine, batch, verdictOf(error, core.deps.clock.now()))
  }
}

function finished(core: OutboxCore, mine: Held, batch: QueuedChange[]): void {
  core.busy = null
  if (mine === core.held) mine.gate = null
  core.settle(mine, batch, { kind: 'sent' })
  core.crash('recorded', batch[0]!)
}

function failed(core: OutboxCore, mine: Held, batch: QueuedChange[], verdict: SendVerdict): void {
  const { deps } = core
  // The send is over: what is told from here on shows the batch waiting again (and Cancel offered).
  core.busy = null
  if (verdict.kind === 'refused') {
    if (batch.length > 1) {
      // One of them is refused: each goes alone, so only that one is dropped.
      for (const entry of batch) Object.assign(entry, { state: 'waiting', alone: true })
      return core.write(mine)
    }
    const entry = batch[0]!
    const label = core.handlerOf(entry.change).label(entry.change)
    // The change is named; why the service refused it is said only in a listener's words (else logged).
    const plain = developerWords(verdict.words).length === 0
    if (!plain) deps.logger.info('A change was refused', { label, detail: verdict.words })
    deps.notice({
      level: 'error',
      code: 'CHANGE_REFUSED',
      message: `${label}: ${deps.serviceName()} refused it${plain ? ` (${verdict.words})` : ''}, so it is shown as it was.`,
    })
    return core.settle(mine, batch, { kind: 'refused', words: verdict.words })
  }
  for (const entry of batch) {
    entry.state = 'waiting'
    entry.uncertain ||= verdict.mayHaveLanded
  }
  if (mine === core.held) {
    if (verdict.kind === 'wait') {
      const failures = mine.gate?.reason === verdict.reason ? mine.gate.failures + 1 : 1
      const until = verdict.until ?? deps.clock.now() + backoffMs(failures)
      mine.gate = { reason: verdict.reason, until, failures }
    } else {
      // Signed out under it: it goes once the same user signs in again.
      mine.gate = { reason: 'signed-out', until: null, failures: 0 }
    }
  }
  core.write(mine)
  if (mine === core.held) {
    for (const entry of mine.doc.entries) core.tell(entry.id, 'waiting')
    core.emit()
  }
}
