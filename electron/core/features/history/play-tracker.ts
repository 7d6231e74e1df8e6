import { playedThresholdMs, type PlaybackContext, type PlaybackState, type Track } from '../../../contract'

/**
 * Plays as the player shows them: a pure function of the last sighting and a new read of the player
 * (`playback.state` with a new `readAt`), tested as a table. Listening is the progress the player made between
 * two reads, never more than the time between them (a seek forward is not listening, a seek back adds
 * nothing); when the track changed, the old one is taken to have played on for the rest of its length or until
 * the read that showed it gone, whichever came first. A track counts as played after 30 s of that, or half its
 * length when shorter (`playedThresholdMs`).
 */

/** The service's clock and ours may differ: a play's window is this much wider on each side. */
export const WINDOW_SLACK_MS = 60_000
/** A play left closer than this to its end counts as finished: no place to resume from. */
const NEAR_END_MS = 5_000

/** A track on the player, as far as Encore has seen it. */
export interface Sighting {
  track: Track
  context: PlaybackContext | null
  device: string | null
  /** When it started, as the first read showing it says (that read's sample time less its progress). */
  startedAt: number
  progressMs: number
  sampledAt: number
  playing: boolean
  listenedMs: number
}

export interface TrackerState {
  current: Sighting | null
  /** The `readAt` of the last read taken in (a state published for any other reason is not a read). */
  readAt: number | null
}

/** A play the player showed, ready for the history. */
export interface SeenPlay {
  track: Track
  context: PlaybackContext | null
  device: string | null
  /** When it ended or was left, as best Encore can tell. */
  at: number
  /** Where the service's `played_at` for the same play falls. */
  window: [number, number]
  playedMs: number
  leftAtMs: number | null
}

export const idleTracker: TrackerState = { current: null, readAt: null }

/** Statuses whose reads say what plays; the others (offline, rate-limited, signed out) say nothing new. */
const telling = new Set<PlaybackState['status']>(['ok', 'read-only', 'idle', 'no-device'])

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

function sightingOf(state: PlaybackState, track: Track, listenedMs: number): Sighting {
  return {
    track,
    context: state.context,
    device: state.device?.name ?? null,
    startedAt: state.sampledAt - state.progressMs,
    progressMs: state.progressMs,
    sampledAt: state.sampledAt,
    playing: state.isPlaying,
    listenedMs,
  }
}

/** Ends a sighting: what it adds as a play (or nothing, under the threshold), and the time it used after its read. */
function close(
  sighting: Sighting,
  seenGoneAt: number | null,
  listenedAfter: number,
): { play: SeenPlay | null; usedMs: number } {
  const remaining = Math.max(0, sighting.track.durationMs - sighting.progressMs)
  const extra = sighting.playing ? clamp(listenedAfter, 0, remaining) : 0
  const playedMs = sighting.listenedMs + extra
  const position = sighting.progressMs + extra
  const endedAt = sighting.sampledAt + extra
  // Gone by a read: it ended before that read. Not seen gone (signed out, quit): it may play to its end.
  const latest = seenGoneAt ?? sighting.sampledAt + remaining
  const finished = sighting.track.durationMs - position < NEAR_END_MS
  const play: SeenPlay | null =
    playedMs >= playedThresholdMs(sighting.track.durationMs)
      ? {
          track: sighting.track,
          context: sighting.context,
          device: sighting.device,
          at: endedAt,
          window: [sighting.startedAt - WINDOW_SLACK_MS, latest + WINDOW_SLACK_MS],
          playedMs,
          leftAtMs: finished || seenGoneAt === null ? null : position,
        }
      : null
  return { play, usedMs: extra }
}

/** Takes in one published player state; answers the new tracker state and the plays it finished. */
export function observe(
  tracker: TrackerState,
  state: PlaybackState,
): { tracker: TrackerState; finished: SeenPlay[] } {
  const current = tracker.current
  const track = state.track
  if (state.readAt === null || state.readAt === tracker.readAt || !telling.has(state.status)) {
    // Not a new read; but a context's name learned since the read is worth keeping.
    if (current && track?.uri === current.track.uri && state.context && !current.context?.name) {
      return { tracker: { ...tracker, current: { ...current, context: state.context } }, finished: [] }
    }
    return { tracker, finished: [] }
  }
  const readAt = state.readAt
  if (!current) {
    // The first read of a track: what played before Encore looked is left to the service's recently played.
    return { tracker: { readAt, current: track ? sightingOf(state, track, 0) : null }, finished: [] }
  }
  const wall = Math.max(0, state.sampledAt - current.sampledAt)
  const progressed = track ? state.progressMs - current.progressMs : 0
  const sameTrack = track?.uri === current.track.uri
  const endedMeanwhile = current.playing && current.progressMs + wall >= current.track.durationMs
  if (track && sameTrack && !(progressed < 0 && endedMeanwhile)) {
    const listened = current.listenedMs + clamp(progressed, 0, wall)
    const next = { ...sightingOf(state, track, listened), startedAt: current.startedAt }
    if (!next.context?.name && current.context?.name) next.context = current.context
    return { tracker: { readAt, current: next }, finished: [] }
  }
  // Another track (or the same one again, after it ended), or none: the old one is over.
  const { play, usedMs } = close(current, state.sampledAt, wall)
  const credit = track ? clamp(state.progressMs, 0, Math.max(0, wall - usedMs)) : 0
  return {
    tracker: { readAt, current: track ? sightingOf(state, track, credit) : null },
    finished: play ? [play] : [],
  }
}

/** Nobody will read this player again (sign-out, quit): the track on it counts for what was seen of it. */
export function flush(tracker: TrackerState): { tracker: TrackerState; finished: SeenPlay[] } {
  if (!tracker.current) return { tracker: idleTracker, finished: [] }
  const { play } = close(tracker.current, null, 0)
  return { tracker: idleTracker, finished: play ? [play] : [] }
}
