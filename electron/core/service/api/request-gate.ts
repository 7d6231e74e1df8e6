import type { RequestKind } from '../../../contract'
import type { OperationId } from './operations'
import type { Lane } from './scheduler'

/**
 * Where a request stands in the line of who yields first to the day's budget: upkeep, background, what the
 * person opens; the player's rhythm of reads (it stretches itself) and the person's commands never yield to it.
 */
export type RequestUrgency = 'upkeep' | 'background' | 'asked' | 'rhythm' | 'command'

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
 * waits for; the screen the person opens when the whole budget is spent. The player's reads stretch themselves
 * (read-rhythm.ts keeps a floor of freshness) and what the person's hand sends (play, Next, a save: a change on
 * the interactive lane) always goes.
 */
export function urgencyOf(lane: Lane, kind: RequestKind, method = 'GET'): RequestUrgency {
  if (lane === 'interactive' && method !== 'GET') return 'command'
  if (lane === 'background' || kind === 'history') return 'upkeep'
  if (lane === 'sync' && kind === 'library') return 'upkeep'
  if (lane === 'sync' && kind === 'player') return 'rhythm'
  if (lane === 'sync') return 'background'
  return 'asked'
}
