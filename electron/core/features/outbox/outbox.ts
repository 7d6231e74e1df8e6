import { EncoreError } from '../../base/errors'
import { wordsNow } from '../../base/words'
import { OutboxCore, type OutboxDeps } from './outbox-core'
import type { OutboxOwner } from './outbox-file'
import { OutboxSender } from './outbox-sending'
import type { ChangeHandler, Outbox } from './outbox-types'
import { outboxWords } from './outbox-words'

export type { OutboxDeps } from './outbox-core'

/**
 * The outbox: the person's changes to their data, each written to disk before it is sent and sent in the order
 * made, one request at a time, when the service can take it. A short Retry-After is waited out and the change
 * sent at once after it; a long one or a used-up quota until the time it names; an outage with a backoff (and
 * at once when the player sees the service again); a restart until the same user signs in again to the same
 * service. Each user and service has a file of their own, so one user's change is never sent as another's.
 *
 * Exactly once: a change is marked `sending` on disk before its request goes, and removed once answered. Found
 * `sending` (a crash, a timeout, a cut connection), it is uncertain: a kind that is not safe to send twice
 * asks the service first whether it arrived (`landed`); the others are sent again.
 */
export function createOutbox(deps: OutboxDeps): Outbox {
  // The core reads what is on its way from the sender, which is made right after it (read only once used).
  const core: OutboxCore = new OutboxCore(deps, () => sender.inFlight())
  const sender = new OutboxSender(core)
  const { clock } = deps
  const say = () => wordsNow(outboxWords, deps.language)

  function close(forget: boolean): void {
    sender.abort()
    core.close(forget)
  }

  const sameOwner = (a: OutboxOwner | null, b: OutboxOwner | null) =>
    a !== null && b !== null && a.service === b.service && a.userId === b.userId

  function add(changes: Parameters<Outbox['add']>[0]): (string | null)[] {
    const mine = core.held
    if (!mine) throw new EncoreError('NOT_SIGNED_IN', say()('signInFirst'))
    if (core.dead) throw new EncoreError('INTERNAL', 'Encore stopped here (a crash made by a test).')
    const { added, gone } = mine.queue(changes, clock.now())
    for (const entry of gone) core.tell(entry.id, 'cancelled')
    // Written once for the lot, before anything is sent.
    core.write(mine)
    // The person just acted: a wait of Encore's own choosing (an outage's backoff, the account's) is tried at
    // once; the service's own times (Retry-After, the quota) are kept.
    mine.hurry(clock.now())
    for (const entry of added) if (entry) core.crash('queued', entry)
    core.emit()
    void sender.pump()
    return added.map((entry) => entry?.id ?? null)
  }

  return {
    handle(kind, handler) {
      core.handle(kind, handler as ChangeHandler)
    },
    attach(name, part) {
      core.attach(name, part)
    },
    owner: () => core.held?.owner ?? null,
    add,
    entries: () => core.held?.entries ?? [],
    shownSaved(uri) {
      const entries = core.held?.entries ?? []
      for (let at = entries.length - 1; at >= 0; at--) {
        const change = entries[at]!.change
        if (change.kind === 'saved' && change.uri === uri) return change.saved
      }
      return undefined
    },
    cancel(id) {
      const mine = core.held
      const entry = mine?.entries.find((candidate) => candidate.id === id)
      if (!mine || !entry) throw new EncoreError('INVALID_INPUT', say()('cancel.notWaiting'))
      if (sender.onItsWay(id)) {
        throw new EncoreError('INVALID_INPUT', say()('cancel.onItsWay'))
      }
      core.settle(mine, [entry], { kind: 'cancelled' })
      return core.state()
    },
    drop(which) {
      const mine = core.held
      if (!mine) return
      const gone = mine.entries.filter((entry) => which(entry) && !sender.onItsWay(entry.id))
      core.settle(mine, gone, { kind: 'cancelled' })
    },
    rewrite(map) {
      const mine = core.held
      if (!mine) return
      mine.rewrite(map)
      core.write(mine)
      core.emit()
    },
    persist() {
      if (core.held) core.write(core.held)
    },
    state: () => core.state(),
    settledOrWaiting: (id) => core.settledOrWaiting(id),
    sessionChanged(owner, forget) {
      if (sameOwner(owner, core.held?.owner ?? null)) {
        // Signed in again as the same user: what waited for the account or a sign-in goes now.
        core.held?.hurry(clock.now())
        void sender.pump()
        return
      }
      close(forget)
      core.open(owner)
      core.emit()
      void sender.pump()
    },
    nudge(reasons) {
      if (core.held?.nudge(reasons, clock.now())) void sender.pump()
    },
    idle: () => sender.idle(),
    dispose() {
      sender.abort()
      core.disarm()
      core.tellAllWaiting()
    },
  }
}
