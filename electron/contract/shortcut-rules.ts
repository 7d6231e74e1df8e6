import type { KeyPress } from './accelerator'
import { keyCaps, keysInWords, keysSpoken, type KeyPlatform } from './key-caps'
import { bindingsOn, callsOn, playerCommandTitles, type SurfaceName } from './command-surfaces'

/**
 * The main window's keyboard shortcuts, as in Spotify's desktop app: one table (command, keys, words) from
 * which the page both acts on a key press and lists the keys in its "Keyboard shortcuts" sheet. Keys are written
 * as Electron accelerators, so `CommandOrControl` is Ctrl on Linux and Windows and ⌘ on macOS, and the key caps
 * are the same the hotkeys show. The player's shortcuts (their names, keys and commands) are the command
 * table's `shortcut` bindings (player-command-table.ts); the page's own are here.
 */

const playerShortcuts = bindingsOn('shortcut')

/** The page's commands that are not the player's, with their words. */
const pageCommandWords = {
  'go:search': 'Search',
  'list:filter': 'Filter the list',
  'edit:undo': 'Undo the last change',
  'edit:redo': 'Redo what was undone',
  palette: 'Command palette',
  shortcuts: 'Keyboard shortcuts',
} as const

export type ShortcutCommand = SurfaceName<'shortcut'> | keyof typeof pageCommandWords

/**
 * The words of the page's commands, said the same by the palette and the shortcuts sheet: a player command's
 * title (a step's words say which way it goes), then the page's own.
 */
export const commandWords: Readonly<Record<ShortcutCommand, string>> = {
  ...(Object.fromEntries(
    playerShortcuts.map((binding) => [binding.name, binding.words ?? playerCommandTitles[binding.id]]),
  ) as Record<SurfaceName<'shortcut'>, string>),
  ...pageCommandWords,
}

/** The player's command each player shortcut runs (the command table's). */
export const shortcutPlayerCalls = callsOn('shortcut')

export interface PageShortcut {
  command: ShortcutCommand
  /** An Electron accelerator: `CommandOrControl+Right`, `Alt+Shift+B`, `?`. */
  keys: string
  /** Held down, it acts again (volume and seeking); every other shortcut acts once a press. */
  repeats?: boolean
}

const pageOnlyShortcuts: readonly PageShortcut[] = [
  { command: 'go:search', keys: 'CommandOrControl+L' },
  { command: 'list:filter', keys: 'CommandOrControl+F' },
  { command: 'edit:undo', keys: 'CommandOrControl+Z' },
  { command: 'edit:redo', keys: 'CommandOrControl+Shift+Z' },
  { command: 'palette', keys: 'CommandOrControl+K' },
  { command: 'shortcuts', keys: '?' },
]

/** The order the sheet lists them in: the transport, moving, the volume, the modes, then the page's own. */
const sheetOrder: readonly ShortcutCommand[] = [
  'player:play-pause',
  'player:next',
  'player:previous',
  'player:seek-forward',
  'player:seek-back',
  'player:volume-up',
  'player:volume-down',
  'player:mute',
  'player:shuffle',
  'player:repeat',
  'player:like',
  ...pageOnlyShortcuts.map((shortcut) => shortcut.command),
]

/** Spotify's desktop shortcuts that Encore's main window answers, in the order the sheet lists them. */
export const pageShortcuts: readonly PageShortcut[] = [
  ...playerShortcuts.map((binding): PageShortcut => ({
    command: binding.name as SurfaceName<'shortcut'>,
    keys: binding.keys ?? '',
    ...(binding.repeats ? { repeats: true } : {}),
  })),
  ...pageOnlyShortcuts,
].sort((a, b) => sheetOrder.indexOf(a.command) - sheetOrder.indexOf(b.command))

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
