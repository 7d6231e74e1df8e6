import type { Device, PlaybackState, Queue, Suggestion, Track } from '../../../electron/contract'

/** Players, devices and tracks as core pushes them, for component and store tests. */

export const track = (overrides: Partial<Track> = {}): Track => ({
  id: 'track1',
  uri: 'spotify:track:track1',
  name: 'Dusty Ghosts',
  artists: [{ id: 'artist1', name: 'Ines Nakamura', uri: 'spotify:artist:artist1' }],
  album: {
    id: 'album1',
    name: 'Silver Wave',
    uri: 'spotify:album:album1',
    images: [{ url: 'http://127.0.0.1:1/images/album/album1/300.png', width: 300, height: 300 }],
  },
  durationMs: 207_000,
  explicit: false,
  isLocal: false,
  isPlayable: true,
  unplayableReason: null,
  linkedFromUri: null,
  ...overrides,
})

export const device = (overrides: Partial<Device> = {}): Device => ({
  id: 'desktop',
  name: 'Encore Desktop',
  type: 'Computer',
  isActive: true,
  isRestricted: false,
  volumePercent: 70,
  ...overrides,
})

export const devices = (): Device[] => [
  device(),
  device({ id: 'phone', name: 'Pocket Phone', type: 'Smartphone', isActive: false, volumePercent: 55 }),
  device({ id: 'speaker', name: 'Kitchen Speaker', type: 'Speaker', isActive: false, volumePercent: null }),
  device({
    id: 'tv',
    name: 'Living Room TV',
    type: 'TV',
    isActive: false,
    isRestricted: true,
    volumePercent: 30,
  }),
]

/** A track playing on "Encore Desktop", read at `sampledAt`. */
export const playing = (overrides: Partial<PlaybackState> = {}): PlaybackState => ({
  status: 'ok',
  message: null,
  track: track(),
  itemType: 'track',
  show: null,
  progressMs: 30_000,
  sampledAt: 1_000_000,
  isPlaying: true,
  device: device(),
  repeat: 'off',
  shuffle: false,
  context: { type: 'album', uri: 'spotify:album:album1', name: 'Silver Wave' },
  saved: false,
  disallowed: [],
  readAt: 1_000_000,
  retryAt: null,
  ...overrides,
})

export const idle = (overrides: Partial<PlaybackState> = {}): PlaybackState =>
  playing({
    status: 'idle',
    message: 'Nothing is playing. Pick something to play.',
    track: null,
    progressMs: 0,
    isPlaying: false,
    device: null,
    context: null,
    saved: null,
    ...overrides,
  })

export const queue = (...names: string[]): Queue => ({
  upNext: names.map((name, index) => track({ id: `q${index}`, uri: `spotify:track:q${index}`, name })),
})

export const suggestions = (): Suggestion[] => [
  {
    kind: 'album',
    uri: 'spotify:album:a1',
    name: 'Carousel in Kyoto',
    subtitle: 'Ines Nakamura',
    images: [],
  },
  {
    kind: 'playlist',
    uri: 'spotify:playlist:p1',
    name: 'Morning Mix',
    subtitle: 'Demo Listener',
    images: [],
  },
  { kind: 'track', uri: 'spotify:track:t1', name: 'Leaving', subtitle: 'Ines Nakamura', images: [] },
]

/** A podcast episode playing: its show as the artist line and album, the kind said. */
export const episodePlaying = (overrides: Partial<PlaybackState> = {}): PlaybackState =>
  playing({
    track: track({
      id: 'ep1',
      uri: 'spotify:episode:ep1',
      name: 'Ask Us Anything',
      artists: [{ id: 'show1', name: 'Violet Comedy', uri: 'spotify:show:show1' }],
      album: {
        id: 'show1',
        name: 'Violet Comedy',
        uri: 'spotify:show:show1',
        images: [{ url: 'http://127.0.0.1:1/images/show/show1/300.png', width: 300, height: 300 }],
      },
      durationMs: 2_900_000,
    }),
    itemType: 'episode',
    show: {
      kind: 'show',
      id: 'show1',
      uri: 'spotify:show:show1',
      name: 'Violet Comedy',
      publisher: 'Honey Echo Productions',
    },
    context: { type: 'show', uri: 'spotify:show:show1', name: 'Violet Comedy' },
    progressMs: 600_000,
    ...overrides,
  })
