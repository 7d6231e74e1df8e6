import {
  callsOn,
  hotkeyActions,
  hotkeyLabels,
  isMediaKeyAccelerator,
  keysInWords,
  sameAccelerator,
  type HotkeyAction,
  type HotkeyEntry,
  type HotkeysState,
  type KeyPlatform,
  type Settings,
  type ShownLanguage,
} from '../../../contract'
import { wordsIn } from '../../base/words'
import { hotkeyWords } from './hotkey-words'
import type { PlayerControl } from '../playback'
import { EncoreError } from '../../base/errors'
import type { DesktopEnvironment } from './environment'
import type { HotkeySession } from './hotkey-session'

export { hotkeySession, MEDIA_KEYS_NEED_ACCESS, type HotkeySession } from './hotkey-session'

/**
 * Global hotkeys, decided in core: which accelerators the shell registers (from settings and what the session
 * supports), conflicts between two actions, the state Settings shows beside each hotkey once the shell has
 * reported what registering gave, and what each hotkey does to the player.
 */

export type HotkeySettings = Settings['hotkeys']

export interface HotkeyBinding {
  action: HotkeyAction
  accelerator: string
}

/** Two actions set to the same keys (on a Mac or elsewhere): `action` cannot have what `other` holds. */
export interface HotkeyConflict {
  action: HotkeyAction
  other: HotkeyAction
  /** As `action` spells it. */
  accelerator: string
}

/** Every pair of actions whose keys clash; the later action in `hotkeyActions` order is the one refused. */
export function hotkeyConflicts(hotkeys: HotkeySettings): HotkeyConflict[] {
  const conflicts: HotkeyConflict[] = []
  hotkeyActions.forEach((other, index) => {
    for (const action of hotkeyActions.slice(index + 1)) {
      if (sameAccelerator(hotkeys[other], hotkeys[action])) {
        conflicts.push({ action, other, accelerator: hotkeys[action] })
      }
    }
  })
  return conflicts
}

const samePair = (a: HotkeyConflict, b: HotkeyConflict) =>
  (a.action === b.action && a.other === b.other) || (a.action === b.other && a.other === b.action)

/**
 * A conflict a change brings in (one that was not there before), told from the side of the action that
 * changed: `settings.update` refuses it. Conflicts a hand-edited file already had do not block unrelated
 * changes; the plan below reports them.
 */
export function introducedHotkeyConflict(
  next: HotkeySettings,
  previous: HotkeySettings,
): HotkeyConflict | null {
  const before = hotkeyConflicts(previous)
  const found = hotkeyConflicts(next).find((conflict) => !before.some((old) => samePair(old, conflict)))
  if (!found) return null
  const changed = (action: HotkeyAction) => next[action] !== previous[action]
  return changed(found.other) && !changed(found.action)
    ? { action: found.other, other: found.action, accelerator: next[found.other] }
    : found
}

/**
 * The refusal of `settings.update` for a conflict: names both actions and the keys, as Settings shows them
 * on this platform (Ctrl+Alt+↑, ⌃⌥↑, "Play/Pause key"); `details.accelerator` keeps the setting's spelling.
 */
export function hotkeyConflictError(
  conflict: HotkeyConflict,
  platform: KeyPlatform,
  language: ShownLanguage = 'en',
): EncoreError {
  const action = hotkeyLabels[conflict.action]
  const other = hotkeyLabels[conflict.other]
  return new EncoreError(
    'INVALID_INPUT',
    wordsIn(hotkeyWords, language)('entry.refused', {
      action,
      other,
      keys: keysInWords(conflict.accelerator, platform),
    }),
    {
      reason: 'HOTKEY_CONFLICT',
      actions: [conflict.action, conflict.other],
      accelerator: conflict.accelerator,
      path: `hotkeys.${conflict.action}`,
    },
  )
}

export interface HotkeyPlan {
  /** What the shell registers, in this order; the first of two clashing actions wins. */
  register: HotkeyBinding[]
  /** Every action with its state before the shell reports: `pending` for those it registers. */
  entries: HotkeyEntry[]
}

/** Which accelerators to register, and why each other action is not registered. */
export function hotkeyPlan(
  hotkeys: HotkeySettings,
  session: HotkeySession,
  language: ShownLanguage = 'en',
): HotkeyPlan {
  const say = wordsIn(hotkeyWords, language)
  const register: HotkeyBinding[] = []
  const entries = hotkeyActions.map((action): HotkeyEntry => {
    const accelerator = hotkeys[action]
    const entry = (result: HotkeyEntry['result'], message: string | null = null): HotkeyEntry => ({
      action,
      accelerator,
      result,
      message,
    })
    if (!hotkeys.enabled) return entry('off', say('entry.off'))
    if (!accelerator) return entry('off')
    if (session.mediaKeysViaMpris && isMediaKeyAccelerator(accelerator)) {
      return entry('media-controls', say('entry.mediaControls'))
    }
    if (session.mediaKeysNeedAccess && isMediaKeyAccelerator(accelerator)) {
      return entry('needs-access', say('entry.needsAccess'))
    }
    if (session.mechanism === 'none') return entry('unsupported', say('entry.unsupported'))
    const earlier = register.find((binding) => sameAccelerator(binding.accelerator, accelerator))
    if (earlier) {
      return entry('conflict', say('entry.conflict', { other: hotkeyLabels[earlier.action] }))
    }
    register.push({ action, accelerator })
    return entry('pending')
  })
  return { register, entries }
}

/** What registering one binding gave, as the shell reports it. */
export interface HotkeyRegistration extends HotkeyBinding {
  registered: boolean
}

/**
 * The hotkey state for Settings: the plan, with each registered binding's real result. Keys another app holds
 * are named in `platform`'s words, as Settings shows them.
 */
export function hotkeysState(
  hotkeys: HotkeySettings,
  session: HotkeySession,
  reported: readonly HotkeyRegistration[] | null,
  platform: KeyPlatform,
  language: ShownLanguage = 'en',
): HotkeysState {
  const plan = hotkeyPlan(hotkeys, session, language)
  const entries = plan.entries.map((entry): HotkeyEntry => {
    if (entry.result !== 'pending' || !reported) return entry
    const outcome = reported.find(
      (registration) =>
        registration.action === entry.action && registration.accelerator === entry.accelerator,
    )
    if (!outcome) return entry
    if (outcome.registered) return { ...entry, message: null, result: 'registered' }
    return {
      ...entry,
      result: 'taken',
      message: wordsIn(hotkeyWords, language)('entry.taken', {
        keys: keysInWords(entry.accelerator, platform),
      }),
    }
  })
  return { enabled: hotkeys.enabled, mechanism: session.mechanism, support: session.support, entries }
}

/** Whether two plans register the same accelerators for the same actions (the shell re-registers if not). */
export function samePlan(a: readonly HotkeyBinding[], b: readonly HotkeyBinding[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (binding, index) =>
        binding.action === b[index]?.action && binding.accelerator === b[index]?.accelerator,
    )
  )
}

export type HotkeyPlaybackApi = Pick<PlayerControl, 'run'>

/** The player's command each hotkey runs (the command table's; the mini player's is the shell's). */
export const hotkeyPlayerCalls = callsOn('hotkey')

/**
 * Runs what a hotkey does: its player command through the one dispatcher (`PlayerControl.run`, which
 * decides steps and toggles from the player as it is now and says a refusal as a notice), or the mini player
 * through the shell.
 */
export async function runHotkeyAction(
  action: HotkeyAction,
  deps: { playback: HotkeyPlaybackApi; toggleMiniPlayer: () => void },
): Promise<void> {
  if (action === 'toggleMiniPlayer') return deps.toggleMiniPlayer()
  await deps.playback.run(hotkeyPlayerCalls[action])
}

/**
 * The `enable-features` value that turns on Chromium's GlobalShortcuts portal, for an Electron that needs the
 * switch on a Linux Wayland session; null when none is needed. Electron has supported the portal since 35
 * behind `--enable-features=GlobalShortcutsPortal` (electron/electron#45171, and the note in
 * docs/api/global-shortcut.md of those versions). From Electron 45 (and 43.2 by backport) Electron turns on
 * both `GlobalShortcutsPortal` and `GlobalShortcutsPortalPreferredTrigger` itself on Linux
 * (electron/electron#52221; docs/api/global-shortcut.md, "Usage on Linux": "no feature flags are needed —
 * including on GNOME"), so Encore's Electron 45 needs none. Chromium reads only the last `--enable-features`,
 * so features the user already passed are kept in the value.
 */
export function globalShortcutsPortalSwitch(
  electronVersion: string,
  environment: DesktopEnvironment,
  existingFeatures: string,
): string | null {
  if (environment.platform !== 'linux' || environment.sessionType !== 'wayland') return null
  const [major = 0, minor = 0] = electronVersion.split('.').map((part) => Number.parseInt(part, 10) || 0)
  const builtIn = major >= 45 || (major === 43 && minor >= 2)
  if (builtIn || major < 35) return null
  const features = existingFeatures
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (features.includes('GlobalShortcutsPortal')) return null
  return [...features, 'GlobalShortcutsPortal'].join(',')
}
