import type { AlbumRef, ArtistRef, Listening, ListeningRange, ListeningTime } from '../../contract'
import { addDays, dateKey, rangeBounds, weekdayOf } from './calendar'
import { listenedMs, type Play } from './play'
import { trackOfPlay } from './play-items'

/**
 * "Your listening" as a plain function over the plays (oldest first): time listened per day of the range,
 * totals, the top artists, tracks and albums with their plays and time, and listening by hour of the day and
 * day of the week, in the computer's time zone. A play counts at the time it ended, for what Encore saw of it
 * (or the whole track when only the service told of it). Tracks make the tops; an episode counts in the time
 * only (issue 26 counts episodes by show).
 */

const HOUR_MS = 3_600_000
const FULL_DAY_MS = 24 * HOUR_MS

interface Tally<T> {
  ref: T
  plays: number
  playedMs: number
  extra?: ArtistRef[]
}

const zero = (): ListeningTime => ({ playedMs: 0, plays: 0 })
const add = (time: ListeningTime, ms: number) => {
  time.playedMs += ms
  time.plays++
}

function count<T>(
  tallies: Map<string, Tally<T>>,
  key: string,
  ref: () => T,
  ms: number,
  extra?: () => ArtistRef[],
) {
  const tally = tallies.get(key)
  if (tally) {
    tally.plays++
    tally.playedMs += ms
  } else {
    tallies.set(key, { ref: ref(), plays: 1, playedMs: ms, ...(extra ? { extra: extra() } : {}) })
  }
}

/** Most plays first; ties: more time, then the name's order, so the list never wobbles. */
function top<T>(tallies: Map<string, Tally<T>>, limit: number, name: (ref: T) => string): Tally<T>[] {
  return [...tallies.values()]
    .sort((a, b) => b.plays - a.plays || b.playedMs - a.playedMs || name(a.ref).localeCompare(name(b.ref)))
    .slice(0, limit)
}

export interface ListeningQuery {
  range: ListeningRange
  at: number
  limit: number
  firstPlayedAt: number | null
}

export function listening(plays: readonly Play[], query: ListeningQuery): Listening {
  const { from, to } = rangeBounds(query.range, query.at, query.firstPlayedAt)
  const days: Listening['days'] = []
  const byHour = Array.from({ length: 24 }, zero)
  const byWeekday = Array.from({ length: 7 }, zero)
  const artists = new Map<string, Tally<ArtistRef>>()
  const tracks = new Map<string, Tally<Play>>()
  const albums = new Map<string, Tally<AlbumRef>>()
  const totals = { playedMs: 0, plays: 0, tracks: 0, artists: 0, days: 0 }
  // One sweep: the plays are in time order, so each day's plays follow the last day's.
  let index = 0
  while (index < plays.length && plays[index]!.at < from) index++
  for (let start = from; start < to;) {
    const end = addDays(start, 1)
    const day = { date: dateKey(start), start, ...zero() }
    const weekday = weekdayOf(start)
    for (; index < plays.length && plays[index]!.at < end; index++) {
      const play = plays[index]!
      const ms = listenedMs(play)
      add(day, ms)
      add(byWeekday[weekday]!, ms)
      // A day of 23 or 25 hours (daylight saving) asks the clock; any other day counts from its midnight.
      const hour =
        end - start === FULL_DAY_MS ? Math.floor((play.at - start) / HOUR_MS) : new Date(play.at).getHours()
      add(byHour[hour]!, ms)
      if (play.item.kind !== 'track') continue
      const item = play.item
      count(tracks, item.uri, () => play, ms)
      for (const artist of item.artists) count(artists, artist.uri || artist.name, () => artist, ms)
      const album = play.album
      if (album)
        count(
          albums,
          album.uri,
          () => trackOfPlay(play).album!,
          ms,
          () => item.artists,
        )
    }
    if (day.plays) totals.days++
    totals.playedMs += day.playedMs
    totals.plays += day.plays
    days.push(day)
    start = end
  }
  totals.tracks = tracks.size
  totals.artists = artists.size
  return {
    range: query.range,
    from,
    to,
    totals,
    days,
    topArtists: top(artists, query.limit, (ref) => ref.name).map(({ ref, plays, playedMs }) => ({
      artist: ref,
      plays,
      playedMs,
    })),
    topTracks: top(tracks, query.limit, (ref) => ref.item.name).map(({ ref, plays, playedMs }) => ({
      track: trackOfPlay(ref),
      plays,
      playedMs,
    })),
    topAlbums: top(albums, query.limit, (ref) => ref.name).map(({ ref, plays, playedMs, extra }) => ({
      album: ref,
      artists: extra ?? [],
      plays,
      playedMs,
    })),
    byHour,
    byWeekday,
    firstPlayedAt: query.firstPlayedAt,
  }
}
