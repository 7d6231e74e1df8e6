import type { PlayerCommandArgs, PlayerCommandId } from './player-command-words'
import { SKIP_BACK_MS, SKIP_FORWARD_MS } from './spoken-rules'

/**
 * The one table of the player's commands: each command once, with its title, the names of its arguments (their
 * schemas are player-commands.ts, keyed by the same ids), and its name on every surface that runs it. Every
 * surface derives its own table from this one (`callsOn`, `callOn`, `bindingsOn`: command-surfaces.ts): the
 * tray's items, the hotkeys' settings and default keys, MPRIS's methods and properties, the page's media
 * session, the command line's words, the palette, the page's keyboard shortcuts, Soloist's commands. A new
 * command, or a command new to a surface, is one line here. Plain data: the command line's client and the page read it without a
 * schema library. `eslint.command-table.js` refuses a surface that maps its names to commands by itself.
 */

/** How far a seek hotkey or shortcut moves (the command line's `seek +10` says the same). */
export const SEEK_STEP_MS = 10_000
/** How much a volume hotkey or shortcut changes (`volume +5`). */
export const VOLUME_STEP_PERCENT = 5
/** The palette's volume commands move further: one choice from a list should be heard. */
export const PALETTE_VOLUME_STEP_PERCENT = 10

/** The surfaces that run player commands. */
export const commandSurfaces = [
  'cli',
  'tray',
  'hotkey',
  'mpris',
  'mediaSession',
  'soloist',
  'palette',
  'shortcut',
] as const
export type CommandSurface = (typeof commandSurfaces)[number]

/**
 * A command's name on one surface: the name alone, or with the arguments it always gives (`volumeUp` gives
 * +5) and what that surface says of it. Without `args`, a command that takes arguments gets them from the
 * surface's own input (`encore seek 1:30`, MPRIS's SetPosition).
 */
export interface Binding<I extends PlayerCommandId> {
  name: string
  args?: PlayerCommandArgs[I]
  /** The words shown for it there, where they are not the command's title. */
  words?: string
  /** Hotkeys: the default accelerator; shortcuts: the page's keys. */
  keys?: string
  /** Shortcuts: held down, it acts again. */
  repeats?: boolean
  /** Hotkeys: the command line's words that do the same (bound in a desktop's own keyboard settings). */
  cli?: string
  /** Palette: other words it answers to ("skip" for Next). */
  keywords?: string
  /** Palette: found by typing only, not listed while the palette is empty. */
  whenTyped?: boolean
}

export interface CommandEntry<I extends PlayerCommandId> {
  /** The words menus, the palette and the shortcuts sheet show. */
  title: string
  /** The names of its arguments (their schemas: player-commands.ts). */
  takes: readonly (keyof PlayerCommandArgs[I])[]
  cli?: readonly (string | Binding<I>)[]
  tray?: readonly (string | Binding<I>)[]
  hotkey?: readonly Binding<I>[]
  mpris?: readonly (string | Binding<I>)[]
  mediaSession?: readonly (string | Binding<I>)[]
  soloist?: readonly (string | Binding<I>)[]
  palette?: readonly Binding<I>[]
  shortcut?: readonly Binding<I>[]
}

const seconds = (ms: number) => ms / 1000

/** In the order the hotkeys are listed in Settings (an earlier hotkey keeps keys two of them ask for). */
export const playerCommandTable = {
  'player.play': {
    title: 'Play',
    takes: ['uri'],
    cli: ['play'],
    mpris: [{ name: 'Play', args: {} }],
    mediaSession: [{ name: 'play', args: {} }],
    soloist: ['play'],
  },
  'player.pause': {
    title: 'Pause',
    takes: [],
    cli: ['pause'],
    // Stop pauses: a remote cannot unload a device.
    mpris: ['Pause', 'Stop'],
    mediaSession: ['pause'],
    soloist: ['pause'],
  },
  'player.toggle': {
    title: 'Play/Pause',
    takes: [],
    cli: ['toggle'],
    tray: ['playPause'],
    hotkey: [{ name: 'playPause', keys: 'MediaPlayPause', words: 'Play / pause', cli: 'toggle' }],
    mpris: ['PlayPause'],
    palette: [{ name: 'player:play-pause', keywords: 'play pause resume stop' }],
    shortcut: [{ name: 'player:play-pause', keys: 'Space' }],
  },
  'player.next': {
    title: 'Next',
    takes: [],
    cli: ['next'],
    tray: ['next'],
    hotkey: [{ name: 'nextTrack', keys: 'MediaNextTrack', words: 'Next track', cli: 'next' }],
    mpris: ['Next'],
    mediaSession: ['nexttrack'],
    soloist: ['skip_next'],
    palette: [{ name: 'player:next', keywords: 'skip forward track' }],
    shortcut: [{ name: 'player:next', keys: 'CommandOrControl+Right' }],
  },
  'player.previous': {
    title: 'Previous',
    takes: [],
    cli: ['previous'],
    tray: ['previous'],
    hotkey: [{ name: 'previousTrack', keys: 'MediaPreviousTrack', words: 'Previous track', cli: 'previous' }],
    mpris: ['Previous'],
    mediaSession: ['previoustrack'],
    soloist: ['skip_prev'],
    palette: [{ name: 'player:previous', keywords: 'back rewind track' }],
    shortcut: [{ name: 'player:previous', keys: 'CommandOrControl+Left' }],
  },
  'player.volumeBy': {
    title: 'Change the volume',
    takes: ['delta'],
    cli: ['volume ±'],
    hotkey: [
      {
        name: 'volumeUp',
        args: { delta: VOLUME_STEP_PERCENT },
        keys: 'CommandOrControl+Alt+Up',
        words: 'Volume up',
        cli: `volume +${VOLUME_STEP_PERCENT}`,
      },
      {
        name: 'volumeDown',
        args: { delta: -VOLUME_STEP_PERCENT },
        keys: 'CommandOrControl+Alt+Down',
        words: 'Volume down',
        cli: `volume -${VOLUME_STEP_PERCENT}`,
      },
    ],
    palette: [
      {
        name: 'player:volume-up',
        args: { delta: PALETTE_VOLUME_STEP_PERCENT },
        words: 'Volume up',
        keywords: 'louder sound',
        whenTyped: true,
      },
      {
        name: 'player:volume-down',
        args: { delta: -PALETTE_VOLUME_STEP_PERCENT },
        words: 'Volume down',
        keywords: 'quieter softer sound',
        whenTyped: true,
      },
    ],
    shortcut: [
      {
        name: 'player:volume-up',
        args: { delta: VOLUME_STEP_PERCENT },
        keys: 'CommandOrControl+Up',
        repeats: true,
        words: 'Volume up',
      },
      {
        name: 'player:volume-down',
        args: { delta: -VOLUME_STEP_PERCENT },
        keys: 'CommandOrControl+Down',
        repeats: true,
        words: 'Volume down',
      },
    ],
  },
  'player.seekBy': {
    title: 'Move within the track',
    takes: ['deltaMs'],
    cli: ['seek ±'],
    hotkey: [
      // "<" and ">" without Shift: free in the common desktops, unlike Ctrl+Alt+Left/Right (workspaces).
      {
        name: 'seekForward',
        args: { deltaMs: SEEK_STEP_MS },
        keys: 'CommandOrControl+Alt+.',
        words: `Forward ${seconds(SEEK_STEP_MS)} seconds`,
        cli: `seek +${seconds(SEEK_STEP_MS)}`,
      },
      {
        name: 'seekBackward',
        args: { deltaMs: -SEEK_STEP_MS },
        keys: 'CommandOrControl+Alt+,',
        words: `Back ${seconds(SEEK_STEP_MS)} seconds`,
        cli: `seek -${seconds(SEEK_STEP_MS)}`,
      },
    ],
    // The system's step when it gives none: spoken word's 15 back and 30 forward.
    mediaSession: [
      { name: 'seekforward', args: { deltaMs: SKIP_FORWARD_MS } },
      { name: 'seekbackward', args: { deltaMs: -SKIP_BACK_MS } },
    ],
    shortcut: [
      {
        name: 'player:seek-forward',
        args: { deltaMs: SEEK_STEP_MS },
        keys: 'Shift+Right',
        repeats: true,
        words: `Forward ${seconds(SEEK_STEP_MS)} seconds`,
      },
      {
        name: 'player:seek-back',
        args: { deltaMs: -SEEK_STEP_MS },
        keys: 'Shift+Left',
        repeats: true,
        words: `Back ${seconds(SEEK_STEP_MS)} seconds`,
      },
    ],
  },
  'player.seekTo': {
    title: 'Move within the track',
    takes: ['positionMs'],
    cli: ['seek'],
    mpris: ['Seek', 'SetPosition'],
    mediaSession: ['seekto'],
    soloist: ['seek'],
  },
  'player.volumeTo': {
    title: 'Set the volume',
    takes: ['percent'],
    cli: ['volume'],
    mpris: ['Volume'],
    soloist: ['set_volume'],
  },
  'player.mute': { title: 'Mute', takes: [], cli: ['mute'] },
  'player.unmute': { title: 'Unmute', takes: [], cli: ['unmute'] },
  'player.toggleMute': {
    title: 'Mute or unmute',
    takes: [],
    palette: [{ name: 'player:mute', keywords: 'volume silence sound', whenTyped: true }],
    shortcut: [{ name: 'player:mute', keys: 'CommandOrControl+Shift+Down' }],
  },
  'player.setShuffle': {
    title: 'Shuffle',
    takes: ['on'],
    cli: [
      { name: 'shuffle on', args: { on: true } },
      { name: 'shuffle off', args: { on: false } },
    ],
    mpris: ['Shuffle'],
    soloist: ['set_shuffle'],
  },
  'player.toggleShuffle': {
    title: 'Shuffle',
    takes: [],
    cli: ['shuffle toggle'],
    tray: ['toggleShuffle'],
    palette: [{ name: 'player:shuffle', keywords: 'random order' }],
    shortcut: [{ name: 'player:shuffle', keys: 'CommandOrControl+S' }],
  },
  'player.setRepeat': {
    title: 'Repeat',
    takes: ['mode'],
    cli: [
      { name: 'repeat off', args: { mode: 'off' } },
      { name: 'repeat context', args: { mode: 'context' } },
      { name: 'repeat track', args: { mode: 'track' } },
    ],
    tray: ['repeat'],
    mpris: ['LoopStatus'],
    // Two toggles on Soloist's wire: off first, then on.
    soloist: ['set_repeat_context', 'set_repeat_track'],
  },
  'player.cycleRepeat': {
    title: 'Repeat',
    takes: [],
    cli: ['repeat cycle'],
    palette: [{ name: 'player:repeat', keywords: 'loop again' }],
    shortcut: [{ name: 'player:repeat', keys: 'CommandOrControl+R' }],
  },
  'player.setSaved': {
    title: 'Like',
    takes: ['saved'],
    cli: [
      { name: 'like', args: { saved: true } },
      { name: 'unlike', args: { saved: false } },
    ],
  },
  'player.toggleSaved': {
    title: 'Like',
    takes: [],
    cli: ['like-toggle'],
    tray: ['toggleSave'],
    hotkey: [
      {
        name: 'saveTrack',
        keys: 'CommandOrControl+Alt+S',
        words: 'Save or remove the current track',
        cli: 'like-toggle',
      },
    ],
    palette: [{ name: 'player:like', keywords: 'like heart save favourite favorite library' }],
    shortcut: [{ name: 'player:like', keys: 'Alt+Shift+B' }],
  },
} as const satisfies { [I in PlayerCommandId]: CommandEntry<I> }
