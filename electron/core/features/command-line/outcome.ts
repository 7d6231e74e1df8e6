import type { PlaybackState, PlayerCommandOutcome } from '../../../contract'
import { EXIT, type ExitCode } from './command'

/**
 * What one command answers: lines for stdout, an exit code and, when it did not work, one line saying why.
 * A refusal is the outcome the player's call answered, in the same words as the notice the page shows (the
 * engine says why it did not send a command, or why the service refused it), so the two never disagree.
 */

export interface Reply {
  code: ExitCode
  /** Lines for stdout. */
  out: string[]
  /** One line for stderr when the code is not 0. */
  message: string | null
  /** What to do once the reply is sent (quit). */
  after?: () => void
}

export const done = (out: string[] = []): Reply => ({ code: EXIT.ok, out, message: null })
export const refused = (message: string): Reply => ({ code: EXIT.refused, out: [], message })
export const usage = (message: string): Reply => ({ code: EXIT.usage, out: [], message })

export const NOT_SIGNED_IN_LINE = 'Not signed in: open Encore and sign in first.'
export const notSignedIn = (message = NOT_SIGNED_IN_LINE): Reply => ({
  code: EXIT.notSignedIn,
  out: [],
  message,
})

/** A player call's outcome as the command line says it: not signed in exits 4, anything else refused 5. */
export function replyForOutcome(outcome: PlayerCommandOutcome): Reply | null {
  if (outcome.status === 'done') return null
  if (outcome.code === 'NOT_SIGNED_IN') return notSignedIn(outcome.reason)
  if (outcome.code === 'CHOOSE_DEVICE') {
    return refused('No device is playing: choose one with encore device NAME (encore devices lists them).')
  }
  return refused(outcome.reason)
}

export const isSignedOut = (state: Pick<PlaybackState, 'status'>) => state.status === 'signed-out'
