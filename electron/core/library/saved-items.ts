import { parseSpotifyUri, type LibraryKind, type Notice } from '../../contract'
import type { ApiClient } from '../api'
import { EncoreError } from '../errors'
import type { LibraryData } from './library-data'
import type { SavedFingerprints } from './saved-fingerprints'

/**
 * Saving and following, by URI: whether items are in the library (from the cache when the list was read to
 * the end, else from the service), and saving or removing them with the change shown at once and rolled back
 * with a notice when the service refuses it.
 */

type SavedKindName = 'track' | 'album' | 'artist' | 'playlist'
const listOf: Record<SavedKindName, LibraryKind> = {
  track: 'tracks',
  album: 'albums',
  artist: 'artists',
  playlist: 'playlists',
}

/**
 * The ids in one of the library's lists, made once per list: a list is replaced when it changes, never changed
 * in place (the queries rely on that too). Made afresh for each answer, the set of 50,000 saved tracks was
 * most of the app's work while someone scrolled the list (every window of rows is asked about), about a CPU
 * core's worth that the page's frames then waited for.
 */
const idSets = new WeakMap<readonly object[], Set<string>>()

function idsOfKind(data: LibraryData, kind: SavedKindName): Set<string> {
  const list: readonly object[] = data[listOf[kind]]
  let ids = idSets.get(list)
  if (!ids) idSets.set(list, (ids = idSet(data, kind)))
  return ids
}

function idSet(data: LibraryData, kind: SavedKindName): Set<string> {
  switch (kind) {
    case 'track':
      return new Set(data.tracks.map((row) => row.id).filter((id): id is string => id !== null))
    case 'album':
      return new Set(data.albums.map(({ album }) => album.id))
    case 'artist':
      return new Set(data.artists.map((artist) => artist.id))
    case 'playlist':
      return new Set(data.playlists.map((playlist) => playlist.id))
  }
}

const kindOf = (uri: string): { kind: SavedKindName; id: string } | null => {
  const parsed = parseSpotifyUri(uri)
  return parsed && parsed.kind in listOf ? { kind: parsed.kind as SavedKindName, id: parsed.id } : null
}

export interface SavedItems {
  contains(uris: readonly string[], signal: AbortSignal): Promise<boolean[]>
  /**
   * Whether the item is in the library as far as known without a request and without waking rows that rest
   * (the lists read to the end, what waits to be sent, which tracks are saved while the rows rest); undefined
   * when that does not tell.
   */
  known(uri: string): boolean | undefined
  setSaved(uris: readonly string[], saved: boolean): Promise<boolean[]>
  /** Saved or removed elsewhere in Encore and confirmed by the service (the player's heart): lists follow. */
  tookEffect(uri: string, saved: boolean): void
}

export interface SavedItemsDeps {
  current(): { data: LibraryData; api: ApiClient } | undefined
  /** What is held without waking the rows (library-service's `peek`). */
  peek(): { data: LibraryData } | { resting: SavedFingerprints | null } | undefined
  /** A list changed here: windows are stale, the cache is written soon. */
  changed(): void
  /** Reads these lists again soon, to take in what was saved with the service's own details. */
  refresh(kinds: LibraryKind[]): Promise<void>
  notice(notice: Notice): void
  /** Items saved or removed here, confirmed by the service (the player's heart follows). */
  savedChanged?(uris: readonly string[], saved: boolean): void
}

/** Whether the item is in the library as far as known without a request and without waking rows (`known`). */
function knownWithoutRequest(
  deps: SavedItemsDeps,
  overlay: ReadonlyMap<string, boolean>,
  uri: string,
): boolean | undefined {
  const shown = overlay.get(uri)
  if (shown !== undefined) return shown
  const parsed = kindOf(uri)
  const held = parsed ? deps.peek() : undefined
  if (!parsed || !held) return undefined
  if ('data' in held) {
    const list = listOf[parsed.kind]
    return held.data.complete[list] ? idsOfKind(held.data, parsed.kind).has(parsed.id) : undefined
  }
  return parsed.kind === 'track' ? held.resting?.has(parsed.id) : undefined
}

export function createSavedItems(deps: SavedItemsDeps): SavedItems {
  /** What was asked but not confirmed yet: shown as asked meanwhile. */
  const overlay = new Map<string, boolean>()

  const signedIn = () => {
    const now = deps.current()
    if (!now) throw new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')
    return now
  }

  async function ask(
    api: ApiClient,
    kind: SavedKindName,
    ids: string[],
    signal: AbortSignal,
  ): Promise<boolean[]> {
    const options = { lane: 'interactive' as const, signal }
    switch (kind) {
      case 'track':
        return api.library.checkSavedTracksInBatches(ids, options)
      case 'album':
        return api.library.checkSavedAlbumsInBatches(ids, options)
      case 'artist':
        return (
          await Promise.all(chunks(ids, 50).map((part) => api.follow.checkFollowing('artist', part, options)))
        ).flat()
      case 'playlist':
        return api.follow.checkFollowingPlaylists(ids, options)
    }
  }

  async function send(api: ApiClient, kind: SavedKindName, ids: string[], saved: boolean): Promise<void> {
    const options = { lane: 'interactive' as const }
    switch (kind) {
      case 'track':
        return saved
          ? api.library.saveTracksInBatches(ids, options)
          : api.library.removeSavedTracksInBatches(ids, options)
      case 'album':
        return saved
          ? api.library.saveAlbumsInBatches(ids, options)
          : api.library.removeSavedAlbumsInBatches(ids, options)
      case 'artist':
        return saved
          ? api.follow.followInBatches('artist', ids, options)
          : api.follow.unfollowInBatches('artist', ids, options)
      case 'playlist':
        for (const id of ids) {
          await (saved
            ? api.follow.followPlaylist(id, {}, options)
            : api.follow.unfollowPlaylist(id, options))
        }
    }
  }

  /** Takes removed items off the lists now; answers how to put them back. */
  function removeLocally(data: LibraryData, kind: SavedKindName, ids: Set<string>): () => void {
    switch (kind) {
      case 'track': {
        const before = data.tracks
        data.tracks = before.filter((row) => !row.id || !ids.has(row.id))
        return () => (data.tracks = before)
      }
      case 'album': {
        const before = data.albums
        data.albums = before.filter(({ album }) => !ids.has(album.id))
        return () => (data.albums = before)
      }
      case 'artist': {
        const before = data.artists
        data.artists = before.filter((artist) => !ids.has(artist.id))
        return () => (data.artists = before)
      }
      case 'playlist': {
        const before = data.playlists
        data.playlists = before.filter((playlist) => !ids.has(playlist.id))
        return () => (data.playlists = before)
      }
    }
  }

  return {
    known: (uri) => knownWithoutRequest(deps, overlay, uri),

    tookEffect(uri, saved) {
      const now = deps.current()
      const parsed = kindOf(uri)
      if (!now || !parsed) return
      if (saved) {
        // Shown as saved until the list, read again, holds it with the service's details.
        overlay.set(uri, true)
        void deps.refresh([listOf[parsed.kind]]).finally(() => overlay.delete(uri))
      } else {
        overlay.delete(uri)
        removeLocally(now.data, parsed.kind, new Set([parsed.id]))
      }
      deps.changed()
    },

    async contains(uris, signal) {
      const { data, api } = signedIn()
      const answers = uris.map((uri) => overlay.get(uri))
      const byKind = new Map<SavedKindName, { index: number; id: string }[]>()
      uris.forEach((uri, index) => {
        const parsed = kindOf(uri)
        if (!parsed) answers[index] = false
        if (!parsed || answers[index] !== undefined) return
        byKind.set(parsed.kind, [...(byKind.get(parsed.kind) ?? []), { index, id: parsed.id }])
      })
      for (const [kind, wanted] of byKind) {
        if (data.complete[listOf[kind]]) {
          const ids = idsOfKind(data, kind)
          for (const { index, id } of wanted) answers[index] = ids.has(id)
        } else {
          const told = await ask(
            api,
            kind,
            wanted.map(({ id }) => id),
            signal,
          )
          wanted.forEach(({ index }, at) => (answers[index] = told[at] === true))
        }
      }
      return answers.map((answer) => answer === true)
    },

    async setSaved(uris, saved) {
      const { data, api } = signedIn()
      const groups = new Map<SavedKindName, string[]>()
      for (const uri of uris) {
        const parsed = kindOf(uri)
        if (!parsed) throw new EncoreError('INVALID_INPUT', `${uri} cannot be saved or followed.`)
        groups.set(parsed.kind, [...(groups.get(parsed.kind) ?? []), parsed.id])
      }
      for (const uri of uris) overlay.set(uri, saved)
      const undo = saved ? [] : [...groups].map(([kind, ids]) => removeLocally(data, kind, new Set(ids)))
      deps.changed()
      const forget = () => uris.forEach((uri) => overlay.delete(uri))
      try {
        for (const [kind, ids] of groups) await send(api, kind, ids, saved)
        deps.savedChanged?.(uris, saved)
        // What was saved shows as saved until the lists, read again, hold it with the service's details.
        if (saved) void deps.refresh([...groups.keys()].map((kind) => listOf[kind])).finally(forget)
        else forget()
        return uris.map(() => saved)
      } catch (error) {
        forget()
        undo.forEach((restore) => restore())
        deps.changed()
        deps.notice({
          level: 'error',
          code: 'LIBRARY_CHANGE_FAILED',
          message: `${saved ? 'Saving' : 'Removing'} did not go through, so nothing changed: ${error instanceof Error ? error.message : String(error)}`,
        })
        return uris.map(() => !saved)
      }
    },
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}
