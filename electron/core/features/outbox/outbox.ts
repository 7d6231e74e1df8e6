import { EncoreError } from '../../base/errors'
import { OutboxCore, type OutboxDeps } from './outbox-core'
import { enqueueAll, type QueuedChange } from './outbox-entries'
import type { OutboxOwner } from './outbox-file'
import { pump } from './outbox-sending'
import type { ChangeHandler, Outbox } from './outbox-types'

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
  const core = new OutboxCore(deps)
  const { clock } = deps

  function open(owner: OutboxOwner): void {
    const { document, problem } = deps.store.load(owner)
    if (problem) deps.notice({ level: 'warning', code: 'OUTBOX_UNREADABLE', message: problem })
    for (const entry of document.entries) {
      // On its way when Encore stopped: it may have arrived.
      if (entry.state === 'sending') Object.assign(entry, { state: 'waiting', uncertain: true })
    }
    core.held = { doc: document, gate: null, controller: null, forgotten: false }
    for (const [name, part] of core.parts) part.load(document.parts[name], owner)
  }

  function close(forget: boolean): void {
    const last = core.held
    if (last) {
      last.controller?.abort()
      if (forget) {
        last.forgotten = true
        deps.store.forget(last.doc.owner)
      }
      for (const entry of last.doc.entries) core.tell(entry.id, 'waiting')
    }
    core.held = null
    core.disarm()
  }

  const sameOwner = (a: OutboxOwner | null, b: OutboxOwner | null) =>
    a !== null && b !== null && a.service === b.service && a.userId === b.userId

  function add(changes: Parameters<Outbox['add']>[0]): (string | null)[] {
    const mine = core.held
    if (!mine) throw new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')
    if (core.dead) throw new EncoreError('INTERNAL', 'Encore stopped here (a crash made by a test).')
    const entries = changes.map((change): QueuedChange => ({
      id: `c${mine.doc.next++}`,
      queuedAt: clock.now(),
      change,
      state: 'waiting',
      uncertain: false,
      alone: false,
    }))
    const met = enqueueAll(mine.doc.entries, entries)
    mine.doc.entries = met.queue
    for (const gone of met.gone) core.tell(gone.id, 'cancelled')
    const added = entries.map((entry, at) => (met.kept[at] ? entry : null))
    // Written once for the lot, before anything is sent.
    core.write(mine)
    // The person just acted: a wait of Encore's own choosing (an outage's backoff, the account's) is tried at
    // once; the service's own times (Retry-After, the quota) are kept.
    const gate = mine.gate
    if (gate && gate.reason !== 'rate-limited' && gate.reason !== 'quota') gate.until = clock.now()
    for (const entry of added) if (entry) core.crash('queued', entry)
    core.emit()
    void pump(core)
    return added.map((entry) => entry?.id ?? null)
  }

  return {
    handle(kind, handler) {
      core.handlers.set(kind, handler as ChangeHandler)
    },
    attach(name, part) {
      core.parts.set(name, part)
    },
    owner: () => core.held?.doc.owner ?? null,
    add,
    entries: () => core.held?.doc.entries ?? [],
    shownSaved(uri) {
      const entries = core.held?.doc.entries ?? []
      for (let at = entries.length - 1; at >= 0; at--) {
        const change = entries[at]!.change
        if (change.kind === 'saved' && change.uri === uri) return change.saved
      }
      return undefined
    },
    cancel(id) {
      const mine = core.held
      const entry = mine?.doc.entries.find((candidate) => candidate.id === id)
      if (!mine || !entry) throw new EncoreError('INVALID_INPUT', 'That change is no longer waiting.')
      if (core.busy?.ids.has(id)) {
        throw new EncoreError(
          'INVALID_INPUT',
          'That change is on its way now and can no longer be taken back.',
        )
      }
      core.settle(mine, [entry], { kind: 'cancelled' })
      return core.state()
    },
    drop(which) {
      const mine = core.held
      if (!mine) return
      const gone = mine.doc.entries.filter((entry) => which(entry) && !core.busy?.ids.has(entry.id))
      core.settle(mine, gone, { kind: 'cancelled' })
    },
    rewrite(map) {
      const mine = core.held
      if (!mine) return
      mine.doc.entries = mine.doc.entries.map(map)
      core.write(mine)
      core.emit()
    },
    persist() {
      if (core.held) core.write(core.held)
    },
    state: () => core.state(),
    settledOrWaiting(id) {
      if (!core.held?.doc.entries.some((entry) => entry.id === id)) return Promise.resolve('sent')
      return new Promise((resolve) => core.waiters.set(id, [...(core.waiters.get(id) ?? []), resolve]))
    },
    sessionChanged(owner, forget) {
      if (sameOwner(owner, core.held?.doc.owner ?? null)) {
        // Signed in again as the same user: what waited for the account or a sign-in goes now.
        const gate = core.held?.gate
        if (gate && gate.reason !== 'rate-limited' && gate.reason !== 'quota') gate.until = clock.now()
        void pump(core)
        return
      }
      close(forget)
      if (owner) open(owner)
      else for (const part of core.parts.values()) part.load(undefined, null)
      core.emit()
      void pump(core)
    },
    nudge(reasons) {
      const gate = core.held?.gate
      if (!gate || !(reasons as readonly string[]).includes(gate.reason)) return
      gate.until = clock.now()
      void pump(core)
    },
    async idle() {
      while (core.pumping) await core.pumping
    },
    dispose() {
      core.held?.controller?.abort()
      core.disarm()
      for (const id of [...core.waiters.keys()]) core.tell(id, 'waiting')
    },
  }
}
