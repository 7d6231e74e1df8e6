import type { Notice, PlaylistEditState, PlaylistEntry } from '../../contract'
import { ApiError, type ApiClient } from '../api'
import { EncoreError } from '../errors'
import type { Logger } from '../ports'
import type { PlaylistItemsEntry } from './library-data'
import {
  applyEdit,
  nextRequest,
  rebase,
  rekey,
  shownList,
  type Edit,
  type EditRequest,
  type Entry,
} from './playlist-edits'
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
 * and what is shown becomes the service's truth.
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

/** Tries of one edit against a playlist that keeps changing under it. */
const STALE_TRIES = 3
/** Open playlists kept (with their keys); the oldest without pending edits is let go beyond this. */
const KEEP_OPEN = 20

export function isStaleSnapshot(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /snapshot/i.test(error.message)
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

  async function send(api: ApiClient, playlist: OpenPlaylist, request: EditRequest): Promise<string> {
    const options = { lane: 'interactive' as const }
    const snapshotId = playlist.snapshotId
    switch (request.kind) {
      case 'add':
        return (
          await api.playlists.addItems(
            playlist.id,
            request.uris,
            request.position === undefined ? {} : { position: request.position },
            options,
          )
        ).snapshot_id
      case 'remove':
        return (await api.playlists.removeItems(playlist.id, request.items, { snapshotId }, options))
          .snapshot_id
      case 'reorder':
        return (await api.playlists.reorderItems(playlist.id, { ...request, snapshotId }, options))
          .snapshot_id
      case 'replace': {
        const answer = await api.playlists.replaceItems(playlist.id, request.uris, options)
        return (
          answer?.snapshot_id ??
          (await api.playlists.getPlaylist(playlist.id, { fields: 'snapshot_id' }, options)).snapshot_id ??
          snapshotId
        )
      }
    }
  }

  async function reread(playlist: OpenPlaylist): Promise<void> {
    const fresh = await deps.reread(playlist.id)
    const rows = fresh.items.rows ?? []
    playlist.confirmed = rekey(
      playlist.confirmed,
      rows.map((row, index) => ({ row, addedBy: fresh.items.addedBy[index] ?? null })),
      newKey,
    )
    playlist.snapshotId = fresh.snapshotId
    playlist.pending = rebasePending(playlist)
  }

  /** After adding: reads the playlist again if anyone else changed it meanwhile (see above). */
  async function catchUp(playlist: OpenPlaylist): Promise<void> {
    try {
      const now = await deps.peek(playlist.id)
      if (now.snapshotId === playlist.snapshotId && now.total === playlist.confirmed.length) return
      deps.logger.info('A playlist changed elsewhere while Encore added to it; reading it again', {
        id: playlist.id,
      })
      await reread(playlist)
      touch(playlist)
    } catch (error) {
      // What Encore sent went through; only the picture of others' changes waits for the next opening.
      deps.logger.warn('Could not check a playlist after adding to it', {
        id: playlist.id,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  /** The pending edits after a re-read, each with its words. */
  function rebasePending(playlist: OpenPlaylist): OpenPlaylist['pending'] {
    const rebased = rebase(
      playlist.pending.map(({ edit }) => edit),
      playlist.confirmed,
    )
    return playlist.pending.flatMap(({ what }, index) => {
      const edit = rebased[index]
      return edit ? [{ edit, what }] : []
    })
  }

  /** Sends the pending edits of one playlist, one request at a time, until none is left. */
  async function pump(playlist: OpenPlaylist): Promise<void> {
    if (playlist.sending) return
    playlist.sending = true
    let stale = 0
    let added = false
    try {
      while (playlist.pending.length) {
        const head = playlist.pending[0]!
        const next = nextRequest(playlist.confirmed, head.edit)
        if (!next) {
          playlist.pending.shift()
          touch(playlist)
          continue
        }
        try {
          const snapshotId = await send(deps.api(), playlist, next.request)
          const confirmedStep: Edit =
            next.step.kind === 'add' || next.step.kind === 'replace'
              ? { ...next.step, entries: next.step.entries.map((entry) => ({ ...entry, pending: false })) }
              : next.step
          playlist.confirmed = applyEdit(playlist.confirmed, confirmedStep)
          playlist.snapshotId = snapshotId
          if (next.request.kind === 'add') added = true
          if (next.rest) head.edit = next.rest
          else playlist.pending.shift()
          stale = 0
        } catch (error) {
          if (isStaleSnapshot(error) && ++stale < STALE_TRIES) {
            deps.logger.info('A playlist changed elsewhere; reading it again before the edit', {
              id: playlist.id,
            })
            try {
              await reread(playlist)
            } catch (rereadError) {
              failed(playlist, head, rereadError)
            }
          } else {
            failed(playlist, head, error)
          }
        }
        touch(playlist)
        if (!playlist.pending.length && added) {
          added = false
          await catchUp(playlist)
        }
      }
      deps.settled(playlist)
    } finally {
      playlist.sending = false
    }
  }

  function failed(playlist: OpenPlaylist, head: OpenPlaylist['pending'][number], error: unknown) {
    playlist.pending = playlist.pending.filter((entry) => entry !== head)
    const why = error instanceof Error ? error.message : String(error)
    deps.logger.warn('A playlist edit was refused', { id: playlist.id, error: why })
    deps.notice({
      level: 'error',
      code: 'PLAYLIST_EDIT_FAILED',
      message: `${head.what} in “${playlist.name}” did not go through, so the playlist is as it was: ${why}`,
    })
  }

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
    const run = pump(playlist)
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
    window(
      id: string,
      offset: number,
      limit: number,
    ): { revision: number; total: number; items: PlaylistEntry[] } {
      const playlist = open.get(id)
      if (!playlist) throw new EncoreError('INVALID_INPUT', 'Open the playlist before reading its items.')
      const list = shown(playlist)
      return {
        revision: playlist.revision,
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
    },
    newKey,
    add(id: string, entries: Entry[], position: number | undefined): PlaylistEditState {
      const list = shown(opened(id))
      const beforeKey = position === undefined ? null : (list[position]?.key ?? null)
      const count = entries.length
      return edit(
        id,
        { kind: 'add', entries, beforeKey },
        `Adding ${count === 1 ? 'a track' : `${count} tracks`}`,
      )
    },
    remove(id: string, removed: string[]): PlaylistEditState {
      const count = removed.length
      return edit(
        id,
        { kind: 'remove', keys: removed },
        `Removing ${count === 1 ? 'a track' : `${count} tracks`}`,
      )
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
