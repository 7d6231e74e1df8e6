import { sleepTimeLeft, sleepTimeOfDay, type PlaybackState, type SleepTimerState } from '../../../contract'
import { positionAt } from '../../../contract/playback-logic'

/**
 * What `encore sleep` prints once set: when Encore pauses, in words or as JSON (`--json`), from the timer core
 * answered, so the line and the marks never disagree.
 */

/** The time left of the track that plays, when it is the timer's. */
function trackLeftMs(trackUri: string, state: PlaybackState, now: number): number | null {
  if (state.track?.uri !== trackUri) return null
  return Math.max(0, state.track.durationMs - positionAt(state, now))
}

export function sleepLine(timer: SleepTimerState, state: PlaybackState, now: number): string {
  switch (timer.mode) {
    case 'off':
      return 'Sleep timer off.'
    case 'time':
      return `Sleep timer: Encore pauses at ${sleepTimeOfDay(timer.endsAt)}, in ${sleepTimeLeft(timer.endsAt, now)}.`
    case 'track': {
      const name = state.track?.uri === timer.trackUri ? ` (“${state.track.name}”)` : ''
      return `Sleep timer: Encore pauses at the end of this track${name}.`
    }
  }
}

export function sleepJson(
  timer: SleepTimerState,
  state: PlaybackState,
  now: number,
): Record<string, unknown> {
  switch (timer.mode) {
    case 'off':
      return { sleep: 'off' }
    case 'time':
      return {
        sleep: 'time',
        endsAt: new Date(timer.endsAt).toISOString(),
        secondsLeft: Math.ceil(Math.max(0, timer.endsAt - now) / 1000),
      }
    case 'track': {
      const left = trackLeftMs(timer.trackUri, state, now)
      return {
        sleep: 'track',
        track: timer.trackUri,
        secondsLeft: left === null ? null : Math.ceil(left / 1000),
      }
    }
  }
}
