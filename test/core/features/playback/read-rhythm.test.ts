import { describe, expect, it } from 'vitest'
import {
  AFTER_COMMAND_MS,
  IDLE_VISIBLE_MS,
  MIN_GAP_MS,
  nextReadDelay,
  OFFLINE_RETRY_MS,
  OFFLINE_SLOW_RETRY_MS,
  SAVING_IDLE_MS,
  SAVING_MINUTE_MS,
  SHOWN_UNFOCUSED_PLAYING_MS,
  TRACK_END_SLACK_MS,
  VISIBLE_PLAYING_MS,
  type RhythmInput,
} from '../../../../electron/core/features/playback/read-rhythm'

const base: RhythmInput = {
  status: 'ok',
  isPlaying: true,
  visible: true,
  focused: true,
  remainingMs: 120_000,
  commandPendingForMs: null,
  retryInMs: null,
  pausedSeconds: 30,
  hiddenSeconds: 120,
  saving: 'normal',
  savingFreeInMs: null,
}

describe('nextReadDelay: the read rhythm as a table', () => {
  it.each<[string, Partial<RhythmInput>, number | null]>([
    ['signed out: no reads at all', { status: 'signed-out' }, null],
    ['shown and playing: every 14 s', {}, VISIBLE_PLAYING_MS],
    [
      'shown and playing, the track ends sooner: at its end',
      { remainingMs: 2_000 },
      2_000 + TRACK_END_SLACK_MS,
    ],
    ['shown and playing without the focus: every 55 s', { focused: false }, SHOWN_UNFOCUSED_PLAYING_MS],
    [
      'shown without the focus, the track ends sooner: at its end',
      { focused: false, remainingMs: 30_000 },
      30_000 + TRACK_END_SLACK_MS,
    ],
    ['shown and paused: pausedSeconds', { isPlaying: false }, 30_000],
    ['shown, paused, without the focus: pausedSeconds too', { isPlaying: false, focused: false }, 30_000],
    ['hidden and playing: hiddenSeconds, or the track end', { visible: false }, 120_000],
    [
      'hidden and playing, the track ends in 60 s',
      { visible: false, remainingMs: 60_000 },
      60_000 + TRACK_END_SLACK_MS,
    ],
    ['hidden and paused: hiddenSeconds', { visible: false, isPlaying: false }, 120_000],
    [
      'idle and shown: every 10 s, to see music started elsewhere',
      { status: 'idle', isPlaying: false, remainingMs: null },
      IDLE_VISIBLE_MS,
    ],
    [
      'idle and shown, pausedSeconds shorter still: pausedSeconds',
      { status: 'idle', isPlaying: false, remainingMs: null, pausedSeconds: 5 },
      5_000,
    ],
    [
      'no device and hidden: hiddenSeconds',
      { status: 'no-device', visible: false, remainingMs: null },
      120_000,
    ],
    ['read-only behaves like ok', { status: 'read-only' }, VISIBLE_PLAYING_MS],
    ['offline and shown: soon, to notice the return', { status: 'offline' }, OFFLINE_RETRY_MS],
    [
      'offline and shown past its first minute: every 15 s',
      { status: 'offline', offlineForMs: 61_000 },
      OFFLINE_SLOW_RETRY_MS,
    ],
    ['offline and hidden: hiddenSeconds', { status: 'offline', visible: false }, 120_000],
    ['rate-limited: when the wait is over', { status: 'rate-limited', retryInMs: 12_000 }, 12_000],
    ['a command just sent: shortly after it', { commandPendingForMs: 100 }, AFTER_COMMAND_MS - 100],
    [
      'a command on an idle player too',
      { status: 'idle', isPlaying: false, commandPendingForMs: 0 },
      AFTER_COMMAND_MS,
    ],
    ['never closer than the minimum gap', { remainingMs: 0 }, MIN_GAP_MS],
    ['other settings move the rhythm', { isPlaying: false, pausedSeconds: 60 }, 60_000],
  ])('%s', (_name, input, expected) => {
    expect(nextReadDelay({ ...base, ...input })).toBe(expected)
  })

  it('meets the freshness floors: a change elsewhere within 15 s focused, 60 s shown without the focus', () => {
    // A read's own round trip comes on top of the gap: a second is left for it.
    expect(VISIBLE_PLAYING_MS).toBeLessThanOrEqual(14_000)
    expect(SHOWN_UNFOCUSED_PLAYING_MS).toBeLessThanOrEqual(59_000)
    expect(TRACK_END_SLACK_MS).toBeLessThan(1_500)
  })
})

describe("nextReadDelay: the day's budget stretches the rhythm", () => {
  it.each<[string, Partial<RhythmInput>, number | null]>([
    ['upkeep waits: the player reads as usual', { saving: 'upkeep-waits' }, VISIBLE_PLAYING_MS],
    ['every minute: the focused rhythm stretches to a minute', { saving: 'every-minute' }, SAVING_MINUTE_MS],
    [
      'every minute: a track ending sooner is still read at its end',
      { saving: 'every-minute', remainingMs: 20_000 },
      20_000 + TRACK_END_SLACK_MS,
    ],
    [
      'every minute: a command is still confirmed soon',
      { saving: 'every-minute', commandPendingForMs: 200 },
      AFTER_COMMAND_MS - 200,
    ],
    [
      'every minute: a longer setting (hidden) stays longer',
      { saving: 'every-minute', visible: false },
      120_000,
    ],
    [
      'track ends, shown without the focus: only at the end of the track',
      { saving: 'track-ends', focused: false, remainingMs: 200_000 },
      200_250,
    ],
    [
      'track ends, paused without the focus: at most every 10 minutes, to see music started elsewhere',
      { saving: 'track-ends', focused: false, isPlaying: false },
      SAVING_IDLE_MS,
    ],
    [
      'track ends, a window has the focus: a read a minute still',
      { saving: 'track-ends', remainingMs: 200_000 },
      SAVING_MINUTE_MS,
    ],
    [
      'track ends: a command is still confirmed',
      { saving: 'track-ends', commandPendingForMs: 0 },
      AFTER_COMMAND_MS,
    ],
    [
      'stopped, shown without the focus: the end of the track, not before',
      { saving: 'stopped', focused: false, savingFreeInMs: 3_600_000, remainingMs: 100_000 },
      100_000 + TRACK_END_SLACK_MS,
    ],
    [
      'stopped, hidden and paused: nothing until the budget frees',
      { saving: 'stopped', visible: false, isPlaying: false, savingFreeInMs: 3_600_000 },
      3_600_000,
    ],
    [
      'stopped, a window has the focus: a read a minute, so a change on a phone shows within it',
      { saving: 'stopped', savingFreeInMs: 3_600_000, remainingMs: 200_000 },
      SAVING_MINUTE_MS,
    ],
    [
      'stopped: a command is still confirmed',
      { saving: 'stopped', savingFreeInMs: 3_600_000, commandPendingForMs: 100 },
      AFTER_COMMAND_MS - 100,
    ],
    [
      'stopped, when it frees is unknown: every 10 minutes without the focus',
      { saving: 'stopped', focused: false, isPlaying: false },
      SAVING_IDLE_MS,
    ],
    ['signed out stays silent whatever the budget', { status: 'signed-out', saving: 'every-minute' }, null],
    [
      "track ends: the end of the service's wait is read at once, so the page stops saying it waits",
      { saving: 'track-ends', status: 'rate-limited', retryInMs: 20_000, remainingMs: 200_000 },
      20_000,
    ],
    [
      'stopped: not before the service says either',
      { saving: 'stopped', status: 'rate-limited', retryInMs: 90_000, savingFreeInMs: 30_000 },
      90_000,
    ],
  ])('%s', (_name, input, expected) => {
    expect(nextReadDelay({ ...base, ...input })).toBe(expected)
  })
})
