import { describe, expect, it } from 'vitest'
import { feedRun, feedView, type FeedInput } from '../../../../electron/core/features/soloist/feed'
import type { SoloistEvent } from '../../../../electron/core/features/soloist/protocol'

const at = Date.UTC(2026, 10, 28, 20)
const event = (value: SoloistEvent, when = at): FeedInput => ({ kind: 'event', event: value, at: when })
const loggedIn = event({ type: 'auth_state', logged_in: true, is_active: true })
const loggedOut = event({ type: 'auth_state', logged_in: false })
const item = {
  uri: 'spotify:track:2JRoUnfMaEYHIrWMpTbE3v',
  name: 'Night Drive',
  duration_ms: 215_000,
  parent: { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines' },
  creators: [{ uri: 'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF', name: 'The Harbour' }],
}
const playing = (position = 42_000, extra: Partial<Extract<SoloistEvent, { type: 'playback_state' }>> = {}) =>
  event({ type: 'playback_state', status: 'playing', is_active: true, item, position_ms: position, ...extra })
const connected: FeedInput[] = [{ kind: 'connecting' }, { kind: 'open' }]

describe('the Soloist feed', () => {
  it('leads once connected, logged in, active and the player is known', () => {
    const view = feedView(feedRun([...connected, loggedIn, playing()]))
    expect(view.source).toBe('soloist')
    expect(view.player).toMatchObject({
      isPlaying: true,
      progressMs: 42_000,
      sampledAt: at,
      track: {
        name: 'Night Drive',
        artists: [{ uri: 'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF', name: 'The Harbour' }],
        album: { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines' },
        durationMs: 215_000,
      },
    })
  })

  it('waits (the Web API leads) between connecting and the first playback_state', () => {
    expect(feedView(feedRun([{ kind: 'connecting' }])).reason).toBe('no-socket')
    expect(feedView(feedRun(connected)).reason).toBe('waiting')
    expect(feedView(feedRun([...connected, loggedIn])).reason).toBe('waiting')
  })

  it('follows each playback_state: pause, seek, the next track', () => {
    const paused = event(
      { type: 'playback_state', status: 'paused', is_active: true, item, position_ms: 50_000 },
      at + 8_000,
    )
    const next = event(
      {
        type: 'playback_state',
        status: 'playing',
        is_active: true,
        item: { ...item, uri: 'spotify:track:7ouMYWpwJ422jRcDASZB7P', name: 'Tide' },
        position_ms: 0,
      },
      at + 9_000,
    )
    const afterPause = feedView(feedRun([...connected, loggedIn, playing(), paused]))
    expect(afterPause.player).toMatchObject({
      isPlaying: false,
      status: 'paused',
      progressMs: 50_000,
      sampledAt: at + 8_000,
    })
    const afterNext = feedView(feedRun([...connected, loggedIn, playing(), paused, next]))
    expect(afterNext.player).toMatchObject({ isPlaying: true, progressMs: 0, track: { name: 'Tide' } })
  })

  it('takes the queue from queue_changed', () => {
    const queue = event({ type: 'queue_changed', items: [item, { ...item, name: 'Tide' }] })
    const view = feedView(feedRun([...connected, loggedIn, playing(), queue]))
    expect(view.upNext?.map((track) => track.name)).toEqual(['Night Drive', 'Tide'])
  })

  it('falls back the moment Soloist says it is logged out, and forgets what it showed', () => {
    const state = feedRun([...connected, loggedIn, playing(), loggedOut])
    expect(feedView(state)).toEqual({ source: 'web-api', reason: 'logged-out', player: null, upNext: null })
    expect(state.player).toBeNull()
  })

  it('falls back the moment the socket drops, and leads again after a new connection', () => {
    const dropped = feedRun([...connected, loggedIn, playing(), { kind: 'closed', reason: 'ECONNRESET' }])
    expect(feedView(dropped).reason).toBe('no-socket')
    expect(dropped.player).toBeNull()
    const back = feedRun([...connected, loggedIn, playing(1_000)], dropped)
    expect(feedView(back).source).toBe('soloist')
  })

  it('falls back when another device becomes active, by the Web API or by Soloist itself', () => {
    const live = [...connected, loggedIn, playing()]
    expect(feedView(feedRun([...live, { kind: 'active-device', isSoloist: false }])).reason).toBe(
      'other-device',
    )
    expect(feedView(feedRun([...live, playing(43_000, { is_active: false })])).reason).toBe('other-device')
    expect(
      feedView(
        feedRun([...live, playing(43_000, { is_active: false }), { kind: 'active-device', isSoloist: true }]),
      ).source,
    ).toBe('soloist')
  })

  it('learns it is active from the Web API when Soloist does not say', () => {
    const quiet = event({ type: 'playback_state', status: 'playing', item, position_ms: 0 })
    const state = feedRun([
      { kind: 'active-device', isSoloist: true },
      ...connected,
      event({ type: 'auth_state', logged_in: true }),
      quiet,
    ])
    expect(feedView(state).source).toBe('soloist')
    expect(
      feedView(feedRun([...connected, event({ type: 'auth_state', logged_in: true }), quiet])).reason,
    ).toBe('other-device')
  })

  it('ignores events that arrive on no open socket', () => {
    expect(feedRun([loggedIn, playing()]).player).toBeNull()
  })

  it('keeps an error event for the log without leaving the feed', () => {
    const state = feedRun([
      ...connected,
      loggedIn,
      playing(),
      event({ type: 'error', code: 'bad_command', message: 'Unknown command' }),
    ])
    expect(state.lastError).toBe('Unknown command')
    expect(feedView(state).source).toBe('soloist')
  })

  it("follows Soloist's smaller events between two whole states: track, status, position, options, volume", () => {
    const base = [...connected, loggedIn, playing(42_000, { shuffle: false, repeat: 'off', volume: 50 })]
    const paused = feedView(
      feedRun([...base, event({ type: 'playback_changed', status: 'paused' }, at + 3_000)]),
    ).player
    // The position reached while playing is kept when it pauses.
    expect(paused).toMatchObject({
      status: 'paused',
      isPlaying: false,
      progressMs: 45_000,
      sampledAt: at + 3_000,
    })

    const later = feedView(
      feedRun([
        ...base,
        event({ type: 'position_sync', position_ms: 120_000 }, at + 4_000),
        event({ type: 'options_changed', shuffle: true }, at + 4_000),
        event({ type: 'volume_changed', volume: 80 }, at + 4_000),
      ]),
    ).player
    expect(later).toMatchObject({ progressMs: 120_000, sampledAt: at + 4_000, shuffle: true, repeat: 'off' })
    expect(later?.volumePercent).toBe(80)

    const next = { ...item, uri: 'spotify:track:7ouMYWpwJ422jRcDASZB7P', name: 'Tide' }
    const changed = feedView(
      feedRun([...base, event({ type: 'track_changed', item: next }, at + 5_000)]),
    ).player
    expect(changed).toMatchObject({
      track: { name: 'Tide' },
      progressMs: 0,
      sampledAt: at + 5_000,
      isPlaying: true,
    })
  })

  it('waits for a whole state before taking a smaller event, and hands back when the device is no longer active', () => {
    const early = feedRun([...connected, loggedIn, event({ type: 'playback_changed', status: 'playing' })])
    expect(early.player).toBeNull()
    const moved = feedView(
      feedRun([...connected, loggedIn, playing(), event({ type: 'device_changed', is_active: false })]),
    )
    expect(moved).toMatchObject({ source: 'web-api', reason: 'other-device' })
  })

  it('has not said what comes next until a queue_changed (null), which is not an empty queue', () => {
    expect(feedView(feedRun([...connected, loggedIn, playing()])).upNext).toBeNull()
    const emptied = feedRun([...connected, loggedIn, playing(), event({ type: 'queue_changed', items: [] })])
    expect(feedView(emptied).upNext).toEqual([])
    // A new socket has said nothing yet either.
    expect(
      feedView(feedRun([{ kind: 'closed', reason: 'drop' }, ...connected, loggedIn, playing()], emptied))
        .upNext,
    ).toBeNull()
  })
})
