/**
 * The outbox's queue as plain data and pure functions: the changes it holds, in the order they were made, and
 * how a new change meets those still waiting (an opposite change cancels, a newer value replaces, details
 * merge). Kept on disk as it is here (outbox-file.ts); sent by outbox.ts.
 */

/** Save (follow) or remove (unfollow) one item, by URI: any kind /me/library or the classic endpoints take. */
export interface SavedChange {
  kind: 'saved'
  uri: string
  saved: boolean
  /** The item's name where it was known, for the list and notices. */
  name: string | null
  /** Whether it was in the library before the first of these changes (what a rollback shows again). */
  before: boolean
}

export interface NewPlaylistDetails {
  name: string
  description?: string | undefined
  public?: boolean | undefined
  collaborative?: boolean | undefined
}

/** Makes a playlist. Shown at once under a local id (`localPlaylistId`) until the service gives it its own. */
export interface PlaylistCreateChange {
  kind: 'playlist-create'
  playlistId: string
  details: NewPlaylistDetails
  /**
   * The ids of the user's playlists of this name before it was first sent: after an answer that never came,
   * one of that name not among them is the one made.
   */
  knownIds: string[] | null
}

export type PlaylistDetailsPatch = Partial<NewPlaylistDetails>

/** Changes a playlist's details (name, description, visibility): a PUT, safe to send again. */
export interface PlaylistDetailsChange {
  kind: 'playlist-details'
  playlistId: string
  /** The playlist's name as it was shown when changed (for the list). */
  playlistName: string
  patch: PlaylistDetailsPatch
  /** The same fields as they were before the first of these changes (what a rollback shows again). */
  before: PlaylistDetailsPatch
}

/** One edit of a playlist's items, kept and sent by the playlist editor (which rebases it on a re-read). */
export interface PlaylistEditChange {
  kind: 'playlist-edit'
  playlistId: string
  editId: string
  /** "Add 2 tracks to “Road Trip”", "Remove a track from “Road Trip”", … */
  label: string
}

export type OutboxChange = SavedChange | PlaylistCreateChange | PlaylistDetailsChange | PlaylistEditChange
export type OutboxKind = OutboxChange['kind']

export interface QueuedChange {
  id: string
  queuedAt: number
  change: OutboxChange
  /** `sending`: a request for it may be on its way (written before it goes). */
  state: 'waiting' | 'sending'
  /**
   * A request went and no answer came (a crash, a timeout, a cut connection): a change that is not safe to send
   * twice is checked against the service first.
   */
  uncertain: boolean
  /** Sent alone, not in a batch with its neighbours (a batch of it was refused). */
  alone: boolean
}

/** Ids of playlists made here and not yet by the service: letters and digits, longer than the service's 22. */
export const LOCAL_PLAYLIST_PREFIX = 'encorewaiting'

export function isLocalPlaylistId(id: string): boolean {
  return id.startsWith(LOCAL_PLAYLIST_PREFIX) && id.length > 22
}

/** The item or playlist a change is about: changes about the same one meet when a new one comes. */
export function subjectOf(change: OutboxChange): string {
  return change.kind === 'saved' ? change.uri : `spotify:playlist:${change.playlistId}`
}

/**
 * A new change meets those still waiting about the same item (not one on its way, which is out of reach):
 * - a save or follow replaces the waiting one of its item, and both go when it brings the item back to where
 *   it was before them (save, then remove: nothing is sent);
 * - a playlist's details merge into its waiting details change (the newer fields win), or into its waiting
 *   creation.
 * Answers the queue with the change in its place (at the end), and what left the queue without being sent.
 */
export function enqueue(
  queue: readonly QueuedChange[],
  added: QueuedChange,
): { queue: QueuedChange[]; gone: QueuedChange[]; kept: boolean } {
  const change = added.change
  const waiting = (entry: QueuedChange) => entry.state === 'waiting' && !entry.uncertain
  if (change.kind === 'saved') {
    const older = queue.filter(
      (entry) => waiting(entry) && entry.change.kind === 'saved' && entry.change.uri === change.uri,
    )
    const first = older[0]?.change as SavedChange | undefined
    const before = first ? first.before : change.before
    const rest = queue.filter((entry) => !older.includes(entry))
    if (change.saved === before) return { queue: rest, gone: older, kept: false }
    return { queue: [...rest, { ...added, change: { ...change, before } }], gone: older, kept: true }
  }
  if (change.kind === 'playlist-details') {
    const create = queue.find(
      (entry) =>
        waiting(entry) &&
        entry.change.kind === 'playlist-create' &&
        entry.change.playlistId === change.playlistId,
    )
    if (create && create.change.kind === 'playlist-create') {
      const merged: QueuedChange = {
        ...create,
        change: { ...create.change, details: { ...create.change.details, ...change.patch } },
      }
      return { queue: queue.map((entry) => (entry === create ? merged : entry)), gone: [], kept: false }
    }
    const older = queue.filter(
      (entry) =>
        waiting(entry) &&
        entry.change.kind === 'playlist-details' &&
        entry.change.playlistId === change.playlistId,
    )
    const first = older[0]?.change as PlaylistDetailsChange | undefined
    const patch = older.reduce<PlaylistDetailsPatch>(
      (fields, entry) => ({ ...fields, ...(entry.change as PlaylistDetailsChange).patch }),
      {},
    )
    const merged: PlaylistDetailsChange = {
      ...change,
      patch: { ...patch, ...change.patch },
      before: { ...change.before, ...(first?.before ?? {}) },
    }
    const rest = queue.filter((entry) => !older.includes(entry))
    return { queue: [...rest, { ...added, change: merged }], gone: older, kept: true }
  }
  return { queue: [...queue, added], gone: [], kept: true }
}

/**
 * The changes sent together with `head`: those right behind it that its kind sends in one request (saves of
 * one kind, one way), none once one of them was refused in a batch.
 */
export function batchFrom(
  queue: readonly QueuedChange[],
  head: QueuedChange,
  together: (a: OutboxChange, b: OutboxChange) => boolean,
  max: number,
): QueuedChange[] {
  const batch = [head]
  if (head.alone || head.uncertain) return batch
  for (let at = queue.indexOf(head) + 1; at < queue.length && batch.length < max; at++) {
    const next = queue[at]!
    if (next.alone || next.uncertain || next.state !== 'waiting' || !together(head.change, next.change)) break
    batch.push(next)
  }
  return batch
}

/** A playlist's local id replaced by the one the service gave, in every change about it. */
export function withPlaylistId(entry: QueuedChange, from: string, to: string): QueuedChange {
  const change = entry.change
  if (change.kind === 'saved') {
    return change.uri === `spotify:playlist:${from}`
      ? { ...entry, change: { ...change, uri: `spotify:playlist:${to}` } }
      : entry
  }
  return change.playlistId === from ? { ...entry, change: { ...change, playlistId: to } } : entry
}
