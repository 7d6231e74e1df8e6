import { uriOf } from '../../../contract'
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
  return change.kind === 'saved' ? change.uri : uriOf('playlist', change.playlistId)
}

/** What a run of new changes did to the queue: the queue after, what left it unsent, and which were kept. */
export interface Enqueued {
  queue: QueuedChange[]
  gone: QueuedChange[]
  /** Per change added, whether it went into the queue (false: it undid or merged into one waiting). */
  kept: boolean[]
}

/**
 * New changes meet those still waiting about the same item (not one on its way, which is out of reach), one
 * after the other:
 * - a save or follow replaces the waiting one of its item, and both go when it brings the item back to where
 *   it was before them (save, then remove: nothing is sent);
 * - a playlist's details merge into its waiting details change (the newer fields win), or into its waiting
 *   creation.
 * Each kept change goes at the end. The waiting changes are looked up by item, and the queue is built once for
 * the lot: an add of 50,000 changes costs in their number, not in its square.
 */
export function enqueueAll(queue: readonly QueuedChange[], added: readonly QueuedChange[]): Enqueued {
  const order = [...queue]
  const removed = new Set<QueuedChange>()
  const gone: QueuedChange[] = []
  /** Waiting saves by URI, waiting details changes and creations by playlist id, in queue order. */
  const saves = new Map<string, QueuedChange[]>()
  const details = new Map<string, QueuedChange[]>()
  const creates = new Map<string, number>()
  const into = (map: Map<string, QueuedChange[]>, key: string, entry: QueuedChange) => {
    const list = map.get(key)
    if (list) list.push(entry)
    else map.set(key, [entry])
  }
  const index = (entry: QueuedChange, at: number) => {
    if (entry.state !== 'waiting' || entry.uncertain) return
    const { change } = entry
    if (change.kind === 'saved') into(saves, change.uri, entry)
    if (change.kind === 'playlist-details') into(details, change.playlistId, entry)
    if (change.kind === 'playlist-create' && !creates.has(change.playlistId))
      creates.set(change.playlistId, at)
  }
  const drop = (older: readonly QueuedChange[]) => {
    for (const entry of older) removed.add(entry)
    gone.push(...older)
  }
  const append = (entry: QueuedChange) => {
    order.push(entry)
    index(entry, order.length - 1)
  }
  order.forEach(index)
  const kept = added.map((entry): boolean => {
    const change = entry.change
    if (change.kind === 'saved') {
      const older = saves.get(change.uri) ?? []
      saves.delete(change.uri)
      drop(older)
      const before = (older[0]?.change as SavedChange | undefined)?.before ?? change.before
      if (change.saved === before) return false
      append({ ...entry, change: { ...change, before } })
      return true
    }
    if (change.kind === 'playlist-details') {
      const at = creates.get(change.playlistId)
      const create = at === undefined ? undefined : order[at]
      if (at !== undefined && create?.change.kind === 'playlist-create') {
        const merged = { ...create.change, details: { ...create.change.details, ...change.patch } }
        order[at] = { ...create, change: merged }
        return false
      }
      const older = details.get(change.playlistId) ?? []
      details.delete(change.playlistId)
      drop(older)
      const patch = older.reduce<PlaylistDetailsPatch>(
        (fields, waiting) => ({ ...fields, ...(waiting.change as PlaylistDetailsChange).patch }),
        {},
      )
      const first = older[0]?.change as PlaylistDetailsChange | undefined
      const merged: PlaylistDetailsChange = {
        ...change,
        patch: { ...patch, ...change.patch },
        before: { ...change.before, ...(first?.before ?? {}) },
      }
      append({ ...entry, change: merged })
      return true
    }
    append(entry)
    return true
  })
  return { queue: removed.size ? order.filter((entry) => !removed.has(entry)) : order, gone, kept }
}

/** One new change met with those waiting (`enqueueAll` of one). */
export function enqueue(
  queue: readonly QueuedChange[],
  added: QueuedChange,
): { queue: QueuedChange[]; gone: QueuedChange[]; kept: boolean } {
  const met = enqueueAll(queue, [added])
  return { queue: met.queue, gone: met.gone, kept: met.kept[0]! }
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
    return change.uri === uriOf('playlist', from)
      ? { ...entry, change: { ...change, uri: uriOf('playlist', to) } }
      : entry
  }
  return change.playlistId === from ? { ...entry, change: { ...change, playlistId: to } } : entry
}
