/** "14:05" in the person's local time: when something resumes, in the player, the tray and notices alike. */
export function localClock(at: number): string {
  const date = new Date(at)
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Whole days of the person's calendar from `from` to `to` (a day that skips or repeats an hour counts one). */
export function calendarDays(from: number, to: number): number {
  const start = new Date(from)
  const end = new Date(to)
  start.setHours(12, 0, 0, 0)
  end.setHours(12, 0, 0, 0)
  return Math.round((end.getTime() - start.getTime()) / 86_400_000)
}

/**
 * The weekday ("Tuesday") and the short date ("14 Dec") of `at` in local time: English as `aheadInWords`
 * (service/failures.ts) says them, other languages as their locale writes them ("Dienstag", "14. Dez.";
 * "火曜日", "12月14日").
 */
export function dayNames(at: number, language: string): { weekday: string; date: string } {
  const date = new Date(at)
  if (language === 'en')
    return { weekday: WEEKDAYS[date.getDay()]!, date: `${date.getDate()} ${MONTHS[date.getMonth()]}` }
  return {
    weekday: date.toLocaleDateString(language, { weekday: 'long' }),
    date: date.toLocaleDateString(language, { day: 'numeric', month: 'short' }),
  }
}
