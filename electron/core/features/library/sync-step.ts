import {
  libraryKinds,
  listenerText,
  type BridgeError,
  type KindSync,
  type KindSyncState,
  type LibraryKind,
  type ShownLanguage,
  type SyncState,
} from '../../../contract'
import { EncoreError } from '../../base/errors'
import { meaningOf } from '../../service/failures'
import { idleKinds, type SyncProgress } from './library-state'
import { wordsIn } from '../../base/words'
import { libraryWords } from './library-words'

/**
 * The library sync's progress as a pure function: `syncStep(progress, event)` answers the progress next and
 * the effects its driver (sync-runner.ts) runs: tell the page (now, or within a moment), mark the cache to be
 * written, log, finish the sync, or wake to read the lists held back. Nothing here reads a clock or the
 * service: the driver says when (`now`) and what the readers gave.
 */

export type SyncEvent =
  /** A sync of these lists began; the others count as done. */
  | { type: 'started'; kinds: readonly LibraryKind[]; now: number }
  /** A list's reader said how far it is; counts alone (no state) mean pages arrived. */
  | { type: 'read'; kind: LibraryKind; patch: Partial<KindSync> }
  /** A list's read stopped because the sync was cancelled. */
  | { type: 'list-cancelled'; kind: LibraryKind }
  /** A list's read failed; its words for the page in `language` (English when absent). */
  | { type: 'list-failed'; kind: LibraryKind; error: unknown; now: number; language?: ShownLanguage }
  /** Every list's read settled. */
  | { type: 'ended'; now: number }
  /** The person cancelled: the lists being read say so. */
  | { type: 'cancelled' }

export type SyncEffect =
  | { type: 'emit'; at: 'now' | 'soon' }
  /** What was read is to be written to the cache: a read that stops now goes on from it next time. */
  | { type: 'mark-dirty' }
  | { type: 'log'; level: 'info' | 'warn'; message: string; fields: Record<string, unknown> }
  /** The sync ended: the library says it synced, the cache is written, the page told, the library may rest. */
  | { type: 'finish' }
  /** Lists are held back: read them again after this long. */
  | { type: 'resume-in'; ms: number }

export interface SyncTransition {
  progress: SyncProgress
  effects: SyncEffect[]
}

/** A list held back goes on this long after its hour, so its first request is not held back again. */
export const RESUME_SLACK_MS = 5_000

export function syncStep(progress: SyncProgress, event: SyncEvent): SyncTransition {
  switch (event.type) {
    case 'started':
      return {
        progress: started(event.kinds, event.now),
        effects: [{ type: 'emit', at: 'now' }],
      }
    case 'read':
      return {
        progress: patched(progress, event.kind, event.patch),
        effects: [...(event.patch.state === undefined ? [{ type: 'mark-dirty' as const }] : []), soon],
      }
    case 'list-cancelled':
      return { progress: patched(progress, event.kind, { state: 'cancelled' }), effects: [] }
    case 'list-failed': {
      const { patch, log } = afterFailure(event.kind, event.error, event.now, event.language)
      return { progress: patched(progress, event.kind, patch), effects: [log] }
    }
    case 'ended':
      return ended(progress, event.now)
    case 'cancelled':
      return { progress: cancelled(progress), effects: [] }
  }
}

const soon: SyncEffect = { type: 'emit', at: 'soon' }

function started(kinds: readonly LibraryKind[], now: number): SyncProgress {
  const fresh = idleKinds()
  for (const kind of libraryKinds) if (!kinds.includes(kind)) fresh[kind] = { ...fresh[kind], state: 'done' }
  return { state: 'syncing', kinds: fresh, startedAt: now, finishedAt: null }
}

const patched = (progress: SyncProgress, kind: LibraryKind, patch: Partial<KindSync>): SyncProgress => ({
  ...progress,
  kinds: { ...progress.kinds, [kind]: { ...progress.kinds[kind], ...patch } },
})

/** The lists still being read, or waiting to be, say they were cancelled; the ones settled keep their word. */
function cancelled(progress: SyncProgress): SyncProgress {
  let next = progress
  for (const kind of libraryKinds) {
    const state = progress.kinds[kind].state
    if (state === 'reading' || state === 'waiting') next = patched(next, kind, { state: 'cancelled' })
  }
  return next
}

function ended(progress: SyncProgress, now: number): SyncTransition {
  const next: SyncProgress = {
    ...progress,
    state: endState(libraryKinds.map((kind) => progress.kinds[kind].state)),
    finishedAt: now,
  }
  const effects: SyncEffect[] = [{ type: 'finish' }]
  const held = heldKinds(next, now)
  // A tray app may not be restarted for days: the lists held back go on at their hour by themselves.
  if (held.kinds.length) effects.push({ type: 'resume-in', ms: Math.max(0, held.at - now) + RESUME_SLACK_MS })
  return { progress: next, effects }
}

/** The sync's end, from its lists': a failure first, then lists held back, then a cancel. */
export function endState(states: readonly KindSyncState[]): SyncState {
  if (states.includes('failed')) return 'failed'
  if (states.includes('held')) return 'held'
  return states.includes('cancelled') ? 'cancelled' : 'done'
}

/** The lists held back, and the earliest hour one may be read again. */
export function heldKinds(progress: SyncProgress, now: number): { kinds: LibraryKind[]; at: number } {
  const kinds = libraryKinds.filter((kind) => progress.kinds[kind].state === 'held')
  return { kinds, at: Math.min(...kinds.map((kind) => progress.kinds[kind].resumesAt ?? now)) }
}

/** The failure as the page shows it: in a listener's words (what it said is logged where it is caught). */
function errorOf(error: unknown, language: ShownLanguage): BridgeError {
  if (error instanceof EncoreError)
    return { code: error.code, message: listenerText(error.message, error.code) }
  return { code: 'INTERNAL', message: wordsIn(libraryWords, language)('error.readFailed') }
}

/**
 * A list's read ended in an error: held back until the hour the day's request budget, or the service's rate
 * limit or quota, lets it go again; otherwise failed, with words for the page (and the log).
 */
function afterFailure(
  kind: LibraryKind,
  error: unknown,
  now: number,
  language: ShownLanguage = 'en',
): { patch: Partial<KindSync>; log: SyncEffect } {
  const meaning = meaningOf(error, now)
  if (meaning.kind === 'rate-limited') {
    const resumesAt = Math.max(meaning.retryAt, now)
    return {
      patch: { state: 'held', resumesAt },
      log: {
        type: 'log',
        level: 'info',
        message: 'A list of the library waits until requests may go again',
        fields: { kind, resumesAt: new Date(resumesAt).toISOString() },
      },
    }
  }
  return {
    patch: { state: 'failed', error: errorOf(error, language) },
    log: {
      type: 'log',
      level: 'warn',
      message: 'A list of the library could not be read',
      fields: { kind, error: (error as Error).message },
    },
  }
}
