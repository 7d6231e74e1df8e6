import type { RequestKind } from '../../../contract'
import type { OperationId } from './operations'
import type { Lane } from './scheduler'

/** Where a request stands in the line of who yields first to the day's budget: upkeep, background, the rest. */
export type RequestUrgency = 'upkeep' | 'background' | 'asked'

/**
 * The day's request budget as the transport meets it (core/features/usage/daily-budget.ts): asked before a request
 * is sent (it throws to hold it back), told of each one sent and of the service's quota refusals.
 */
export interface RequestGate {
  admit(operation: OperationId, urgency: RequestUrgency, now: number): void
  sent(at: number, kind: RequestKind): void
  /** A request counted by `sent` at `at` never reached the service: the quota did not count it either. */
  notReached(at: number, kind: RequestKind): void
  quotaRefused(at: number, resumesAt: number): void
}

/** What a request is for, as Settings charts it: the caller's word, else the operation's area. */
export function kindOf(operation: OperationId, purpose?: RequestKind): RequestKind {
  if (purpose) return purpose
  if (operation === 'player.getRecentlyPlayed') return 'history'
  if (operation.startsWith('player.')) return 'player'
  if (/^(library|playlists|follow)\./.test(operation)) return 'library'
  return 'other'
}

/**
 * Who yields first: library sync, history upkeep and everything on the background lane; then reads nobody
 * waits for; the person's own clicks, the screen they open and the player's reads (which stretch themselves,
 * read-rhythm.ts) only when the whole budget is spent.
 */
export function urgencyOf(lane: Lane, kind: RequestKind): RequestUrgency {
  if (lane === 'background' || kind === 'history') return 'upkeep'
  if (lane === 'sync' && kind === 'library') return 'upkeep'
  if (lane === 'sync' && kind !== 'player') return 'background'
  return 'asked'
}
