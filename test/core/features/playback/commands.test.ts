import { describe, expect, it } from 'vitest'
import {
  confirms,
  predict,
  type PendingCommand,
  type PlayerCommand,
} from '../../../../electron/core/features/playback/commands'
import type { Reading } from '../../../../electron/core/features/playback/reading'

const track = (uri: string) => ({
  id: uri.split(':')[2]!,
  uri,
  name: uri,
  artists: [],
  album: null,
  durationMs: 200_000,
  explicit: false,
  isLocal: false,
  isPlayable: null,
  unplayableReason: null,
  linkedFromUri: null,
})

const playing: Reading = {
  track: track('spotify:track:a'),
  itemType: 'track',
  show: null,
  progressMs: 10_000,
  sampledAt: 1_000,
  isPlaying: true,
  device: {
    id: 'd1',
    name: 'Desk',
    type: 'Computer',
    isActive: true,
    isRestricted: false,
    volumePercent: 50,
  },
  repeat: 'off',
  shuffle: false,
  context: { type: 'album', uri: 'spotify:album:x' },
  disallowed: [],
}

const pendingOf = (command: PlayerCommand, issuedAt = 2_000): PendingCommand => ({
  command,
  before: playing,
  issuedAt,
  expiresAt: issuedAt + 4_000,
})

describe('predict: what the screen shows at once', () => {
  it('pauses at the extrapolated position and resumes from it', () => {
    const paused = predict(playing, { kind: 'pause' }, 3_000)!
    expect(paused).toMatchObject({ isPlaying: false, progressMs: 12_000, sampledAt: 3_000 })
    expect(predict(paused, { kind: 'play', play: null }, 9_000)).toMatchObject({
      isPlaying: true,
      progressMs: 12_000,
    })
  })

  it('a skip shows the next item of the queue from its start; moves on a seek, and sets volume, repeat, shuffle', () => {
    expect(predict(playing, { kind: 'next' }, 3_000, track('spotify:track:b'))).toMatchObject({
      track: { uri: 'spotify:track:b' },
      itemType: 'track',
      progressMs: 0,
      sampledAt: 3_000,
    })
    expect(predict(playing, { kind: 'next' }, 3_000, track('spotify:episode:e'))?.itemType).toBe('episode')
    // Not knowing what comes, Next shows what it showed: never the old title back at 0:00.
    expect(predict(playing, { kind: 'next' }, 3_000)).toBe(playing)
    // Previous starts the item over past the service's line, or shows the item played before; not knowing, nothing.
    expect(predict(playing, { kind: 'previous' }, 3_000, 'restart')).toMatchObject({
      track: { uri: 'spotify:track:a' },
      progressMs: 0,
      sampledAt: 3_000,
    })
    expect(predict(playing, { kind: 'previous' }, 3_000, track('spotify:track:z'))).toMatchObject({
      track: { uri: 'spotify:track:z' },
      progressMs: 0,
    })
    expect(predict(playing, { kind: 'previous' }, 3_000)).toBe(playing)
    expect(predict(playing, { kind: 'seek', positionMs: 50_000 }, 3_000)).toMatchObject({
      progressMs: 50_000,
    })
    expect(predict(playing, { kind: 'volume', percent: 70 }, 3_000)?.device?.volumePercent).toBe(70)
    expect(predict(playing, { kind: 'repeat', mode: 'track' }, 3_000)?.repeat).toBe('track')
    expect(predict(playing, { kind: 'shuffle', on: true }, 3_000)?.shuffle).toBe(true)
  })

  it('starts a context from its position, and leaves an empty player as it is', () => {
    const started = predict(
      playing,
      { kind: 'play', play: { contextUri: 'spotify:album:y', positionMs: 5_000 } },
      3_000,
    )
    expect(started).toMatchObject({ isPlaying: true, progressMs: 5_000 })
    expect(predict(null, { kind: 'pause' }, 3_000)).toBeNull()
  })

  it('never edits the reading it started from', () => {
    const copy = structuredClone(playing)
    predict(playing, { kind: 'volume', percent: 10 }, 3_000)
    predict(playing, { kind: 'transfer', deviceId: 'd2', play: true }, 3_000)
    expect(playing).toEqual(copy)
  })
})

describe('confirms: when a read shows the command done', () => {
  it('pause, play, volume, repeat, shuffle, transfer by their fields', () => {
    expect(confirms({ ...playing, isPlaying: false }, pendingOf({ kind: 'pause' }))).toBe(true)
    expect(confirms(playing, pendingOf({ kind: 'pause' }))).toBe(false)
    expect(confirms(playing, pendingOf({ kind: 'play', play: { contextUri: 'spotify:album:x' } }))).toBe(true)
    expect(confirms(playing, pendingOf({ kind: 'play', play: { contextUri: 'spotify:album:z' } }))).toBe(
      false,
    )
    expect(confirms(playing, pendingOf({ kind: 'play', play: { uris: ['spotify:track:a'] } }))).toBe(true)
    expect(confirms(playing, pendingOf({ kind: 'volume', percent: 50 }))).toBe(true)
    expect(confirms(playing, pendingOf({ kind: 'volume', percent: 51 }))).toBe(false)
    expect(confirms(playing, pendingOf({ kind: 'repeat', mode: 'off' }))).toBe(true)
    expect(confirms(playing, pendingOf({ kind: 'shuffle', on: true }))).toBe(false)
    expect(confirms(playing, pendingOf({ kind: 'transfer', deviceId: 'd1', play: true }))).toBe(true)
    expect(confirms(null, pendingOf({ kind: 'pause' }))).toBe(false)
  })

  it('a skip once the track changed or started over; a seek once the position is near its target', () => {
    expect(
      confirms({ ...playing, track: track('spotify:track:b'), progressMs: 500 }, pendingOf({ kind: 'next' })),
    ).toBe(true)
    expect(confirms({ ...playing, progressMs: 40_000, sampledAt: 3_000 }, pendingOf({ kind: 'next' }))).toBe(
      false,
    )
    expect(confirms({ ...playing, progressMs: 800, sampledAt: 2_500 }, pendingOf({ kind: 'previous' }))).toBe(
      true,
    )
    const seek = pendingOf({ kind: 'seek', positionMs: 60_000 }, 2_000)
    expect(confirms({ ...playing, progressMs: 61_000, sampledAt: 3_000 }, seek)).toBe(true)
    expect(confirms({ ...playing, progressMs: 12_000, sampledAt: 3_000 }, seek)).toBe(false)
  })
})

describe('predict: a skip opens the way back', () => {
  it('drops the old "no previous track" after Next, and "no next track" after Previous', () => {
    const atStart = {
      ...playing,
      disallowed: [
        { action: 'previous' as const, reason: 'There is no previous track here.' },
        { action: 'shuffle' as const, reason: 'Shuffle is not available for what is playing.' },
      ],
    }
    expect(
      predict(atStart, { kind: 'next' }, 3_000, track('spotify:track:b'))?.disallowed.map(
        (entry) => entry.action,
      ),
    ).toEqual(['shuffle'])
    const atEnd = {
      ...playing,
      disallowed: [{ action: 'next' as const, reason: 'There is no next track here.' }],
    }
    expect(predict(atEnd, { kind: 'previous' }, 3_000, 'restart')?.disallowed).toEqual([])
  })
})
