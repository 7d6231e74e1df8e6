import type { Notice, PlaybackState } from '../../../contract'
import { EXIT, type ExitCode } from './command'

/**
 * What one command answers: lines for stdout, an exit code and, when it did not work, one line saying why.
 * Refusals come from the same notices the page shows (the engine says why it did not send a command, or why
 * the service refused it), so the command line and the window never disagree.
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

/** Notices that say a command was done (or say nothing about whether it was). */
const DONE_CODES = new Set(['QUEUED'])
/** Info notices that still mean "not done": the device picker's question, nothing to act on. */
const NOT_DONE_INFO = new Set(['CHOOSE_DEVICE', 'NOTHING_PLAYING', 'NO_VOLUME'])

/** The reply a notice heard during a command means; null when it does not say the command failed. */
export function replyForNotice(notice: Notice): Reply | null {
  if (notice.code && DONE_CODES.has(notice.code)) return null
  if (notice.code === 'NOT_SIGNED_IN') return notSignedIn(notice.message)
  if (notice.code === 'CHOOSE_DEVICE') {
    return refused('No device is playing: choose one with encore device NAME (encore devices lists them).')
  }
  if (notice.level === 'info' && !(notice.code && NOT_DONE_INFO.has(notice.code))) return null
  return refused(notice.message)
}

export const isSignedOut = (state: Pick<PlaybackState, 'status'>) => state.status === 'signed-out'
