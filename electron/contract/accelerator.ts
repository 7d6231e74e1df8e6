/**
 * Electron accelerators as Settings records and compares them. Pure, so the page can record a hotkey from the
 * keys pressed and core can compare two hotkeys with the same rules.
 */

/** What a key press gives the recorder: the fields of a DOM `KeyboardEvent` it reads. */
export interface KeyPress {
  key: string
  code: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

export type RecordedHotkey =
  /** A complete hotkey, in the form the settings keep (`CommandOrControl+Alt+P`). */
  | { kind: 'accelerator'; accelerator: string }
  /** Only modifiers so far: keep listening. */
  | { kind: 'pending' }
  /** Backspace or Delete alone: the user wants no hotkey for this action. */
  | { kind: 'clear' }
  /** Escape alone: stop recording and keep the old hotkey. */
  | { kind: 'cancel' }
  /** Not usable as a global hotkey, and why (the page says it in the person's language); `key`: the key named. */
  | { kind: 'refused'; refusal: HotkeyRefusal; key?: string }

/**
 * Why a key press cannot be a global hotkey: a media key with a modifier, a number-pad key, a key Electron
 * cannot name (`key` when the browser named it), no modifier but a function or media key, Shift alone.
 */
export type HotkeyRefusal =
  'mediaWithModifier' | 'numberPad' | 'notAKey' | 'unknownKey' | 'needsModifier' | 'shiftAlone'

/** macOS names its modifiers differently and has Command beside Control. */
export type KeyboardFamily = 'mac' | 'other'

const modifierCodes = new Set([
  'ControlLeft',
  'ControlRight',
  'MetaLeft',
  'MetaRight',
  'OSLeft',
  'OSRight',
  'AltLeft',
  'AltRight',
  'ShiftLeft',
  'ShiftRight',
  'CapsLock',
  'Fn',
  'FnLock',
])
const modifierKeys = new Set(['Control', 'Meta', 'OS', 'Alt', 'AltGraph', 'Shift', 'Super', 'Hyper', 'Fn'])

const namedCodes: Record<string, string> = {
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Space: 'Space',
  Tab: 'Tab',
  Enter: 'Enter',
  NumpadEnter: 'Enter',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Escape: 'Escape',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backquote: '`',
}

/** Media keys by `key` (and `code`, which browsers name differently): they stand alone, without modifiers. */
const mediaKeys: Record<string, string> = {
  MediaPlayPause: 'MediaPlayPause',
  MediaTrackNext: 'MediaNextTrack',
  MediaNextTrack: 'MediaNextTrack',
  MediaTrackPrevious: 'MediaPreviousTrack',
  MediaPreviousTrack: 'MediaPreviousTrack',
  MediaStop: 'MediaStop',
  AudioVolumeUp: 'VolumeUp',
  AudioVolumeDown: 'VolumeDown',
  AudioVolumeMute: 'VolumeMute',
}

const MEDIA_ACCELERATORS = new Set(Object.values(mediaKeys))

/** True for `MediaPlayPause`, `MediaNextTrack`, … and the volume keys: keys that never take modifiers. */
export function isMediaKeyAccelerator(accelerator: string): boolean {
  return MEDIA_ACCELERATORS.has(accelerator)
}

/** The key part of an accelerator for a physical key (`code`), layout-independent; undefined if none. */
function keyOfCode(code: string): string | undefined {
  const letter = /^Key([A-Z])$/.exec(code)
  if (letter) return letter[1]
  const digit = /^Digit([0-9])$/.exec(code)
  if (digit) return digit[1]
  const fn = /^F([1-9]|1[0-9]|2[0-4])$/.exec(code)
  if (fn) return code
  return namedCodes[code]
}

/**
 * Turns a key press into an Electron accelerator, or says why it cannot be one. The key is read from the
 * physical key (`code`), so Alt+P on a Mac (which types π) still records `Alt+P`. On a Mac, Command records
 * as `CommandOrControl` (and Control as `Control`); elsewhere Control records as `CommandOrControl`, so a
 * hotkey set on one system means the same keys on the other.
 */
export function acceleratorFromKeys(press: KeyPress, family: KeyboardFamily): RecordedHotkey {
  if (modifierCodes.has(press.code) || modifierKeys.has(press.key)) return { kind: 'pending' }
  const anyModifier = press.ctrlKey || press.metaKey || press.altKey || press.shiftKey

  const media = mediaKeys[press.key] ?? mediaKeys[press.code]
  if (media) {
    return anyModifier
      ? { kind: 'refused', refusal: 'mediaWithModifier' }
      : { kind: 'accelerator', accelerator: media }
  }
  if (!anyModifier && press.code === 'Escape') return { kind: 'cancel' }
  if (!anyModifier && (press.code === 'Backspace' || press.code === 'Delete')) return { kind: 'clear' }
  if (/^Numpad/.test(press.code) && press.code !== 'NumpadEnter') {
    return { kind: 'refused', refusal: 'numberPad' }
  }
  const key = keyOfCode(press.code)
  if (!key) {
    return press.key && press.key !== 'Unidentified'
      ? { kind: 'refused', refusal: 'notAKey', key: press.key }
      : { kind: 'refused', refusal: 'unknownKey' }
  }

  const modifiers: string[] = []
  if (family === 'mac') {
    if (press.metaKey) modifiers.push('CommandOrControl')
    if (press.ctrlKey) modifiers.push('Control')
  } else {
    if (press.ctrlKey) modifiers.push('CommandOrControl')
  }
  if (press.altKey) modifiers.push('Alt')
  if (press.shiftKey) modifiers.push('Shift')
  if (family !== 'mac' && press.metaKey) modifiers.push('Super')

  const functionKey = /^F\d+$/.test(key)
  if (!modifiers.length && !functionKey) {
    return { kind: 'refused', refusal: 'needsModifier' }
  }
  if (modifiers.length === 1 && modifiers[0] === 'Shift' && !functionKey) {
    return { kind: 'refused', refusal: 'shiftAlone', key }
  }
  return { kind: 'accelerator', accelerator: [...modifiers, key].join('+') }
}

const modifierOrder = ['Command', 'Control', 'Alt', 'AltGr', 'Shift', 'Super'] as const
/** A modifier key as Electron means it on one keyboard family. */
export type ModifierKey = (typeof modifierOrder)[number]

/** One modifier's meaning on a keyboard family; undefined when the word is not a modifier. */
export function canonicalModifier(word: string, family: KeyboardFamily): ModifierKey | undefined {
  switch (word.toLowerCase()) {
    case 'commandorcontrol':
    case 'cmdorctrl':
      return family === 'mac' ? 'Command' : 'Control'
    case 'command':
    case 'cmd':
    case 'super':
    case 'meta':
      // Electron maps these to the Command key on a Mac and to the Windows/Super key elsewhere.
      return family === 'mac' ? 'Command' : 'Super'
    case 'control':
    case 'ctrl':
      return 'Control'
    case 'alt':
    case 'option':
      return 'Alt'
    case 'altgr':
      return 'AltGr'
    case 'shift':
      return 'Shift'
    default:
      return undefined
  }
}

const keyAliases: Record<string, string> = { return: 'Enter', esc: 'Escape', plus: '+' }

/**
 * The keys an accelerator stands for on one keyboard family, as one string (`Control+Alt+P`), so that
 * `CmdOrCtrl+Alt+p` and `Ctrl+Alt+P` compare equal on Linux and Windows. Empty for "no hotkey".
 */
export function canonicalAccelerator(accelerator: string, family: KeyboardFamily): string {
  const words = accelerator.split(/\+(?!$)/).filter(Boolean)
  if (!words.length) return ''
  const key = words.at(-1)!
  const modifiers = new Set<string>()
  for (const word of words.slice(0, -1)) {
    const modifier = canonicalModifier(word, family)
    modifiers.add(modifier ?? word)
  }
  const ordered = [...modifiers].sort(
    (a, b) =>
      modifierOrder.indexOf(a as (typeof modifierOrder)[number]) -
      modifierOrder.indexOf(b as (typeof modifierOrder)[number]),
  )
  const canonicalKey = keyAliases[key.toLowerCase()] ?? (key.length === 1 ? key.toUpperCase() : key)
  return [...ordered, canonicalKey].join('+')
}

/** Whether two accelerators are the same keys on a Mac or on another system (either would clash there). */
export function sameAccelerator(a: string, b: string): boolean {
  if (!a || !b) return false
  return (['mac', 'other'] as const).some(
    (family) => canonicalAccelerator(a, family) === canonicalAccelerator(b, family),
  )
}
