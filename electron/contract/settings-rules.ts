import { bindingsOn, type SurfaceName } from './command-surfaces'
import type { Binding } from './player-command-table'
import type { PlayerCommandId } from './player-command-words'

/**
 * The rules of the settings as plain functions and constants, with no schema library: the page checks what a
 * person types with them, and the schemas in settings.ts are built from the same rules.
 */

/** A Spotify Client ID: 32 hexadecimal characters, as the developer dashboard shows it. */
export const CLIENT_ID_PATTERN = /^[0-9a-f]{32}$/
export const CLIENT_ID_RULE = 'A Client ID is 32 characters, each 0–9 or a–f (copy it from your app’s page).'

export const LOOPBACK_HOST = '127.0.0.1'
export const CALLBACK_PATH = '/callback'

/** The redirect URI to register: with the fixed port, or without a port (any port is then accepted). */
export function loopbackRedirectUri(port: number | null): string {
  return port === null
    ? `http://${LOOPBACK_HOST}${CALLBACK_PATH}`
    : `http://${LOOPBACK_HOST}:${port}${CALLBACK_PATH}`
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === '[::1]'
}

export const SERVICE_URL_MAX = 300
export const SERVICE_URL_RULE =
  'Enter an https:// URL (or http:// on 127.0.0.1), without a query or credentials.'
export const API_URL_RULE = 'The API base URL ends with /v1.'

/** A service base URL: https, or http on a loopback IP literal (a local service speaking the same API). */
export function isServiceUrl(value: string): boolean {
  try {
    const url = new URL(value)
    if (url.username || url.password || url.search || url.hash) return false
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
  } catch {
    return false
  }
}

export const isApiUrl = (value: string): boolean => isServiceUrl(value) && /\/v1\/?$/.test(value)

/** Why a service URL is refused, by name: the page says it in the person's language. */
export type ServiceUrlFailure = 'tooLong' | 'notService' | 'notApi'

/** Why a service URL is not accepted, or null when it is. */
export function serviceUrlFailure(raw: string): ServiceUrlFailure | null {
  const value = raw.trim()
  if (value.length > SERVICE_URL_MAX) return 'tooLong'
  return isServiceUrl(value) ? null : 'notService'
}

/** The same for the API base URL, which also ends in the version segment. */
export function apiUrlFailure(raw: string): ServiceUrlFailure | null {
  return serviceUrlFailure(raw) ?? (/\/v1\/?$/.test(raw.trim()) ? null : 'notApi')
}

const key =
  "(?:[A-Z0-9]|F(?:[1-9]|1[0-9]|2[0-4])|Space|Tab|Backspace|Delete|Insert|Return|Enter|Up|Down|Left|Right|Home|End|PageUp|PageDown|Escape|Esc|Plus|VolumeUp|VolumeDown|VolumeMute|MediaNextTrack|MediaPreviousTrack|MediaStop|MediaPlayPause|[,./;'\\[\\]\\\\`=-])"
const modifier = '(?:CommandOrControl|CmdOrCtrl|Command|Cmd|Control|Ctrl|Alt|Option|AltGr|Shift|Super|Meta)'
/** An Electron accelerator: modifiers and one key joined by +. */
export const ACCELERATOR_PATTERN = new RegExp(`^(?:${modifier}\\+)*${key}$`)
export const ACCELERATOR_MAX = 80
export const ACCELERATOR_RULE =
  'A hotkey is modifiers and one key joined by +, such as CommandOrControl+Alt+P.'

/** Why a hotkey is not an accelerator (empty means "no hotkey"), or null when it is. */
export function acceleratorProblem(value: string): string | null {
  if (value.length > ACCELERATOR_MAX) return 'A hotkey is at most 80 characters.'
  return value === '' || ACCELERATOR_PATTERN.test(value) ? null : ACCELERATOR_RULE
}

/** The mini player's hotkey: the shell's, not the player's (the others are the command table's). */
export const MINI_PLAYER_HOTKEY = {
  name: 'toggleMiniPlayer',
  keys: 'CommandOrControl+Alt+M',
  words: 'Show or hide the mini player',
  cli: 'mini',
} as const

/** A hotkey's setting: a player command's (the command table's `hotkey` names), or the mini player's. */
export type HotkeyAction = SurfaceName<'hotkey'> | typeof MINI_PLAYER_HOTKEY.name

/** Each hotkey as Settings lists it: its setting's key, default keys, words and command line. */
export const hotkeyBindings: readonly (Pick<Binding<PlayerCommandId>, 'keys' | 'words' | 'cli'> & {
  name: HotkeyAction
})[] = [
  ...bindingsOn('hotkey').map((binding) => ({ ...binding, name: binding.name as HotkeyAction })),
  MINI_PLAYER_HOTKEY,
]

/** The hotkeys' setting keys (stored in settings.json: kept as they were), in the order Settings lists them. */
export const hotkeyActions = hotkeyBindings.map((binding) => binding.name) as [
  HotkeyAction,
  ...HotkeyAction[],
]

const byHotkey = <T>(value: (binding: (typeof hotkeyBindings)[number]) => T) =>
  Object.fromEntries(hotkeyBindings.map((binding) => [binding.name, value(binding)])) as Record<
    HotkeyAction,
    T
  >

/** What each hotkey does, in the words Settings, the hotkey state and conflict messages use. */
export const hotkeyLabels: Record<HotkeyAction, string> = byHotkey((binding) => binding.words ?? '')

/** Each hotkey's keys in a fresh install. */
export const hotkeyDefaults: Record<HotkeyAction, string> = byHotkey((binding) => binding.keys ?? '')

/** The command line's arguments that do what each hotkey does (the parser is tested against every one). */
export const hotkeyCommands: Readonly<Record<HotkeyAction, string>> = byHotkey((binding) => binding.cli ?? '')

export const themes = ['system', 'dark', 'light'] as const
export const miniPlayerSizeNames = ['compact', 'regular', 'large'] as const
export const miniPlayerPlacements = ['popover', 'floating'] as const

/** Whole-number settings: their range. */
export const numberSettings = {
  pausedSeconds: { min: 5, max: 600 },
  hiddenSeconds: { min: 10, max: 3600 },
  per30Seconds: { min: 10, max: 1000 },
  perDay: { min: 100, max: 100_000 },
} as const

/** Why a number is not a whole number within `range`, by name (the page says it in the person's language), or null. */
export function wholeNumberFailure(
  value: number,
  range: { min: number; max: number },
): 'notWhole' | 'outOfRange' | null {
  if (!Number.isFinite(value) || !Number.isInteger(value)) return 'notWhole'
  if (value < range.min || value > range.max) return 'outOfRange'
  return null
}
