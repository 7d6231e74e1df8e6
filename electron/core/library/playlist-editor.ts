import type { Notice, PlaylistEditState, PlaylistEntry } from '../../contract'
import type { ApiClient } from '../api'
import { EncoreError } from '../errors'
import type { Logger } from '../ports'
import type { PlaylistItemsEntry } from './library-data'
import { createEditSender, rebasePending } from './edit-sender'
import { rekey, shownList, type Edit, type Entry } from './playlist-edits'
import { isoOf, trackOf } from './track-rows'

/**
 * The open playlists and their edits. Each edit shows at once (core pushes `playlist.changed`), then goes to
 * the service one request after another, each with the snapshot it was worked out against. A stale snapshot
 * (another client changed the playlist) means: read it again, keep the keys of the entries that are still
 * there, and send what is left of the edit again. Any other refusal drops that edit from what is shown, with
 * a notice; the tracks of the confirmed list are never touched by a failed edit.
 *
 * Adding carries no snapshot, so the service takes it whatever else happened; the snapshot it answers then
 * includes another client's changes that Encore has not seen. So a run of edits that added anything ends with
 * one small read (snapshot and count): when either differs from what Encore holds, the playlist is read again
 * and what is shown becomes the service's truth. Sending is edit-sender.ts's; this keeps the open playlists.
 */

export interface OpenPlaylist {
  id: string
  name: string
  confirmed: Entry[]
  snapshotId: string
  pending: { edit: Edit; what: string }[]
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
}

/** Open playlists kept (with their keys); the oldest without pending edits is let go beyond this. */
const KEEP_OPEN = 20

/** The words of an edit, for its notice when the service refuses it. */
const tracks = (count: number) => (count === 1 ? 'a track' : `${count} tracks`)

/** A window of what a playlist shows, as the page lists it. */
function windowOf(
  list: Entry[],
  revision: number,
  offset: number,
  limit: number,
): { revision: number; total: number; items: PlaylistEntry[] } {
  return {
    revision,
    total: list.length,
    items: list.slice(offset, offset + limit).map((entry, index) => ({
      key: entry.key,
      position: offset + index,
      track: trackOf(entry.row),
      addedAt: isoOf(entry.row.addedAt),
      addedBy: entry.addedBy,
      pending: entry.pending,
    })),
  }
}

export function createPlaylistEditor(deps: PlaylistEditorDeps) {
  const open = new Map<string, OpenPlaylist>()
  const pumps = new Set<Promise<void>>()
  let revision = 0
  let keys = 0
  const newKey = () => `e${(++keys).toString(36)}`

  const shown = (playlist: OpenPlaylist) =>
    shownList(
      playlist.confirmed,
      playlist.pending.map(({ edit }) => edit),
    )
  const state = (playlist: OpenPlaylist): PlaylistEditState => ({
    id: playlist.id,
    revision: playlist.revision,
    total: shown(playlist).length,
    pending: playlist.pending.length,
    snapshotId: playlist.snapshotId,
  })
  const touch = (playlist: OpenPlaylist) => {
    playlist.revision = ++revision
    deps.emit(state(playlist))
  }
  const sender = createEditSender(deps, touch, newKey)

  function opened(id: string): OpenPlaylist {
    const playlist = open.get(id)
    if (!playlist) throw new EncoreError('INVALID_INPUT', 'Open the playlist before editing it.')
    if (playlist.itemsUnavailable) throw new EncoreError('UNAVAILABLE', playlist.itemsUnavailable)
    return playlist
  }

  function edit(id: string, change: Edit, what: string): PlaylistEditState {
    const playlist = opened(id)
    playlist.pending.push({ edit: change, what })
    touch(playlist)
    const run = sender.pump(playlist)
    pumps.add(run)
    void run.finally(() => pumps.delete(run))
    return state(playlist)
  }

  return {
    /** Opens (or refreshes) a playlist with what was read of it; pending edits stay on top. */
    open(id: string, name: string, snapshotId: string, items: PlaylistItemsEntry): OpenPlaylist {
      const known = open.get(id)
      open.delete(id)
      const rows = items.rows ?? []
      const fresh = rows.map((row, index) => ({ row, addedBy: items.addedBy[index] ?? null }))
      const playlist: OpenPlaylist = known ?? {
        id,
        name,
        confirmed: [],
        snapshotId,
        pending: [],
        revision: 0,
        itemsUnavailable: null,
        sending: false,
      }
      playlist.name = name
      playlist.itemsUnavailable = items.unavailable
      if (!known || (!known.sending && known.snapshotId !== snapshotId)) {
        playlist.confirmed = rekey(known?.confirmed ?? [], fresh, newKey)
        playlist.snapshotId = snapshotId
        playlist.pending = rebasePending(playlist)
      }
      open.set(id, playlist)
      playlist.revision = ++revision
      for (const [otherId, other] of open) {
        if (open.size <= KEEP_OPEN) break
        if (!other.pending.length && !other.sending) open.delete(otherId)
      }
      return playlist
    },
    get: (id: string) => open.get(id),
    shown,
    state,
    /** A window of what is shown. */
    window(id: string, offset: number, limit: number) {
      const playlist = open.get(id)
      if (!playlist) throw new EncoreError('INVALID_INPUT', 'Open the playlist before reading its items.')
      return windowOf(shown(playlist), playlist.revision, offset, limit)
    },
    newKey,
    add(id: string, entries: Entry[], position: number | undefined): PlaylistEditState {
      const list = shown(opened(id))
      const beforeKey = position === undefined ? null : (list[position]?.key ?? null)
      return edit(id, { kind: 'add', entries, beforeKey }, `Adding ${tracks(entries.length)}`)
    },
    remove(id: string, removed: string[]): PlaylistEditState {
      return edit(id, { kind: 'remove', keys: removed }, `Removing ${tracks(removed.length)}`)
    },
    move(id: string, moved: string[], beforeKey: string | null): PlaylistEditState {
      return edit(
        id,
        { kind: 'move', keys: moved, beforeKey },
        moved.length === 1 ? 'Moving a track' : 'Moving tracks',
      )
    },
    replace(id: string, entries: Entry[]): PlaylistEditState {
      return edit(
        id,
        { kind: 'replace', entries },
        entries.length ? 'Replacing the tracks' : 'Clearing the playlist',
      )
    },
    /** Resolves once every open playlist has sent its edits (tests). */
    async settled(): Promise<void> {
      while (pumps.size) await Promise.all(pumps)
    },
    forgetAll: () => open.clear(),
  }
}

export type PlaylistEditor = ReturnType<typeof createPlaylistEditor>
