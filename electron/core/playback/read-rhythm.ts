import type { PlaybackStatus } from '../../contract'

/**
 * Reading every 5 s while a window shows a playing track: a change on a phone shows within 6 s, and the
 * service going down shows one read later. Two targets meet here: at most 12 requests a minute, and offline
 * shown within 5 s (plus the failing read's own round trip).
 */
export const VISIBLE_PLAYING_MS = 5_000
/**
 * Reading every 15 s while a window shows a playing track but none has the focus (a mini player on top all
 * day, the window on another screen): seen, not worked with. With the track's end read as well, a listening day
 * with the mini player shown stays within 2,200 requests.
 */
export const SHOWN_UNFOCUSED_PLAYING_MS = 15_000
/** Read this long after the expected end of the track: the next one shows within 1.5 s. */
export const TRACK_END_SLACK_MS = 250
/** While the service cannot be reached and someone looks: back to normal within 5 s of its return. */
export const OFFLINE_RETRY_MS = 4_000
/** The first read after a command, to confirm it (or roll it back) soon. */
export const AFTER_COMMAND_MS = 700
/** Shown with nothing playing: how soon music started elsewhere shows. */
export const IDLE_VISIBLE_MS = 10_000
/** Never read more often than this, whatever asks. */
export const MIN_GAP_MS = 400

export interface RhythmInput {
  status: PlaybackStatus
  isPlaying: boolean
  /** Some window or page shows the player. */
  visible: boolean
  /** One of them has the focus (someone works with it); false while they are only seen. */
  focused: boolean
  /** Until the current track ends at the extrapolated position; null when unknown. */
  remainingMs: number | null
  /** Since the last command was sent; null when none is waiting for confirmation. */
  commandPendingForMs: number | null
  /** While rate-limited: until reads may resume. */
  retryInMs: number | null
  pausedSeconds: number
  hiddenSeconds: number
}

/**
 * How long until the next read of the player; null for none at all. A pure function of what the screen
 * needs, tested as a table: requests are the user's scarce resource (a personal app has a daily quota).
 */
export function nextReadDelay(input: RhythmInput): number | null {
  const paused = input.pausedSeconds * 1000
  const hidden = input.hiddenSeconds * 1000
  switch (input.status) {
    case 'signed-out':
      return null
    case 'rate-limited':
      return Math.max(MIN_GAP_MS, input.retryInMs ?? paused)
    case 'offline':
      return input.visible ? OFFLINE_RETRY_MS : hidden
    case 'idle':
    case 'no-device':
      // Shown and waiting for something to play: music started on a phone shows within IDLE_VISIBLE_MS. A
      // play started from here (a suggestion, the device picker) is confirmed as soon as after any command.
      return soonAfterCommand(input.visible ? Math.min(paused, IDLE_VISIBLE_MS) : hidden, input)
    case 'ok':
    case 'read-only': {
      let delay = !input.isPlaying
        ? input.visible
          ? paused
          : hidden
        : input.visible
          ? input.focused
            ? VISIBLE_PLAYING_MS
            : SHOWN_UNFOCUSED_PLAYING_MS
          : hidden
      if (input.isPlaying && input.remainingMs !== null) {
        delay = Math.min(delay, input.remainingMs + TRACK_END_SLACK_MS)
      }
      return soonAfterCommand(delay, input)
    }
  }
}

/** A command waiting for confirmation brings the next read forward to `AFTER_COMMAND_MS` after it. */
function soonAfterCommand(delay: number, input: RhythmInput): number {
  if (input.commandPendingForMs !== null) {
    delay = Math.min(delay, Math.max(0, AFTER_COMMAND_MS - input.commandPendingForMs))
  }
  return Math.max(MIN_GAP_MS, delay)
}
