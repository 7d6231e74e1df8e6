import { DAY_MS } from '../../../contract'
import { InsufficientScopeError, type ApiClient, type PlayHistory } from '../../service/api'
import { toTrack } from '../../service/media/from-wire'
import { historyWords } from './history-words'
import type { Track } from '../../../contract'

/**
 * The service's recently played (it keeps the last 50 tracks), read at sign-in and then about once an hour on
 * the background lane, each read going on from the last one's `after` cursor: plays made elsewhere while
 * Encore was closed or hidden come in. At most 30 requests a day, whatever happens (restarts, sign-ins).
 */

export const SERVICE_READ_EVERY_MS = 3_600_000
export const SERVICE_REQUESTS_PER_DAY = 30
/** A sign-in reads at once unless the last read is more recent than this (signing in and out all day). */
export const SIGN_IN_READ_AFTER_MS = 10 * 60_000
/** Pages one read may take (the real service answers one; a service keeping more, a few). */
export const PAGES_PER_READ = 3
const PAGE_SIZE = 50

export interface ServiceReadState {
  /** The newest `played_at` read (epoch ms): the next read asks for plays after it. */
  after: number | null
  readAt: number | null
  /** When each request of the last day was sent. */
  requests: number[]
  /** Why reading is stopped (a permission not granted), in words; null while it goes on. */
  problem: string | null
}

export const freshServiceState = (): ServiceReadState => ({
  after: null,
  readAt: null,
  requests: [],
  problem: null,
})

export function parseServiceState(value: unknown): ServiceReadState {
  const state = value as Partial<ServiceReadState> | null
  const time = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  return {
    after: time(state?.after),
    readAt: time(state?.readAt),
    requests: Array.isArray(state?.requests)
      ? state.requests.filter((v): v is number => time(v) !== null)
      : [],
    problem: typeof state?.problem === 'string' ? state.problem : null,
  }
}

const lastDay = (requests: readonly number[], now: number) => requests.filter((at) => at > now - DAY_MS)

/**
 * When the next read may go: now at a sign-in (unless one was just made), else an hour after the last attempt
 * (a failed one too: a service that is down is not asked again at once), never over the day's budget.
 */
export function nextReadAt(state: ServiceReadState, now: number, signingIn: boolean): number | null {
  if (state.problem) return null
  const last = Math.max(state.readAt ?? -Infinity, ...state.requests)
  let at =
    last === -Infinity || (signingIn && now - last >= SIGN_IN_READ_AFTER_MS)
      ? now
      : Math.max(now, last + SERVICE_READ_EVERY_MS)
  const recent = lastDay(state.requests, at).sort((a, b) => a - b)
  if (recent.length >= SERVICE_REQUESTS_PER_DAY) {
    at = Math.max(at, recent[recent.length - SERVICE_REQUESTS_PER_DAY]! + DAY_MS)
  }
  return at
}

/** A play the service told of. */
export interface ToldPlay {
  track: Track
  at: number
  context: { type: string; uri: string } | null
}

function toldPlay(entry: PlayHistory): ToldPlay | null {
  const at = Date.parse(entry.played_at)
  if (!Number.isFinite(at) || !entry.track?.uri) return null
  return {
    track: toTrack(entry.track),
    at,
    context: entry.context?.uri ? { type: entry.context.type, uri: entry.context.uri } : null,
  }
}

/** Kept in English as it was found; said in the person's language when shown (history-service.ts). */
export const SCOPE_PROBLEM = historyWords.en.scopeProblem

export interface ServiceRead {
  /** Oldest first. */
  plays: ToldPlay[]
  /** The cursor moved, the requests counted, or reading stopped (a permission not granted). */
  state: ServiceReadState
  /** What failed (the plays before it are good); the next read tries again. */
  error?: unknown
}

/** One read: pages after the cursor (the newest 50 without one). */
export async function readServicePlays(
  api: ApiClient,
  state: ServiceReadState,
  now: () => number,
  signal: AbortSignal,
): Promise<ServiceRead> {
  const plays: ToldPlay[] = []
  let next: ServiceReadState = { ...state, requests: lastDay(state.requests, now()) }
  for (let page = 0; page < PAGES_PER_READ; page++) {
    if (next.requests.length >= SERVICE_REQUESTS_PER_DAY) break
    next = { ...next, requests: [...next.requests, now()] }
    let answer
    try {
      answer = await api.player.getRecentlyPlayed(
        { limit: PAGE_SIZE, ...(next.after !== null ? { after: next.after } : {}) },
        { lane: 'background', signal },
      )
    } catch (error) {
      if (error instanceof InsufficientScopeError)
        return { plays, state: { ...next, problem: SCOPE_PROBLEM } }
      return { plays, state: next, error }
    }
    const told = answer.items.map(toldPlay).filter((play) => play !== null)
    plays.push(...told.sort((a, b) => a.at - b.at))
    const newest = Math.max(next.after ?? 0, ...told.map((play) => play.at))
    next = { ...next, after: told.length ? newest : next.after, readAt: now(), problem: null }
    // Without a cursor the answer is the newest page: nothing after it to ask for.
    if (!answer.next || !told.length || state.after === null) break
  }
  return { plays, state: next }
}
