import {
  sleepMinuteChoices,
  sleepTimeOfDay,
  type PlaybackState,
  type ShownLanguage,
  type SleepRequest,
  type SleepTimerState,
} from '../../../contract'
import { wordsIn } from '../../base/words'
import { refusalToSet } from '../sleep-timer'
import { trayWords } from './tray-words'

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
export function sleepTrayLabel(timer: SleepTimerState, language: ShownLanguage = 'en'): string {
  const say = wordsIn(trayWords, language)
  if (timer.mode === 'time') return say('sleep.at', { time: sleepTimeOfDay(timer.endsAt) })
  return say(timer.mode === 'track' ? 'sleep.track' : 'sleep.title')
}

export function sleepTrayItem(
  timer: SleepTimerState,
  state: PlaybackState,
  language: ShownLanguage = 'en',
): SleepSubmenu {
  const say = wordsIn(trayWords, language)
  // Off always works (nothing to refuse); a new timer needs music playing.
  // Its refusal while signed in (signed out, the tray shows no timer): nothing plays, in the menu's language.
  const refused = refusalToSet(state) === null ? null : say('sleep.refused')
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
    label: sleepTrayLabel(timer, language),
    enabled: true,
    disabledReason: null,
    items: [
      ...sleepMinuteChoices.map((minutes) =>
        choice(`${minutes}`, say('sleep.minutes', { count: minutes }), { mode: 'time', minutes }, false),
      ),
      choice('track', say('sleep.endOfTrack'), { mode: 'track' }, timer.mode === 'track'),
      choice('off', say('sleep.off'), { mode: 'off' }, timer.mode === 'off'),
    ],
  }
}
