import type { ApiClient } from '../../service/api'
import { EncoreError } from '../../base/errors'
import type { ShownLanguage } from '../../../contract'
import { librarySays } from './library-words'
import type { SavedLists } from '../saved'
import type { LibraryData } from './library-data'
import type { LibraryService } from './library-service'
import {
  idsOfKind,
  kindOf,
  knownFromLists,
  listOf,
  putBack,
  removeLocally,
  type SavedKindName,
  type TakenOff,
} from './saved-lists'
import { askSpoken, isSpokenKind } from './spoken-saves'

/**
 * The library's lists as "is it saved?" reads and changes them (features/saved owns the question; the lists
 * are the library's): what the lists read to the end say, else the service; a removal takes its row off at
 * once, kept to put back where it was if the removal does not go through. Tracks, albums, episodes and
 * audiobooks are saved, artists, playlists and shows followed (podcasts' reads in spoken-saves.ts).
 */

type ListsService = Pick<LibraryService, 'current' | 'peek' | 'changed' | 'refresh'>

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

/** Whether each is saved: from the lists read to the end, else asked of the service, one request a kind. */
async function containedIn(
  { data, api }: { data: LibraryData; api: ApiClient },
  uris: readonly string[],
  signal: AbortSignal,
): Promise<boolean[]> {
  const answers: boolean[] = uris.map(() => false)
  const byKind = new Map<SavedKindName, { index: number; id: string }[]>()
  uris.forEach((uri, index) => {
    const parsed = kindOf(uri)
    if (parsed) byKind.set(parsed.kind, [...(byKind.get(parsed.kind) ?? []), { index, id: parsed.id }])
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
  return answers
}

export function savedListsOf(
  service: ListsService,
  language?: (() => ShownLanguage) | undefined,
): SavedLists {
  /** What waiting removals took off the lists, by URI: put back at once if the removal does not go through. */
  const takenOff = new Map<string, TakenOff>()

  const signedIn = () => {
    const now = service.current()
    if (!now) throw new EncoreError('NOT_SIGNED_IN', librarySays(language)('signInFirst'))
    return now
  }

  return {
    known: (uri) => knownFromLists(service.peek(), uri),

    signedIn() {
      const now = signedIn()
      return {
        contains: (uris, signal) => containedIn(now, uris, signal),
        nameOf: (uri) => nameInLists(now.data, uri),
        show(uris, saved) {
          for (const uri of uris) {
            const parsed = kindOf(uri)
            if (!parsed) continue
            if (saved) takenOff.delete(uri)
            else takenOff.set(uri, removeLocally(now.data, parsed.kind, new Set([parsed.id])))
          }
          service.changed()
        },
      }
    },

    taken(uri, saved) {
      takenOff.delete(uri)
      if (saved) return
      // Off the lists now, without a Refresh (a read of the list while it waited still found it there).
      const now = service.current()
      const parsed = kindOf(uri)
      if (!now || !parsed) return
      if (removeLocally(now.data, parsed.kind, new Set([parsed.id])).items.length) service.changed()
    },

    undone(uri, before) {
      // A removal took the row off its list: it goes back where it was (or, after a restart, is read again).
      const now = service.current()
      const parsed = kindOf(uri)
      const taken = takenOff.get(uri)
      takenOff.delete(uri)
      let readAgain = false
      if (now && parsed) {
        if (before && taken) putBack(now.data, taken)
        else if (before) readAgain = true
        else removeLocally(now.data, parsed.kind, new Set([parsed.id]))
      }
      service.changed()
      return readAgain
    },

    readAgain(uri) {
      const parsed = kindOf(uri)
      return parsed ? service.refresh([listOf[parsed.kind]]) : undefined
    },
  }
}
