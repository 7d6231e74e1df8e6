import { uriOf } from '../../../contract'
import type { ArtistRef, Image } from '../../../contract'
import type { ApiClient } from '../../service/api'
import { toArtist } from '../../service/media/from-wire'
import type { Clock, Logger } from '../../base/ports'

/**
 * The pictures of Your listening's top artists. The history keeps an artist's name, not its pictures: what the
 * library knows (followed artists, contexts played) comes first; the others are read once a session, in one
 * read of at most `READ_AT_MOST` artists (one request on the classic service, one each on today's), and kept.
 * A read that fails is not tried again for a while: the page shows the placeholder meanwhile.
 */

/** Your listening shows ten top artists: one read covers them. */
export const READ_AT_MOST = 10
const RETRY_AFTER_MS = 10 * 60_000

export interface ArtistPicturesDeps {
  api(): ApiClient | undefined
  clock: Clock
  logger: Logger
}

/** Images by artist uri, from what is known, else kept, else read now (the rest). */
export type ArtistPictures = (
  artists: readonly ArtistRef[],
  known: (uri: string) => Image[] | null,
) => Promise<Map<string, Image[]>>

/** The artists whose pictures are to be read: with an id, not known nor kept, not failed lately; at most ten. */
export function toRead(
  artists: readonly ArtistRef[],
  have: (uri: string) => boolean,
  failedAt: ReadonlyMap<string, number>,
  now: number,
): string[] {
  const ids = artists
    .filter((artist) => artist.id !== null && !have(artist.uri))
    .filter((artist) => now - (failedAt.get(artist.uri) ?? -Infinity) >= RETRY_AFTER_MS)
    .map((artist) => artist.id!)
  return [...new Set(ids)].slice(0, READ_AT_MOST)
}

export function createArtistPictures(deps: ArtistPicturesDeps): ArtistPictures & { forget(): void } {
  const kept = new Map<string, Image[]>()
  const failedAt = new Map<string, number>()
  const pictures: ArtistPictures = async (artists, known) => {
    const found = new Map<string, Image[]>()
    for (const artist of artists) {
      const images = known(artist.uri)
      if (images?.length) found.set(artist.uri, images)
      else if (kept.has(artist.uri)) found.set(artist.uri, kept.get(artist.uri)!)
    }
    const api = deps.api()
    const ids = toRead(artists, (uri) => found.has(uri), failedAt, deps.clock.now())
    if (!api || !ids.length) return found
    try {
      const read = await api.artists.getArtists(ids, {
        lane: 'interactive',
        retries: false,
        purpose: 'history',
      })
      for (const wire of read) {
        if (!wire) continue
        const artist = toArtist(wire)
        kept.set(artist.uri, artist.images)
        found.set(artist.uri, artist.images)
      }
    } catch (error) {
      const now = deps.clock.now()
      for (const id of ids) failedAt.set(uriOf('artist', id), now)
      deps.logger.warn('Top artists: their pictures could not be read', { error: String(error) })
    }
    return found
  }
  return Object.assign(pictures, {
    forget() {
      kept.clear()
      failedAt.clear()
    },
  })
}
