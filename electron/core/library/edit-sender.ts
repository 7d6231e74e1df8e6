import { ApiError, type ApiClient } from '../api'
import type { OpenPlaylist, PlaylistEditorDeps } from './playlist-editor'
import {
  applyEdit,
  nextRequest,
  rebase,
  rekey,
  type Edit,
  type EditRequest,
  type Entry,
} from './playlist-edits'

/** Tries of one edit against a playlist that keeps changing under it. */
const STALE_TRIES = 3

export function isStaleSnapshot(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /snapshot/i.test(error.message)
}

/** One request of an edit to the service, with the snapshot it was worked out against; answers the new one. */
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
  return playlist.pending.flatMap(({ what }, index) => {
    const edit = rebased[index]
    return edit ? [{ edit, what }] : []
  })
}

/** What an edit confirmed by the service leaves in the confirmed list: its entries no longer pending. */
function confirmedStep(step: Edit): Edit {
  return step.kind === 'add' || step.kind === 'replace'
    ? { ...step, entries: step.entries.map((entry: Entry) => ({ ...entry, pending: false })) }
    : step
}

/**
 * Sends the pending edits of one playlist, one request at a time, until none is left (see playlist-editor.ts
 * for what a stale snapshot and an add lead to). `touch` publishes the playlist after each change.
 */
export function createEditSender(
  deps: PlaylistEditorDeps,
  touch: (playlist: OpenPlaylist) => void,
  newKey: () => string,
): { pump(playlist: OpenPlaylist): Promise<void> } {
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

  /** After adding: reads the playlist again if anyone else changed it meanwhile. */
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

  /**
   * Sends the head edit's next request: `nothing` when it had none left, `added` when it added. A stale
   * snapshot reads the playlist again (and the edit is tried again); any other refusal drops the edit.
   */
  async function step(
    playlist: OpenPlaylist,
    stale: { count: number },
  ): Promise<'nothing' | 'sent' | 'added'> {
    const head = playlist.pending[0]!
    const next = nextRequest(playlist.confirmed, head.edit)
    if (!next) {
      playlist.pending.shift()
      return 'nothing'
    }
    try {
      const snapshotId = await send(deps.api(), playlist, next.request)
      playlist.confirmed = applyEdit(playlist.confirmed, confirmedStep(next.step))
      playlist.snapshotId = snapshotId
      if (next.rest) head.edit = next.rest
      else playlist.pending.shift()
      stale.count = 0
      return next.request.kind === 'add' ? 'added' : 'sent'
    } catch (error) {
      if (!isStaleSnapshot(error) || ++stale.count >= STALE_TRIES) {
        failed(playlist, head, error)
        return 'sent'
      }
      deps.logger.info('A playlist changed elsewhere; reading it again before the edit', { id: playlist.id })
      try {
        await reread(playlist)
      } catch (rereadError) {
        failed(playlist, head, rereadError)
      }
      return 'sent'
    }
  }

  return {
    async pump(playlist) {
      if (playlist.sending) return
      playlist.sending = true
      const stale = { count: 0 }
      let added = false
      try {
        while (playlist.pending.length) {
          const sent = await step(playlist, stale)
          touch(playlist)
          if (sent === 'nothing') continue
          if (sent === 'added') added = true
          if (!playlist.pending.length && added) {
            added = false
            await catchUp(playlist)
          }
        }
        deps.settled(playlist)
      } finally {
        playlist.sending = false
      }
    },
  }
}
