import type { ShownLanguage } from '../../../contract'
import type { JsonDocuments } from '../../base/files/json-documents'
import { wordsIn } from '../../base/words'
import { usageWords } from './usage-words'
import { DAY_MS } from './request-day'

/** The data folder's document: one entry per service and Client ID. */
export const REQUESTS_DOCUMENT = 'requests.json'
/**
 * A service's day holds at most one row a minute (1,440); more than four days' worth is no count of ours: the
 * file is set aside rather than read at every start.
 */
export const MAX_KEPT_ROWS = 4 * 24 * 60
/** No quota refusal outlasts the rolling day it counts (48,925 s is the longest seen, service-2026.md §5). */
export const MAX_LOCK_MS = DAY_MS

export interface LearnedLimit {
  limit: number
  /** When the service refused (epoch ms). */
  at: number
  /** Until when it said to wait (its Retry-After; epoch ms). */
  until: number
}

export interface KeptRequests {
  since: number
  minutes: unknown
  learned: LearnedLimit | null
  lockedUntil: number
}

/** What reading found: the kept day, and the file's new name when it had to be set aside. */
export interface KeptRead {
  kept: KeptRequests
  setAside: { as: string | null } | null
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/**
 * Kept data is held against now: a clock that was ahead once must not lock the quota, date the learned limit
 * or fill the day from the future. The refusal's own length is kept (what the service said), its start is not
 * later than now, and no lock outlasts a day from it.
 */
function heldAgainstNow(raw: Record<string, unknown> | undefined, now: number): KeptRequests {
  const learned = raw?.['learned'] as Partial<LearnedLimit> | null | undefined
  const storedLock = isCount(raw?.['lockedUntil']) ? raw['lockedUntil'] : 0
  const known = learned && isCount(learned.limit) && isCount(learned.at) ? learned : null
  const at = known ? Math.min(known.at!, now) : now
  const until = known && isCount(known.until) ? known.until : storedLock
  const wait = Math.min(MAX_LOCK_MS, Math.max(0, until - (known?.at ?? until)))
  const lockedUntil = Math.min(storedLock, known ? at + wait : now + MAX_LOCK_MS)
  return {
    since: isCount(raw?.['since']) ? Math.min(raw['since'], now) : now,
    minutes: raw?.['minutes'],
    learned: known ? { limit: known.limit!, at, until: at + wait } : null,
    lockedUntil,
  }
}

const tooBig = (raw: Record<string, unknown> | undefined) =>
  Array.isArray(raw?.['minutes']) && raw['minutes'].length > MAX_KEPT_ROWS

/**
 * The kept day of one service. A file that is damaged or too big is set aside (renamed beside it) and a fresh
 * count starts: nothing in it may stop Encore, or its sign-in, from starting.
 */
export function readKeptRequests(documents: JsonDocuments, key: string, now: number): KeptRead {
  const fresh = heldAgainstNow(undefined, now)
  let all: unknown
  try {
    all = documents.read(REQUESTS_DOCUMENT)
  } catch {
    return { kept: fresh, setAside: { as: documents.setAside(REQUESTS_DOCUMENT, now) } }
  }
  if (documents.damaged(REQUESTS_DOCUMENT))
    return { kept: fresh, setAside: { as: documents.setAside(REQUESTS_DOCUMENT, now) } }
  const entries =
    all && typeof all === 'object' && !Array.isArray(all) ? (all as Record<string, unknown>) : {}
  const raw = entries[key] as Record<string, unknown> | undefined
  if (Object.values(entries).some((entry) => tooBig(entry as Record<string, unknown> | undefined)))
    return { kept: fresh, setAside: { as: documents.setAside(REQUESTS_DOCUMENT, now) } }
  return { kept: heldAgainstNow(raw && typeof raw === 'object' ? raw : undefined, now), setAside: null }
}

/** The notice of a count set aside, in the person's words. */
export function setAsideWords(as: string | null, language: ShownLanguage = 'en'): string {
  const say = wordsIn(usageWords, language)
  return as ? say('setAsideAs', { as }) : say('setAside')
}
