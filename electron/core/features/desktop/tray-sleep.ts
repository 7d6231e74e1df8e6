import {
  sleepMinuteChoices,
  sleepTimeOfDay,
  type PlaybackState,
  type SleepRequest,
  type SleepTimerState,
} from '../../../contract'
import { refusalToSet } from '../sleep-timer'

/**
 * The tray's "Sleep timer" submenu as data: 15, 30, 45, 60 minutes, End of this track, Off, and its title says
 * where the timer stands. Plain types that tray-menu.ts folds into its own items.
 */

interface SleepControl {
  type: 'action' | 'radio'
  id: string
  label: string
  action: { sleep: SleepRequest }
  enabled: boolean
  disabledReason: string | null
  checked: boolean
}

export interface SleepSubmenu {
  type: 'submenu'
  id: string
  label: string
  enabled: boolean
  disabledReason: string | null
  items: SleepControl[]
}

/**
 * The submenu's title: "Sleep timer", or when it pauses ("Sleep timer: pauses at 23:10"): a time of day, which a
 * menu built minutes ago still says right.
 */
export function sleepTrayLabel(timer: SleepTimerState): string {
  if (timer.mode === 'time') return `Sleep timer: pauses at ${sleepTimeOfDay(timer.endsAt)}`
  if (timer.mode === 'track') return 'Sleep timer: end of this track'
  return 'Sleep timer'
}

export function sleepTrayItem(timer: SleepTimerState, state: PlaybackState): SleepSubmenu {
  // Off always works (nothing to refuse); a new timer needs music playing.
  const refused = refusalToSet(state)
  const choice = (id: string, label: string, sleep: SleepRequest, checked: boolean): SleepControl => ({
    type: 'radio',
    id: `sleep:${id}`,
    label,
    action: { sleep },
    enabled: sleep.mode === 'off' || refused === null,
    disabledReason: sleep.mode === 'off' ? null : refused,
    checked,
  })
  return {
    type: 'submenu',
    id: 'sleep',
    label: sleepTrayLabel(timer),
    enabled: true,
    disabledReason: null,
    items: [
      ...sleepMinuteChoices.map((minutes) =>
        choice(`${minutes}`, `${minutes} minutes`, { mode: 'time', minutes }, false),
      ),
      choice('track', 'End of this track', { mode: 'track' }, timer.mode === 'track'),
      choice('off', 'Off', { mode: 'off' }, timer.mode === 'off'),
    ],
  }
}
