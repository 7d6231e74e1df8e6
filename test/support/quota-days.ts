import type { TrafficEntry } from '../../electron/emulator/http/traffic-log'
import { HOUR, live, MINUTE, type DayRun, type Looking } from './listening-day'

/**
 * Days against the emulator's quota, on the listening day's manual clock (listening-day.ts): what Encore sends,
 * what the service refuses, and whether anything went to the service while it had said to wait.
 */

/** An ordinary listening day: 8 h playing (30 min focused, 2 h shown, 5.5 h hidden), then 16 h paused, hidden. */
export const ORDINARY_DAY: { looking: Looking; ms: number; playing: boolean }[] = [
  { looking: 'focused', ms: 30 * MINUTE, playing: true },
  { looking: 'shown', ms: 2 * HOUR, playing: true },
  { looking: 'hidden', ms: 5.5 * HOUR, playing: true },
  { looking: 'hidden', ms: 16 * HOUR, playing: false },
]

/** Moves through `ms` with the window focused, skipping to the next track every `everyMs` (a heavy day). */
export async function skipping(
  run: DayRun,
  ms: number,
  everyMs: number,
): Promise<{ skips: number; refused: number }> {
  const until = run.clock.now() + ms
  let skips = 0
  let refused = 0
  while (run.clock.now() + everyMs <= until) {
    await live(run, run.clock.now() + everyMs, 'focused')
    skips++
    const noticesBefore = refusedNotices(run)
    await run.encore.api.playback.run({ id: 'player.next' })
    await run.settle()
    if (refusedNotices(run) > noticesBefore) refused++
  }
  await live(run, until, 'focused')
  return { skips, refused }
}

const notices = new WeakMap<DayRun, { count: number }>()
/** How many notices said a command was not sent (the budget, or the service asking to wait). */
function refusedNotices(run: DayRun): number {
  let seen = notices.get(run)
  if (!seen) {
    seen = { count: 0 }
    const counter = seen
    run.encore.on('notice', (notice) => {
      if (notice.code === 'RATE_LIMITED') counter.count++
    })
    notices.set(run, seen)
  }
  return seen.count
}

/** Plays the ordinary day `days` times, pausing for the nights and playing again each morning. */
export async function ordinaryDays(run: DayRun, days: number): Promise<void> {
  refusedNotices(run)
  for (let day = 0; day < days; day++) {
    for (const phase of ORDINARY_DAY) {
      const playing = (await run.encore.api.playback.get()).isPlaying
      if (phase.playing !== playing) {
        await run.encore.api.playback.run({ id: 'player.toggle' }).catch(() => undefined)
        await run.settle()
      }
      await live(run, run.clock.now() + phase.ms, phase.looking)
    }
  }
}

export interface QuotaReport {
  /** Encore's /v1 requests the service saw (refused ones included). */
  sent: number
  /** 429 QUOTA_EXCEEDED answers. */
  lockouts: number
  /** Requests that reached the service while a refusal's Retry-After still ran. */
  sentDuringLockout: number
  /** Lockouts after the first one. */
  lockoutsAfterFirst: number
  /** The most requests in any rolling 24 hours. */
  busiestDay: number
}

/** Reads the emulator's traffic since `from`: what was sent, refused, and sent while it should not have been. */
export function quotaReport(entries: readonly TrafficEntry[], from: number): QuotaReport {
  const ours = entries.filter((entry) => entry.at >= from && !entry.path.startsWith('/lrclib'))
  const refusals = ours.filter(
    (entry) => entry.status === 429 && entry.retryAfter !== undefined && entry.retryAfter > 60,
  )
  let sentDuringLockout = 0
  for (const refusal of refusals) {
    const until = refusal.at + refusal.retryAfter! * 1000
    sentDuringLockout += ours.filter((entry) => entry.at > refusal.at && entry.at < until).length
  }
  let busiestDay = 0
  let first = 0
  for (let last = 0; last < ours.length; last++) {
    while (ours[last]!.at - ours[first]!.at >= 24 * HOUR) first++
    busiestDay = Math.max(busiestDay, last - first + 1)
  }
  return {
    sent: ours.length,
    lockouts: refusals.length,
    sentDuringLockout,
    lockoutsAfterFirst: Math.max(0, refusals.length - 1),
    busiestDay,
  }
}
