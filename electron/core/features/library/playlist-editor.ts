import { randomBytes } from 'node:crypto'
import type { PlaylistEditState, PlaylistEntry, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { librarySays, libraryWords } from './library-words'
import { EncoreError } from '../../base/errors'
import type { Outbox } from '../outbox'
import type { PlaylistItemsEntry } from './library-data'
import { createEditSender, rebasePending } from './edit-sender'
import { fromDurable, readDurable, toDurable, type DurablePlaylists } from './playlist-durable'
import { cancelOpposites, rekey, rekeyFromRefs, shownList, type Edit, type Entry } from './playlist-edits'
import type { OpenPlaylist, PlaylistEditorDeps } from './open-playlist'
import { isoOf, trackOf } from './track-rows'

export type { OpenPlaylist, PendingEdit, PlaylistEditorDeps } from './open-playlist'

/**
 * The open playlists and their edits. Each edit shows at once (core pushes `playlist.changed`) and goes to the
 * outbox, which keeps it (with the playlist's waiting edits, in its file) until the service can take it and
 * then has it sent here, each request with the snapshot it was worked out against. A stale snapshot (another
 * client changed the playlist) means: read it again, keep the keys of the entries that are still there, and
 * send what is left of the edit again. A refusal for good drops that edit from what is shown, with a notice;
 * the tracks of the confirmed list are never touched by a failed edit. An edit undone by a later one before
 * either was sent (tracks added, then removed) leaves both.
 *
 * Adding carries no snapshot, so the service takes it whatever else happened; the snapshot it answers then
 * includes another client's changes that Encore has not seen. So a run of edits that added anything ends with
 * one small read (snapshot and count): when either differs from what Encore holds, the playlist is read again
 * and what is shown becomes the service's truth. Sending is edit-sender.ts's; this keeps the open playlists.
 */

/** The snapshot of a playlist made here that the service has not made yet. */
export const LOCAL_SNAPSHOT = 'waiting'

/** Open playlists kept (with their keys); the oldest without pending edits is let go beyond this. */
const KEEP_OPEN = 20

/** An edit in words, for the list of what waits and for notices (in `language`, English when not given). */
function labelOf(edit: Edit, name: string, language: ShownLanguage = 'en'): string {
  const say = wordsIn(libraryWords, language)
  switch (edit.kind) {
    case 'add':
      return say('edit.add', { name, count: edit.entries.length })
    case 'remove':
      return say('edit.remove', { name, count: edit.keys.length })
    case 'move':
      return say('edit.move', { name, count: edit.keys.length })
    case 'replace':
      return say(edit.entries.length ? 'edit.replace' : 'edit.clear', { name })
  }
}

/** A waiting edit's words in `language`, from the edit while it is held, else as they were kept. */
function pendingLabel(
  open: ReadonlyMap<string, OpenPlaylist>,
  change: { playlistId: string; editId: string; label: string },
  language: ShownLanguage | undefined,
): string {
  const playlist = open.get(change.playlistId)
  const held = playlist?.pending.find((item) => item.editId === change.editId)
  return held && playlist ? labelOf(held.edit, playlist.name, language) : change.label
}

/** A window of what a playlist shows, as the page lists it. */
function windowOf(list: Entry[], revision: number, offset: number, limit: number) {
  return {
    revision,
    total: list.length,
    items: list.slice(offset, offset + limit).map((entry, index): PlaylistEntry => ({
      key: entry.key,
      position: offset + index,
      track: trackOf(entry.row),
      addedAt: isoOf(entry.row.addedAt),
      addedBy: entry.addedBy,
      pending: entry.pending,
    })),
  }
}

/** The playlists with edits waiting live in the outbox's file too (its part "playlists"): a restart keeps them. */
function keepInOutbox(
  outbox: Outbox,
  open: Map<string, OpenPlaylist>,
  kept: { aliases: Record<string, string>; keys: number },
): void {
  outbox.attach('playlists', {
    save: (): DurablePlaylists => ({
      playlists: [...open.values()].filter((playlist) => playlist.pending.length).map(toDurable),
      keys: kept.keys,
      aliases: kept.aliases,
    }),
    load(value) {
      open.clear()
      const durable = readDurable(value)
      kept.aliases = durable.aliases
      kept.keys = Math.max(kept.keys, durable.keys)
      for (const playlist of durable.playlists) open.set(playlist.id, fromDurable(playlist))
    },
  })
}

/** A playlist opened for the first time: nothing confirmed yet, nothing waiting. */
const newlyOpened = (id: string, name: string, snapshotId: string): OpenPlaylist => ({
  id,
  name,
  confirmed: [],
  refs: null,
  snapshotId,
  pending: [],
  sendingStep: null,
  revision: 0,
  itemsUnavailable: null,
  sending: false,
})

/** What a playlist shows: what the service confirmed with the edits waiting on top. */
const shownOf = (playlist: OpenPlaylist) =>
  shownList(
    playlist.confirmed,
    playlist.pending.map(({ edit }) => edit),
  )

/** Edits undone by later ones before either was sent leave both (and their places in the outbox). */
function cancelOut(playlist: OpenPlaylist): Set<string> {
  const sendingAt = playlist.sending ? 0 : null
  const left = cancelOpposites(
    playlist.pending.map(({ edit }) => edit),
    sendingAt,
  )
  const gone = new Set(playlist.pending.filter((_, index) => !left[index]).map(({ editId }) => editId))
  playlist.pending = playlist.pending.flatMap((item, index) =>
    left[index] ? [{ ...item, edit: left[index] }] : [],
  )
  if (gone.size) playlist.pending = rebasePending(playlist)
  return gone
}

/** Beyond `KEEP_OPEN`, playlists with nothing waiting and nothing being sent are let go, oldest first. */
function closeIdle(open: Map<string, OpenPlaylist>): void {
  for (const [otherId, other] of open) {
    if (open.size <= KEEP_OPEN) break
    if (!other.pending.length && !other.sending) open.delete(otherId)
  }
}

export function createPlaylistEditor(deps: PlaylistEditorDeps) {
  const open = new Map<string, OpenPlaylist>()
  /** What the outbox keeps beside the open playlists: made here (local id → the service's), the key counter. */
  const kept = { aliases: {} as Record<string, string>, keys: 0 }
  let revision = 0
  const newKey = () => `e${(++kept.keys).toString(36)}`
  const resolve = (id: string) => kept.aliases[id] ?? id

  const shown = shownOf
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
  const sender = createEditSender(deps, { touch, newKey, get: (id) => open.get(resolve(id)) })

  function opened(id: string): OpenPlaylist {
    const playlist = open.get(resolve(id))
    if (!playlist) throw new EncoreError('INVALID_INPUT', librarySays(deps.language)('error.openToEdit'))
    if (playlist.itemsUnavailable) throw new EncoreError('UNAVAILABLE', playlist.itemsUnavailable)
    return playlist
  }

  function edit(id: string, change: Edit): PlaylistEditState {
    const playlist = opened(id)
    const editId = `p${randomBytes(6).toString('hex')}`
    const what = labelOf(change, playlist.name)
    playlist.pending.push({ editId, edit: change, what })
    const gone = cancelOut(playlist)
    touch(playlist)
    if (gone.size)
      deps.outbox.drop((entry) => entry.change.kind === 'playlist-edit' && gone.has(entry.change.editId))
    if (!gone.has(editId)) {
      deps.outbox.add([{ kind: 'playlist-edit', playlistId: playlist.id, editId, label: what }])
    } else deps.outbox.persist()
    return state(playlist)
  }

  deps.outbox.handle('playlist-edit', {
    label: (change, language) =>
      pendingLabel(open, { ...change, playlistId: resolve(change.playlistId) }, language),
    send: (context, [change]) => sender.send(change!.playlistId, change!.editId, context),
    settled(change, outcome) {
      if (outcome.kind === 'sent') return
      const playlist = open.get(resolve(change.playlistId))
      if (!playlist?.pending.some((item) => item.editId === change.editId)) return
      playlist.pending = playlist.pending.filter((item) => item.editId !== change.editId)
      playlist.pending = rebasePending(playlist)
      touch(playlist)
      deps.outbox.persist()
    },
  })
  keepInOutbox(deps.outbox, open, kept)

  return {
    /** Opens (or refreshes) a playlist with what was read of it; pending edits stay on top. */
    open(id: string, name: string, snapshotId: string, items: PlaylistItemsEntry): OpenPlaylist {
      const known = open.get(resolve(id))
      open.delete(resolve(id))
      const rows = items.rows ?? []
      const fresh = rows.map((row, index) => ({ row, addedBy: items.addedBy[index] ?? null }))
      const playlist = known ?? newlyOpened(resolve(id), name, snapshotId)
      playlist.name = name
      playlist.itemsUnavailable = items.unavailable
      if (!known || (!known.sending && (known.refs || known.snapshotId !== snapshotId))) {
        playlist.confirmed = playlist.refs
          ? rekeyFromRefs(playlist.refs, fresh, newKey)
          : rekey(known?.confirmed ?? [], fresh, newKey)
        playlist.refs = null
        playlist.snapshotId = snapshotId
        playlist.pending = rebasePending(playlist)
      }
      open.set(playlist.id, playlist)
      playlist.revision = ++revision
      closeIdle(open)
      return playlist
    },
    get: (id: string) => open.get(resolve(id)),
    /** The id the service gave a playlist made here (the same id for any other). */
    resolve,
    /** A playlist made here got its id (and first snapshot) from the service: edits waiting on it follow. */
    rename(from: string, to: string, snapshotId: string) {
      kept.aliases = { ...kept.aliases, [from]: to }
      const playlist = open.get(from)
      if (!playlist) return
      open.delete(from)
      playlist.id = to
      if (playlist.snapshotId === LOCAL_SNAPSHOT) playlist.snapshotId = snapshotId
      open.set(to, playlist)
      touch(playlist)
    },
    shown,
    state,
    /** A window of what is shown. */
    window(id: string, offset: number, limit: number) {
      const playlist = open.get(resolve(id))
      if (!playlist) throw new EncoreError('INVALID_INPUT', librarySays(deps.language)('error.openToRead'))
      return windowOf(shown(playlist), playlist.revision, offset, limit)
    },
    newKey,
    add(id: string, entries: Entry[], position: number | undefined): PlaylistEditState {
      const list = shown(opened(id))
      const beforeKey = position === undefined ? null : (list[position]?.key ?? null)
      return edit(id, { kind: 'add', entries, beforeKey })
    },
    remove: (id: string, removed: string[]) => edit(id, { kind: 'remove', keys: removed }),
    move: (id: string, moved: string[], beforeKey: string | null) =>
      edit(id, { kind: 'move', keys: moved, beforeKey }),
    replace: (id: string, entries: Entry[]) => edit(id, { kind: 'replace', entries }),
    /** Resolves once nothing is being sent (tests). */
    settled: () => deps.outbox.idle(),
    forgetAll: () => open.clear(),
  }
}

export type PlaylistEditor = ReturnType<typeof createPlaylistEditor>
