import type { AlbumRef, Image, Track } from '../../../contract'
import { uriId, uriKind } from '../../../contract'
import type { EngineFeedLead } from '../playback'

/**
 * Covers while Soloist's feed leads, for what comes without one. Soloist's events carry the item's own covers
 * (`visual_identity`, feed-reading.ts), so this is the fallback: an item given without any is shown with the
 * album Encore already knows for that track (a Web API read of the player or the queue, before or beside the
 * feed), else the album's cover known from another of its tracks, else, for what plays, one catalog read of the
 * track: once per track, never per event, answered or not.
 */

/** How many tracks the book keeps (the oldest learnt go first): a long day of listening, small in memory. */
export const COVER_BOOK_TRACKS = 2_000

export interface CoverBook {
  /** A track's album with its cover, by track URI. */
  tracks: ReadonlyMap<string, AlbumRef>
  /** An album's cover, by album URI. */
  albums: ReadonlyMap<string, readonly Image[]>
  /** Tracks whose catalog read was sent: never sent again. */
  asked: ReadonlySet<string>
}

export const emptyCoverBook: CoverBook = { tracks: new Map(), albums: new Map(), asked: new Set() }

const hasCover = (album: AlbumRef | null | undefined): boolean => (album?.images.length ?? 0) > 0

/** Drops the oldest entries (insertion order) past `limit`. */
function bounded<T extends Map<unknown, unknown> | Set<unknown>>(kept: T, limit: number): T {
  for (const key of kept.keys()) {
    if (kept.size <= limit) break
    kept.delete(key)
  }
  return kept
}

/** The book with what these tracks say of their covers; the same book when they say nothing new. */
export function learnCovers(book: CoverBook, tracks: readonly (Track | null | undefined)[]): CoverBook {
  const fresh = tracks.filter(
    (track): track is Track & { album: AlbumRef } =>
      track !== null && track !== undefined && hasCover(track.album) && !book.tracks.has(track.uri),
  )
  if (fresh.length === 0) return book
  const byTrack = new Map(book.tracks)
  const byAlbum = new Map(book.albums)
  for (const track of fresh) {
    byTrack.set(track.uri, track.album)
    byAlbum.set(track.album.uri, track.album.images)
  }
  return {
    tracks: bounded(byTrack, COVER_BOOK_TRACKS),
    albums: bounded(byAlbum, COVER_BOOK_TRACKS),
    asked: book.asked,
  }
}

/** The track with the cover the book knows for it (its own album first, else its album's), or as it was. */
export function withCover(track: Track, book: CoverBook): Track {
  if (hasCover(track.album)) return track
  const known = book.tracks.get(track.uri)
  // Soloist's album (name, URI) stays when it has one: only the cover is taken from what Encore read.
  if (known) return { ...track, album: track.album ? { ...track.album, images: [...known.images] } : known }
  const images = track.album ? book.albums.get(track.album.uri) : undefined
  return images && track.album ? { ...track, album: { ...track.album, images: [...images] } } : track
}

/** The feed's lead with every cover the book knows: what plays and what comes next. */
export function leadWithCovers(lead: EngineFeedLead, book: CoverBook): EngineFeedLead {
  if (!lead.leads) return lead
  const track = lead.reading.track
  return {
    leads: true,
    reading: track ? { ...lead.reading, track: withCover(track, book) } : lead.reading,
    upNext: lead.upNext?.map((next) => withCover(next, book)) ?? null,
  }
}

/**
 * The id of the track to read from the catalog for its cover, or null: only what plays (not what comes next),
 * only a catalog track (no local file, no episode), only once.
 */
export function coverReadFor(lead: EngineFeedLead, book: CoverBook): string | null {
  if (!lead.leads || !lead.reading.track) return null
  const track = withCover(lead.reading.track, book)
  if (hasCover(track.album) || book.asked.has(track.uri)) return null
  return uriKind(track.uri) === 'track' ? uriId(track.uri) : null
}

/** The book once the catalog read of `uri` is sent. */
export function askedFor(book: CoverBook, uri: string): CoverBook {
  const asked = new Set(book.asked)
  asked.add(uri)
  return { ...book, asked: bounded(asked, COVER_BOOK_TRACKS) }
}
