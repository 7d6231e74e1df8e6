import type { Catalog } from '../catalog/catalog'
import { badRequest, notFound } from '../http/api-error'
import { audiobookIn } from '../http/spoken-availability'
import { parseSpotifyUri, playableIdOfUri } from '../http/spotify-uri'
import type { PlaylistStore } from '../state/playlist-store'

export type ContextType = 'album' | 'artist' | 'playlist' | 'show' | 'audiobook'

/**
 * What PUT /me/player/play may start: a context (album, artist, playlist; a show's episodes; an audiobook's
 * chapters) or a list of track and episode URIs. `trackIds` are the ids of the items, whatever their kind.
 */
export interface PlaySequence {
  contextUri: string | null
  contextType: ContextType | null
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

/** Where the listener is: an audiobook context is refused (404) outside the markets audiobooks are sold in. */
export interface ListenerPlace {
  market: string
}

/**
 * The items of a context. A show plays its episodes as it lists them, newest first, so "next" moves to the
 * episode below; an audiobook plays its chapters in order.
 */
export function resolveContext(
  catalog: Catalog,
  playlists: PlaylistStore,
  contextUri: string,
  place?: ListenerPlace,
): PlaySequence {
  const parsed = parseSpotifyUri(contextUri)
  if (!parsed || parsed.type === 'track' || parsed.type === 'episode') {
    throw badRequest(
      `context_uri must be an album, artist, playlist, show or audiobook URI; got '${contextUri}'`,
    )
  }
  const missing = () => notFound(`Non existing id: no ${parsed.type} with id '${parsed.id}' (context_uri)`)
  const sequence = (contextType: ContextType, trackIds: string[]): PlaySequence => ({
    contextUri,
    contextType,
    trackIds,
  })
  switch (parsed.type) {
    case 'album': {
      const album = catalog.album(parsed.id)
      if (!album) throw missing()
      return sequence('album', [...album.trackIds])
    }
    case 'artist':
      if (!catalog.artist(parsed.id)) throw missing()
      return sequence('artist', artistTracks(catalog, parsed.id))
    case 'show': {
      const show = catalog.spoken.show(parsed.id)
      if (!show) throw missing()
      return sequence('show', [...show.episodeIds])
    }
    case 'audiobook': {
      const book = place ? audiobookIn(catalog, parsed.id, place.market) : catalog.spoken.audiobook(parsed.id)
      if (!book) throw missing()
      return sequence('audiobook', [...book.chapterIds])
    }
    default: {
      const playlist = playlists.get(parsed.id)
      if (!playlist) throw missing()
      return sequence(
        'playlist',
        playlist.items.map((item) => item.trackId),
      )
    }
  }
}

export function resolveUris(catalog: Catalog, uris: readonly string[]): PlaySequence {
  if (uris.length === 0) throw badRequest('uris must hold at least one track or episode URI')
  return {
    contextUri: null,
    contextType: null,
    trackIds: uris.map((uri) => playableIdOfUri(catalog, uri, 'uris')),
  }
}

export type PlayOffset = { position: number } | { uri: string }

/**
 * Where in the sequence to start. `offset` is for album, playlist, show and audiobook contexts or `uris`
 * (400 for an artist); a position past the end or a URI that is not in the sequence is a 400.
 */
export function startIndex(sequence: PlaySequence, offset: PlayOffset | undefined): number | undefined {
  if (offset === undefined) return undefined
  if (sequence.contextType === 'artist') {
    throw badRequest(
      'offset can only be used with an album, playlist, show or audiobook context_uri, or with uris',
    )
  }
  if ('position' in offset) {
    if (offset.position >= sequence.trackIds.length) {
      throw badRequest(
        `offset.position must be less than the number of items (${sequence.trackIds.length}); got ${offset.position}`,
      )
    }
    return offset.position
  }
  const target = parseSpotifyUri(offset.uri)
  const playable = target?.type === 'track' || target?.type === 'episode'
  const index = playable ? sequence.trackIds.indexOf(target.id) : -1
  if (index < 0) throw badRequest(`offset.uri '${offset.uri}' is not an item of what is being played`)
  return index
}
