import type { Notice, PlayerCommandOutcome } from '../../../contract'

/** What a caller's wait came to, as an outcome: done, or refused with the words and code of the notice. */
export const outcomeOf = (notice: Notice | null): PlayerCommandOutcome =>
  notice ? { status: 'refused', reason: notice.message, code: notice.code ?? null } : { status: 'done' }

/** Callers of the engine's `run`, by ticket, waiting for their command to settle, and why one was not done. */
export interface CommandWaiters {
  /** A new ticket and what its caller waits on: null once done, or the notice that said why not. */
  wait(): { ticket: number; settled: Promise<Notice | null> }
  /** Why a ticket's command was not done; the first reason is the one its caller hears. */
  refused(ticket: number, notice: Notice): void
  /** Wakes every caller whose command no longer waits. */
  wakeSettled(stillWaiting: (ticket: number) => boolean): void
  /** Wakes every caller with no notice (the engine stops). */
  dispose(): void
}

export function createCommandWaiters(): CommandWaiters {
  const waiters = new Map<number, (notice: Notice | null) => void>()
  /** Kept until the ticket's caller is woken. */
  const refusals = new Map<number, Notice>()
  let tickets = 0
  return {
    wait() {
      const ticket = ++tickets
      const settled = new Promise<Notice | null>((resolve) => waiters.set(ticket, resolve))
      return { ticket, settled }
    },
    refused(ticket, notice) {
      if (!refusals.has(ticket)) refusals.set(ticket, notice)
    },
    wakeSettled(stillWaiting) {
      for (const [ticket, resolve] of waiters) {
        if (stillWaiting(ticket)) continue
        waiters.delete(ticket)
        resolve(refusals.get(ticket) ?? null)
        refusals.delete(ticket)
      }
    },
    dispose() {
      for (const resolve of waiters.values()) resolve(null)
      waiters.clear()
    },
  }
}
