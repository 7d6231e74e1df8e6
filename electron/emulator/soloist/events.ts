import type { Catalog } from '../catalog/catalog'
import type { PlayerState } from '../state/player-state'

/**
 * What the Soloist stand-in pushes, built from the emulated player: the events of Spotify Soloist's WebSocket
 * API (developer.spotify.com/documentation/soloist/reference/websocket-api) with the common entity envelope
 * for items, contexts, queue entries, parents and creators. Written here on its own, not shared with the
 * app's reader of them (core/features/soloist/protocol.ts): the emulator imports nothing of core, and two readings of
 * the reference meeting in the integration tests is the point.
 */

interface Entity {
  uri: string
  name: string
  duration_ms?: number
  parent?: Entity
  creators?: Entity[]
}

function trackEntity(catalog: Catalog, id: string): Entity | null {
  const playable = catalog.playable(id)
  if (!playable) return null
  if (playable.kind !== 'track')
    return { uri: `spotify:${playable.kind}:${id}`, name: id, duration_ms: playable.durationMs }
  const { track } = playable
  const album = catalog.album(track.albumId)
  return {
    uri: `spotify:track:${track.id}`,
    name: track.name,
    duration_ms: track.durationMs,
    ...(album ? { parent: { uri: `spotify:album:${album.id}`, name: album.name } } : {}),
    creators: track.artistIds.flatMap((artistId) => {
      const artist = catalog.artist(artistId)
      return artist ? [{ uri: `spotify:artist:${artist.id}`, name: artist.name }] : []
    }),
  }
}

export function authStateEvent(loggedIn: boolean, active: boolean): Record<string, unknown> {
  return loggedIn
    ? { type: 'auth_state', logged_in: true, is_active: active }
    : { type: 'auth_state', logged_in: false }
}

/** The player as Soloist reports it, at `now` (progress brought to the present). */
export function playbackStateEvent(
  catalog: Catalog,
  player: PlayerState,
  deviceId: string,
  now: number,
): Record<string, unknown> {
  const active = player.activeDeviceId === deviceId
  const playback = player.playback
  const device = player.devices.find((candidate) => candidate.id === deviceId)
  if (!active || !playback)
    return { type: 'playback_state', status: 'stopped', is_active: active, item: null }
  const item = trackEntity(catalog, playback.trackId)
  const progress = playback.isPlaying ? playback.progressMs + (now - playback.anchorMs) : playback.progressMs
  return {
    type: 'playback_state',
    status: playback.isPlaying ? 'playing' : 'paused',
    is_active: true,
    item,
    context: playback.contextUri ? { uri: playback.contextUri, name: playback.contextUri } : null,
    position_ms: Math.max(0, Math.min(Math.round(progress), item?.duration_ms ?? progress)),
    ...(item?.duration_ms !== undefined ? { duration_ms: item.duration_ms } : {}),
    shuffle: player.shuffle,
    repeat: player.repeat,
    ...(device?.volumePercent !== null && device?.volumePercent !== undefined
      ? { volume: device.volumePercent }
      : {}),
  }
}

/** What plays next: the queue, then the context's next tracks (at most `limit`). */
export function queueChangedEvent(
  catalog: Catalog,
  player: PlayerState,
  deviceId: string,
  limit = 20,
): Record<string, unknown> {
  const playback = player.playback
  if (player.activeDeviceId !== deviceId || !playback) return { type: 'queue_changed', items: [] }
  const upcoming = [...player.queue]
  const start = playback.fromQueue ? playback.cursor : playback.cursor + 1
  for (let index = start; index < playback.order.length && upcoming.length < limit; index++) {
    upcoming.push(playback.trackIds[playback.order[index]!]!)
  }
  return {
    type: 'queue_changed',
    items: upcoming.slice(0, limit).flatMap((id) => trackEntity(catalog, id) ?? []),
  }
}
