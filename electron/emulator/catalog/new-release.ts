import { createRandom } from '../random/prng'
import { base62Id } from '../random/ids'
import type { Catalog } from './catalog'
import type { AlbumRecord, AudioFeatures, TrackRecord } from './catalog-types'
import { ALL_MARKETS } from './markets'

/**
 * A release that comes out while the service runs (a test's control, `addRelease` on the handle): an album or
 * single of an artist, dated by the emulator's clock, listed first on the artist's page and playable like any
 * other. Deterministic from its options. Kept in memory only (not in the state file).
 */
export interface NewReleaseOptions {
  artistId: string
  /** Default `single`. */
  albumType?: 'album' | 'single'
  name?: string
  /** When it came out (epoch ms on the emulator's clock); default now. */
  releasedAt?: number
  /** Default 1 for a single, 8 for an album. */
  tracks?: number
}

const DAY_MS = 86_400_000

const plainFeatures: AudioFeatures = {
  danceability: 0.6,
  energy: 0.6,
  key: 0,
  loudness: -8,
  mode: 1,
  speechiness: 0.05,
  acousticness: 0.2,
  instrumentalness: 0.01,
  liveness: 0.1,
  valence: 0.5,
  tempo: 120,
  time_signature: 4,
}

export function buildRelease(
  catalog: Catalog,
  options: NewReleaseOptions,
  now: number,
): { album: AlbumRecord; tracks: TrackRecord[] } {
  const artist = catalog.artist(options.artistId)
  if (!artist) throw new RangeError(`no artist ${options.artistId} in the catalog`)
  const albumType = options.albumType ?? 'single'
  const releasedAt = options.releasedAt ?? now
  const name = options.name ?? `${artist.name}: ${albumType === 'single' ? 'New single' : 'New album'}`
  const random = createRandom(`release/${catalog.seed}/${artist.id}/${name}/${releasedAt}`)
  const freshId = () => {
    for (;;) {
      const id = base62Id(random)
      if (!catalog.album(id) && !catalog.track(id)) return id
    }
  }
  const releaseDate = new Date(releasedAt).toISOString().slice(0, 10)
  const album: AlbumRecord = {
    id: freshId(),
    name,
    albumType,
    artistIds: [artist.id],
    trackIds: [],
    releaseDate,
    releasePrecision: 'day',
    releaseYear: Number(releaseDate.slice(0, 4)),
    releaseDay: Math.floor(releasedAt / DAY_MS),
    label: 'Encore Test Records',
    upc: `9${String(random.int(100_000_000_000, 999_999_999_999))}`,
    genres: artist.genres,
    popularity: 50,
    markets: ALL_MARKETS,
    copyrightHolder: 'Encore Test Records',
  }
  const count = options.tracks ?? (albumType === 'single' ? 1 : 8)
  const tracks = Array.from({ length: count }, (_, index): TrackRecord => {
    const id = freshId()
    album.trackIds.push(id)
    return {
      id,
      name: count === 1 ? name : `${name} (${index + 1})`,
      albumId: album.id,
      artistIds: [artist.id],
      durationMs: 180_000 + index * 15_000,
      explicit: false,
      trackNumber: index + 1,
      discNumber: 1,
      isrc: `QZENC${releaseDate.slice(2, 4)}${String(random.int(10_000, 99_999))}`,
      popularity: 50,
      markets: album.markets,
      features: plainFeatures,
    }
  })
  return { album, tracks }
}
