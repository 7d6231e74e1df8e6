import type { Album, AlbumRef, Artist, ArtistRef, Image, Page, Playlist, Track } from '../../../contract'
import type {
  Image as WireImage,
  Paging,
  SimplifiedAlbum,
  SimplifiedArtist,
  PlaylistSummary,
  SimplifiedTrack,
  Artist as WireArtist,
} from '../api'

/**
 * The service's wire JSON → what the page shows (contract/media.ts). Every read is defensive: today's service
 * leaves out fields the classic one sent (popularity, markets, labels…), and a playlist may hold local files
 * and episodes.
 */

const images = (list: readonly WireImage[] | null | undefined): Image[] =>
  (list ?? []).map((image) => ({ url: image.url, width: image.width ?? null, height: image.height ?? null }))

export const toArtistRef = (artist: Pick<SimplifiedArtist, 'id' | 'name' | 'uri'>): ArtistRef => ({
  id: artist.id ?? null,
  name: artist.name,
  uri: artist.uri,
})

export const toAlbumRef = (album: Pick<SimplifiedAlbum, 'id' | 'name' | 'uri' | 'images'>): AlbumRef => ({
  id: album.id ?? null,
  name: album.name,
  uri: album.uri,
  images: images(album.images),
})

/** A track with or without its album (an album's own track list carries none). */
export function toTrack(track: SimplifiedTrack & { album?: SimplifiedAlbum | null }): Track {
  return {
    id: track.id ?? null,
    uri: track.uri,
    name: track.name,
    artists: (track.artists ?? []).map(toArtistRef),
    album: track.album ? toAlbumRef(track.album) : null,
    durationMs: track.duration_ms ?? 0,
    explicit: track.explicit ?? false,
    isLocal: track.is_local ?? false,
    isPlayable: track.is_playable ?? null,
    unplayableReason: track.restrictions?.reason ?? null,
    linkedFromUri: track.linked_from?.uri ?? null,
  }
}

export const toAlbum = (album: SimplifiedAlbum): Album => ({
  id: album.id,
  uri: album.uri,
  name: album.name,
  artists: (album.artists ?? []).map(toArtistRef),
  images: images(album.images),
  albumType: album.album_type ?? 'album',
  releaseDate: album.release_date ?? '',
  totalTracks: album.total_tracks ?? 0,
})

export const toArtist = (artist: WireArtist): Artist => ({
  id: artist.id,
  uri: artist.uri,
  name: artist.name,
  images: images(artist.images),
  genres: artist.genres ?? [],
})

export const toPlaylist = (playlist: PlaylistSummary): Playlist => ({
  id: playlist.id,
  uri: playlist.uri,
  name: playlist.name,
  description: playlist.description ?? '',
  owner: { id: playlist.owner.id, name: playlist.owner.display_name ?? playlist.owner.id },
  images: images(playlist.images),
  public: playlist.public ?? null,
  collaborative: playlist.collaborative ?? false,
  // Today's service says `items`, the classic one `tracks`.
  totalItems: (playlist.items ?? playlist.tracks)?.total ?? null,
  snapshotId: playlist.snapshot_id,
})

/** One page of the wire, mapped item by item; `null` entries (removed playlists) are dropped. */
export function toPage<W, T>(paging: Paging<W | null>, map: (item: W) => T): Page<T> {
  const items = paging.items.filter((item): item is W => item !== null).map(map)
  return {
    items,
    offset: paging.offset,
    total: paging.total,
    hasMore: paging.next !== null,
  }
}
