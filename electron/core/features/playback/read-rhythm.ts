import type { PlaybackStatus, RequestSaving } from '../../../contract'
import type { ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { aheadInWords } from '../../service/failures'
import { playbackWords } from './playback-words'

/**
 * Reading every 14 s while a focused window shows a playing track: a change made on a phone shows within 15 s
 * (the read's own round trip included). Spotify's daily quota (service-2026.md §5) is what sets the pace: a
 * listening day stays within 500 requests, well under the ~1,000 people are locked out at.
 */
export const VISIBLE_PLAYING_MS = 14_000
/**
 * Reading every 55 s while a window shows a playing track but none has the focus (a mini player on top all
 * day, the window on another screen): seen, not worked with, so a change elsewhere shows within a minute.
 * With the track's end read as well, a day with the mini player shown for 8 hours stays within 700 requests.
 */
export const SHOWN_UNFOCUSED_PLAYING_MS = 55_000
/** Saving requests (the day's budget is three quarters spent): a shown player reads at most once a minute. */
export const SAVING_MINUTE_MS = 60_000
/** Saving requests, nothing playing or paused: how soon music started elsewhere shows at the latest. */
export const SAVING_IDLE_MS = 10 * 60_000
/** Read this long after the expected end of the track: the next one shows within 1.5 s. */
export const TRACK_END_SLACK_MS = 250
/**
 * While the service cannot be reached and someone looks: back to normal within 2 s of its return. A request
 * that never left this computer is not counted against the day's budget, so trying often costs nothing there.
 */
export const OFFLINE_RETRY_MS = 1_500
/** …for the first minute of an outage; a longer one is tried every 15 s (a service answering 503 counts). */
export const OFFLINE_QUICK_FOR_MS = 60_000
export const OFFLINE_SLOW_RETRY_MS = 15_000
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
  /**
   * How hard the day's request budget asks to save (daily-budget.ts): `normal`, or the player reads at most
   * every minute, only at track ends and after commands, or not at all until `retryInMs`.
   */
  saving: RequestSaving
  /** While `stopped`: until the budget frees enough for a read; null when unknown. */
  savingFreeInMs: number | null
  /** How long the service has been out of reach; null (or absent) when it is not. */
  offlineForMs?: number | null
}

/**
 * How long until the next read of the player; null for none at all. A pure function of what the screen
 * needs, tested as a table: requests are the user's scarce resource (a personal app has a daily quota).
 */
export function nextReadDelay(input: RhythmInput): number | null {
  const delay = rhythmDelay(input)
  return delay === null ? null : savingDelay(delay, input)
}

function rhythmDelay(input: RhythmInput): number | null {
  const paused = input.pausedSeconds * 1000
  const hidden = input.hiddenSeconds * 1000
  switch (input.status) {
    case 'signed-out':
      return null
    case 'rate-limited':
      return Math.max(MIN_GAP_MS, input.retryInMs ?? paused)
    case 'offline':
      if (!input.visible) return hidden
      return (input.offlineForMs ?? 0) < OFFLINE_QUICK_FOR_MS ? OFFLINE_RETRY_MS : OFFLINE_SLOW_RETRY_MS
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

/**
 * The day's budget stretches the rhythm: what the person asked for (a command's confirmation) and a track's
 * expected end always come first; the periodic reads give way, then stop until the budget frees. A floor of
 * freshness stays under any budget (a learned limit may be someone else's spending): the track's end, a
 * command's confirmation and a read a minute while a window has the focus.
 */
function savingDelay(delay: number, input: RhythmInput): number | null {
  const trackEnd =
    input.isPlaying && input.remainingMs !== null ? input.remainingMs + TRACK_END_SLACK_MS : null
  const afterCommand =
    input.commandPendingForMs !== null ? Math.max(0, AFTER_COMMAND_MS - input.commandPendingForMs) : null
  // The end of a wait the service asked for is as urgent: the person reads "resumes at …" until a read says so.
  const waitEnds = input.status === 'rate-limited' && input.retryInMs !== null ? input.retryInMs : null
  const urgent = Math.min(trackEnd ?? Infinity, afterCommand ?? Infinity, waitEnds ?? Infinity)
  const floor = Math.min(urgent, input.visible && input.focused ? SAVING_MINUTE_MS : Infinity)
  switch (input.saving) {
    case 'normal':
    case 'upkeep-waits':
      return delay
    case 'every-minute':
      return Math.max(MIN_GAP_MS, Math.min(Math.max(delay, SAVING_MINUTE_MS), urgent))
    case 'track-ends':
      return Math.max(MIN_GAP_MS, Math.min(SAVING_IDLE_MS, floor), waitEnds ?? 0)
    case 'stopped':
      // Never before the service's own wait ends: a read then would be refused unsent.
      return Math.max(MIN_GAP_MS, Math.min(input.savingFreeInMs ?? SAVING_IDLE_MS, floor), waitEnds ?? 0)
  }
}

/** What saving does to the player's updates, in words; null while the player reads as usual. */
export function playerSavingWords(
  level: RequestSaving,
  freeAt: number,
  now: number,
  language: ShownLanguage = 'en',
): string | null {
  const say = wordsIn(playbackWords, language)
  switch (level) {
    case 'normal':
    case 'upkeep-waits':
      return null
    case 'every-minute':
      return say('saving.everyMinute')
    case 'track-ends':
      return say('saving.trackEnds')
    case 'stopped':
      return say('saving.stopped', { when: aheadInWords(freeAt, now, language) })
  }
}
