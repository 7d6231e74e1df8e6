import type { AlbumRef, PlaybackContext, Track } from '../../contract'
import {
  contextKind,
  type AlbumItem,
  type ContextItem,
  type Play,
  type PlayItems,
  type TrackItem,
} from './play'

/**
 * Between the contract's shapes and the history's items: a played track (from the player or the service)
 * becomes the items a play names; a kept play becomes a track the page shows.
 */

export function itemsOfTrack(track: Track, context: PlaybackContext | null): PlayItems {
  const contextItem: ContextItem | null =
    context?.name && !(context.type === 'album' && context.uri === track.album?.uri)
      ? { kind: 'context', uri: context.uri, type: context.type, name: context.name, images: [] }
      : null
  if (contextKind(track.uri) === 'episode') {
    return {
      item: {
        kind: 'episode',
        uri: track.uri,
        id: track.id,
        name: track.name,
        durationMs: track.durationMs,
        show: null,
      },
      album: null,
      context: contextItem,
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

export function trackOfPlay(play: Pick<Play, 'item' | 'album'>): Track {
  const { item, album } = play
  return {
    id: item.id,
    uri: item.uri,
    name: item.name,
    artists: item.kind === 'track' ? item.artists : [],
    album: album ? albumRefOf(album) : null,
    durationMs: item.durationMs,
    explicit: item.kind === 'track' && item.explicit,
    isLocal: contextKind(item.uri) === 'local',
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
  }
}
