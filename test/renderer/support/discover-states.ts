import type { Capabilities, Feature, SoundTimeline } from '../../../electron/contract'
import { libTrack } from './library-states'

/** Answers for Discover's bridge methods in page tests. */

export const page = <T>(
  items: T[],
  overrides: Partial<{ offset: number; total: number; hasMore: boolean }> = {},
) => ({
  items,
  offset: 0,
  total: items.length,
  hasMore: false,
  ...overrides,
})

export const capabilities = (unavailable: Feature[] = []): Capabilities => ({
  generation: unavailable.length ? '2026' : 'classic',
  unavailable: unavailable.map((feature) => ({
    feature,
    reason: 'Spotify no longer offers this to apps registered after November 2024.',
  })),
  refusal: null,
})

export const artist = (name: string) => ({
  id: name.replace(/\W/g, ''),
  uri: `spotify:artist:${name.replace(/\W/g, '')}`,
  name,
  images: [],
  genres: ['jazz'],
})

export const playlist = (name: string) => ({
  id: name.replace(/\W/g, ''),
  uri: `spotify:playlist:${name.replace(/\W/g, '')}`,
  name,
  description: '',
  owner: { id: 'spotify', name: 'Spotify' },
  images: [],
  public: true,
  collaborative: false,
  totalItems: 10,
  snapshotId: 's1',
})

export const played = (name: string) => ({
  track: libTrack(name),
  playedAt: '2026-05-01T10:00:00Z',
  contextUri: null,
})

export const features = {
  trackId: 't1',
  acousticness: 0.2,
  danceability: 0.7,
  energy: 0.8,
  instrumentalness: 0.01,
  liveness: 0.1,
  speechiness: 0.05,
  valence: 0.6,
  loudness: -6.5,
  tempo: 128.2,
  key: 1,
  mode: 1,
  timeSignature: 4,
  durationMs: 600_000,
}

/** A ten-minute analysis: 2,000 segments, 1,280 beats. */
export function timeline(): SoundTimeline {
  const starts = Array.from({ length: 2000 }, (_, index) => index * 0.3)
  return {
    durationS: 600,
    tempo: 128,
    loudness: -7,
    key: 1,
    mode: 1,
    timeSignature: 4,
    sections: Array.from({ length: 20 }, (_, index) => ({
      start: index * 30,
      duration: 30,
      tempo: 126 + index,
      loudness: -8,
      key: 1,
      mode: 1,
      timeSignature: 4,
    })),
    segments: { starts, loudness: starts.map((_, index) => -10 - (index % 7)) },
    beats: Array.from({ length: 1280 }, (_, index) => index * (600 / 1280)),
    bars: Array.from({ length: 320 }, (_, index) => index * (600 / 320)),
  }
}
