import { describe, expect, it } from 'vitest'
import {
  clockTime,
  followKey,
  formatStatus,
  renderStatus,
  statusJson,
  statusLine,
} from '../../../../electron/core/features/command-line/status-text'
import { aDevice, aState, aTrack, NOW } from '../../../support/playback-states'

describe('status as text', () => {
  it('says what plays, where, and how far in (extrapolated to now)', () => {
    const cases: [Parameters<typeof aState>[0], string][] = [
      [{}, 'Playing: Miles Davis, Bill Evans – Blue in Green (0:35/3:20) on Encore Desktop'],
      [{ isPlaying: false }, 'Paused: Miles Davis, Bill Evans – Blue in Green (0:30/3:20) on Encore Desktop'],
      [{ device: null }, 'Playing: Miles Davis, Bill Evans – Blue in Green (0:35/3:20)'],
      [
        { status: 'offline', message: 'Encore cannot reach Spotify.' },
        'Playing: Miles Davis, Bill Evans – Blue in Green (0:35/3:20) on Encore Desktop · Offline: reconnecting by itself',
      ],
      [
        { status: 'idle', track: null, message: 'Nothing is playing. Pick something to play.' },
        'Nothing is playing. Pick something to play.',
      ],
      [{ status: 'no-device', track: null, message: null }, 'No device is available.'],
      [
        { status: 'signed-out', track: null, message: 'Sign in to see and control what plays.' },
        'Sign in to see and control what plays.',
      ],
    ]
    for (const [changes, line] of cases) expect(statusLine(aState(changes), NOW + 5_000), line).toBe(line)
  })

  it('fills every --format field, and prints an empty line while nothing is loaded', () => {
    const state = aState({ shuffle: true, repeat: 'context', device: aDevice({ volumePercent: 42 }) })
    const format =
      '{title}|{artist}|{album}|{position}|{duration}|{state}|{device}|{volume}|{shuffle}|{repeat}|{context}|{uri}|{status}'
    expect(formatStatus(state, format, NOW)).toBe(
      'Blue in Green|Miles Davis, Bill Evans|Kind of Blue|0:30|3:20|playing|Encore Desktop|42|on|context|Kind of Blue|spotify:track:track0001|ok',
    )
    expect(formatStatus(aState({ device: aDevice({ volumePercent: null }) }), '[{volume}]', NOW)).toBe('[]')
    expect(formatStatus(aState({ track: null }), '{artist} – {title}', NOW)).toBe('')
    expect(formatStatus(state, '{title} {{title}} {unknown}', NOW)).toBe(
      'Blue in Green {Blue in Green} {unknown}',
    )
  })

  it('writes times as m:ss, and h:mm:ss from an hour', () => {
    const cases: [number, string][] = [
      [0, '0:00'],
      [999, '0:00'],
      [61_000, '1:01'],
      [600_000, '10:00'],
      [3_723_000, '1:02:03'],
      [-5, '0:00'],
    ]
    for (const [ms, text] of cases) expect(clockTime(ms), String(ms)).toBe(text)
  })
})

describe('status as JSON', () => {
  it('is plain and stable', () => {
    expect(statusJson(aState(), NOW + 1_000)).toEqual({
      status: 'ok',
      message: null,
      state: 'playing',
      track: {
        uri: 'spotify:track:track0001',
        name: 'Blue in Green',
        artists: ['Miles Davis', 'Bill Evans'],
        album: 'Kind of Blue',
        durationMs: 200_000,
      },
      positionMs: 31_000,
      device: {
        id: 'dev-desktop',
        name: 'Encore Desktop',
        type: 'Computer',
        active: true,
        volumePercent: 60,
      },
      shuffle: false,
      repeat: 'off',
      context: { type: 'album', uri: 'spotify:album:al1', name: 'Kind of Blue' },
      saved: false,
    })
    expect(statusJson(aState({ track: null, device: null }), NOW)).toMatchObject({
      state: 'stopped',
      track: null,
      positionMs: null,
      device: null,
    })
  })

  it('--follow tells a change from the position moving on', () => {
    const base = followKey(aState())
    expect(followKey(aState({ progressMs: 90_000, sampledAt: NOW + 60_000, readAt: NOW + 60_000 }))).toBe(
      base,
    )
    for (const changed of [
      aState({ isPlaying: false }),
      aState({ device: aDevice({ volumePercent: 61 }) }),
      aState({ shuffle: true }),
      aState({ saved: true }),
      aState({ status: 'offline' }),
      aState({ track: null }),
    ]) {
      expect(followKey(changed)).not.toBe(base)
    }
  })

  it("carries no stranger's control character: jq -r prints the names without ESC, BEL or a line break", () => {
    const ESC = '\u001b'
    const state = aState({
      track: aTrack({ name: `${ESC}]0;owned\u0007Blue\u2028in \u202eGreen\u0085` }),
      device: aDevice({ name: `Kitchen${ESC}[2J\u2029\u007f` }),
    })
    const line = renderStatus(state, { json: true, format: null }, NOW)
    // eslint-disable-next-line no-control-regex -- the point: no control character, raw or escaped
    expect(line).not.toMatch(/\\u00|[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/)
    const read = JSON.parse(line) as { track: { name: string }; device: { name: string } }
    expect(read.track.name).toBe('Blue in Green')
    expect(read.device.name).toBe('Kitchen ')
  })
})
