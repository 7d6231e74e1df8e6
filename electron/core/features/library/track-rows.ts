import type { AlbumRef, ArtistRef, Image, Track } from '../../../contract'

/**
 * Tracks as the library keeps them: small rows that share their album and artists with every other track of
 * the same album (a 50,000-track library holds a few thousand albums), with the lower-case text the filter
 * reads computed once. A `Track` of the contract is made only for the rows a window shows.
 */

/** An album or artist shared by many rows, with its name in lower case for the filter. */
export interface SharedAlbum {
  ref: AlbumRef
  lower: string
}
export interface SharedArtist {
  ref: ArtistRef
  lower: string
}

export interface TrackRow {
  /** Null for a local file (its uri names it). */
  id: string | null
  uri: string
  name: string
  lower: string
  durationMs: number
  flags: number
  album: SharedAlbum | null
  artists: readonly SharedArtist[]
  /** When it was saved or added (epoch ms), or null where the service did not say. */
  addedAt: number | null
  unplayableReason: string | null
  linkedFromUri: string | null
}

const EXPLICIT = 1
const LOCAL = 2
const PLAYABLE_KNOWN = 4
const PLAYABLE = 8

/** The shared albums and artists of one library, by URI. */
export class RefTables {
  readonly albums = new Map<string, SharedAlbum>()
  readonly artists = new Map<string, SharedArtist>()
  /** The same artists in the same order share one list. */
  private readonly lists = new Map<string, readonly SharedArtist[]>()

  artistList(refs: readonly ArtistRef[]): readonly SharedArtist[] {
    const key = refs.map((ref) => ref.uri).join('\n')
    let list = this.lists.get(key)
    if (!list) {
      list = Object.freeze(refs.map((ref) => this.artist(ref)))
      this.lists.set(key, list)
    }
    return list
  }

  album(ref: AlbumRef): SharedAlbum {
    const known = this.albums.get(ref.uri)
    // A later read may carry images an earlier one lacked: keep the richer one.
    if (known && (known.ref.images.length >= ref.images.length || !ref.images.length)) return known
    const shared = { ref, lower: ref.name.toLowerCase() }
    this.albums.set(ref.uri, shared)
    return shared
  }

  artist(ref: ArtistRef): SharedArtist {
    const known = this.artists.get(ref.uri)
    if (known) return known
    const shared = { ref, lower: ref.name.toLowerCase() }
    this.artists.set(ref.uri, shared)
    return shared
  }
}

export function rowOf(track: Track, addedAt: number | null, refs: RefTables): TrackRow {
  let flags = 0
  if (track.explicit) flags |= EXPLICIT
  if (track.isLocal) flags |= LOCAL
  if (track.isPlayable !== null) flags |= PLAYABLE_KNOWN
  if (track.isPlayable) flags |= PLAYABLE
  return {
    id: track.id,
    uri: track.uri,
    name: track.name,
    lower: lowerOf(track.name),
    durationMs: track.durationMs,
    flags,
    album: track.album ? refs.album(track.album) : null,
    artists: refs.artistList(track.artists),
    addedAt,
    unplayableReason: track.unplayableReason,
    linkedFromUri: track.linkedFromUri,
  }
}

/** A name in lower case; the name itself when it has no capitals (one string held, not two). */
export function lowerOf(name: string): string {
  const lower = name.toLowerCase()
  return lower === name ? name : lower
}

export function trackOf(row: TrackRow): Track {
  return {
    id: row.id,
    uri: row.uri,
    name: row.name,
    artists: row.artists.map((artist) => artist.ref),
    album: row.album?.ref ?? null,
    durationMs: row.durationMs,
    explicit: (row.flags & EXPLICIT) !== 0,
    isLocal: (row.flags & LOCAL) !== 0,
    isPlayable: row.flags & PLAYABLE_KNOWN ? (row.flags & PLAYABLE) !== 0 : null,
    unplayableReason: row.unplayableReason,
    linkedFromUri: row.linkedFromUri,
  }
}

/** An ISO date as epoch ms, or null when absent or unreadable. */
export function epochOf(iso: string | null | undefined): number | null {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : ms
}

/** Epoch ms as the service writes dates (whole seconds, UTC). */
export function isoOf(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The same row, identified as the service would (id and when it was added): how incremental reads stop. */
export function sameSaved(a: { id: string | null; addedAt: number | null }, b: typeof a): boolean {
  return a.id === b.id && a.addedAt === b.addedAt
}

export type { Image }
