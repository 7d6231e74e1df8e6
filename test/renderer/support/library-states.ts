import type {
  LibraryStatus,
  PaletteMatch,
  PlaylistDetail,
  PlaylistEntry,
  Track,
} from '../../../electron/contract'

/** What core says of a library, a track, a playlist: small builders for the page's tests. */

export function libraryStatus(overrides: Partial<LibraryStatus> = {}): LibraryStatus {
  const kind = (total: number) => ({
    state: 'done' as const,
    loaded: total,
    total,
    error: null,
    resumesAt: null,
  })
  return {
    status: 'ready',
    revision: 1,
    counts: { tracks: 3, albums: 2, playlists: 4, artists: 1, shows: 2, episodes: 1, audiobooks: 0 },
    fromCache: false,
    cachedAt: 1_700_000_000_000,
    cacheProblem: null,
    sync: {
      state: 'done',
      kinds: {
        tracks: kind(3),
        albums: kind(2),
        playlists: kind(4),
        artists: kind(1),
        shows: kind(2),
        episodes: kind(1),
        audiobooks: kind(0),
      },
      startedAt: 1_700_000_000_000,
      finishedAt: 1_700_000_001_000,
    },
    ...overrides,
  }
}

export function libTrack(name: string, overrides: Partial<Track> = {}): Track {
  const id = name.replace(/\W/g, '')
  return {
    id,
    uri: `spotify:track:${id}`,
    name,
    artists: [{ id: 'ar1', name: 'Nina Blue', uri: 'spotify:artist:ar1' }],
    album: { id: 'al1', name: 'Blue Album', uri: 'spotify:album:al1', images: [] },
    durationMs: 200_000,
    explicit: false,
    isLocal: false,
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
    ...overrides,
  }
}

export function playlistDetail(overrides: Partial<PlaylistDetail> = {}): PlaylistDetail {
  return {
    id: 'pl1',
    uri: 'spotify:playlist:pl1',
    name: 'Road Songs',
    description: 'For the car',
    owner: { id: 'demo-user', name: 'Demo Listener' },
    images: [],
    public: false,
    collaborative: false,
    totalItems: 3,
    snapshotId: 's1',
    followers: 2,
    isOwn: true,
    canEdit: true,
    followed: true,
    itemsUnavailable: null,
    revision: 1,
    ...overrides,
  }
}

export const entry = (name: string, position: number): PlaylistEntry => ({
  key: `k-${name}`,
  position,
  track: libTrack(name),
  addedAt: '2025-05-01T10:00:00Z',
  addedBy: 'demo-user',
  pending: false,
})

/** One match of the palette from core (`library.find`). */
export const paletteMatch = (
  kind: PaletteMatch['kind'],
  id: string,
  name: string,
  subtitle = '',
): PaletteMatch => ({ kind, id, uri: `spotify:${kind}:${id}`, name, subtitle, images: [] })
