import type { Catalog } from '../catalog/catalog'
import type { ServiceUrls } from '../present/service-urls'
import type { PlayerState } from '../state/player-state'

/**
 * What the Soloist stand-in pushes, built from the emulated player: the events of Spotify Soloist's WebSocket
 * API (developer.spotify.com/documentation/soloist/reference/websocket-api) in its common entity envelope:
 * `uri` and `entity_type`, and under `decorations` the name (`identity`), the covers (`visual_identity`), the
 * album or show (`parent.entity`), the artists or publisher (`creators[].entity`) and the length (`playback`).
 * Written here on its own, not shared with the app's reader of them (core/features/soloist/protocol.ts): the
 * emulator imports nothing of core, and two readings of the reference meeting in the integration tests is the
 * point.
 */

interface Entity {
  uri: string
  entity_type: string
  decorations: {
    identity: { name: string }
    visual_identity?: { cover: { url: string; size: string }[] }
    parent?: { entity: Entity }
    creators?: { entity: Entity }[]
    playback?: { duration_ms: number }
  }
}

/** Soloist's size names for the service's three cover widths. */
const coverSizes = [
  [64, 'small'],
  [300, 'default'],
  [640, 'large'],
] as const

function entity(kind: string, id: string, name: string, more: Partial<Entity['decorations']> = {}): Entity {
  return { uri: `spotify:${kind}:${id}`, entity_type: kind, decorations: { identity: { name }, ...more } }
}

function covers(urls: ServiceUrls, kind: 'album' | 'show' | 'audiobook', id: string) {
  return { cover: coverSizes.map(([width, size]) => ({ url: urls.image(kind, id, width), size })) }
}

function itemEntity(catalog: Catalog, urls: ServiceUrls, id: string): Entity | null {
  const playable = catalog.playable(id)
  if (!playable) return null
  const playback = { duration_ms: playable.durationMs }
  if (playable.kind === 'episode') {
    const show = catalog.spoken.show(playable.episode.showId)
    return entity('episode', id, playable.episode.name, {
      playback,
      ...(show
        ? {
            visual_identity: covers(urls, 'show', show.id),
            parent: { entity: entity('show', show.id, show.name) },
          }
        : {}),
    })
  }
  if (playable.kind === 'chapter') return entity('episode', id, playable.chapter.name, { playback })
  const { track } = playable
  const album = catalog.album(track.albumId)
  return entity('track', track.id, track.name, {
    playback,
    ...(album
      ? {
          visual_identity: covers(urls, 'album', album.editionOf ?? album.id),
          parent: { entity: entity('album', album.id, album.name) },
        }
      : {}),
    creators: track.artistIds.flatMap((artistId) => {
      const artist = catalog.artist(artistId)
      return artist ? [{ entity: entity('artist', artist.id, artist.name) }] : []
    }),
  })
}

export function authStateEvent(loggedIn: boolean, active: boolean): Record<string, unknown> {
  return loggedIn
    ? { type: 'auth_state', logged_in: true, is_active: active }
    : { type: 'auth_state', logged_in: false }
}

/** The player as Soloist reports it, at `now` (progress brought to the present). */
export function playbackStateEvent(
  catalog: Catalog,
  urls: ServiceUrls,
  player: PlayerState,
  deviceId: string,
  now: number,
): Record<string, unknown> {
  const active = player.activeDeviceId === deviceId
  const playback = player.playback
  const device = player.devices.find((candidate) => candidate.id === deviceId)
  if (!active || !playback)
    return { type: 'playback_state', status: 'stopped', is_active: active, item: null, context: null }
  const item = itemEntity(catalog, urls, playback.trackId)
  const progress = playback.isPlaying ? playback.progressMs + (now - playback.anchorMs) : playback.progressMs
  const duration = item?.decorations.playback?.duration_ms ?? progress
  return {
    type: 'playback_state',
    status: playback.isPlaying ? 'playing' : 'paused',
    is_active: true,
    item,
    context: playback.contextUri
      ? { uri: playback.contextUri, entity_type: playback.contextUri.split(':')[1] ?? 'context' }
      : null,
    position: {
      position_ms: Math.max(0, Math.min(Math.round(progress), duration)),
      timestamp_ms: now,
      speed: playback.isPlaying ? 1 : 0,
    },
    ...(device?.volumePercent !== null && device?.volumePercent !== undefined
      ? { volume: device.volumePercent }
      : {}),
    options: { shuffle: player.shuffle, repeat: player.repeat, playback_speed: 1 },
  }
}

/** What plays next: the queue, then the context's next tracks (at most `limit`). */
export function queueChangedEvent(
  catalog: Catalog,
  urls: ServiceUrls,
  player: PlayerState,
  deviceId: string,
  limit = 20,
): Record<string, unknown> {
  const playback = player.playback
  if (player.activeDeviceId !== deviceId || !playback)
    return { type: 'queue_changed', previous: [], upcoming: [] }
  const queued = new Set(player.queue.map((_, index) => index))
  const upcoming = [...player.queue]
  const start = playback.fromQueue ? playback.cursor : playback.cursor + 1
  for (let index = start; index < playback.order.length && upcoming.length < limit; index++) {
    upcoming.push(playback.trackIds[playback.order[index]!]!)
  }
  return {
    type: 'queue_changed',
    previous: [],
    upcoming: upcoming.slice(0, limit).flatMap((id, index) => {
      const item = itemEntity(catalog, urls, id)
      return item ? [{ uid: `${index}-${id}`, source: queued.has(index) ? 'queue' : 'context', item }] : []
    }),
  }
}
