import type { ListeningRange } from '../../../contract'

/**
 * Days, weeks, months and years in the computer's own time zone (Encore runs on the listener's computer, in
 * both shells), with daylight-saving days 23 or 25 hours long. Weeks start on Monday.
 */

export function startOfDay(ms: number): number {
  const date = new Date(ms)
  date.setHours(0, 0, 0, 0)
  return date.getTime()
}

/** The local midnight `days` days after the local midnight `dayStart`. */
export function addDays(dayStart: number, days: number): number {
  const date = new Date(dayStart)
  date.setDate(date.getDate() + days)
  date.setHours(0, 0, 0, 0)
  return date.getTime()
}

/** Monday 0 … Sunday 6. */
export function weekdayOf(ms: number): number {
  return (new Date(ms).getDay() + 6) % 7
}

/** The local date as YYYY-MM-DD. */
export function dateKey(ms: number): string {
  const date = new Date(ms)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The range holding `at`: its first local midnight and the one after it. `all` runs from the first play's day. */
export function rangeBounds(
  range: ListeningRange,
  at: number,
  firstPlayedAt: number | null,
): { from: number; to: number } {
  const date = new Date(at)
  switch (range) {
    case 'week': {
      const from = addDays(startOfDay(at), -weekdayOf(at))
      return { from, to: addDays(from, 7) }
    }
    case 'month':
      return {
        from: new Date(date.getFullYear(), date.getMonth(), 1).getTime(),
        to: new Date(date.getFullYear(), date.getMonth() + 1, 1).getTime(),
      }
    case 'year':
      return {
        from: new Date(date.getFullYear(), 0, 1).getTime(),
        to: new Date(date.getFullYear() + 1, 0, 1).getTime(),
      }
    case 'all':
      return {
        from: startOfDay(Math.min(firstPlayedAt ?? at, at)),
        to: addDays(startOfDay(at), 1),
      }
  }
}
