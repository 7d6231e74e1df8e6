import { describe, expect, it } from 'vitest'
import type { PlaybackState } from '../../../../electron/contract'
import {
  flush,
  idleTracker,
  observe,
  WINDOW_SLACK_MS,
  type SeenPlay,
  type TrackerState,
} from '../../../../electron/core/features/history/play-tracker'
import { aState, aTrack, NOW } from '../../../support/playback-states'

const S = 1000
const song = aTrack() // 200 s
const other = aTrack({ id: 'track0002', uri: 'spotify:track:track0002', name: 'So What' })
const short = aTrack({ id: 'short', uri: 'spotify:track:short', durationMs: 40 * S })

/** A read of the player at `t` seconds after NOW. */
const read = (t: number, overrides: Partial<PlaybackState> = {}): PlaybackState =>
  aState({ sampledAt: NOW + t * S, readAt: NOW + t * S, ...overrides })

function run(states: PlaybackState[], start: TrackerState = idleTracker) {
  let tracker = start
  const finished: SeenPlay[] = []
  for (const state of states) {
    const next = observe(tracker, state)
    tracker = next.tracker
    finished.push(...next.finished)
  }
  return { tracker, finished }
}

const summary = (plays: SeenPlay[]) =>
  plays.map((play) => ({
    uri: play.track.uri,
    playedS: play.playedMs / S,
    atS: (play.at - NOW) / S,
    leftAtS: play.leftAtMs === null ? null : play.leftAtMs / S,
  }))

describe('the play tracker counts a play after 30 s, or half of a shorter track', () => {
  it.each([
    {
      name: 'played to its end (read at the start, on the way, and with the next track on)',
      states: [
        read(0, { progressMs: 0 }),
        read(60, { progressMs: 60 * S }),
        read(205, { track: other, progressMs: 3 * S }),
      ],
      plays: [{ uri: song.uri, playedS: 200, atS: 200, leftAtS: null }],
    },
    {
      name: 'left after 29 s: not a play',
      states: [
        read(0, { progressMs: 0 }),
        read(29, { progressMs: 29 * S }),
        read(29.5, { track: other, progressMs: 0 }),
      ],
      plays: [],
    },
    {
      name: 'left after 31 s: a play, with where it was left',
      states: [
        read(0, { progressMs: 0 }),
        read(31, { progressMs: 31 * S }),
        read(31.2, { track: other, progressMs: 0 }),
      ],
      plays: [{ uri: song.uri, playedS: 31.2, atS: 31.2, leftAtS: 31.2 }],
    },
    {
      name: 'a 40 s track played 20 s (half): a play',
      states: [
        read(0, { track: short, progressMs: 0 }),
        read(20, { track: short, progressMs: 20 * S }),
        read(20, { track: other, progressMs: 0, readAt: NOW + 20 * S + 1 }),
      ],
      plays: [{ uri: short.uri, playedS: 20, atS: 20, leftAtS: 20 }],
    },
    {
      name: 'a 40 s track played 19 s: not a play',
      states: [
        read(0, { track: short, progressMs: 0 }),
        read(19, { track: short, progressMs: 19 * S }),
        read(19, { track: other, progressMs: 0, readAt: NOW + 19 * S + 1 }),
      ],
      plays: [],
    },
    {
      name: 'a seek forward is not listening (2 s of time, 150 s of progress)',
      states: [
        read(0, { progressMs: 0 }),
        read(2, { progressMs: 150 * S }),
        read(10, { track: other, progressMs: 0 }),
      ],
      plays: [],
    },
    {
      name: 'paused, then another track much later: only what played before the pause counts',
      states: [
        read(0, { progressMs: 10 * S }),
        read(30, { progressMs: 40 * S, isPlaying: false }),
        read(630, { track: other, progressMs: 5 * S }),
      ],
      plays: [{ uri: song.uri, playedS: 30, atS: 30, leftAtS: 40 }],
    },
    {
      name: 'repeat one: the same track again from its start is a second play',
      states: [
        read(0, { progressMs: 0 }),
        read(150, { progressMs: 150 * S }),
        read(260, { progressMs: 60 * S }),
      ],
      plays: [{ uri: song.uri, playedS: 200, atS: 200, leftAtS: null }],
    },
    {
      name: 'seen first half-way: only what follows counts (the service tells of the rest)',
      states: [read(0, { progressMs: 150 * S }), read(100, { track: other, progressMs: 10 * S })],
      plays: [{ uri: song.uri, playedS: 50, atS: 50, leftAtS: null }],
    },
    {
      name: 'nothing plays any more (idle): the track is over',
      states: [
        read(0, { progressMs: 0 }),
        read(45, { progressMs: 45 * S }),
        read(46, { status: 'idle', track: null }),
      ],
      plays: [{ uri: song.uri, playedS: 46, atS: 46, leftAtS: 46 }],
    },
    {
      name: 'a state that is not a new read (a command, a name learned) counts nothing',
      states: [
        read(0, { progressMs: 0 }),
        read(100, { progressMs: 100 * S, readAt: NOW }),
        read(1, { track: other, progressMs: 0 }),
      ],
      plays: [],
    },
    {
      name: 'offline and rate-limited reads say nothing: the track goes on',
      states: [
        read(0, { progressMs: 0 }),
        read(60, { status: 'offline', track: other }),
        read(90, { status: 'rate-limited', track: null }),
        read(120, { progressMs: 120 * S }),
        read(220, { track: other, progressMs: 20 * S }),
      ],
      plays: [{ uri: song.uri, playedS: 200, atS: 200, leftAtS: null }],
    },
  ])('$name', ({ states, plays }) => {
    expect(summary(run(states).finished)).toEqual(plays)
  })

  it('credits the next track with its progress where the time between the reads allows (a track changed between two reads)', () => {
    const { tracker } = run([
      read(0, { progressMs: 190 * S }),
      read(30, { track: other, progressMs: 25 * S }),
    ])
    // 10 s went to the end of the first track; 20 of the 25 s of progress fit in the rest of the 30 s.
    expect(tracker.current?.listenedMs).toBe(20 * S)
  })

  it('a play has a window for the service’s record of it: from when it started to when Encore saw it gone', () => {
    const { finished } = run([read(0, { progressMs: 20 * S }), read(100, { track: other, progressMs: 0 })])
    expect(finished[0]?.window).toEqual([NOW - 20 * S - WINDOW_SLACK_MS, NOW + 100 * S + WINDOW_SLACK_MS])
    expect(finished[0]?.device).toBe('Encore Desktop')
    expect(finished[0]?.context).toEqual({ type: 'album', uri: 'spotify:album:al1', name: 'Kind of Blue' })
  })

  it('keeps a context name learned after the read', () => {
    const first = run([
      read(0, { progressMs: 0, context: { type: 'playlist', uri: 'spotify:playlist:p1', name: null } }),
    ])
    const named = observe(
      first.tracker,
      read(0, {
        progressMs: 0,
        context: { type: 'playlist', uri: 'spotify:playlist:p1', name: 'Late night' },
      }),
    )
    expect(named.tracker.current?.context?.name).toBe('Late night')
  })
})

describe('flush: nobody reads the player again (sign-out, quit)', () => {
  it('counts what was seen; the service may still tell of the rest, until the track would have ended', () => {
    const { tracker } = run([read(0, { progressMs: 0 }), read(40, { progressMs: 40 * S })])
    const { finished, tracker: after } = flush(tracker)
    expect(summary(finished)).toEqual([{ uri: song.uri, playedS: 40, atS: 40, leftAtS: null }])
    expect(finished[0]?.window[1]).toBe(NOW + 200 * S + WINDOW_SLACK_MS)
    expect(after).toEqual(idleTracker)
  })

  it('under the threshold: nothing', () => {
    const { tracker } = run([read(0, { progressMs: 0 }), read(10, { progressMs: 10 * S })])
    expect(flush(tracker).finished).toEqual([])
  })
})
