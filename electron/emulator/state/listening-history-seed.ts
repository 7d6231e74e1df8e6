import type { Catalog } from '../catalog/catalog'
import type { ArtistRecord } from '../catalog/catalog-types'
import { createRandom, type Random } from '../random/prng'
import type { PlayHistoryEntry } from './user-state'

const DAY_MS = 86_400_000
/** Two and a half years of listening, so `long_term` differs from `medium_term`. */
const HISTORY_DAYS = 900
/** Ages (days) where the listener's taste shifts: the last 4 weeks, the last ~6 months, before. */
const RECENT_DAYS = 28
const MEDIUM_DAYS = 182

/**
 * A plausible listening history for the demo user, deterministic from the catalog seed: a few plays a day
 * over two and a half years, each period with its own favourite artists (so short, medium and long term top
 * items differ), every play in its album's context. Oldest first, ending before `nowMs`.
 */
export function seedListeningHistory(catalog: Catalog, nowMs: number): PlayHistoryEntry[] {
  const random = createRandom(`listening-history/${catalog.seed}/${catalog.size}`)
  const artists = catalog.artists.filter((artist) => artist.albumIds.length > 0)
  if (artists.length === 0) return []
  const favourites = {
    long: random.sample(artists, 6),
    medium: random.sample(artists, 5),
    recent: random.sample(artists, 4),
  }
  const favouritesAt = (ageDays: number) =>
    ageDays < RECENT_DAYS ? favourites.recent : ageDays < MEDIUM_DAYS ? favourites.medium : favourites.long

  const history: PlayHistoryEntry[] = []
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  for (let age = HISTORY_DAYS; age >= 1; age--) {
    const plays = random.int(0, 6)
    // Listening sessions start in the evening (UTC) and play songs back to back.
    let at = today - age * DAY_MS + random.int(17, 21) * 3_600_000 + random.int(0, 59) * 60_000
    for (let i = 0; i < plays; i++) {
      const artist = random.chance(0.7) ? random.pick(favouritesAt(age)) : random.pick(artists)
      const trackId = pickTrack(catalog, random, artist)
      if (trackId === undefined) continue
      const track = catalog.track(trackId)
      at += track?.durationMs ?? 180_000
      history.push({ trackId, playedAt: at, contextUri: `spotify:album:${track?.albumId ?? ''}` })
    }
  }
  return history.filter((entry) => entry.playedAt < nowMs)
}

function pickTrack(catalog: Catalog, random: Random, artist: ArtistRecord): string | undefined {
  const tracks = catalog
    .tracksOfArtist(artist.id)
    .filter((track) => catalog.album(track.albumId)?.editionOf === undefined)
  if (tracks.length === 0) return undefined
  // Favourite songs come back: the first few tracks of an artist are picked far more often.
  const index = Math.min(tracks.length - 1, Math.floor(random.next() ** 2.5 * tracks.length))
  return tracks[index]?.id
}
