import { LIBRARY_WINDOW_MAX, PLAYLIST_EDIT_MAX, type PlaylistEntry, isKind, uriId } from '@contract'
import { bridge, describeBridgeError } from '../bridge'
import { useWords } from '../i18n'
import { useNoticesStore } from '../stores/notices'

/** The URI a playlist holds for an entry (a relinked track is held by the URI it was added with). */
const heldUri = (entry: PlaylistEntry) => entry.track.linkedFromUri ?? entry.track.uri
/** Only tracks and episodes can be put (back) into a playlist; a local file cannot. */
const addable = (uri: string) => uriId(uri) !== null && isKind(uri, 'track', 'episode')
/** A list in parts the bridge takes at once (core then sends at most 100 a request, through the outbox). */
export function partsOf<T>(list: readonly T[]): T[][] {
  const parts: T[][] = []
  for (let at = 0; at < list.length; at += PLAYLIST_EDIT_MAX)
    parts.push(list.slice(at, at + PLAYLIST_EDIT_MAX))
  return parts
}

/** Every entry of an open playlist (up to `most`), as shown (edits on their way included), page after page. */
export async function entriesOf(id: string, most = Infinity): Promise<PlaylistEntry[]> {
  const entries: PlaylistEntry[] = []
  for (let total = Infinity; entries.length < Math.min(total, most);) {
    const page = await bridge.playlists.items({ id, offset: entries.length, limit: LIBRARY_WINDOW_MAX })
    total = page.total
    entries.push(...page.items)
    if (!page.items.length) break
  }
  return entries
}

/** Removed entries as runs of neighbours (a place and the tracks from it on), the earliest first. */
function runsOf(removed: readonly PlaylistEntry[]): { position: number; uris: string[] }[] {
  const runs: { position: number; uris: string[] }[] = []
  for (const entry of [...removed].sort((a, b) => a.position - b.position)) {
    const last = runs[runs.length - 1]
    if (last && last.position + last.uris.length === entry.position) last.uris.push(heldUri(entry))
    else runs.push({ position: entry.position, uris: [heldUri(entry)] })
  }
  return runs
}

/** One move of an entry: before which entry it went (`again`) and before which it was (`back`); null: the end. */
interface EntryMove {
  key: string
  name: string
  again: string | null
  back: string | null
}
/** The moves a gathered notice stands for, by the item it names them with. */
const moves = new Map<string, EntryMove>()
let movesMade = 0

/** "Added the track to …", "Removed 3 tracks from …": the notice of an edit, its plural by the count. */
function counted(edit: 'added' | 'removed', count: number, name: string): string {
  const { t, locale } = useWords()
  const values = { count: count.toLocaleString(locale.value), name }
  return edit === 'added'
    ? t('library.edits.added', values, count)
    : t('library.edits.removed', values, count)
}

/**
 * Says a move was made, with Undo; moves one after another gather into one notice whose Undo takes them all
 * back, the last first.
 */
function sayMoved(
  notices: ReturnType<typeof useNoticesStore>,
  playlist: { id: string; name: string },
  move: EntryMove,
): void {
  if (moves.size >= 1_000) moves.clear()
  const item = `move-${++movesMade}`
  moves.set(item, move)
  const made = (items: readonly string[]) => items.flatMap((id) => moves.get(id) ?? [])
  const { t, locale } = useWords()
  const words = (items: readonly string[]) => {
    const names = new Set(made(items).map((one) => one.name))
    return names.size === 1
      ? t('library.edits.movedOne', { track: [...names][0]!, name: playlist.name })
      : t('library.edits.moved', { count: names.size.toLocaleString(locale.value), name: playlist.name })
  }
  const send = (one: EntryMove, beforeKey: string | null) =>
    bridge.playlists.moveItems({ id: playlist.id, keys: [one.key], beforeKey })
  const actions = (items: readonly string[]) => [
    {
      label: t('library.track.undo'),
      run: async () => {
        for (const one of made(items).reverse()) await send(one, one.back)
      },
      redo: async () => {
        for (const one of made(items)) await send(one, one.again)
      },
    },
  ]
  notices.push(
    { level: 'success', message: words([item]), code: 'MOVED_IN_PLAYLIST' },
    {
      actions: actions([item]),
      gathering: { key: `MOVED:${playlist.id}`, items: [item], words, actions },
    },
  )
}

/**
 * Adding to and removing from a playlist with Undo on the notice that says it was done. Undo of an add takes
 * out the entries it put in (checked by place and track first); Undo of a removal puts each entry back at the
 * place it had. Core shows each edit at once and keeps it in step with the service, as for any edit.
 */
export function usePlaylistEdits() {
  const notices = useNoticesStore()
  const { t } = useWords()
  const failed = (error: unknown, fallback: string) =>
    notices.push({ level: 'error', message: describeBridgeError(error, fallback) })

  /** Which of `uris` the playlist holds already (opens it first). */
  async function heldAlready(id: string, uris: readonly string[]): Promise<Set<string>> {
    await bridge.playlists.get({ id })
    const held = new Set((await entriesOf(id)).map(heldUri))
    return new Set(uris.filter((uri) => held.has(uri)))
  }

  /** Adds at the end (or the top), then says so with Undo. Throws when core cannot be reached. */
  async function add(playlist: { id: string; name: string }, uris: string[], top: boolean): Promise<void> {
    const state = await bridge.playlists.addItems({ id: playlist.id, uris, ...(top ? { position: 0 } : {}) })
    const position = top ? 0 : state.total - uris.length
    notices.push(
      {
        level: 'success',
        message: counted('added', uris.length, playlist.name),
        code: 'ADDED_TO_PLAYLIST',
      },
      {
        actions: [
          {
            label: t('library.track.undo'),
            run: () => takeOut(playlist, position, uris),
            redo: () => bridge.playlists.addItems({ id: playlist.id, uris, position }),
          },
        ],
      },
    )
  }

  /** Undo of an add: the entries at the place they went in, if they are still those tracks. */
  async function takeOut(playlist: { id: string; name: string }, position: number, uris: string[]) {
    try {
      const entries = (await entriesOf(playlist.id)).slice(position, position + uris.length)
      if (entries.length !== uris.length || entries.some((entry, at) => heldUri(entry) !== uris[at])) {
        notices.push({
          level: 'warning',
          message: t('library.edits.changedMeanwhile', { name: playlist.name }),
        })
        return
      }
      await bridge.playlists.removeItems({ id: playlist.id, keys: entries.map((entry) => entry.key) })
    } catch (error) {
      failed(error, t('library.edits.stillIn'))
    }
  }

  /** Removes entries by key (any number), then says so with Undo (when each can be put back). */
  async function remove(playlist: { id: string; name: string }, keys: string[]): Promise<void> {
    const wanted = new Set(keys)
    const removed = (await entriesOf(playlist.id)).filter((entry) => wanted.has(entry.key))
    for (const part of partsOf(keys)) await bridge.playlists.removeItems({ id: playlist.id, keys: part })
    const message = counted('removed', keys.length, playlist.name)
    if (removed.length !== keys.length || !removed.every((entry) => addable(heldUri(entry)))) {
      notices.push({ level: 'success', message, code: 'REMOVED_FROM_PLAYLIST' })
      return
    }
    notices.push(
      { level: 'success', message, code: 'REMOVED_FROM_PLAYLIST' },
      {
        actions: [
          {
            label: t('library.track.undo'),
            run: () => putBack(playlist.id, removed),
            // Again: each run put back taken out anew, the last first so the places before it hold.
            redo: async () => {
              for (const run of runsOf(removed).reverse()) await takeOut(playlist, run.position, run.uris)
            },
          },
        ],
      },
    )
  }

  /** Undo of a removal: each run of neighbours back where it was, the earliest first. */
  async function putBack(id: string, removed: PlaylistEntry[]) {
    try {
      for (const run of runsOf(removed))
        for (const [at, uris] of partsOf(run.uris).entries())
          await bridge.playlists.addItems({ id, uris, position: run.position + at * PLAYLIST_EDIT_MAX })
    } catch (error) {
      failed(error, t('library.edits.notPutBack'))
    }
  }

  /**
   * Moves an entry before another (null: to the end), then says so with Undo, which puts it back before `back`
   * (the entry that followed it). Throws when core cannot be reached.
   */
  async function move(
    playlist: { id: string; name: string },
    entry: { key: string; name: string },
    beforeKey: string | null,
    back: string | null,
  ): Promise<void> {
    await bridge.playlists.moveItems({ id: playlist.id, keys: [entry.key], beforeKey })
    sayMoved(notices, playlist, { key: entry.key, name: entry.name, again: beforeKey, back })
  }

  /** The keys of every entry that repeats an earlier one (each track keeps its first place), over all pages. */
  async function laterCopies(id: string): Promise<string[]> {
    const seen = new Set<string>()
    return (await entriesOf(id)).flatMap((entry) => {
      const uri = heldUri(entry)
      if (!seen.has(uri)) return (seen.add(uri), [])
      return [entry.key]
    })
  }

  return { heldAlready, add, remove, move, laterCopies }
}
