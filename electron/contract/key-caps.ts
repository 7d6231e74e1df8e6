import { canonicalModifier, type ModifierKey } from './accelerator'

/**
 * Hotkeys as people read them on their own keyboard: the settings keep Electron accelerators
 * (`CommandOrControl+Alt+Up`, `MediaPlayPause`); the page shows key caps in the platform's words (Ctrl+Alt+↑
 * on Linux and Windows, ⌃⌥↑ and ⌘ on macOS, "Play/Pause key") and gives screen readers the keys' names. Core
 * says keys the same way in its messages (a hotkey conflict, keys another app holds), so both live here.
 */

export type KeyPlatform = 'mac' | 'windows' | 'linux'

export interface KeyCap {
  /** What the cap shows: `Ctrl`, `⌥`, `↑`, `Play/Pause key`. */
  label: string
  /** How it is said: `Control`, `Option`, `Up arrow`. */
  spoken: string
}

/** The platform of a Node process (`process.platform`), as key caps tell platforms apart. */
export function keyPlatformOf(platform: string): KeyPlatform {
  if (platform === 'darwin') return 'mac'
  if (platform === 'win32') return 'windows'
  return 'linux'
}

/** Modifiers in the order each platform writes them (Apple: ⌃⌥⇧⌘). */
const modifierOrder: Record<KeyPlatform, ModifierKey[]> = {
  mac: ['Control', 'Alt', 'Shift', 'Command'],
  windows: ['Control', 'Alt', 'AltGr', 'Shift', 'Super'],
  linux: ['Control', 'Alt', 'AltGr', 'Shift', 'Super'],
}

const macModifiers: Record<ModifierKey, KeyCap> = {
  Control: { label: '⌃', spoken: 'Control' },
  Alt: { label: '⌥', spoken: 'Option' },
  AltGr: { label: '⌥', spoken: 'Option' },
  Shift: { label: '⇧', spoken: 'Shift' },
  Command: { label: '⌘', spoken: 'Command' },
  Super: { label: '⌘', spoken: 'Command' },
}
const pcModifiers = (platform: 'windows' | 'linux'): Record<ModifierKey, KeyCap> => ({
  Control: { label: 'Ctrl', spoken: 'Control' },
  Alt: { label: 'Alt', spoken: 'Alt' },
  AltGr: { label: 'AltGr', spoken: 'Alt Graph' },
  Shift: { label: 'Shift', spoken: 'Shift' },
  Command: { label: 'Ctrl', spoken: 'Control' },
  Super: platform === 'windows' ? { label: 'Win', spoken: 'Windows' } : { label: 'Super', spoken: 'Super' },
})

/** Keys that stand alone and are named, not drawn. */
const mediaKeys: Record<string, string> = {
  mediaplaypause: 'Play/Pause key',
  medianexttrack: 'Next track key',
  mediaprevioustrack: 'Previous track key',
  mediastop: 'Stop key',
  volumeup: 'Volume up key',
  volumedown: 'Volume down key',
  volumemute: 'Mute key',
}

const arrows: Record<string, KeyCap> = {
  up: { label: '↑', spoken: 'Up arrow' },
  down: { label: '↓', spoken: 'Down arrow' },
  left: { label: '←', spoken: 'Left arrow' },
  right: { label: '→', spoken: 'Right arrow' },
}

function keyOf(word: string, platform: KeyPlatform): KeyCap {
  const lower = word.toLowerCase()
  const media = mediaKeys[lower]
  if (media) return { label: media, spoken: media }
  const arrow = arrows[lower]
  if (arrow) return arrow
  const mac = platform === 'mac'
  const named: Record<string, KeyCap> = {
    space: { label: 'Space', spoken: 'Space' },
    plus: { label: '+', spoken: 'Plus' },
    return: mac ? { label: '↩', spoken: 'Return' } : { label: 'Enter', spoken: 'Enter' },
    enter: mac ? { label: '↩', spoken: 'Return' } : { label: 'Enter', spoken: 'Enter' },
    escape: { label: 'Esc', spoken: 'Escape' },
    esc: { label: 'Esc', spoken: 'Escape' },
    tab: mac ? { label: '⇥', spoken: 'Tab' } : { label: 'Tab', spoken: 'Tab' },
    backspace: mac ? { label: '⌫', spoken: 'Delete' } : { label: 'Backspace', spoken: 'Backspace' },
    delete: mac ? { label: '⌦', spoken: 'Forward delete' } : { label: 'Delete', spoken: 'Delete' },
    pageup: { label: 'Page Up', spoken: 'Page up' },
    pagedown: { label: 'Page Down', spoken: 'Page down' },
  }
  return named[lower] ?? { label: word.length === 1 ? word.toUpperCase() : word, spoken: word }
}

/** The caps of an accelerator, modifiers first in the platform's order; empty for none. */
export function keyCaps(accelerator: string, platform: KeyPlatform): KeyCap[] {
  if (!accelerator.trim()) return []
  // `+` is both the separator and a key: "Ctrl++" ends with the key "+".
  const words = accelerator.endsWith('++')
    ? [...accelerator.slice(0, -2).split('+'), 'Plus']
    : accelerator.split('+')
  const family = platform === 'mac' ? 'mac' : 'other'
  const held = new Set<ModifierKey>()
  const keys: KeyCap[] = []
  for (const word of words.filter(Boolean)) {
    const modifier = canonicalModifier(word, family)
    if (modifier) held.add(modifier)
    else keys.push(keyOf(word, platform))
  }
  const names = platform === 'mac' ? macModifiers : pcModifiers(platform)
  const modifiers = modifierOrder[platform].filter((modifier) => held.has(modifier))
  return [...modifiers.map((modifier) => names[modifier]), ...keys]
}

/** Caps as one line: `Ctrl+Alt+↑` on Linux and Windows, `⌃⌥↑` on macOS; empty for none. */
export const capsInWords = (caps: readonly KeyCap[], platform: KeyPlatform): string =>
  caps.map((cap) => cap.label).join(platform === 'mac' ? '' : '+')

/** Caps as a screen reader says them: "Control Alt Up arrow". */
export const capsSpoken = (caps: readonly KeyCap[]): string => caps.map((cap) => cap.spoken).join(' ')

/** The hotkey as one line, in English (core's messages). */
export const keysInWords = (accelerator: string, platform: KeyPlatform): string =>
  capsInWords(keyCaps(accelerator, platform), platform)

/** The hotkey as a screen reader says it, in English. */
export const keysSpoken = (accelerator: string, platform: KeyPlatform): string =>
  capsSpoken(keyCaps(accelerator, platform))
