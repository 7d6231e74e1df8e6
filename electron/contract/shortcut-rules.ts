import type { KeyPress } from './accelerator'
import { keyCaps, keysInWords, keysSpoken, type KeyPlatform } from './key-caps'
import { playerCommandTitles, type PlayerCommandCall } from './player-command-words'
import { hotkeyLabels } from './settings-rules'

/**
 * The main window's keyboard shortcuts, as in Spotify's desktop app: one table (command id, keys, words) from
 * which the page both acts on a key press and lists the keys in its "Keyboard shortcuts" sheet. Keys are written
 * as Electron accelerators, so `CommandOrControl` is Ctrl on Linux and Windows and ⌘ on macOS, and the key caps
 * are the same the hotkeys show. Where the palette has the command, the words are the palette's (`commandWords`).
 */

/**
 * The words of the player's commands, said the same by the palette and the shortcuts sheet: the player's
 * command titles (player-command-words.ts); a step's words say which way it goes.
 */
export const commandWords = {
  'player:play-pause': playerCommandTitles['player.toggle'],
  'player:next': playerCommandTitles['player.next'],
  'player:previous': playerCommandTitles['player.previous'],
  'player:shuffle': playerCommandTitles['player.toggleShuffle'],
  'player:repeat': playerCommandTitles['player.cycleRepeat'],
  'player:like': playerCommandTitles['player.toggleSaved'],
  'player:volume-up': hotkeyLabels.volumeUp,
  'player:volume-down': hotkeyLabels.volumeDown,
  'player:mute': playerCommandTitles['player.toggleMute'],
  'player:seek-forward': hotkeyLabels.seekForward,
  'player:seek-back': hotkeyLabels.seekBackward,
  'go:search': 'Search',
  'list:filter': 'Filter the list',
  'edit:undo': 'Undo the last change',
  'edit:redo': 'Redo what was undone',
  palette: 'Command palette',
  shortcuts: 'Keyboard shortcuts',
} as const

export type ShortcutCommand = keyof typeof commandWords

/** How far a seek shortcut moves, and how much a volume shortcut changes (as the hotkeys do). */
const SEEK_STEP_MS = 10_000
const VOLUME_STEP_PERCENT = 5

/** The player's command each player shortcut runs, by the registry's id. */
export const shortcutPlayerCalls = {
  'player:play-pause': { id: 'player.toggle' },
  'player:next': { id: 'player.next' },
  'player:previous': { id: 'player.previous' },
  'player:shuffle': { id: 'player.toggleShuffle' },
  'player:repeat': { id: 'player.cycleRepeat' },
  'player:like': { id: 'player.toggleSaved' },
  'player:volume-up': { id: 'player.volumeBy', args: { delta: VOLUME_STEP_PERCENT } },
  'player:volume-down': { id: 'player.volumeBy', args: { delta: -VOLUME_STEP_PERCENT } },
  'player:mute': { id: 'player.toggleMute' },
  'player:seek-forward': { id: 'player.seekBy', args: { deltaMs: SEEK_STEP_MS } },
  'player:seek-back': { id: 'player.seekBy', args: { deltaMs: -SEEK_STEP_MS } },
} as const satisfies Partial<Record<ShortcutCommand, PlayerCommandCall>>

export interface PageShortcut {
  command: ShortcutCommand
  /** An Electron accelerator: `CommandOrControl+Right`, `Alt+Shift+B`, `?`. */
  keys: string
  /** Held down, it acts again (volume and seeking); every other shortcut acts once a press. */
  repeats?: boolean
}

/** Spotify's desktop shortcuts that Encore's main window answers, in the order the sheet lists them. */
export const pageShortcuts: readonly PageShortcut[] = [
  { command: 'player:play-pause', keys: 'Space' },
  { command: 'player:next', keys: 'CommandOrControl+Right' },
  { command: 'player:previous', keys: 'CommandOrControl+Left' },
  { command: 'player:seek-forward', keys: 'Shift+Right', repeats: true },
  { command: 'player:seek-back', keys: 'Shift+Left', repeats: true },
  { command: 'player:volume-up', keys: 'CommandOrControl+Up', repeats: true },
  { command: 'player:volume-down', keys: 'CommandOrControl+Down', repeats: true },
  // Spotify's desktop app once had it so; back to the last volume heard is core's to know.
  { command: 'player:mute', keys: 'CommandOrControl+Shift+Down' },
  { command: 'player:shuffle', keys: 'CommandOrControl+S' },
  { command: 'player:repeat', keys: 'CommandOrControl+R' },
  { command: 'player:like', keys: 'Alt+Shift+B' },
  { command: 'go:search', keys: 'CommandOrControl+L' },
  { command: 'list:filter', keys: 'CommandOrControl+F' },
  { command: 'edit:undo', keys: 'CommandOrControl+Z' },
  { command: 'edit:redo', keys: 'CommandOrControl+Shift+Z' },
  { command: 'palette', keys: 'CommandOrControl+K' },
  { command: 'shortcuts', keys: '?' },
]

/** One line of the sheet: what it does and its keys, drawn and spoken in the platform's words. */
export interface ShortcutLine {
  command: ShortcutCommand
  words: string
  keys: string[]
  spoken: string
  inWords: string
}

/** The sheet's lines for `platform`: Ctrl+→ on Linux and Windows, ⌘→ on macOS. */
export function shortcutLines(platform: KeyPlatform): ShortcutLine[] {
  return pageShortcuts.map(({ command, keys }) => ({
    command,
    words: commandWords[command],
    keys: keyCaps(keys, platform).map((cap) => cap.label),
    spoken: keysSpoken(keys, platform),
    inWords: keysInWords(keys, platform),
  }))
}

/** What the shortcut matcher reads of a DOM `KeyboardEvent`. */
export interface ShortcutPress extends KeyPress {
  repeat?: boolean
}

const arrowKeys: Record<string, string> = {
  Right: 'ArrowRight',
  Left: 'ArrowLeft',
  Up: 'ArrowUp',
  Down: 'ArrowDown',
}

function sameKey(word: string, press: ShortcutPress): boolean {
  const arrow = arrowKeys[word]
  if (arrow) return press.key === arrow
  if (word === 'Space') return press.key === ' ' || press.code === 'Space'
  if (/^[A-Z]$/.test(word)) {
    // The letter as typed where it is one (other layouts), else where it sits (Option+Shift+B types "ı" on a Mac).
    return /^[a-z]$/i.test(press.key) ? press.key.toUpperCase() === word : press.code === `Key${word}`
  }
  return press.key === word
}

function matches(keys: string, press: ShortcutPress, platform: KeyPlatform): boolean {
  const words = keys.split('+')
  const key = words[words.length - 1]!
  const held = new Set(words.slice(0, -1))
  const mac = platform === 'mac'
  const primary = mac ? press.metaKey : press.ctrlKey
  const other = mac ? press.ctrlKey : press.metaKey
  if (other || primary !== held.has('CommandOrControl') || press.altKey !== held.has('Alt')) return false
  // A typed symbol ("?") needs Shift on most layouts: it is part of the character, not a modifier to check.
  const symbol = key.length === 1 && !/^[A-Z]$/.test(key)
  if (!symbol && press.shiftKey !== held.has('Shift')) return false
  return sameKey(key, press)
}

/** The shortcut a key press gives on `platform`, or null; a held key repeats only volume and seeking. */
export function shortcutOf(press: ShortcutPress, platform: KeyPlatform): PageShortcut | null {
  const found = pageShortcuts.find((shortcut) => matches(shortcut.keys, press, platform)) ?? null
  if (found && press.repeat && !found.repeats) return null
  return found
}
