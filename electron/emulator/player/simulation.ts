import type { Catalog } from '../catalog/catalog'
import { createRandom } from '../random/prng'
import type { PlaybackState, PlayerState } from '../state/player-state'
import type { PlayHistoryEntry, SpokenLibrary } from '../state/user-state'

/**
 * The player moving through time. Items are tracks, or the episodes of a show, or the chapters of an
 * audiobook; episodes and chapters keep a resume point instead of entering the history. Lazy: nothing runs
 * between requests; every request first brings the player from its anchor to `now()` (`syncPlayer`), ending
 * items at the exact instants they would have ended. So a manual clock moved by an hour plays an hour of
 * music in one call, and no timer is ever needed.
 */

/** What the simulation reads and writes besides the player itself. */
export interface PlayerWorld {
  readonly userId: string
  readonly player: PlayerState
  readonly history: PlayHistoryEntry[]
  readonly catalog: Catalog
  /** The catalog seed: shuffle orders are drawn from it, never from Math.random. */
  readonly seed: string
  /** The user's resume points live here (made on first use: only episodes and chapters reach for it). */
  spoken(): SpokenLibrary
}

/** A track counts as played (enters the history) when it ends, or is left after this much listening. */
export const PLAYED_AFTER_MS = 30_000
/** Oldest plays are dropped beyond this many, so a long-running demo does not grow without bound. */
const HISTORY_LIMIT = 50_000

/** The length of a player item: a track, an episode or a chapter. */
export function durationOf(catalog: Catalog, itemId: string): number {
  return catalog.playable(itemId)?.durationMs ?? 0
}

/** Episodes and chapters (not tracks) keep a resume point: the user's place in them. */
function isSpoken(world: PlayerWorld, itemId: string): boolean {
  if (world.catalog.track(itemId)) return false
  const kind = world.catalog.playable(itemId)?.kind
  return kind === 'episode' || kind === 'chapter'
}

/**
 * Keeps the resume point of the episode or chapter on the player: where it is now, or (it ended) fully
 * played. Only what was actually listened to or placed counts: an item merely loaded at 0 (a context stopped
 * at its end goes back to its first item) leaves its resume point alone.
 */
function keepResumePoint(world: PlayerWorld, playback: PlaybackState, ended: boolean): void {
  if (!isSpoken(world, playback.trackId)) return
  if (!ended && playback.listenedMs === 0 && playback.progressMs === 0) return
  world
    .spoken()
    .resumePoints.set(
      playback.trackId,
      ended ? { positionMs: 0, fullyPlayed: true } : { positionMs: playback.progressMs, fullyPlayed: false },
    )
}

/** A play order over `count` tracks: identity, or (shuffled) a seeded permutation starting at `first`. */
export function playOrder(world: PlayerWorld, count: number, first: number | undefined): number[] {
  const identity = Array.from({ length: count }, (_, index) => index)
  if (!world.player.shuffle) return identity
  const random = createRandom(`shuffle/${world.seed}/${world.userId}/${world.player.shuffles++}`)
  const rest = random.sample(
    identity.filter((index) => index !== first),
    count,
  )
  return first === undefined ? rest : [first, ...rest]
}

/** An item ends: a track enters the history (recently played lists tracks only), a spoken item is done. */
function record(world: PlayerWorld, playback: PlaybackState, at: number): void {
  if (isSpoken(world, playback.trackId)) {
    keepResumePoint(world, playback, true)
    return
  }
  world.history.push({
    trackId: playback.trackId,
    playedAt: at,
    contextUri: playback.fromQueue ? null : playback.contextUri,
  })
  if (world.history.length > HISTORY_LIMIT) world.history.splice(0, world.history.length - HISTORY_LIMIT)
}

/** Leaving the current track (skip, new context, restart): it is history if it was listened to long enough. */
export function leaveTrack(world: PlayerWorld, playback: PlaybackState, at: number): void {
  if (isSpoken(world, playback.trackId)) keepResumePoint(world, playback, false)
  else if (playback.listenedMs >= PLAYED_AFTER_MS) record(world, playback, at)
  playback.listenedMs = 0
}

/** Puts a track on the player at `progressMs`, keeping whether it plays. */
export function loadTrack(
  playback: PlaybackState,
  trackId: string,
  fromQueue: boolean,
  at: number,
  progressMs = 0,
): void {
  playback.trackId = trackId
  playback.fromQueue = fromQueue
  playback.progressMs = progressMs
  playback.anchorMs = at
  playback.listenedMs = 0
  playback.changedAt = at
}

const contextTrackAt = (playback: PlaybackState, cursor: number): string =>
  playback.trackIds[playback.order[cursor] as number] as string

/**
 * Why the player moves on: the track `ended` (repeat-track replays it), the user `skip`ped (next), or a seek /
 * start position went `beyond` the track's length (the next song starts, whatever the repeat mode).
 */
export type AdvanceCause = 'ended' | 'skip' | 'beyond'

/** Whether there is something after the current track (a queued track, the next one, or a context wrap). */
export function hasNext(world: PlayerWorld, playback: PlaybackState): boolean {
  return (
    world.player.queue.length > 0 ||
    playback.cursor + 1 < playback.order.length ||
    world.player.repeat === 'context'
  )
}

/**
 * Moves to the next track per queue, repeat and shuffle. At the end of the context (repeat off) playback stops
 * at the start of the context, paused; answers false then.
 */
export function advance(
  world: PlayerWorld,
  playback: PlaybackState,
  at: number,
  cause: AdvanceCause,
): boolean {
  const { player } = world
  if (cause === 'ended') record(world, playback, at)
  else leaveTrack(world, playback, at)
  playback.listenedMs = 0
  if (cause === 'ended' && player.repeat === 'track') {
    loadTrack(playback, playback.trackId, playback.fromQueue, at)
    return true
  }
  const queued = player.queue.shift()
  if (queued !== undefined) {
    loadTrack(playback, queued, true, at)
    return true
  }
  if (playback.cursor + 1 < playback.order.length) {
    playback.cursor += 1
  } else if (player.repeat === 'context') {
    // A new round of a shuffled context gets a new order, as real players do.
    if (player.shuffle) playback.order = playOrder(world, playback.trackIds.length, undefined)
    playback.cursor = 0
  } else {
    playback.cursor = 0
    loadTrack(playback, contextTrackAt(playback, 0), false, at)
    playback.isPlaying = false
    return false
  }
  loadTrack(playback, contextTrackAt(playback, playback.cursor), false, at)
  return true
}

/** Steps back one track in the play order (wrapping with repeat-context); false when there is none. */
export function stepBack(world: PlayerWorld, playback: PlaybackState, at: number): boolean {
  let cursor = playback.cursor
  // From a queued track, "previous" returns to the context track that played before the queue.
  if (!playback.fromQueue) {
    if (cursor > 0) cursor -= 1
    else if (world.player.repeat === 'context') cursor = playback.order.length - 1
    else return false
  }
  leaveTrack(world, playback, at)
  playback.cursor = cursor
  loadTrack(playback, contextTrackAt(playback, cursor), false, at)
  return true
}

/** Brings the player from its anchor to `now`: progress advances, tracks end and the next ones start. */
export function syncPlayer(world: PlayerWorld, now: number): void {
  const playback = world.player.playback
  if (!playback) return
  if (!playback.isPlaying) {
    playback.anchorMs = now
    keepResumePoint(world, playback, false)
    return
  }
  let at = playback.anchorMs
  for (;;) {
    const duration = durationOf(world.catalog, playback.trackId)
    // A track the catalog does not know (a stale state file) cannot be timed: stop rather than spin.
    if (duration === 0) {
      playback.isPlaying = false
      break
    }
    const remaining = Math.max(0, duration - playback.progressMs)
    if (at + remaining > now) {
      playback.progressMs += now - at
      playback.listenedMs += now - at
      break
    }
    at += remaining
    playback.listenedMs += remaining
    if (!advance(world, playback, at, 'ended')) break
  }
  playback.anchorMs = now
  keepResumePoint(world, playback, false)
}
