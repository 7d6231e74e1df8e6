import type { RequestCounts, RequestKind, RequestSaving, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { usageWords } from './usage-words'
import { QuotaExceededError, type RequestUrgency } from '../../service/api'
import { whenInWords } from '../../service/failures'
import { EncoreError } from '../../base/errors'
import { playerSavingWords } from '../playback'
import type { JsonDocuments } from '../../base/files/json-documents'
import { readKeptRequests, REQUESTS_DOCUMENT, setAsideWords, type LearnedLimit } from './kept-requests'
import { DAY_MS, RequestDay } from './request-day'

export { REQUESTS_DOCUMENT, type LearnedLimit } from './kept-requests'

/**
 * Spotify counts a daily quota per developer account (service-2026.md §5): unpublished, a rolling 24 hours,
 * and hours of `QUOTA_EXCEEDED` once it is spent. Encore keeps its own day under a budget (the setting, 800 by
 * default), and what the service taught it: after a quota refusal, at most 90 % of what it had sent in the 24
 * hours before, until a week passes without another refusal. The quota is shared by every app of the developer
 * account, so Encore's own count says little: what it learns never falls below a floor and rises back by a
 * tenth each quiet day. The person's own commands are never held by it: only a wait the service names holds them.
 */

/** Shares of the budget at which each kind of work gives way; what the person asked for goes last. */
export const SAVING_SHARES = { upkeep: 0.6, everyMinute: 0.75, trackEnds: 0.9, stopped: 1 } as const
/** A learned limit is this share of what had been sent when the service refused. */
export const LEARNED_SHARE = 0.9
/** A learned limit is forgotten after this long without another refusal. */
export const QUIET_WEEK_MS = 7 * DAY_MS
/** A learned limit never falls below this share of the setting… */
export const LEARNED_FLOOR_SHARE = 0.25
/** …nor below this many a day: someone else's spending must not starve Encore. */
export const LEARNED_FLOOR = 200
/** A learned limit rises back by this share for each whole day without another refusal. */
export const LEARNED_DAILY_RISE = 0.1
/** The day on disk is written at most this often (and when Encore quits): a crash loses at most a minute. */
export const WRITE_EVERY_MS = 60_000

/**
 * The limit a refusal taught, as it stands at `now`: never under the floor, a tenth higher for each whole day
 * (`dayMs`) since the service's wait ended, never over the setting.
 */
export function learnedLimitAt(learned: LearnedLimit, setting: number, now: number, dayMs = DAY_MS): number {
  const floor = Math.max(LEARNED_FLOOR, Math.floor(setting * LEARNED_FLOOR_SHARE))
  // Counted from the end of the service's wait: a day spent locked out is no quiet day.
  const quietDays = Math.max(0, Math.floor((now - Math.max(learned.at, learned.until)) / dayMs))
  const risen = Math.floor(Math.max(floor, learned.limit) * (1 + LEARNED_DAILY_RISE) ** quietDays)
  return Math.max(1, Math.min(setting, risen))
}

/** The budget said no: nothing was sent. Said to the person as Encore saving requests, never as an error. */
export class BudgetSavingError extends EncoreError {
  constructor(
    readonly operation: string,
    /** When a request of this kind may go again (epoch ms). */
    readonly resumesAt: number,
    now: number,
    language: ShownLanguage = 'en',
  ) {
    const retryAfter = Math.max(1, Math.ceil((resumesAt - now) / 1000))
    // The person's words after the operation's name (what a page shows); the hour itself is in the details.
    super(
      'RATE_LIMITED',
      wordsIn(usageWords, language)('held', { operation, when: whenInWords(resumesAt, now, language) }),
      { operation, retryAfter, resumesAt, budget: true },
    )
  }
}

export interface DailyBudget {
  /** Counts a request as it starts. */
  record(at: number, kind: RequestKind): void
  /** Takes back a request counted at `at` that never reached the service (refused connection, no DNS). */
  forget(at: number, kind: RequestKind): void
  /** The budget in force at `now`: the setting, or the learned limit when lower. */
  limit(now: number): number
  saving(now: number): RequestSaving
  /** When the day's count drops under the budget again (`now` when it is). */
  freeAt(now: number): number
  /**
   * Throws BudgetSavingError when work of this urgency must wait: upkeep first, then reads nobody waits for,
   * then what the person opens at 100 %. The person's commands and the player's own rhythm (it stretches
   * itself, read-rhythm.ts) never wait for the budget; only for a wait the service named (QuotaExceededError).
   */
  admit(operation: string, urgency: RequestUrgency, now: number): void
  /** The service refused with `QUOTA_EXCEEDED` until `resumesAt`: learn where its limit was. */
  quotaRefused(at: number, resumesAt: number): void
  /** Until when the service refuses everything (kept across restarts); null when it does not. */
  lockedUntil(now: number): number | null
  counts(now: number): RequestCounts
  /** Writes the day to disk now (Encore quits). */
  flush(): void
}

/** The budget of one service and Client ID, kept in the data folder's `requests.json`. */
export function createDailyBudget(deps: {
  documents: JsonDocuments
  /** The service and Client ID (the quota is the developer account's: every user of this app shares it). */
  key: string
  /** The person's setting. */
  setting: () => number
  now: () => number
  /** The quota's window: a day; tests shrink it to a minute's quota. */
  windowMs?: number
  /** Told when the kept count could not be used and was set aside (a fresh one starts). */
  onSetAside?: (words: string) => void
  /** The language its words are said in now; English when not given. */
  language?: () => ShownLanguage
}): DailyBudget {
  const language = () => deps.language?.() ?? 'en'
  const read = readKeptRequests(deps.documents, deps.key, deps.now())
  if (read.setAside) deps.onSetAside?.(setAsideWords(read.setAside.as, language()))
  const stored = read.kept
  const windowMs = deps.windowMs ?? DAY_MS
  const day = RequestDay.fromJSON(stored.minutes, deps.now(), windowMs)
  let { learned, lockedUntil } = stored
  const since = stored.since
  let writtenAt = deps.now()
  let dirty = false

  const write = () => {
    const all = deps.documents.read(REQUESTS_DOCUMENT)
    const others =
      all && typeof all === 'object' && !Array.isArray(all) ? (all as Record<string, unknown>) : {}
    deps.documents.write(REQUESTS_DOCUMENT, {
      ...others,
      [deps.key]: { since, minutes: day.toJSON(), learned, lockedUntil },
    })
    writtenAt = deps.now()
    dirty = false
  }
  const learnedAt = (now: number) => {
    if (learned && now - learned.at >= QUIET_WEEK_MS) {
      learned = null
      dirty = true
    }
    return learned
  }
  const limit = (now: number) => {
    const setting = Math.max(1, deps.setting())
    const known = learnedAt(now)
    return known ? learnedLimitAt(known, setting, now, windowMs) : setting
  }
  const saving = (now: number): RequestSaving => savingAt(day.used(now) / limit(now))

  return {
    record(at, kind) {
      day.record(at, kind)
      dirty = true
      if (at - writtenAt >= WRITE_EVERY_MS) write()
    },
    forget(at, kind) {
      day.forget(at, kind)
      dirty = true
    },
    limit,
    saving,
    freeAt: (now) => day.freeAt(now, limit(now)),
    admit(operation, urgency, now) {
      // A refusal outlives a restart: nothing goes to the service before the time it named.
      if (lockedUntil > now)
        throw new QuotaExceededError(operation, Math.ceil((lockedUntil - now) / 1000), lockedUntil)
      if (urgency === 'command' || urgency === 'rhythm') return
      const budget = limit(now)
      const share =
        urgency === 'upkeep'
          ? SAVING_SHARES.upkeep
          : urgency === 'background'
            ? SAVING_SHARES.everyMinute
            : SAVING_SHARES.stopped
      const allowed = Math.floor(budget * share)
      if (day.used(now) < allowed) return
      throw new BudgetSavingError(operation, day.freeAt(now, allowed), now, language())
    },
    quotaRefused(at, resumesAt) {
      const sent = day.used(at)
      // Whatever had been sent was at least enough to be refused: keep under 90 % of it from now on (never
      // under the floor: learnedLimitAt).
      learned = { limit: Math.max(1, Math.floor(sent * LEARNED_SHARE)), at, until: resumesAt }
      lockedUntil = Math.max(lockedUntil, resumesAt)
      write()
    },
    lockedUntil: (now) => (lockedUntil > now ? lockedUntil : null),
    counts(now) {
      const known = learnedAt(now)
      const level = saving(now)
      return {
        lastHour: day.usedWithin(now, windowMs / 24),
        lastDay: day.used(now),
        since,
        budget: limit(now),
        setting: deps.setting(),
        learned: known
          ? { limit: limit(now), at: known.at, until: known.until, forgetAt: known.at + QUIET_WEEK_MS }
          : null,
        saving: level,
        savingWords: savingWords(level, day.freeAt(now, limit(now)), now, language()),
        oldestLeavesAt: day.oldestLeavesAt(now),
        lockedUntil: lockedUntil > now ? lockedUntil : null,
        hours: day.byHour(now),
      }
    },
    flush() {
      if (dirty) write()
    },
  }
}

/** How hard to save at a share of the budget spent (1 = all of it). */
export function savingAt(share: number): RequestSaving {
  if (share >= SAVING_SHARES.stopped) return 'stopped'
  if (share >= SAVING_SHARES.trackEnds) return 'track-ends'
  if (share >= SAVING_SHARES.everyMinute) return 'every-minute'
  if (share >= SAVING_SHARES.upkeep) return 'upkeep-waits'
  return 'normal'
}

/** What a saving level means for the person, in words; null while nothing is saved. */
export function savingWords(
  level: RequestSaving,
  freeAt: number,
  now: number,
  language: ShownLanguage = 'en',
): string | null {
  return level === 'upkeep-waits'
    ? wordsIn(usageWords, language)('upkeepWaits')
    : playerSavingWords(level, freeAt, now, language)
}
