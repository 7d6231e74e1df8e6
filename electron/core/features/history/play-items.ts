import type { AlbumRef, PlaybackContext, Track } from '../../../contract'
import {
  contextKind,
  type AlbumItem,
  type ContextItem,
  type Play,
  type PlayItems,
  type TrackItem,
} from './play'
import { uriId } from '../../../contract'

/**
 * Between the contract's shapes and the history's items: a played track or episode (from the player or the
 * service) becomes the items a play names; a kept play becomes a track the page shows.
 */

export function itemsOfTrack(track: Track, context: PlaybackContext | null): PlayItems {
  const contextItem: ContextItem | null =
    context?.name && !(context.type === 'album' && context.uri === track.album?.uri)
      ? { kind: 'context', uri: context.uri, type: context.type, name: context.name, images: [] }
      : null
  if (contextKind(track.uri) === 'episode') {
    // The player shows an episode with its show (a chapter with its book) as its album.
    const showRef =
      track.album && ['show', 'audiobook'].includes(contextKind(track.album.uri)) ? track.album : null
    const show: ContextItem | null = showRef
      ? {
          kind: 'context',
          uri: showRef.uri,
          type: contextKind(showRef.uri),
          name: showRef.name,
          images: showRef.images,
        }
      : null
    return {
      item: {
        kind: 'episode',
        uri: track.uri,
        id: track.id,
        name: track.name,
        durationMs: track.durationMs,
        show: show?.uri ?? null,
      },
      album: null,
      context: contextItem?.uri === show?.uri ? null : contextItem,
      show,
    }
  }
  const album = track.album?.uri ? track.album : null
  return {
    item: {
      kind: 'track',
      uri: track.uri,
      id: track.id,
      name: track.name,
      durationMs: track.durationMs,
      explicit: track.explicit,
      album: album?.uri ?? null,
      artists: track.artists.map(({ id, name, uri }) => ({ id, name, uri })),
    },
    album: album
      ? { kind: 'album', uri: album.uri, id: album.id, name: album.name, images: album.images }
      : null,
    context: contextItem,
  }
}

export const albumRefOf = (album: AlbumItem): AlbumRef => ({
  id: album.id,
  name: album.name,
  uri: album.uri,
  images: album.images,
})

/** A track whose item line was lost to damage: its plays are kept and shown by its URI. */
export function standInTrack(uri: string, durationMs: number): TrackItem {
  return { kind: 'track', uri, id: null, name: uri, durationMs, explicit: false, album: null, artists: [] }
}

/** A kept play as the track the page shows: an episode with its show (or a chapter with its book) as the player does. */
export function trackOfPlay(play: Pick<Play, 'item' | 'album' | 'show'>): Track {
  const { item, album } = play
  const show = item.kind === 'episode' ? (play.show ?? null) : null
  const showRef = show && { id: uriId(show.uri), name: show.name ?? '', uri: show.uri }
  return {
    id: item.id,
    uri: item.uri,
    name: item.name,
    artists: item.kind === 'track' ? item.artists : showRef ? [showRef] : [],
    album: album ? albumRefOf(album) : showRef ? { ...showRef, images: show.images } : null,
    durationMs: item.durationMs,
    explicit: item.kind === 'track' && item.explicit,
    isLocal: contextKind(item.uri) === 'local',
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
  }
}
