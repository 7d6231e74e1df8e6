import { ApiError, type ApiClient, type CallOptions } from '../../service/api'
import type { SendContext } from '../outbox'
import type { OpenPlaylist, PlaylistEditorDeps } from './open-playlist'
import {
  applyEdit,
  nextRequest,
  rebase,
  rekey,
  rekeyFromRefs,
  type Edit,
  type EditRequest,
  type Entry,
} from './playlist-edits'
import { isUnnamedTrack } from './playlist-rows'

/** Tries of one edit against a playlist that keeps changing under it. */
const STALE_TRIES = 3

export function isStaleSnapshot(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /snapshot/i.test(error.message)
}

/** One request of an edit to the service, with the snapshot it was worked out against; answers the new one. */
async function sendRequest(
  api: ApiClient,
  playlist: OpenPlaylist,
  request: EditRequest,
  options: CallOptions,
): Promise<string> {
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
      return (await api.playlists.reorderItems(playlist.id, { ...request, snapshotId }, options)).snapshot_id
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

/** The pending edits after a re-read, each with its words (those with nothing left to do are dropped). */
export function rebasePending(playlist: OpenPlaylist): OpenPlaylist['pending'] {
  const rebased = rebase(
    playlist.pending.map(({ edit }) => edit),
    playlist.confirmed,
  )
  return playlist.pending.flatMap((item, index) => {
    const edit = rebased[index]
    return edit ? [{ ...item, edit }] : []
  })
}

/** What an edit confirmed by the service leaves in the confirmed list: its entries no longer pending. */
function confirmedStep(step: Edit): Edit {
  return step.kind === 'add' || step.kind === 'replace'
    ? { ...step, entries: step.entries.map((entry: Entry) => ({ ...entry, pending: false })) }
    : step
}

const countsOf = (uris: readonly string[]) => {
  const counts = new Map<string, number>()
  for (const uri of uris) counts.set(uri, (counts.get(uri) ?? 0) + 1)
  return counts
}

/**
 * Whether an add whose answer never came is on the service: the snapshot moved on and every track it added is
 * there as often as before plus the times it added it.
 */
function addLanded(
  sending: NonNullable<OpenPlaylist['sendingStep']>,
  fresh: { snapshotId: string; uris: string[] },
) {
  if (sending.step.kind !== 'add' || fresh.snapshotId === sending.snapshotBefore) return false
  const now = countsOf(fresh.uris)
  const added = countsOf(sending.step.entries.map((entry) => entry.row.uri))
  return [...added].every(([uri, times]) => (now.get(uri) ?? 0) >= (sending.counts[uri] ?? 0) + times)
}

/** An add that arrived: its tracks are the service's now (new entries of the list), not to be added again. */
function withoutArrived(
  pending: OpenPlaylist['pending'],
  sending: NonNullable<OpenPlaylist['sendingStep']>,
): OpenPlaylist['pending'] {
  const arrived = new Set(sending.step.kind === 'add' ? sending.step.entries.map((entry) => entry.key) : [])
  return pending.flatMap((item) => {
    if (item.edit.kind !== 'add') return [item]
    const entries = item.edit.entries.filter((entry) => !arrived.has(entry.key))
    return entries.length ? [{ ...item, edit: { ...item.edit, entries } }] : []
  })
}

export interface EditSenderHooks {
  touch(playlist: OpenPlaylist): void
  newKey(): string
  get(id: string): OpenPlaylist | undefined
}

/**
 * Sends one edit of a playlist (the outbox says when), one request at a time, each marked on disk before it
 * goes (see playlist-editor.ts for what a stale snapshot and an add lead to). A playlist kept across a restart,
 * or a request whose answer never came, is read again first: what arrived is not sent twice.
 */
export function createEditSender(deps: PlaylistEditorDeps, hooks: EditSenderHooks) {
  const { touch, newKey } = hooks

  async function reread(playlist: OpenPlaylist, uncertain: boolean): Promise<void> {
    const fresh = await deps.reread(playlist.id)
    const rows = fresh.items.rows ?? []
    const listed = rows.map((row, index) => ({ row, addedBy: fresh.items.addedBy[index] ?? null }))
    const sending = uncertain ? playlist.sendingStep : null
    if (sending && addLanded(sending, { snapshotId: fresh.snapshotId, uris: rows.map((row) => row.uri) })) {
      playlist.pending = withoutArrived(playlist.pending, sending)
    }
    playlist.confirmed = playlist.refs
      ? rekeyFromRefs(playlist.refs, listed, newKey)
      : rekey(playlist.confirmed, listed, newKey)
    playlist.refs = null
    playlist.snapshotId = fresh.snapshotId
    playlist.sendingStep = null
    playlist.pending = rebasePending(playlist)
    touch(playlist)
  }

  /**
   * After adding: reads the playlist again if anyone else changed it meanwhile, or to name a track added while
   * the service could not be read.
   */
  async function catchUp(playlist: OpenPlaylist): Promise<void> {
    try {
      if (!playlist.confirmed.some((entry) => isUnnamedTrack(entry.row.name))) {
        const now = await deps.peek(playlist.id)
        if (now.snapshotId === playlist.snapshotId && now.total === playlist.confirmed.length) return
        deps.logger.info('A playlist changed elsewhere while Encore added to it; reading it again', {
          id: playlist.id,
        })
      }
      await reread(playlist, false)
    } catch (error) {
      // What Encore sent went through; only the picture of others' changes waits for the next opening.
      deps.logger.warn('Could not check a playlist after adding to it', {
        id: playlist.id,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  /** Sends the head edit's next request and records what the service answered. */
  async function step(playlist: OpenPlaylist, context: SendContext): Promise<'sent' | 'added' | 'nothing'> {
    const head = playlist.pending[0]!
    const next = nextRequest(playlist.confirmed, head.edit)
    if (!next) {
      playlist.pending.shift()
      return 'nothing'
    }
    const uris = next.step.kind === 'add' ? next.step.entries.map((entry) => entry.row.uri) : []
    const before = countsOf(playlist.confirmed.map((entry) => entry.row.uri))
    playlist.sendingStep = {
      editId: head.editId,
      step: next.step,
      snapshotBefore: playlist.snapshotId,
      counts: Object.fromEntries(uris.map((uri) => [uri, before.get(uri) ?? 0])),
    }
    context.beforeRequest()
    let snapshotId: string
    try {
      snapshotId = await sendRequest(context.api, playlist, next.request, context.options)
    } catch (error) {
      // An answer came: nothing of it arrived. Without one (a timeout, a cut connection) it may have.
      if (error instanceof ApiError) playlist.sendingStep = null
      throw error
    }
    context.answered()
    playlist.confirmed = applyEdit(playlist.confirmed, confirmedStep(next.step))
    playlist.snapshotId = snapshotId
    playlist.sendingStep = null
    if (next.rest) head.edit = next.rest
    else playlist.pending.shift()
    return next.request.kind === 'add' ? 'added' : 'sent'
  }

  async function sendEdit(playlist: OpenPlaylist, editId: string, context: SendContext): Promise<void> {
    if (playlist.refs || context.uncertain) await reread(playlist, context.uncertain)
    let stale = 0
    let added = false
    while (playlist.pending.some((item) => item.editId === editId)) {
      try {
        const sent = await step(playlist, context)
        if (sent === 'added') added = true
        stale = 0
      } catch (error) {
        if (!isStaleSnapshot(error) || ++stale >= STALE_TRIES) throw error
        deps.logger.info('A playlist changed elsewhere; reading it again before the edit', {
          id: playlist.id,
        })
        await reread(playlist, false)
      }
      touch(playlist)
      deps.outbox.persist()
    }
    if (added && !playlist.pending.length) await catchUp(playlist)
    if (!playlist.pending.length) deps.settled(playlist)
  }

  return {
    /** Sends the edit `editId` of playlist `id` (nothing when it is no longer waiting: undone, rebased away). */
    async send(id: string, editId: string, context: SendContext): Promise<void> {
      const playlist = hooks.get(id)
      if (!playlist?.pending.some((item) => item.editId === editId)) return
      playlist.sending = true
      try {
        await sendEdit(playlist, editId, context)
      } finally {
        playlist.sending = false
      }
    },
  }
}
