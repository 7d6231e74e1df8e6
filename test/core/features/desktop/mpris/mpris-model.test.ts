import { describe, expect, it } from 'vitest'
import {
  changedProperties,
  engineCallFor,
  loopStatusOf,
  mprisPlayerProperties,
  mprisPosition,
  NO_TRACK_PATH,
  repeatOf,
  seekedPosition,
  trackObjectPath,
  type MprisRequest,
} from '../../../../../electron/core/features/desktop/mpris/mpris-model'
import {
  aDevice,
  anEpisodeState,
  aState,
  aTrack,
  NOW,
  statesByStatus,
} from '../../../../support/playback-states'

describe('MPRIS properties from the playback state', () => {
  it('describes a playing track', () => {
    expect(mprisPlayerProperties(aState({ repeat: 'context', shuffle: true }))).toEqual({
      PlaybackStatus: 'Playing',
      LoopStatus: 'Playlist',
      Shuffle: true,
      Metadata: {
        trackId: '/app/encore/track/track0001',
        lengthUs: 200_000_000,
        title: 'Blue in Green',
        artists: ['Miles Davis', 'Bill Evans'],
        album: 'Kind of Blue',
        albumArtists: [],
        artUrl: 'https://img.example/300.jpg',
        url: 'https://open.spotify.com/track/track0001',
      },
      Volume: 0.6,
      CanGoNext: true,
      CanGoPrevious: true,
      CanPlay: true,
      CanPause: true,
      CanSeek: true,
      CanControl: true,
    })
  })

  it('describes an episode: its show as artist, album and album artist (the publisher), its own web page', () => {
    const { Metadata, CanSeek } = mprisPlayerProperties(anEpisodeState())
    expect(Metadata).toEqual({
      trackId: '/app/encore/track/ep0001',
      lengthUs: 2_915_000_000,
      title: 'Ask Us Anything: Our Worst Gigs',
      artists: ['Night Shift Radio'],
      album: 'Night Shift Radio',
      albumArtists: ['Honey Echo Productions'],
      artUrl: 'https://img.example/show-300.jpg',
      url: 'https://open.spotify.com/episode/ep0001',
    })
    expect(CanSeek).toBe(true)
    // A chapter plays under an episode URI that the web player does not answer: no link.
    const chapter = anEpisodeState({
      itemType: 'chapter',
      show: {
        kind: 'audiobook',
        id: 'b1',
        uri: 'spotify:audiobook:b1',
        name: 'Painted Gardens',
        publisher: null,
      },
    })
    expect(mprisPlayerProperties(chapter).Metadata).toMatchObject({
      url: null,
      albumArtists: ['Painted Gardens'],
    })
  })

  it.each([
    ['ok', 'Playing', true],
    ['idle', 'Stopped', false],
    ['no-device', 'Stopped', false],
    ['read-only', 'Playing', false],
    ['offline', 'Playing', false],
    ['rate-limited', 'Playing', false],
    ['signed-out', 'Stopped', false],
  ] as const)('%s: PlaybackStatus %s, controls %s', (status, playbackStatus, controls) => {
    const properties = mprisPlayerProperties(statesByStatus[status])
    expect(properties.PlaybackStatus).toBe(playbackStatus)
    expect([properties.CanPlay, properties.CanPause, properties.CanGoNext, properties.CanSeek]).toEqual([
      controls,
      controls,
      controls,
      controls,
    ])
    expect(properties.CanControl).toBe(true)
  })

  it('says Paused, and follows what the service disallows', () => {
    const properties = mprisPlayerProperties(
      aState({
        isPlaying: false,
        disallowed: [
          { action: 'pause', reason: 'Playback is already paused.' },
          { action: 'previous', reason: 'There is no previous track here.' },
          { action: 'seek', reason: 'This track cannot be moved within.' },
        ],
      }),
    )
    expect(properties).toMatchObject({
      PlaybackStatus: 'Paused',
      CanPlay: true,
      CanGoPrevious: false,
      CanSeek: false,
    })
  })

  it("strips control characters from strangers' names (a panel or a playerctl script shows them)", () => {
    const track = aTrack({
      name: '\u001b]0;owned\u0007Song\u001b[2J',
      artists: [{ id: 'a', name: 'Art\u009bist', uri: 'spotify:artist:a' }],
      album: { ...aTrack().album!, name: 'Al\nbum' },
    })
    const { Metadata } = mprisPlayerProperties(aState({ track }))
    expect([Metadata.title, Metadata.artists, Metadata.album]).toEqual(['Song', ['Artist'], 'Al bum'])
  })

  it('has the NoTrack id and no other metadata when nothing is loaded', () => {
    expect(mprisPlayerProperties(statesByStatus.idle).Metadata).toMatchObject({
      trackId: NO_TRACK_PATH,
      lengthUs: null,
      title: null,
      artists: [],
    })
  })

  it('makes a valid object path of any track, and a volume of 0 without one', () => {
    expect(trackObjectPath(aTrack({ id: null, uri: 'spotify:local:Artist:Album:Song+Name:215' }))).toMatch(
      /^\/app\/encore\/track\/u[0-9a-f]{8}$/,
    )
    expect(mprisPlayerProperties(aState({ device: aDevice({ volumePercent: null }) })).Volume).toBe(0)
  })

  it('maps repeat modes to loop statuses and back', () => {
    expect((['off', 'context', 'track'] as const).map(loopStatusOf)).toEqual(['None', 'Playlist', 'Track'])
    expect(['None', 'Playlist', 'Track', 'Sometimes'].map(repeatOf)).toEqual([
      'off',
      'context',
      'track',
      null,
    ])
  })

  it('lists only the properties that changed', () => {
    const before = mprisPlayerProperties(aState())
    expect(changedProperties(before, mprisPlayerProperties(aState({ progressMs: 90_000 })))).toEqual([])
    expect(
      changedProperties(before, mprisPlayerProperties(aState({ isPlaying: false, disallowed: [] }))),
    ).toEqual(['PlaybackStatus'])
    expect(
      changedProperties(
        before,
        mprisPlayerProperties(aState({ track: aTrack({ id: 't2', uri: 'spotify:track:t2' }) })),
      ),
    ).toEqual(['Metadata'])
    expect(changedProperties(null, before)).toHaveLength(11)
  })
})

describe('Position and Seeked', () => {
  it('extrapolates the position in microseconds', () => {
    expect(mprisPosition(aState({ progressMs: 30_000, sampledAt: NOW - 2_500 }), NOW)).toBe(32_500_000)
    expect(mprisPosition(aState({ progressMs: 30_000, sampledAt: NOW - 2_500, isPlaying: false }), NOW)).toBe(
      30_000_000,
    )
  })

  it('announces a jump the natural progress does not explain, not small drift or a new track', () => {
    const before = aState({ progressMs: 30_000, sampledAt: NOW - 10_000 })
    // Natural progress: 40 s now; a read says 40.8 s.
    expect(seekedPosition(before, aState({ progressMs: 40_800, sampledAt: NOW }), NOW)).toBeNull()
    expect(seekedPosition(before, aState({ progressMs: 120_000, sampledAt: NOW }), NOW)).toBe(120_000_000)
    expect(seekedPosition(before, aState({ progressMs: 0, sampledAt: NOW }), NOW)).toBe(0)
    const other = aState({ track: aTrack({ id: 't2', uri: 'spotify:track:t2' }), progressMs: 0 })
    expect(seekedPosition(before, other, NOW)).toBeNull()
    expect(seekedPosition(null, before, NOW)).toBeNull()
  })
})

describe('engineCallFor: what a client asks, as the player command the command table names', () => {
  const playing = aState({ progressMs: 30_000, sampledAt: NOW })
  const paused = aState({ progressMs: 30_000, sampledAt: NOW, isPlaying: false })
  const cases: [string, MprisRequest, typeof playing, ReturnType<typeof engineCallFor>][] = [
    ['PlayPause', { kind: 'PlayPause' }, playing, { id: 'player.toggle' }],
    ['Play while paused', { kind: 'Play' }, paused, { id: 'player.play', args: {} }],
    ['Play while playing does nothing', { kind: 'Play' }, playing, null],
    ['Pause while playing', { kind: 'Pause' }, playing, { id: 'player.pause' }],
    ['Pause while paused does nothing', { kind: 'Pause' }, paused, null],
    ['Stop pauses', { kind: 'Stop' }, playing, { id: 'player.pause' }],
    ['Next', { kind: 'Next' }, playing, { id: 'player.next' }],
    ['Previous', { kind: 'Previous' }, playing, { id: 'player.previous' }],
    [
      'Seek forward 10 s',
      { kind: 'Seek', offsetUs: 10_000_000 },
      playing,
      { id: 'player.seekTo', args: { positionMs: 40_000 } },
    ],
    [
      'Seek back past the start',
      { kind: 'Seek', offsetUs: -60_000_000 },
      playing,
      { id: 'player.seekTo', args: { positionMs: 0 } },
    ],
    [
      'Seek past the end goes to the next track',
      { kind: 'Seek', offsetUs: 500_000_000 },
      playing,
      { id: 'player.next' },
    ],
    [
      'SetPosition on this track',
      { kind: 'SetPosition', trackId: '/app/encore/track/track0001', positionUs: 90_000_000 },
      playing,
      { id: 'player.seekTo', args: { positionMs: 90_000 } },
    ],
    [
      'SetPosition for another track is ignored',
      { kind: 'SetPosition', trackId: '/app/encore/track/other', positionUs: 90_000_000 },
      playing,
      null,
    ],
    [
      'SetPosition past the end is ignored',
      { kind: 'SetPosition', trackId: '/app/encore/track/track0001', positionUs: 900_000_000 },
      playing,
      null,
    ],
    [
      'Volume 0.42',
      { kind: 'SetVolume', volume: 0.42 },
      playing,
      { id: 'player.volumeTo', args: { percent: 42 } },
    ],
    [
      'Volume above 1 is 100 %',
      { kind: 'SetVolume', volume: 1.7 },
      playing,
      { id: 'player.volumeTo', args: { percent: 100 } },
    ],
    [
      'Negative volume is 0',
      { kind: 'SetVolume', volume: -0.5 },
      playing,
      { id: 'player.volumeTo', args: { percent: 0 } },
    ],
    ['Shuffle', { kind: 'SetShuffle', on: true }, playing, { id: 'player.setShuffle', args: { on: true } }],
    [
      'LoopStatus Track',
      { kind: 'SetLoopStatus', loop: 'Track' },
      playing,
      { id: 'player.setRepeat', args: { mode: 'track' } },
    ],
    ['An unknown LoopStatus', { kind: 'SetLoopStatus', loop: 'Forever' }, playing, null],
  ]

  it.each(cases)('%s', (_name, request, state, call) => {
    expect(engineCallFor(request, state, NOW)).toEqual(call)
  })

  it('does nothing for a seek when nothing is loaded', () => {
    expect(engineCallFor({ kind: 'Seek', offsetUs: 1 }, statesByStatus.idle, NOW)).toBeNull()
  })
})
