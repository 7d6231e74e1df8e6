import type { Catalog } from '../catalog/catalog'
import { badRequest, notFound } from '../http/api-error'
import { parseSpotifyUri, trackIdOfUri } from '../http/spotify-uri'
import type { PlaylistStore } from '../state/playlist-store'

/** What PUT /me/player/play may start: a context (album, artist, playlist) or a list of track URIs. */
export interface PlaySequence {
  contextUri: string | null
  contextType: 'album' | 'artist' | 'playlist' | null
  trackIds: string[]
}

/** The tracks an artist context plays: the artist's own releases, most popular first, one edition each. */
function artistTracks(catalog: Catalog, artistId: string): string[] {
  return catalog
    .tracksOfArtist(artistId)
    .filter((track) => catalog.album(track.albumId)?.editionOf === undefined)
    .slice()
    .sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1))
    .map((track) => track.id)
}

export function resolveContext(catalog: Catalog, playlists: PlaylistStore, contextUri: string): PlaySequence {
  const parsed = parseSpotifyUri(contextUri)
  if (!parsed || parsed.type === 'track') {
    throw badRequest(`context_uri must be an album, artist or playlist URI; got '${contextUri}'`)
  }
  const missing = () => notFound(`Non existing id: no ${parsed.type} with id '${parsed.id}' (context_uri)`)
  if (parsed.type === 'album') {
    const album = catalog.album(parsed.id)
    if (!album) throw missing()
    return { contextUri, contextType: 'album', trackIds: [...album.trackIds] }
  }
  if (parsed.type === 'artist') {
    if (!catalog.artist(parsed.id)) throw missing()
    return { contextUri, contextType: 'artist', trackIds: artistTracks(catalog, parsed.id) }
  }
  const playlist = playlists.get(parsed.id)
  if (!playlist) throw missing()
  return { contextUri, contextType: 'playlist', trackIds: playlist.items.map((item) => item.trackId) }
}

export function resolveUris(catalog: Catalog, uris: readonly string[]): PlaySequence {
  if (uris.length === 0) throw badRequest('uris must hold at least one track URI')
  return {
    contextUri: null,
    contextType: null,
    trackIds: uris.map((uri) => trackIdOfUri(catalog, uri, 'uris')),
  }
}

export type PlayOffset = { position: number } | { uri: string }

/**
 * Where in the sequence to start. `offset` is only for album and playlist contexts or `uris` (400 for an
 * artist); a position past the end or a URI that is not in the sequence is a 400.
 */
export function startIndex(sequence: PlaySequence, offset: PlayOffset | undefined): number | undefined {
  if (offset === undefined) return undefined
  if (sequence.contextType === 'artist') {
    throw badRequest('offset can only be used with an album or playlist context_uri, or with uris')
  }
  if ('position' in offset) {
    if (offset.position >= sequence.trackIds.length) {
      throw badRequest(
        `offset.position must be less than the number of tracks (${sequence.trackIds.length}); got ${offset.position}`,
      )
    }
    return offset.position
  }
  const target = parseSpotifyUri(offset.uri)
  const index = target?.type === 'track' ? sequence.trackIds.indexOf(target.id) : -1
  if (index < 0) throw badRequest(`offset.uri '${offset.uri}' is not a track of what is being played`)
  return index
}
