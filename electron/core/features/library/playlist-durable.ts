import type { Track } from '../../../contract'
import type { OpenPlaylist } from './open-playlist'
import { keyRefs, type Edit, type Entry, type KeyRef } from './playlist-edits'
import { RefTables, rowOf, trackOf } from './track-rows'

/**
 * The playlists with edits waiting, as the outbox's file keeps them (its part "playlists"), so a restart loses
 * none: each waiting edit with the tracks it adds, the entries the edits name (as references: track and copy,
 * since keys mean nothing to the service), the snapshot they were worked out against, what was on its way, and
 * the ids the service gave playlists made here.
 */

export interface DurableEntry {
  key: string
  track: Track
  addedBy: string | null
  addedAt: number | null
}

export type DurableEdit =
  | { kind: 'add'; entries: DurableEntry[]; beforeKey: string | null }
  | { kind: 'remove'; keys: string[] }
  | { kind: 'move'; keys: string[]; beforeKey: string | null }
  | { kind: 'replace'; entries: DurableEntry[] }

export interface DurablePlaylist {
  id: string
  name: string
  snapshotId: string
  refs: KeyRef[]
  pending: { editId: string; what: string; edit: DurableEdit }[]
  sending: {
    editId: string
    step: DurableEdit
    snapshotBefore: string
    counts: Record<string, number>
  } | null
}

export interface DurablePlaylists {
  playlists: DurablePlaylist[]
  /** The editor's key counter, so keys made after a restart never repeat one kept here. */
  keys: number
  /** Playlists made here: their local id and the id the service gave them. */
  aliases: Record<string, string>
}

const toEntry = (entry: Entry): DurableEntry => ({
  key: entry.key,
  track: trackOf(entry.row),
  addedBy: entry.addedBy,
  addedAt: entry.row.addedAt,
})

export function toDurableEdit(edit: Edit): DurableEdit {
  switch (edit.kind) {
    case 'add':
      return { ...edit, entries: edit.entries.map(toEntry) }
    case 'replace':
      return { kind: 'replace', entries: edit.entries.map(toEntry) }
    default:
      return edit
  }
}

export function fromDurableEdit(edit: DurableEdit, refs: RefTables): Edit {
  const entry = (kept: DurableEntry): Entry => ({
    key: kept.key,
    row: rowOf(kept.track, kept.addedAt, refs),
    addedBy: kept.addedBy,
    pending: true,
  })
  switch (edit.kind) {
    case 'add':
      return { ...edit, entries: edit.entries.map(entry) }
    case 'replace':
      return { kind: 'replace', entries: edit.entries.map(entry) }
    default:
      return edit
  }
}

export function toDurable(playlist: OpenPlaylist): DurablePlaylist {
  const edits = playlist.pending.map(({ edit }) => edit)
  return {
    id: playlist.id,
    name: playlist.name,
    snapshotId: playlist.snapshotId,
    refs: playlist.refs ?? keyRefs(playlist.confirmed, edits),
    pending: playlist.pending.map(({ editId, what, edit }) => ({ editId, what, edit: toDurableEdit(edit) })),
    sending: playlist.sendingStep && {
      ...playlist.sendingStep,
      step: toDurableEdit(playlist.sendingStep.step),
    },
  }
}

/** A kept playlist opened again: nothing of its items is known until it is read (`refs` until then). */
export function fromDurable(kept: DurablePlaylist): OpenPlaylist {
  const refs = new RefTables()
  return {
    id: kept.id,
    name: kept.name,
    confirmed: [],
    refs: kept.refs,
    snapshotId: kept.snapshotId,
    pending: kept.pending.map(({ editId, what, edit }) => ({
      editId,
      what,
      edit: fromDurableEdit(edit, refs),
    })),
    sendingStep: kept.sending && {
      ...kept.sending,
      counts: kept.sending.counts ?? {},
      step: fromDurableEdit(kept.sending.step, refs),
    },
    revision: 0,
    itemsUnavailable: null,
    sending: false,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What the outbox's file kept, when it has the shape written here; anything else reads as nothing kept. */
export function readDurable(value: unknown): DurablePlaylists {
  const empty: DurablePlaylists = { playlists: [], keys: 0, aliases: {} }
  if (!isRecord(value) || !Array.isArray(value['playlists'])) return empty
  const playlists = value['playlists'].filter(
    (kept): kept is DurablePlaylist =>
      isRecord(kept) &&
      typeof kept['id'] === 'string' &&
      typeof kept['snapshotId'] === 'string' &&
      Array.isArray(kept['refs']) &&
      Array.isArray(kept['pending']),
  )
  const aliases = isRecord(value['aliases'])
    ? Object.fromEntries(
        Object.entries(value['aliases']).filter(
          (pair): pair is [string, string] => typeof pair[1] === 'string',
        ),
      )
    : {}
  const keys = typeof value['keys'] === 'number' ? value['keys'] : 0
  return { playlists, keys, aliases }
}
