/**
 * The sleep timer's plain words and numbers, without a schema library: the command line's client parses with
 * them, the marks show the time left with them.
 */
import { positionAt } from './playback-logic'
import type { PlaybackState } from './playback'
import type { SleepTimerState } from './sleep-timer'

/** The minutes a timer may run: one minute to twelve hours. */
export const SLEEP_MINUTES = { min: 1, max: 720 } as const

/**
 * Why a timer cannot be set, by name (the page says each in the person's language): `NOTHING_PLAYING`, or
 * `NOT_SIGNED_IN` (nobody is signed in, so nothing can play).
 */
export const sleepRefusalCodes = ['NOTHING_PLAYING', 'NOT_SIGNED_IN'] as const
export type SleepRefusalCode = (typeof sleepRefusalCodes)[number]

/** The tray's and the palette's choices, in minutes. */
export const sleepMinuteChoices = [15, 30, 45, 60] as const

/** A time of day as 24-hour `HH:MM` on this computer's clock: when the timer pauses. */
export function sleepTimeOfDay(at: number): string {
  const date = new Date(at)
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
}

/** A time left in words as the marks show it: "29 min", "45 s"; rounded up, so it says 0 only at the pause. */
export function sleepLeftWords(ms: number): string {
  const left = Math.max(0, ms)
  if (left < 60_000) return `${Math.ceil(left / 1000)} s`
  return `${Math.ceil(left / 60_000)} min`
}

/** The time left of a timer ending at `endsAt`, in words. */
export function sleepTimeLeft(endsAt: number, now: number): string {
  return sleepLeftWords(endsAt - now)
}

/**
 * The small mark the player and the mini player show while a timer runs: the time left, and a sentence for
 * screen readers and the tooltip. Null while it is off.
 */
export function sleepMark(
  timer: SleepTimerState,
  state: Pick<PlaybackState, 'track' | 'progressMs' | 'sampledAt' | 'isPlaying'> | null,
  now: number,
): { text: string; label: string } | null {
  if (timer.mode === 'off') return null
  if (timer.mode === 'time') {
    const left = sleepTimeLeft(timer.endsAt, now)
    return { text: left, label: `Sleep timer: pauses in ${left}, at ${sleepTimeOfDay(timer.endsAt)}` }
  }
  const playsIt = state?.track?.uri === timer.trackUri
  const text = playsIt ? sleepLeftWords(state.track!.durationMs - positionAt(state, now)) : 'end of track'
  return { text, label: 'Sleep timer: pauses at the end of this track' }
}
