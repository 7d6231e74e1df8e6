import { isKind } from '../../../contract'
import type { Track } from '../../../contract'
import type { Reading } from './reading'

/** The queue as last read, and the item that played when it was read. */
export interface UpNext {
  afterUri: string | null
  tracks: readonly Track[]
}

/** Keeps a queue just read, with what played then (the queue follows that item). */
export function upNextRead(tracks: readonly Track[], playing: Reading | null): UpNext {
  return { afterUri: playing?.track?.uri ?? null, tracks }
}

/**
 * The item that follows what shows now (a Next already shown counted), from the queue last read: its first while
 * the same item shows, the one after it once the player (or a shown Next) moved on into the queue; null when the
 * queue says nothing of what comes (none read, or what shows is not in it: another album, another device).
 */
export function comingAfter(upNext: UpNext | null, shown: Reading | null): Track | null {
  if (!upNext || !upNext.tracks.length) return null
  const playing = shown?.track?.uri ?? null
  if (playing === upNext.afterUri) return upNext.tracks[0] ?? null
  const at = upNext.tracks.findIndex((track) => track.uri === playing)
  return at < 0 ? null : (upNext.tracks[at + 1] ?? null)
}

/** The reading's item ended while it played: `track` (the queue's next) shows from `at` on. */
export interface RolledOn {
  fromUri: string
  track: Track
  at: number
}

/** When the reading's item ends as it plays on; null when it is paused, or its length is unknown. */
export function endOf(reading: Reading | null): number | null {
  const track = reading?.track
  if (!reading?.isPlaying || !track || !(track.durationMs > 0)) return null
  return reading.sampledAt + Math.max(0, track.durationMs - reading.progressMs)
}

/**
 * At a track's end what follows it (`coming`: the queue's next item, or the context's) shows at once, from its
 * start, until a read confirms it or says otherwise: null while the item plays on, when it repeats, or when
 * nothing is known of what comes.
 */
export function rollOnAt(coming: Track | null, reading: Reading | null, now: number): RolledOn | null {
  const end = endOf(reading)
  if (end === null || end > now || reading!.repeat === 'track') return null
  return coming ? { fromUri: reading!.track!.uri, track: coming, at: end } : null
}

/** The reading as shown once its item ended into the queue's next one (a newer read replaces it). */
export function rolledOnReading(reading: Reading | null, rolled: RolledOn | null): Reading | null {
  if (!reading || !rolled || reading.track?.uri !== rolled.fromUri) return reading
  return {
    ...reading,
    track: rolled.track,
    itemType: isKind(rolled.track.uri, 'episode') ? 'episode' : 'track',
    show: null,
    progressMs: 0,
    sampledAt: rolled.at,
    disallowed: reading.disallowed.filter((entry) => entry.action !== 'previous'),
  }
}
