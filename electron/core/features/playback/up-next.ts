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
