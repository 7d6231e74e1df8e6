import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Catalog } from '../catalog/catalog'
import type { TrackRecord } from '../catalog/catalog-types'
import { hash32 } from '../random/prng'
import type { ServiceContext } from '../service-context'
import { generateLyrics, lyricsKindOf } from './generate-lyrics'

/**
 * An LRCLIB stand-in (https://lrclib.net/docs) under `/lrclib`, so the demo shows lyrics and tests need no
 * network: `GET /lrclib/api/get` (track_name and artist_name required; album_name and duration, within 2 s,
 * narrow it) and `GET /lrclib/api/search` (`q`, or track_name with artist_name and album_name), answering
 * LRCLIB's record shape and its errors. No token is needed, as with LRCLIB. Requests are in the traffic log
 * with their `/lrclib` path.
 */

/** A name reduced for comparison: lower case, letters and digits. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

interface LrclibRecord {
  id: number
  trackName: string
  artistName: string
  albumName: string
  duration: number
  instrumental: boolean
  plainLyrics: string | null
  syncedLyrics: string | null
}

const SEARCH_LIMIT = 20

function namesOf(catalog: Catalog, track: TrackRecord): { artist: string; album: string } {
  return {
    artist: track.artistIds.map((id) => catalog.artist(id)?.name ?? '').join(', '),
    album: catalog.album(track.albumId)?.name ?? '',
  }
}

function recordOf(catalog: Catalog, track: TrackRecord): LrclibRecord | null {
  const kind = lyricsKindOf(catalog.seed, track)
  if (kind === 'missing') return null
  const names = namesOf(catalog, track)
  const lyrics = kind === 'instrumental' ? null : generateLyrics(catalog.seed, track, names)
  return {
    id: (hash32(`lrclib/${track.id}`) % 9_000_000) + 1_000_000,
    trackName: track.name,
    artistName: names.artist,
    albumName: names.album,
    duration: track.durationMs / 1000,
    instrumental: kind === 'instrumental',
    plainLyrics: lyrics?.plain ?? null,
    syncedLyrics: kind === 'synced' ? (lyrics?.synced ?? null) : null,
  }
}

/** One of the track's artists, or all of them as LRCLIB lists them ("A, B"). */
function artistMatches(catalog: Catalog, track: TrackRecord, wanted: string): boolean {
  const names = track.artistIds.map((id) => plain(catalog.artist(id)?.name ?? ''))
  return names.includes(wanted) || plain(names.join(' ')) === wanted
}

function textParam(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

const problem = (reply: FastifyReply, status: number, name: string, message: string) =>
  reply.code(status).send({ code: status, name, message })

export function lrclibRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { catalog } = ctx
  let byName: Map<string, TrackRecord[]> | undefined
  /** Tracks by their plain name, built on the first request (the large catalog has 100,000). */
  const tracksNamed = (name: string): readonly TrackRecord[] => {
    if (!byName) {
      byName = new Map()
      for (const track of catalog.tracks) {
        const key = plain(track.name)
        byName.set(key, [...(byName.get(key) ?? []), track])
      }
    }
    return byName.get(plain(name)) ?? []
  }

  app.addHook('onRequest', ctx.traffic.hook)
  app.setNotFoundHandler((_request, reply) => problem(reply, 404, 'NotFound', 'Not found'))

  app.get('/api/get', async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const trackName = textParam(query, 'track_name')
    const artistName = textParam(query, 'artist_name')
    if (!trackName || !artistName)
      return problem(reply, 400, 'ValidationError', 'track_name and artist_name are required')
    const albumName = textParam(query, 'album_name')
    const durationText = textParam(query, 'duration')
    const duration = durationText === undefined ? undefined : Number(durationText)
    if (duration !== undefined && !Number.isFinite(duration))
      return problem(reply, 400, 'ValidationError', 'duration must be a number of seconds')
    const track = tracksNamed(trackName).find(
      (candidate) =>
        artistMatches(catalog, candidate, plain(artistName)) &&
        (albumName === undefined ||
          plain(catalog.album(candidate.albumId)?.name ?? '') === plain(albumName)) &&
        (duration === undefined || Math.abs(candidate.durationMs / 1000 - duration) <= 2),
    )
    const record = track ? recordOf(catalog, track) : null
    return record ? record : problem(reply, 404, 'TrackNotFound', 'Failed to find specified track')
  })

  app.get('/api/search', async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const words = textParam(query, 'q') ?? textParam(query, 'track_name')
    if (!words) return problem(reply, 400, 'ValidationError', 'q or track_name is required')
    const tokens = plain(
      [words, textParam(query, 'artist_name') ?? '', textParam(query, 'album_name') ?? ''].join(' '),
    ).split(' ')
    const found: LrclibRecord[] = []
    for (const track of catalog.tracks) {
      if (found.length >= SEARCH_LIMIT) break
      const names = namesOf(catalog, track)
      const haystack = ` ${plain(`${track.name} ${names.artist} ${names.album}`)} `
      if (!tokens.every((token) => haystack.includes(` ${token} `))) continue
      const record = recordOf(catalog, track)
      if (record) found.push(record)
    }
    return found
  })
}
