import { PSEUDO_LANGUAGE, type ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { soloistWords } from './soloist-words'
/**
 * A Soloist build runs for 90 days from its build date, logs the days it has left at startup, and exits with
 * code 10 once expired (developer.spotify.com/documentation/soloist/concepts/overview). Encore reads the days
 * from that log line and warns from two weeks before the end.
 */

export const EXPIRED_EXIT_CODE = 10
export const WARN_DAYS_BEFORE = 14
const DAY_MS = 86_400_000

/**
 * The days left, from one startup log line; undefined when the line says nothing of them. The exact wording
 * is Soloist's own and not fixed by the reference, so the usual phrasings are all read.
 */
export function remainingDaysFromLog(line: string): number | undefined {
  const patterns = [
    /\b(\d{1,3})\s+days?\s+(?:remaining|left)\b/i,
    /\bexpires?\s+in\s+(\d{1,3})\s+days?\b/i,
    /\b(?:remaining|lifetime)[^0-9\n]{0,30}?(\d{1,3})\s*(?:d\b|days?\b)/i,
  ]
  for (const pattern of patterns) {
    const match = pattern.exec(line)
    if (match) return Number(match[1])
  }
  return undefined
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** When the build stops (epoch ms), from the days it said it had left when it started. */
export function expiresAt(daysLeft: number, saidAt: number): number {
  return saidAt + daysLeft * DAY_MS
}

/** The warning to show, or null while more than two weeks are left. */
export function expiryWarning(
  daysLeft: number,
  saidAt: number,
  language: ShownLanguage = 'en',
): string | null {
  if (daysLeft > WARN_DAYS_BEFORE) return null
  const end = new Date(expiresAt(daysLeft, saidAt))
  // English as it always read ("14 December"); another language's day and month through Intl ("14. Dezember").
  const date =
    language === 'en' || language === PSEUDO_LANGUAGE
      ? `${end.getDate()} ${months[end.getMonth()]}`
      : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(end)
  return wordsIn(soloistWords, language)('status.stopsOn', { date })
}
