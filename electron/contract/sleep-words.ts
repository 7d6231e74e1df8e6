/**
 * The sleep timer's plain words and numbers, without a schema library: the command line's client parses with
 * them, the marks show the time left with them.
 */

/** The minutes a timer may run: one minute to twelve hours. */
export const SLEEP_MINUTES = { min: 1, max: 720 } as const

/** The tray's and the palette's choices, in minutes. */
export const sleepMinuteChoices = [15, 30, 45, 60] as const

/** A time of day as 24-hour `HH:MM` on this computer's clock: when the timer pauses. */
export function sleepTimeOfDay(at: number): string {
  const date = new Date(at)
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
}

/** The time left as the marks show it: "29 min", "45 s"; rounded up, so it never says 0 before the pause. */
export function sleepTimeLeft(endsAt: number, now: number): string {
  const left = Math.max(0, endsAt - now)
  if (left < 60_000) return `${Math.ceil(left / 1000)} s`
  return `${Math.ceil(left / 60_000)} min`
}
