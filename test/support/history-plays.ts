import {
  FROM_PLAYER,
  FROM_SERVICE,
  type AlbumItem,
  type ContextItem,
  type EpisodeItem,
  type Play,
  type TrackItem,
} from '../../electron/core/features/history/play'

/** Plays for the readers' tables: tracks of a few albums and artists, played at given times. */

export const ALBUMS: Record<string, AlbumItem> = {
  blue: {
    kind: 'album',
    uri: 'spotify:album:blue',
    id: 'blue',
    name: 'Kind of Blue',
    images: [{ url: 'https://img/blue.jpg', width: 64, height: 64 }],
  },
  love: { kind: 'album', uri: 'spotify:album:love', id: 'love', name: 'A Love Supreme', images: [] },
}

const davis = { id: 'davis', name: 'Miles Davis', uri: 'spotify:artist:davis' }
const evans = { id: 'evans', name: 'Bill Evans', uri: 'spotify:artist:evans' }
const coltrane = { id: 'coltrane', name: 'John Coltrane', uri: 'spotify:artist:coltrane' }

export const TRACKS: Record<string, TrackItem> = {
  sowhat: track('sowhat', 'So What', 'blue', [davis], 540_000),
  bluegreen: track('bluegreen', 'Blue in Green', 'blue', [davis, evans], 330_000),
  acknowledgement: track('acknowledgement', 'Acknowledgement', 'love', [coltrane], 470_000),
  resolution: track('resolution', 'Resolution', 'love', [coltrane], 440_000),
}

function track(
  id: string,
  name: string,
  album: string,
  artists: TrackItem['artists'],
  durationMs: number,
): TrackItem {
  return {
    kind: 'track',
    uri: `spotify:track:${id}`,
    id,
    name,
    durationMs,
    explicit: false,
    album: `spotify:album:${album}`,
    artists,
  }
}

export function aPlay(key: keyof typeof TRACKS, at: number, overrides: Partial<Play> = {}): Play {
  const item = TRACKS[key]!
  return {
    at,
    item,
    album: ALBUMS[item.album!.split(':')[2]!]!,
    context: item.album,
    playedMs: null,
    sources: FROM_SERVICE,
    device: null,
    leftAtMs: null,
    ...overrides,
  }
}

export const seenOn = (device: string, playedMs: number, leftAtMs: number | null = null): Partial<Play> => ({
  sources: FROM_PLAYER,
  device,
  playedMs,
  leftAtMs,
})

/** A podcast's show (or a book), as the history keeps it: a context item with its name and cover. */
export const NIGHT_SHIFT: ContextItem = {
  kind: 'context',
  uri: 'spotify:show:nightshift',
  type: 'show',
  name: 'Night Shift Radio',
  images: [{ url: 'https://img/nightshift.jpg', width: 300, height: 300 }],
}

/** A play of an episode of Night Shift Radio, from wherever `context` says (its show by default). */
export function anEpisodePlay(id: string, at: number, overrides: Partial<Play> = {}): Play {
  const item: EpisodeItem = {
    kind: 'episode',
    uri: `spotify:episode:${id}`,
    id,
    name: `Episode ${id}`,
    durationMs: 2_400_000,
    show: NIGHT_SHIFT.uri,
  }
  return {
    at,
    item,
    album: null,
    show: NIGHT_SHIFT,
    context: NIGHT_SHIFT.uri,
    playedMs: 1_200_000,
    sources: FROM_PLAYER,
    device: 'Pocket Phone',
    leftAtMs: 1_200_000,
    ...overrides,
  }
}
