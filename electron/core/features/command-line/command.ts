import type { EscapeMode } from '../../base/security/safe-text'
import type { RepeatMode, SleepRequest, SpotifyLink } from '../../../contract'

/**
 * Encore's command (`encore next`, `encore volume +5`, `encore play spotify:album:…`) as data: what the
 * argument parser makes of the words typed, what crosses the local socket, and what the running Encore maps
 * onto its own playback, devices, queue and window operations. Plain types: the client loads no schema library.
 */

/** The commands that take no argument. */
export const simpleCommandNames = [
  'pause',
  'toggle',
  'next',
  'previous',
  'mute',
  'unmute',
  'like',
  'unlike',
  'like-toggle',
  'devices',
  'status',
  'diagnose',
  'mini',
  'show',
  'hide',
  'quit',
] as const

/** A change relative to the current value, or the value itself. */
export type Amount = { relative: false; value: number } | { relative: true; delta: number }

export type Command =
  | { name: 'play'; link: SpotifyLink | null }
  | { name: (typeof simpleCommandNames)[number] | 'queue-list' | 'queue-clear' }
  | { name: 'seek'; ms: Amount }
  | { name: 'volume'; percent: Amount }
  | { name: 'shuffle'; to: 'on' | 'off' | 'toggle' }
  | { name: 'repeat'; to: RepeatMode | 'cycle' }
  | { name: 'device'; target: string }
  | { name: 'queue'; link: SpotifyLink }
  /** `queue move N M`, `queue remove N`: positions from 1, as `queue --list` numbers Encore's queue. */
  | { name: 'queue-move'; from: number; to: number }
  | { name: 'queue-remove'; position: number }
  | { name: 'open'; link: SpotifyLink }
  /** `sleep 30`, `sleep track`, `sleep off`: the sleep timer. */
  | { name: 'sleep'; to: SleepRequest }

export type CommandName = Command['name']

/** How the answer is printed. */
export interface OutputOptions {
  /** JSON instead of text (`--json`). */
  json: boolean
  /** `status --format '{artist} – {title}'`; null for the default line. */
  format: string | null
  /** `status --follow`: a line each time what plays changes, until interrupted. */
  follow: boolean
  /** `status --escape polybar|i3bar`: each field's text made safe inside that bar's markup; `none` when absent. */
  escape?: EscapeMode
}

/** Everything one run of the command asks for. */
export interface Invocation {
  command: Command
  output: OutputOptions
  /** `--data-dir PATH`: the Encore whose data folder this is (browser mode's); the shell's default otherwise. */
  dataDir: string | null
  /** `--start`: start Encore first when it is not running. */
  start: boolean
}

/**
 * The exit codes, one meaning each: done; bad arguments; Encore is not running; nobody is signed in; the
 * service (or the player, or the window) refused.
 */
export const EXIT = {
  ok: 0,
  usage: 2,
  notRunning: 3,
  notSignedIn: 4,
  refused: 5,
} as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]
