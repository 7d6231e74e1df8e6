import type { LibraryKind } from '../../../contract'
import type { ApiClient } from '../../service/api'
import { kindOfUri } from '../../service/api/saved-kinds'
import { EncoreError } from '../../base/errors'
import { savedItemOf, savedSending, type Outbox, type Outcome, type SavedChange } from '../outbox'
import type { LibraryData } from './library-data'
import {
  idsOfKind,
  kindOf,
  knownFromLists,
  listOf,
  putBack,
  removeLocally,
  type Peek,
  type SavedKindName,
  type TakenOff,
} from './saved-lists'
import { askSpoken, isSpokenKind } from './spoken-saves'

/**
 * Saving and following, by URI: whether items are in the library (what waits in the outbox, then the cache
 * when the list was read to the end, else the service), and saving or removing them: shown at once (the lists
 * change now, the player's heart follows) and sent through the outbox, which keeps the change until the service
 * takes it; refused for good, what it showed goes back with a notice. Tracks, albums, episodes and audiobooks
 * are saved, artists, playlists and shows followed (podcasts' reads in spoken-saves.ts).
 */

export interface SavedItems {
  contains(uris: readonly string[], signal: AbortSignal): Promise<boolean[]>
  /**
   * Whether the item is in the library as far as known without a request and without waking rows that rest
   * (what waits to be sent, the lists read to the end, which tracks are saved while the rows rest); undefined
   * when that does not tell.
   */
  known(uri: string): boolean | undefined
  /** Saves or removes (follows or unfollows) now; the outbox sends it. `names` name each for the list. */
  setSaved(uris: readonly string[], saved: boolean, names?: readonly (string | null)[]): boolean[]
}

export interface SavedItemsDeps {
  current(): { data: LibraryData; api: ApiClient } | undefined
  /** What is held without waking the rows (library-service's `peek`). */
  peek(): Peek
  /** A list changed here: windows are stale, the cache is written soon. */
  changed(): void
  /** Reads these lists again soon, to take in what was saved with the service's own details. */
  refresh(kinds: LibraryKind[]): Promise<void>
  /** Saved or removed here (or put back): the player's heart follows. */
  savedChanged(uris: readonly string[], saved: boolean): void
  outbox: Outbox
}

const articles: Record<string, string> = {
  track: 'a track',
  album: 'an album',
  artist: 'an artist',
  user: 'a person',
  playlist: 'a playlist',
  episode: 'an episode',
  show: 'a show',
  audiobook: 'an audiobook',
}
/** Kinds one follows rather than saves. */
const followed = new Set(['artist', 'user', 'playlist', 'show'])

/** A save or follow in words: "Save “Heat Wave” to Your Library", "Unfollow “Nina Simone”". */
export function savedLabel(change: Pick<SavedChange, 'uri' | 'saved' | 'name'>): string {
  const kind = kindOfUri(change.uri) ?? 'track'
  const what = change.name ? `“${change.name}”` : (articles[kind] ?? 'an item')
  if (followed.has(kind)) return `${change.saved ? 'Follow' : 'Unfollow'} ${what}`
  return change.saved ? `Save ${what} to Your Library` : `Remove ${what} from Your Library`
}

/** The name of an item the lists hold (a removal names what it removes). */
function nameInLists(data: LibraryData, uri: string): string | null {
  const parsed = kindOf(uri)
  if (!parsed) return null
  switch (parsed.kind) {
    case 'track':
      return data.tracks.find((row) => row.id === parsed.id)?.name ?? null
    case 'album':
      return data.albums.find(({ album }) => album.id === parsed.id)?.album.name ?? null
    case 'artist':
      return data.artists.find((artist) => artist.id === parsed.id)?.name ?? null
    case 'playlist':
      return data.playlists.find((playlist) => playlist.id === parsed.id)?.name ?? null
    case 'show':
      return data.shows.find(({ show }) => show.id === parsed.id)?.show.name ?? null
    case 'episode':
      return data.episodes.find(({ episode }) => episode.id === parsed.id)?.episode.name ?? null
    case 'audiobook':
      return data.audiobooks.find(({ audiobook }) => audiobook.id === parsed.id)?.audiobook.name ?? null
  }
}

export function createSavedItems(deps: SavedItemsDeps): SavedItems {
  /** Sent and taken, but not yet in the lists (read again for the service's details): shown as saved. */
  const arriving = new Map<string, boolean>()
  /** What waiting removals took off the lists, by URI: put back at once if the removal does not go through. */
  const takenOff = new Map<string, TakenOff>()
  const { outbox } = deps

  const signedIn = () => {
    const now = deps.current()
    if (!now) throw new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')
    return now
  }

  const known = (uri: string) =>
    outbox.shownSaved(uri) ?? arriving.get(uri) ?? knownFromLists(deps.peek(), uri)

  /** Lists read again for `uri`'s kind; meanwhile it shows as `value`. */
  function readAgain(uri: string, value: boolean): void {
    const parsed = kindOf(uri)
    if (!parsed) return
    arriving.set(uri, value)
    void deps.refresh([listOf[parsed.kind]]).finally(() => arriving.delete(uri))
  }

  /**
   * A removal the service took: off the lists now, without a Refresh. (A read of the list while it waited
   * still found it on the service, and put it back.)
   */
  function takeOffForGood(uri: string): void {
    const now = deps.current()
    const parsed = kindOf(uri)
    if (!now || !parsed) return
    if (removeLocally(now.data, parsed.kind, new Set([parsed.id])).items.length) deps.changed()
  }

  function settled(change: SavedChange, outcome: Outcome): void {
    if (outcome.kind === 'sent') {
      takenOff.delete(change.uri)
      // What was saved shows as saved until the list, read again, holds it with the service's details.
      if (change.saved) readAgain(change.uri, true)
      else takeOffForGood(change.uri)
      return
    }
    // Refused or taken back: shown as before. A removal took the row off its list: it goes back where it was
    // (or, after a restart, the list is read again).
    const now = deps.current()
    const parsed = kindOf(change.uri)
    const taken = takenOff.get(change.uri)
    takenOff.delete(change.uri)
    if (now && parsed) {
      if (change.before && taken) putBack(now.data, taken)
      else if (change.before) readAgain(change.uri, true)
      else removeLocally(now.data, parsed.kind, new Set([parsed.id]))
    }
    deps.changed()
    deps.savedChanged([change.uri], change.before)
  }

  outbox.handle('saved', {
    label: savedLabel,
    ...savedSending,
    settled,
  })

  async function ask(api: ApiClient, kind: SavedKindName, ids: string[], signal: AbortSignal) {
    const options = { lane: 'interactive' as const, signal }
    if (isSpokenKind(kind)) return askSpoken(api, kind, ids, options)
    switch (kind) {
      case 'track':
        return api.library.checkSavedTracksInBatches(ids, options)
      case 'album':
        return api.library.checkSavedAlbumsInBatches(ids, options)
      case 'artist': {
        const parts = []
        for (let at = 0; at < ids.length; at += 50) parts.push(ids.slice(at, at + 50))
        return (
          await Promise.all(parts.map((part) => api.follow.checkFollowing('artist', part, options)))
        ).flat()
      }
      case 'playlist':
        return api.follow.checkFollowingPlaylists(ids, options)
    }
  }

  return {
    known,

    async contains(uris, signal) {
      const { data, api } = signedIn()
      const answers = uris.map((uri) => outbox.shownSaved(uri) ?? arriving.get(uri))
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

    setSaved(uris, saved, names) {
      const { data } = signedIn()
      // Every URI checked before anything changes: one the service does not save refuses the whole call.
      uris.forEach(savedItemOf)
      outbox.add(
        uris.map((uri, index) => ({
          kind: 'saved' as const,
          uri,
          saved,
          name: names?.[index] ?? nameInLists(data, uri),
          before: known(uri) ?? !saved,
        })),
      )
      for (const uri of uris) {
        const parsed = kindOf(uri)
        if (!parsed) continue
        if (saved) takenOff.delete(uri)
        else takenOff.set(uri, removeLocally(data, parsed.kind, new Set([parsed.id])))
      }
      deps.changed()
      deps.savedChanged(uris, saved)
      return uris.map(() => saved)
    },
  }
}
