import type { PlaylistStore } from '../state/playlist-store'
import type { DeviceState, PlaybackState, RepeatMode } from '../state/player-state'
import { playerErrors } from './player-errors'
import { resolveContext, startIndex, type PlayOffset, type PlaySequence } from './play-context'
import {
  advance,
  durationOf,
  hasNext,
  leaveTrack,
  loadTrack,
  playOrder,
  stepBack,
  type PlayerWorld,
} from './simulation'

/**
 * The player commands of the Web API, applied to a world already synced to `now`. Each refuses the way the
 * real service does (player-errors.ts); the routes only parse and delegate.
 */

/** `previous` within this much of the start of a track goes to the previous track; later, it restarts. */
export const RESTART_THRESHOLD_MS = 3_000

function findDevice(world: PlayerWorld, deviceId: string): DeviceState {
  const device = world.player.devices.find((candidate) => candidate.id === deviceId)
  if (!device) throw playerErrors.deviceNotFound(deviceId)
  if (device.restricted) throw playerErrors.restricted()
  return device
}

/** The device a command acts on: the one named by `device_id`, else the active one. */
export function targetDevice(world: PlayerWorld, deviceId: string | undefined): DeviceState {
  if (deviceId !== undefined) return findDevice(world, deviceId)
  const active = world.player.activeDeviceId
  if (active === null) throw playerErrors.noActiveDevice()
  return findDevice(world, active)
}

/** Commands on the current playback need its device: another device named by `device_id` is not playing. */
function activePlayback(world: PlayerWorld, deviceId: string | undefined): PlaybackState {
  const device = targetDevice(world, deviceId)
  if (device.id !== world.player.activeDeviceId) throw playerErrors.noActiveDevice()
  const playback = world.player.playback
  if (!playback) throw playerErrors.nothingLoaded()
  return playback
}

function startSequence(
  world: PlayerWorld,
  sequence: PlaySequence,
  offset: PlayOffset | undefined,
  positionMs: number | undefined,
  now: number,
): void {
  if (sequence.trackIds.length === 0) throw playerErrors.emptyContext()
  const start = startIndex(sequence, offset)
  const previous = world.player.playback
  if (previous) leaveTrack(world, previous, now)
  const order = playOrder(world, sequence.trackIds.length, start)
  const cursor = world.player.shuffle ? 0 : (start ?? 0)
  const playback: PlaybackState = {
    contextUri: sequence.contextUri,
    trackIds: sequence.trackIds,
    order,
    cursor,
    trackId: sequence.trackIds[order[cursor] as number] as string,
    fromQueue: false,
    isPlaying: true,
    progressMs: 0,
    anchorMs: now,
    listenedMs: 0,
    changedAt: now,
  }
  world.player.playback = playback
  if (positionMs !== undefined) seekTo(world, playback, positionMs, now)
}

/** Seeks; at or beyond the track's length the next song starts (api-spec.md, States and transitions). */
function seekTo(world: PlayerWorld, playback: PlaybackState, positionMs: number, now: number): void {
  if (positionMs >= durationOf(world.catalog, playback.trackId)) {
    advance(world, playback, now, 'beyond')
    return
  }
  playback.progressMs = positionMs
  playback.anchorMs = now
  playback.changedAt = now
}

/**
 * With nothing loaded, "resume" (and transfer with play) picks up where the history left off: the last played
 * track in its context, as real players do after a restart. Nothing played ever: nothing to resume.
 */
function resumeFromHistory(world: PlayerWorld, playlists: PlaylistStore, now: number): void {
  const last = world.history.at(-1)
  if (!last) throw playerErrors.nothingLoaded()
  let sequence: PlaySequence = { contextUri: null, contextType: null, trackIds: [last.trackId] }
  if (last.contextUri !== null) {
    try {
      const context = resolveContext(world.catalog, playlists, last.contextUri)
      if (context.trackIds.includes(last.trackId)) sequence = context
    } catch {
      // The context is gone (an unfollowed or emptied playlist): resume the track alone.
    }
  }
  const offset = sequence.contextType === 'artist' ? undefined : { uri: `spotify:track:${last.trackId}` }
  startSequence(world, sequence, offset, undefined, now)
}

/**
 * Playback goes on: what was paused plays from where it stopped (the change said now); with nothing on the
 * player, the last thing played starts again. Answers the playback that went on, or null for a fresh start.
 */
function goOn(world: PlayerWorld, playlists: PlaylistStore, now: number) {
  const playback = world.player.playback
  if (!playback) {
    resumeFromHistory(world, playlists, now)
    return null
  }
  if (!playback.isPlaying) {
    playback.isPlaying = true
    playback.anchorMs = now
    playback.changedAt = now
  }
  return playback
}

export interface PlayRequest {
  deviceId?: string
  sequence?: PlaySequence
  offset?: PlayOffset
  positionMs?: number
}

/** PUT /me/player/play: start a context or uris, or resume; `device_id` also transfers there. */
export function play(world: PlayerWorld, playlists: PlaylistStore, request: PlayRequest, now: number): void {
  const device = targetDevice(world, request.deviceId)
  world.player.activeDeviceId = device.id
  if (request.sequence) {
    startSequence(world, request.sequence, request.offset, request.positionMs, now)
    return
  }
  const playback = goOn(world, playlists, now)
  if (playback && request.positionMs !== undefined) seekTo(world, playback, request.positionMs, now)
}

export function pause(world: PlayerWorld, deviceId: string | undefined, now: number): void {
  activeSettings(world, deviceId)
  const playback = world.player.playback
  if (!playback?.isPlaying) throw playerErrors.alreadyPaused()
  playback.isPlaying = false
  playback.anchorMs = now
  playback.changedAt = now
}

export function next(world: PlayerWorld, deviceId: string | undefined, now: number): void {
  const playback = activePlayback(world, deviceId)
  if (!hasNext(world, playback)) throw playerErrors.noNextTrack()
  advance(world, playback, now, 'skip')
}

export function previous(world: PlayerWorld, deviceId: string | undefined, now: number): void {
  const playback = activePlayback(world, deviceId)
  if (playback.progressMs > RESTART_THRESHOLD_MS) {
    leaveTrack(world, playback, now)
    loadTrack(playback, playback.trackId, playback.fromQueue, now)
    return
  }
  if (!stepBack(world, playback, now)) throw playerErrors.noPrevTrack()
}

export function seek(
  world: PlayerWorld,
  deviceId: string | undefined,
  positionMs: number,
  now: number,
): void {
  seekTo(world, activePlayback(world, deviceId), positionMs, now)
}

/** Repeat, shuffle, pause and the queue act on the active device's player (`device_id` may only name it). */
function activeSettings(world: PlayerWorld, deviceId: string | undefined): void {
  const device = targetDevice(world, deviceId)
  if (device.id !== world.player.activeDeviceId) throw playerErrors.noActiveDevice()
}

export function setRepeat(
  world: PlayerWorld,
  deviceId: string | undefined,
  mode: RepeatMode,
  now: number,
): void {
  activeSettings(world, deviceId)
  world.player.repeat = mode
  if (world.player.playback) world.player.playback.changedAt = now
}

/** Shuffle on keeps the current track and shuffles the rest after it; off returns to context order. */
export function setShuffle(world: PlayerWorld, deviceId: string | undefined, on: boolean, now: number): void {
  activeSettings(world, deviceId)
  if (world.player.shuffle === on) return
  world.player.shuffle = on
  const playback = world.player.playback
  if (!playback) return
  const currentIndex = playback.order[playback.cursor] as number
  playback.order = playOrder(world, playback.trackIds.length, currentIndex)
  playback.cursor = on ? 0 : currentIndex
  playback.changedAt = now
}

export function setVolume(world: PlayerWorld, deviceId: string | undefined, percent: number): void {
  const device = targetDevice(world, deviceId)
  if (device.volumePercent === null) throw playerErrors.volumeDisallowed()
  device.volumePercent = percent
}

/** PUT /me/player: the device becomes the target; `play` true ensures playback, else the state is kept. */
export function transfer(
  world: PlayerWorld,
  playlists: PlaylistStore,
  deviceId: string,
  playNow: boolean | undefined,
  now: number,
): void {
  const device = findDevice(world, deviceId)
  world.player.activeDeviceId = device.id
  if (playNow !== true) return
  const playback = goOn(world, playlists, now)
  if (playback) playback.changedAt = now
}

/** POST /me/player/queue: plays after the current item, before the context continues. */
export function addToQueue(world: PlayerWorld, deviceId: string | undefined, itemId: string): void {
  activeSettings(world, deviceId)
  world.player.queue.push(itemId)
}
