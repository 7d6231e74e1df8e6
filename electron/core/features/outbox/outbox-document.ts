import type { QueuedChange } from './outbox-entries'

/** The outbox file's shape (outbox-file.ts writes it, outbox-read.ts reads it): one owner, its waiting changes. */

export interface OutboxOwner {
  /** "demo", or "spotify@<api address>" (as the library's cache names a service). */
  service: string
  userId: string
}

export interface OutboxDocument {
  format: 'encore-outbox'
  /** 1: the whole queue on one line; 2: a journal (the same line, then what changed, a line each). */
  version: 1 | 2
  owner: OutboxOwner
  /** The number of the next change (ids never repeat, even across restarts). */
  next: number
  entries: QueuedChange[]
  /** What parts of core keep beside the queue (the playlist editor: the playlists with edits waiting). */
  parts: Record<string, unknown>
}
