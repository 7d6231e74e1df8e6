import { hasNext, type PlayerWorld } from '../player/simulation'
import type { DeviceState, PlaybackState } from '../state/player-state'
import type { PresentContext } from './present-context'
import { presentTrack } from './track'

export function presentDevice(device: DeviceState, activeDeviceId: string | null) {
  return {
    id: device.id,
    is_active: device.id === activeDeviceId,
    is_private_session: false,
    is_restricted: device.restricted,
    name: device.name,
    supports_volume: device.volumePercent !== null,
    type: device.type,
    volume_percent: device.volumePercent,
  }
}

/** The `context` of a playback: what the track plays from (null for a list of uris or a queued track). */
export function presentContextRef(ctx: PresentContext, uri: string | null) {
  const match = uri === null ? null : /^spotify:(album|artist|playlist):(.+)$/.exec(uri)
  if (!match) return null
  const type = match[1] as 'album' | 'artist' | 'playlist'
  const id = match[2] as string
  return {
    type,
    href: ctx.urls.href(`${type}s`, id),
    external_urls: { spotify: ctx.urls.openUrl(type, id) },
    uri: uri as string,
  }
}

/** Which controls make no sense right now, as the real service's `actions.disallows` says. */
function disallows(world: PlayerWorld, playback: PlaybackState) {
  const atStart = playback.cursor === 0 && !playback.fromQueue && world.player.repeat !== 'context'
  return {
    ...(playback.isPlaying ? { resuming: true } : { pausing: true }),
    ...(atStart && playback.progressMs <= 3_000 ? { skipping_prev: true } : {}),
    ...(hasNext(world, playback) ? {} : { skipping_next: true }),
  }
}

/** GET /me/player/currently-playing: the track, progress and context (`timestamp`: when this was read). */
export function presentCurrentlyPlaying(
  ctx: PresentContext,
  world: PlayerWorld,
  playback: PlaybackState,
  market: string | undefined,
  nowMs: number,
) {
  const track = ctx.catalog.track(playback.trackId)
  return {
    context: presentContextRef(ctx, playback.fromQueue ? null : playback.contextUri),
    timestamp: nowMs,
    progress_ms: Math.round(playback.progressMs),
    is_playing: playback.isPlaying,
    item: track ? presentTrack(ctx, track, market) : null,
    currently_playing_type: track ? 'track' : 'unknown',
    actions: { disallows: disallows(world, playback) },
  }
}

/** GET /me/player: the currently playing object plus device, repeat and shuffle (`timestamp`: last change). */
export function presentPlaybackState(
  ctx: PresentContext,
  world: PlayerWorld,
  playback: PlaybackState,
  device: DeviceState,
  market: string | undefined,
  nowMs: number,
) {
  return {
    device: presentDevice(device, world.player.activeDeviceId),
    repeat_state: world.player.repeat,
    shuffle_state: world.player.shuffle,
    smart_shuffle: false,
    ...presentCurrentlyPlaying(ctx, world, playback, market, nowMs),
    timestamp: playback.changedAt,
  }
}
