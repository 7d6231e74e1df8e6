import type { RequestCounts } from '@contract'
import { formatAhead } from '../formatting'
import { formatAgo } from '../dates-and-lengths'

/** Settings → Requests in words: a lockout, and what Encore does after one. */

/** "30 seconds", "5 minutes", "13 hours": how long the service said to wait. */
export function waitLength(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000))
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.round(seconds / 60)
  if (minutes < 90) return `${minutes} minutes`
  return `${Math.round(minutes / 60)} hours`
}

/** While the service refuses: until when, and that nothing the person changed is lost. */
export function lockedWords(lockedUntil: number, now: number, locale?: string): string {
  return `Spotify refuses every request for now: Encore sends nothing until it resumes ${formatAhead(lockedUntil, now, locale, true)}. Your changes wait and are sent once after.`
}

/**
 * After a refusal: when Spotify said to wait and for how long, and what Encore does now. The quota is shared
 * by every app of the developer account, so what Encore learns is only a guess: said as such.
 */
export function learnedWords(
  counts: Pick<RequestCounts, 'learned' | 'setting'>,
  now: number,
  locale?: string,
): string | null {
  const learned = counts.learned
  if (!learned) return null
  const waited = `Spotify refused requests ${formatAgo(learned.at, now, locale)} and said to wait ${waitLength(learned.until - learned.at)}.`
  const keeps =
    learned.limit < counts.setting
      ? `Encore now keeps under ${learned.limit.toLocaleString(locale)} requests a day, a tenth more each day without a refusal, and is back to your ${counts.setting.toLocaleString(locale)} ${formatAhead(learned.forgetAt, now, locale)} at the latest.`
      : `Encore is back to your ${counts.setting.toLocaleString(locale)} a day.`
  return `${waited} ${keeps} Your own play, pause, skips and saves always go; the player still reads at each track's end.`
}
