import { hasNext, type PlayerWorld } from '../player/simulation'
import type { DeviceState, PlaybackState } from '../state/player-state'
import { playingTypeOf, presentPlayable } from './playable'
import type { PresentContext } from './present-context'

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

/** The `context` of a playback: what the item plays from (null for a list of uris or a queued item). */
export function presentContextRef(ctx: PresentContext, uri: string | null) {
  const match = uri === null ? null : /^spotify:(album|artist|playlist|show|audiobook):(.+)$/.exec(uri)
  if (!match) return null
  const type = match[1] as 'album' | 'artist' | 'playlist' | 'show' | 'audiobook'
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

/** How a player read was asked: its `market`, and whether the client takes episodes (`additional_types`). */
export interface PlayerView {
  market: string | undefined
  episodes: boolean
}

/**
 * GET /me/player/currently-playing: the item, progress and context (`timestamp`: when this was read). An
 * episode or chapter is only shown to a client that says it takes episodes; to any other the service
 * answers `item: null`, still saying `currently_playing_type: "episode"`.
 */
export function presentCurrentlyPlaying(
  ctx: PresentContext,
  world: PlayerWorld,
  playback: PlaybackState,
  view: PlayerView,
  nowMs: number,
) {
  const type = playingTypeOf(ctx, playback.trackId)
  const shown = type === 'track' || (type === 'episode' && view.episodes)
  return {
    context: presentContextRef(ctx, playback.fromQueue ? null : playback.contextUri),
    timestamp: nowMs,
    progress_ms: Math.round(playback.progressMs),
    is_playing: playback.isPlaying,
    item: shown ? presentPlayable(ctx, playback.trackId, view.market) : null,
    currently_playing_type: type,
    actions: { disallows: disallows(world, playback) },
  }
}

/** GET /me/player: the currently playing object plus device, repeat and shuffle (`timestamp`: last change). */
export function presentPlaybackState(
  ctx: PresentContext,
  world: PlayerWorld,
  playback: PlaybackState,
  device: DeviceState,
  view: PlayerView,
  nowMs: number,
) {
  return {
    device: presentDevice(device, world.player.activeDeviceId),
    repeat_state: world.player.repeat,
    shuffle_state: world.player.shuffle,
    smart_shuffle: false,
    ...presentCurrentlyPlaying(ctx, world, playback, view, nowMs),
    timestamp: playback.changedAt,
  }
}
