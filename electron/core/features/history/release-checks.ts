import { DAY_MS, NEW_RELEASE_DAYS, type Album, type NewRelease, type NewReleases } from '../../../contract'
import type { ApiClient, ArtistAlbum, Paging } from '../../service/api'
import { toAlbum } from '../../service/media/from-wire'

/**
 * New from artists you follow: each followed artist's albums and singles (`/artists/{id}/albums`,
 * `include_groups=album,single`), read on the background lane at most once a day per artist, spread over the
 * day, at most 60 requests a day however many artists there are (the least recently checked first). What a
 * check finds from the last eight weeks is kept on disk. The plan is a pure function of the kept state and the
 * time, tested as a table; the followed artists come from the library (never read for this).
 */

export const RELEASE_REQUESTS_PER_DAY = 60
/** Today's service answers at most 10 albums a page here (service-2026.md). */
const PAGE_LIMIT = 10

/** One page of an artist's albums and singles (a request on the background lane). */
export type ArtistAlbumsReader = (
  artistId: string,
  groups: ('album' | 'single')[],
  signal: AbortSignal,
) => Promise<Paging<ArtistAlbum>>

export function artistAlbumsReader(api: ApiClient): ArtistAlbumsReader {
  return (artistId, groups, signal) =>
    api.artists.getArtistAlbums(
      artistId,
      { includeGroups: groups, limit: PAGE_LIMIT },
      // Counted as history upkeep: it yields first when the day's request budget runs low.
      { lane: 'background', signal, purpose: 'history' },
    )
}

export interface ArtistCheck {
  id: string
  name: string
  checkedAt: number | null
}

export interface ReleasesState {
  /** The followed artists as the library last held them (null: not known yet). */
  artists: ArtistCheck[] | null
  /** When each request of the last day was sent. */
  requests: number[]
  /** What each artist's last check found from the eight weeks before it. */
  found: Record<string, NewRelease[]>
}

export const freshReleasesState = (): ReleasesState => ({ artists: null, requests: [], found: {} })

export function parseReleasesState(value: unknown): ReleasesState {
  const state = value as Partial<ReleasesState> | null
  const artists = Array.isArray(state?.artists)
    ? state.artists.filter(
        (a): a is ArtistCheck =>
          typeof a?.id === 'string' &&
          typeof a.name === 'string' &&
          (a.checkedAt === null || Number.isFinite(a.checkedAt)),
      )
    : null
  const requests = Array.isArray(state?.requests) ? state.requests.filter((at) => Number.isFinite(at)) : []
  const found: Record<string, NewRelease[]> = {}
  if (state?.found && typeof state.found === 'object') {
    for (const [id, list] of Object.entries(state.found)) {
      if (Array.isArray(list))
        found[id] = list.filter(
          (r: NewRelease) => Number.isFinite(r?.releasedAt) && typeof r.album?.id === 'string',
        )
    }
  }
  return { artists, requests, found }
}

/** The library's followed artists, kept with when each was checked; unfollowed ones (and what they had) go. */
export function withArtists(
  state: ReleasesState,
  followed: readonly { id: string; name: string }[],
): ReleasesState {
  const known = new Map((state.artists ?? []).map((artist) => [artist.id, artist]))
  const artists = followed.map(({ id, name }) => ({ id, name, checkedAt: known.get(id)?.checkedAt ?? null }))
  const found = Object.fromEntries(
    Object.entries(state.found).filter(([id]) => artists.some((a) => a.id === id)),
  )
  return { ...state, artists, found }
}

export type CheckPlan =
  { kind: 'check'; artistId: string } | { kind: 'wait'; until: number } | { kind: 'idle' }

/**
 * What to do at `now`: check the least recently checked artist not checked in the last day, when the day's
 * budget allows and the spacing that spreads the day's checks has passed; or wait until that time.
 */
export function planCheck(state: ReleasesState, now: number): CheckPlan {
  const artists = state.artists ?? []
  if (!artists.length) return { kind: 'idle' }
  const due = artists.reduce<ArtistCheck | null>(
    (best, artist) =>
      best === null || (artist.checkedAt ?? -Infinity) < (best.checkedAt ?? -Infinity) ? artist : best,
    null,
  )!
  const requests = state.requests.filter((at) => at > now - DAY_MS).sort((a, b) => a - b)
  const spacing = DAY_MS / Math.min(artists.length, RELEASE_REQUESTS_PER_DAY)
  const until = Math.max(
    due.checkedAt === null ? now : due.checkedAt + DAY_MS,
    requests.length ? requests.at(-1)! + spacing : now,
    requests.length >= RELEASE_REQUESTS_PER_DAY
      ? requests[requests.length - RELEASE_REQUESTS_PER_DAY]! + DAY_MS
      : now,
  )
  return until <= now ? { kind: 'check', artistId: due.id } : { kind: 'wait', until }
}

/** A release date (`2025`, `2025-06`, `2025-06-02`) as its local midnight; NaN when unreadable. */
export function releaseTime(date: string): number {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(date)
  if (!match) return Number.NaN
  return new Date(Number(match[1]), Number(match[2] ?? 1) - 1, Number(match[3] ?? 1)).getTime()
}

const recentEnough = (now: number) => (release: NewRelease) =>
  release.releasedAt >= now - NEW_RELEASE_DAYS * DAY_MS && release.releasedAt <= now + DAY_MS

/**
 * Checks one artist: one request, and a second for the singles when the first page was all albums and more
 * follow (the service lists each group newest first, albums before singles). Answers what it found from the
 * last eight weeks and the requests it sent.
 */
export async function checkArtist(
  readAlbums: ArtistAlbumsReader,
  artistId: string,
  now: number,
  mayAskAgain: boolean,
  signal: AbortSignal,
): Promise<{ found: NewRelease[]; requests: number }> {
  const read = (groups: ('album' | 'single')[]) => readAlbums(artistId, groups, signal)
  const first = await read(['album', 'single'])
  const albums: ArtistAlbum[] = [...first.items]
  let requests = 1
  if (mayAskAgain && first.next && first.items.every((album) => album.album_type !== 'single')) {
    albums.push(...(await read(['single'])).items)
    requests++
  }
  const found = albums
    .map((album): NewRelease => ({ album: toAlbum(album), releasedAt: releaseTime(album.release_date) }))
    .filter(recentEnough(now))
  return { found, requests }
}

/** Every artist's releases of the last eight weeks, each album once, newest first. */
export function newReleases(state: ReleasesState, now: number, limit: number): NewReleases {
  const byAlbum = new Map<string, NewRelease>()
  for (const list of Object.values(state.found)) {
    for (const release of list.filter(recentEnough(now))) byAlbum.set(release.album.id, release)
  }
  const artists = state.artists
  let checkedAt: number | null = null
  for (const artist of artists ?? []) {
    if (artist.checkedAt !== null) checkedAt = Math.max(checkedAt ?? 0, artist.checkedAt)
  }
  return {
    items: [...byAlbum.values()]
      .sort((a, b) => b.releasedAt - a.releasedAt || compareAlbums(a.album, b.album))
      .slice(0, limit),
    followedArtists: artists ? artists.length : null,
    checkedArtists: (artists ?? []).filter(
      (artist) => artist.checkedAt !== null && artist.checkedAt >= now - NEW_RELEASE_DAYS * DAY_MS,
    ).length,
    checkedAt,
  }
}

const compareAlbums = (a: Album, b: Album) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1)
