import { z } from 'zod'
import { mediaSchemas, type Image } from '../../../contract'
import {
  emptyLibrary,
  type LibraryData,
  type PartialRead,
  type PlaylistItemsEntry,
  type SavedAlbumEntry,
} from './library-data'
import { decodeSpoken, encodeSpoken } from './spoken-cache'
import { runAll, type Slices } from './sliced-work'
import { lowerOf, type SharedArtist, type TrackRow } from './track-rows'
import type { UrlCodec } from './url-codec'
import {
  CACHE_FORMAT,
  CACHE_VERSION,
  libraryCacheSchemas,
  isRowTuple,
  type CacheDocument,
  type ImageTuple,
  type RowTuple,
} from './cache-document'

export { urlCodecFor, type UrlCodec } from './url-codec'

/**
 * The library cache file, version 1: JSON naming the service and the user it belongs to, the shared albums and
 * artists once, and each track as a short array that points at them. Image addresses on the service's own
 * host are kept relative to it (`~/images/…`), so the demo service, which listens on a new port each time,
 * still finds its covers. A file that is not this (damaged, cut short, another format) is a `CacheProblem`.
 */
export { CACHE_FORMAT, CACHE_VERSION }

export class CacheProblem extends Error {
  override readonly name = 'CacheProblem'
}

/** Who a cache belongs to: it is used only for the same service and user. */
export interface CacheOwner {
  service: string
  userId: string
}

const packImages = (images: readonly Image[], codec: UrlCodec): ImageTuple[] =>
  images.map((image) => [codec.pack(image.url), image.width, image.height])
const unpackImages = (tuples: ImageTuple[], codec: UrlCodec): Image[] =>
  tuples.map(([url, width, height]) => ({ url: codec.unpack(url), width, height }))
const withImages = <T extends { images: Image[] }>(item: T, map: (url: string) => string): T => ({
  ...item,
  images: item.images.map((image) => ({ ...image, url: map(image.url) })),
})

/** The file's text for a library. */
export function encodeCache(data: LibraryData, owner: CacheOwner, savedAt: number, codec: UrlCodec): string {
  const albumIndex = new Map<string, number>()
  const artistIndex = new Map<string, number>()
  const albumRefs: CacheDocument['albumRefs'] = []
  const artistRefs: CacheDocument['artistRefs'] = []
  const rowTuple = (row: TrackRow): RowTuple => {
    let album = -1
    if (row.album) {
      const { ref } = row.album
      album = albumIndex.get(ref.uri) ?? -1
      if (album < 0) {
        album = albumRefs.push([ref.uri, ref.id, ref.name, packImages(ref.images, codec)]) - 1
        albumIndex.set(ref.uri, album)
      }
    }
    const artists = row.artists.map(({ ref }) => {
      let index = artistIndex.get(ref.uri)
      if (index === undefined) {
        index = artistRefs.push([ref.uri, ref.id, ref.name]) - 1
        artistIndex.set(ref.uri, index)
      }
      return index
    })
    return [
      row.uri,
      row.id,
      row.name,
      row.durationMs,
      row.flags,
      album,
      artists,
      row.addedAt,
      row.unplayableReason,
      row.linkedFromUri,
    ]
  }
  const partialOf = <T>(read: PartialRead<T> | undefined, item: (value: T) => unknown) =>
    read && {
      total: read.total,
      head: read.head && [read.head.id, read.head.addedAt],
      pageSize: read.pageSize,
      pages: Object.fromEntries([...read.pages].map(([offset, items]) => [String(offset), items.map(item)])),
    }
  const document = {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    service: owner.service,
    userId: owner.userId,
    savedAt,
    complete: {
      tracks: data.complete.tracks,
      albums: data.complete.albums,
      playlists: data.complete.playlists,
      artists: data.complete.artists,
    },
    albumRefs,
    artistRefs,
    tracks: data.tracks.map(rowTuple),
    albums: data.albums.map(({ album, addedAt }) => ({ album: withImages(album, codec.pack), addedAt })),
    playlists: data.playlists.map((playlist) => withImages(playlist, codec.pack)),
    artists: data.artists.map((artist) => withImages(artist, codec.pack)),
    playlistItems: Object.fromEntries(
      [...data.playlistItems].map(([id, entry]) => [
        id,
        {
          snapshotId: entry.snapshotId,
          rows: entry.rows?.map(rowTuple) ?? null,
          addedBy: entry.addedBy,
          unavailable: entry.unavailable,
        },
      ]),
    ),
    partial: {
      tracks: partialOf(data.partial.tracks, rowTuple),
      albums: partialOf(data.partial.albums, ({ album, addedAt }: SavedAlbumEntry) => ({
        album: withImages(album, codec.pack),
        addedAt,
      })),
    },
    spoken: encodeSpoken(data, codec),
  }
  // albumRefs and artistRefs filled up while the rows were made, before the text is written.
  return JSON.stringify(document)
}

/** What a cache file holds, or a CacheProblem saying why it cannot be used. */
export function decodeCache(text: string, owner: CacheOwner, codec: UrlCodec): DecodedCache {
  return decodeCacheDocument(parseCacheText(text), owner, codec)
}

/**
 * The file's text as parsed JSON. Apart from `decodeCacheDocument` so that a caller can let go of the text
 * (8 MiB for 50,000 tracks) before the rows are built from it.
 */
export function parseCacheText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new CacheProblem('it is not JSON (cut short or damaged)')
  }
}

/** What a cache file holds, decoded. */
export interface DecodedCache {
  data: LibraryData
  savedAt: number
}

/** Rows made between two pauses when a cache is decoded in slices (a few milliseconds each). */
export const DECODE_SLICE_ROWS = 1_000

/**
 * `decodeCache` from the parsed JSON, which it takes apart as it goes (`raw` is not usable afterwards): each
 * track's array is let go once its row is made, so the parsed tracks and the rows are not held at once.
 */
export function decodeCacheDocument(raw: unknown, owner: CacheOwner, codec: UrlCodec): DecodedCache {
  return runAll(decodeCacheSlices(raw, owner, codec))
}

/** `decodeCacheDocument` as slices of `DECODE_SLICE_ROWS` rows (sliced-work.ts runs them). */
export function* decodeCacheSlices(raw: unknown, owner: CacheOwner, codec: UrlCodec): Slices<DecodedCache> {
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(raw)
  if (!head.success || head.data.format !== CACHE_FORMAT) throw new CacheProblem('it is not a library cache')
  if (head.data.version !== CACHE_VERSION) {
    throw new CacheProblem(`it is of format version ${head.data.version}, not ${CACHE_VERSION}`)
  }
  // The tracks are taken out before the schema sees the rest (a schema's copy of the list would keep every
  // parsed track alive until the end); they are checked one by one as their rows are made.
  const record = raw as Record<string, unknown>
  const trackTuples = record['tracks']
  if (Array.isArray(trackTuples)) record['tracks'] = []
  const parsed = libraryCacheSchemas().CacheDocumentSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new CacheProblem(
      `it is damaged (${issue?.path.join('.') || 'the document'}: ${issue?.message ?? 'invalid'})`,
    )
  }
  const document = parsed.data
  if (document.service !== owner.service || document.userId !== owner.userId) {
    throw new CacheProblem('it belongs to another user or service')
  }
  const data = emptyLibrary()
  const { refs } = data
  const albums = document.albumRefs.map(([uri, id, name, images]) =>
    refs.album({ uri, id, name, images: unpackImages(images, codec) }),
  )
  const artists = document.artistRefs.map(([uri, id, name]) => refs.artist({ uri, id, name }))
  const lists = new Map<string, readonly SharedArtist[]>()
  const rowOf = (value: unknown): TrackRow => {
    if (!isRowTuple(value)) throw new CacheProblem('it is damaged (a track is not as the format says)')
    const [uri, id, name, durationMs, flags, album, artistIndices, addedAt, unplayableReason, linkedFromUri] =
      value
    if (
      album < -1 ||
      album >= albums.length ||
      artistIndices.some((index) => index < 0 || index >= artists.length)
    ) {
      throw new CacheProblem('it is damaged (a track names an album or artist it does not hold)')
    }
    // Rows of the same artists share one list, the one later reads of the service share too.
    const key = artistIndices.join(',')
    let list = lists.get(key)
    if (!list) {
      list = refs.artistList(artistIndices.map((index) => artists[index]!.ref))
      lists.set(key, list)
    }
    return {
      id,
      uri,
      name,
      lower: lowerOf(name),
      durationMs,
      flags,
      album: album < 0 ? null : albums[album]!,
      artists: list,
      addedAt,
      unplayableReason,
      linkedFromUri,
    }
  }
  Object.assign(data.complete, document.complete)
  decodeSpoken(document.spoken, data, codec)
  // Each parsed track is let go as soon as its row is made.
  const tuples = trackTuples as unknown[]
  const tracks: TrackRow[] = []
  for (let i = 0; i < tuples.length; i++) {
    if (i > 0 && i % DECODE_SLICE_ROWS === 0) yield
    tracks.push(rowOf(tuples[i]))
    tuples[i] = null
  }
  data.tracks = tracks
  data.albums = document.albums.map(({ album, addedAt }) => ({
    album: withImages(album, codec.unpack),
    addedAt,
  }))
  data.playlists = document.playlists.map((playlist) => withImages(playlist, codec.unpack))
  data.artists = document.artists.map((artist) => withImages(artist, codec.unpack))
  for (const [id, entry] of Object.entries(document.playlistItems)) {
    if (entry.rows && entry.rows.length >= DECODE_SLICE_ROWS / 10) yield
    const items: PlaylistItemsEntry = {
      snapshotId: entry.snapshotId,
      rows: entry.rows?.map(rowOf) ?? null,
      addedBy: entry.addedBy,
      unavailable: entry.unavailable,
    }
    data.playlistItems.set(id, items)
  }
  const partialOf = <T>(
    read: z.infer<ReturnType<typeof libraryCacheSchemas>['PartialSchema']> | undefined,
    item: (value: unknown) => T,
  ) => {
    if (!read) return undefined
    const pages = new Map<number, T[]>()
    for (const [offset, items] of Object.entries(read.pages)) pages.set(Number(offset), items.map(item))
    const head = read.head && { id: read.head[0], addedAt: read.head[1] }
    return { total: read.total, head, pageSize: read.pageSize, pages }
  }
  try {
    const tracks = partialOf(document.partial.tracks, rowOf)
    const savedAlbums = partialOf(document.partial.albums, (value) => {
      const entry = z
        .object({ album: mediaSchemas().AlbumSchema, addedAt: z.number().nullable() })
        .parse(value)
      return { album: withImages(entry.album, codec.unpack), addedAt: entry.addedAt }
    })
    if (tracks) data.partial.tracks = tracks
    if (savedAlbums) data.partial.albums = savedAlbums
  } catch {
    // A half-read list is only a head start: without it the next sync reads that list from the beginning.
  }
  return { data, savedAt: document.savedAt }
}
