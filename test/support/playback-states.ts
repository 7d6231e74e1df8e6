import type { Device, PlaybackState, PlayerAction, Track } from '../../electron/contract'

/** Playback states for tables of tests: a plain playing state, changed field by field. */

export const NOW = Date.UTC(2025, 5, 2, 9)

export function aTrack(overrides: Partial<Track> = {}): Track {
  return {
    id: 'track0001',
    uri: 'spotify:track:track0001',
    name: 'Blue in Green',
    artists: [
      { id: 'a1', name: 'Miles Davis', uri: 'spotify:artist:a1' },
      { id: 'a2', name: 'Bill Evans', uri: 'spotify:artist:a2' },
    ],
    album: {
      id: 'al1',
      name: 'Kind of Blue',
      uri: 'spotify:album:al1',
      images: [
        { url: 'https://img.example/640.jpg', width: 640, height: 640 },
        { url: 'https://img.example/300.jpg', width: 300, height: 300 },
        { url: 'https://img.example/64.jpg', width: 64, height: 64 },
      ],
    },
    durationMs: 200_000,
    explicit: false,
    isLocal: false,
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
    ...overrides,
  }
}

export function aDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 'dev-desktop',
    name: 'Encore Desktop',
    type: 'Computer',
    isActive: true,
    isRestricted: false,
    volumePercent: 60,
    ...overrides,
  }
}

export function aState(overrides: Partial<PlaybackState> = {}): PlaybackState {
  return {
    status: 'ok',
    message: null,
    track: aTrack(),
    itemType: 'track',
    show: null,
    progressMs: 30_000,
    sampledAt: NOW,
    isPlaying: true,
    device: aDevice(),
    repeat: 'off',
    shuffle: false,
    context: { type: 'album', uri: 'spotify:album:al1', name: 'Kind of Blue' },
    saved: false,
    disallowed: [{ action: 'resume', reason: 'It is already playing.' }],
    readAt: NOW,
    retryAt: null,
    ...overrides,
  }
}

const premium =
  'Controlling playback needs a Premium account. You can still see what plays and browse your library.'

/** One state for every status, as the engine publishes them. */
export const statesByStatus: Record<PlaybackState['status'], PlaybackState> = {
  ok: aState(),
  idle: aState({
    status: 'idle',
    message: 'Nothing is playing. Pick something to play.',
    track: null,
    isPlaying: false,
    device: null,
    context: null,
    saved: null,
    disallowed: [],
  }),
  'no-device': aState({
    status: 'no-device',
    message: 'No device is available. Open Spotify on your phone or computer, then choose it here.',
    track: null,
    isPlaying: false,
    device: null,
    context: null,
    saved: null,
    disallowed: [],
  }),
  'read-only': aState({
    status: 'read-only',
    message: premium,
    disallowed: (
      [
        'pause',
        'resume',
        'seek',
        'next',
        'previous',
        'repeat',
        'shuffle',
        'transfer',
        'volume',
      ] as PlayerAction[]
    ).map((action) => ({ action, reason: premium })),
  }),
  offline: aState({
    status: 'offline',
    message: 'Encore cannot reach Spotify. What you see may be out of date; it reconnects by itself.',
  }),
  'rate-limited': aState({
    status: 'rate-limited',
    message: 'Spotify asked Encore to slow down. It resumes in 30 seconds.',
    retryAt: NOW + 30_000,
  }),
  'signed-out': aState({
    status: 'signed-out',
    message: 'Sign in to see and control what plays.',
    track: null,
    isPlaying: false,
    device: null,
    context: null,
    saved: null,
    disallowed: [],
    readAt: null,
  }),
}

/** A podcast episode on the player, as core shows it: its show as the artist line and the album. */
export function anEpisodeState(overrides: Partial<PlaybackState> = {}): PlaybackState {
  const show = { id: 'show0001', name: 'Night Shift Radio', uri: 'spotify:show:show0001' }
  return aState({
    track: aTrack({
      id: 'ep0001',
      uri: 'spotify:episode:ep0001',
      name: 'Ask Us Anything: Our Worst Gigs',
      artists: [show],
      album: { ...show, images: [{ url: 'https://img.example/show-300.jpg', width: 300, height: 300 }] },
      durationMs: 2_915_000,
    }),
    itemType: 'episode',
    show: { kind: 'show', ...show, publisher: 'Honey Echo Productions' },
    context: { type: 'show', uri: show.uri, name: show.name },
    disallowed: [],
    ...overrides,
  })
}
