import type { RepeatMode } from './playback-logic'

/**
 * The player's verbs as types: each command's id and what it takes. Their titles and their names on every
 * surface are the one command table (player-command-table.ts); their schemas are player-commands.ts. Plain
 * data: the command line's client reads it without loading a schema library.
 */

/** A command that takes nothing. */
export type NoArgs = Record<never, never>

/** What each command takes (`{}`: nothing). */
export interface PlayerCommandArgs {
  /** Resumes; with `uri`, plays that album, playlist, artist or show, or that track or episode alone. */
  'player.play': { uri?: string }
  'player.pause': NoArgs
  /** Play when paused, pause when playing. */
  'player.toggle': NoArgs
  'player.next': NoArgs
  'player.previous': NoArgs
  /** From where the track is now; negative goes back. */
  'player.seekBy': { deltaMs: number }
  'player.seekTo': { positionMs: number }
  /** From the volume shown now; negative is quieter. */
  'player.volumeBy': { delta: number }
  'player.volumeTo': { percent: number }
  'player.mute': NoArgs
  /** Back to the last volume heard above zero. */
  'player.unmute': NoArgs
  'player.toggleMute': NoArgs
  'player.setShuffle': { on: boolean }
  'player.toggleShuffle': NoArgs
  'player.setRepeat': { mode: RepeatMode }
  /** Off → context → track → off. */
  'player.cycleRepeat': NoArgs
  /** Saves what plays to the library, or removes it. */
  'player.setSaved': { saved: boolean }
  'player.toggleSaved': NoArgs
}

export type PlayerCommandId = keyof PlayerCommandArgs

/** One command with what it takes, as it crosses a transport. */
export type PlayerCommandCall = {
  [I in PlayerCommandId]: keyof PlayerCommandArgs[I] extends never
    ? { id: I; args?: PlayerCommandArgs[I] }
    : { id: I; args: PlayerCommandArgs[I] }
}[PlayerCommandId]

/** How a command went, as core's engine decided it: done, or refused with the reason in a listener's words. */
export type PlayerCommandOutcome =
  | { status: 'done' }
  | {
      status: 'refused'
      reason: string
      /** The notice's code where the engine said why (`NOT_SIGNED_IN`, `CHOOSE_DEVICE`…): for callers, not people. */
      code: string | null
    }

/** What Unmute goes back to when no earlier volume is known (as the page's Unmute does). */
export const UNMUTE_FALLBACK_PERCENT = 50
