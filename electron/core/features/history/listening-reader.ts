import type { ArtistRef, Image, Listening, ListeningRange } from '../../../contract'
import { addDays, dateKey, rangeBounds } from './calendar'
import { tallyPlays, type ListeningTally, type TrackTally } from './listening-tally'
import type { AlbumItem, Play, TrackItem } from './play'
import { albumRefOf, standInTrack, trackOfPlay } from './play-items'

/**
 * "Your listening" as plain functions: a range's tally (listening-tally.ts) made into time listened per day,
 * totals, the top artists, tracks and albums with their plays and time, and listening by hour of the day and
 * day of the week, in the computer's time zone. A play counts at the time it ended, for what Encore saw of it
 * (or the whole track when only the service told of it). Tracks make the tops of tracks, artists and albums;
 * an episode counts in the time and by its show (a chapter by its book), never as a track.
 */

export interface ListeningQuery {
  range: ListeningRange
  at: number
  limit: number
  firstPlayedAt: number | null
}

/** A counted track's item and album, for names and the artists and albums it counts for. */
export type TrackLookup = (uri: string) => { item: TrackItem; album: AlbumItem | null } | undefined
/** A show's (or book's, or artist's) name and pictures, as far as the history and the library know them. */
export type ShowLookup = (uri: string) => { name: string | null; images: Image[] } | null

interface Tally<T> {
  ref: T
  plays: number
  playedMs: number
}

/**
 * The `limit` tallies with the most plays; ties: more time, then the name (in code-point order, so the list
 * never wobbles). Picked in one pass, not by sorting thousands of tracks.
 */
function top<T>(tallies: Iterable<Tally<T>>, limit: number, name: (ref: T) => string): Tally<T>[] {
  const before = (a: Tally<T>, b: Tally<T>) =>
    a.plays !== b.plays
      ? a.plays > b.plays
      : a.playedMs !== b.playedMs
        ? a.playedMs > b.playedMs
        : name(a.ref) < name(b.ref)
  const best: Tally<T>[] = []
  for (const tally of tallies) {
    if (best.length === limit && !before(tally, best[limit - 1]!)) continue
    let at = best.length
    while (at > 0 && before(tally, best[at - 1]!)) at--
    best.splice(at, 0, tally)
    if (best.length > limit) best.pop()
  }
  return best
}

function count<T>(tallies: Map<string, Tally<T>>, key: string, ref: T, track: TrackTally): void {
  const tally = tallies.get(key)
  if (tally) {
    tally.plays += track.plays
    tally.playedMs += track.playedMs
  } else {
    tallies.set(key, { ref, plays: track.plays, playedMs: track.playedMs })
  }
}

/** The page's answer for a range from the range's tally. */
export function listeningOf(
  tally: ListeningTally,
  lookup: TrackLookup,
  query: ListeningQuery & { from: number; to: number },
  showLookup: ShowLookup = () => null,
): Listening {
  const { from, to } = query
  const days: Listening['days'] = []
  const totals = { playedMs: 0, plays: 0, tracks: tally.tracks.size, artists: 0, days: 0 }
  for (let start = from; start < to; start = addDays(start, 1)) {
    const date = dateKey(start)
    const day = tally.days.get(date)
    days.push({ date, start, playedMs: day?.playedMs ?? 0, plays: day?.plays ?? 0 })
    if (!day?.plays) continue
    totals.days++
    totals.playedMs += day.playedMs
    totals.plays += day.plays
  }
  const tracks: Tally<{ uri: string; name: string }>[] = []
  const artists = new Map<string, Tally<ArtistRef>>()
  const albums = new Map<string, Tally<{ album: AlbumItem; artists: ArtistRef[] }>>()
  for (const [uri, track] of tally.tracks) {
    const known = lookup(uri)
    tracks.push({ ref: { uri, name: known?.item.name ?? uri }, plays: track.plays, playedMs: track.playedMs })
    if (!known) continue
    for (const artist of known.item.artists) count(artists, artist.uri || artist.name, artist, track)
    if (known.album)
      count(albums, known.album.uri, { album: known.album, artists: known.item.artists }, track)
  }
  totals.artists = artists.size
  return {
    range: query.range,
    from,
    to,
    totals,
    days,
    topArtists: top(artists.values(), query.limit, (ref) => ref.name).map(({ ref, plays, playedMs }) => ({
      artist: ref,
      // The library's pictures of the artist (followed, or played from); the rest are read (artist-pictures.ts).
      images: showLookup(ref.uri)?.images ?? [],
      plays,
      playedMs,
    })),
    topTracks: top(tracks, query.limit, (ref) => ref.name).map(({ ref, plays, playedMs }) => ({
      track: trackOfPlay(lookup(ref.uri) ?? { item: standInTrack(ref.uri, 0), album: null }),
      plays,
      playedMs,
    })),
    topAlbums: top(albums.values(), query.limit, (ref) => ref.album.name).map(({ ref, plays, playedMs }) => ({
      album: albumRefOf(ref.album),
      artists: ref.artists,
      plays,
      playedMs,
    })),
    topShows: top(
      [...tally.shows].map(([uri, show]) => ({
        ref: { uri, ...(showLookup(uri) ?? { name: null, images: [] }) },
        ...show,
      })),
      query.limit,
      (ref) => ref.name ?? ref.uri,
    ).map(({ ref, plays, playedMs }) => ({ show: ref, plays, playedMs })),
    byHour: tally.byHour.map((time) => ({ ...time })),
    byWeekday: tally.byWeekday.map((time) => ({ ...time })),
    firstPlayedAt: query.firstPlayedAt,
  }
}

/** "Your listening" straight from plays (oldest first): the range's tally, named by the plays themselves. */
export function listening(plays: readonly Play[], query: ListeningQuery): Listening {
  const bounds = rangeBounds(query.range, query.at, query.firstPlayedAt)
  const known = new Map<string, { item: TrackItem; album: AlbumItem | null }>()
  const shows = new Map<string, { name: string | null; images: Image[] }>()
  for (const play of plays) {
    if (play.item.kind === 'track') known.set(play.item.uri, { item: play.item, album: play.album })
    else if (play.show) shows.set(play.show.uri, { name: play.show.name, images: play.show.images })
  }
  return listeningOf(
    tallyPlays(plays, bounds.from, bounds.to),
    (uri) => known.get(uri),
    { ...query, ...bounds },
    (uri) => shows.get(uri) ?? null,
  )
}
