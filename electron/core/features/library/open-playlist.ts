import type { Notice, PlaylistEditState, ShownLanguage } from '../../../contract'
import type { Logger } from '../../base/ports'
import type { ApiClient } from '../../service/api'
import type { Outbox } from '../outbox'
import type { PlaylistItemsEntry } from './library-data'
import type { Edit, Entry, KeyRef } from './playlist-edits'

/*
 * An open playlist as the editor holds it, and what the editor is built from: apart from playlist-editor.ts so
 * its sending (edit-sender.ts) and what it keeps across a restart (playlist-durable.ts) take them without
 * importing the editor that uses both.
 */

export interface PendingEdit {
  /** Names the edit in the outbox (unique across restarts). */
  editId: string
  edit: Edit
  what: string
}

export interface OpenPlaylist {
  id: string
  name: string
  confirmed: Entry[]
  /** Kept across a restart and not read since: the entries the waiting edits name (confirmed is empty). */
  refs: KeyRef[] | null
  snapshotId: string
  pending: PendingEdit[]
  /** The request on its way (kept on disk): an add whose answer never came is looked for on the next read. */
  sendingStep: { editId: string; step: Edit; snapshotBefore: string; counts: Record<string, number> } | null
  revision: number
  /** Why the service does not show the items, or null. */
  itemsUnavailable: string | null
  sending: boolean
}

export interface PlaylistEditorDeps {
  api(): ApiClient
  logger: Logger
  emit(state: PlaylistEditState): void
  notice(notice: Notice): void
  /** The confirmed list changed and no edit waits: keep the library's copy in step. */
  settled(open: OpenPlaylist): void
  /** Reads the playlist's items again (after a stale snapshot). */
  reread(id: string): Promise<{ snapshotId: string; items: PlaylistItemsEntry }>
  /** The playlist's snapshot and item count as the service has them now (one small read). */
  peek(id: string): Promise<{ snapshotId: string; total: number }>
  outbox: Outbox
  /** The language its errors speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}
