import {
  DAY_MS,
  EXPORT_PART_PLAYS,
  ON_REPEAT_DAYS,
  type Image,
  type Listening,
  type ShownLanguage,
  type Track,
} from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { EncoreError } from '../../base/errors'
import { wordsNow } from '../../base/words'
import { historyWords } from './history-words'
import type { ArtistPictures } from './artist-pictures'
import type { Clock } from '../../base/ports'
import { rangeBounds } from './calendar'
import { exportPart } from './history-export'
import type { HistoryService } from './history-service'
import type { HistoryStore } from './history-store'
import { listeningOf, type TrackLookup } from './listening-reader'
import type { Play } from './play'
import type { ReleaseService } from './release-service'
import {
  jumpBackIn,
  onRepeat,
  recentlyPlayed,
  rediscover,
  type ContextInfo,
  type SavedRef,
} from './shelf-readers'

/**
 * What the history needs of the library: the saved tracks (Rediscover), the followed artists (new releases)
 * and what it knows of playlists and artists (their names and pictures). Asked only while the page asks.
 */
export interface HistoryLibrary<S extends SavedRef = SavedRef> {
  /** The saved tracks, newest first; null while nobody is signed in. */
  savedTracks(): readonly S[] | null
  trackOf(saved: S): Track
  followedArtists(): readonly { id: string; name: string }[] | null
  contextInfo(uri: string): { name: string; images: Image[] } | null
}

export interface HistoryHandlerDeps<S extends SavedRef> {
  service: HistoryService
  releases: ReleaseService
  library: HistoryLibrary<S>
  clock: Clock
  /** The top artists' pictures the library does not know (read once a session). */
  pictures?: ArtistPictures
  /** The language its refusals speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}

/** The last plays of the history, enough for a shelf: the last five weeks, or all of it when they are too few. */
function latestPlays(store: HistoryStore, now: number, wanted: number, before = Infinity): readonly Play[] {
  const recent = store.plays(Math.min(now, before) - 35 * DAY_MS, before)
  const { firstAt } = store.totals()
  if (recent.length >= wanted || firstAt === null || firstAt >= Math.min(now, before) - 35 * DAY_MS)
    return recent
  return store.plays(-Infinity, before)
}

/** The top artists with the pictures the library did not know, read (artist-pictures.ts). */
async function withPictures(answer: Listening, pictures: ArtistPictures): Promise<Listening> {
  const tops = answer.topArtists
  const found = await pictures(
    tops.map((top) => top.artist),
    (uri) => tops.find((top) => top.artist.uri === uri)?.images ?? null,
  )
  return { ...answer, topArtists: tops.map((top) => ({ ...top, images: found.get(top.artist.uri) ?? [] })) }
}

/** The bridge's `history.*` methods, over the signed-in user's history (NOT_SIGNED_IN otherwise). */
export function createHistoryHandlers<S extends SavedRef>(
  deps: HistoryHandlerDeps<S>,
): HandlersOf<'history'> {
  const { service, clock } = deps
  /** Names and pictures of contexts: the library's (current) first, then what the player showed. */
  const contextInfo = (store: HistoryStore): ContextInfo => {
    const items = store.items()
    return (uri) => {
      const known = deps.library.contextInfo(uri)
      const item = items.get(uri)
      const kept = item?.kind === 'context' || item?.kind === 'album' ? item : null
      if (!known && !kept) return null
      return {
        name: known?.name ?? kept?.name ?? null,
        images: known?.images.length ? known.images : (kept?.images ?? []),
      }
    }
  }
  return {
    'history.status': () => service.status(),
    'history.jumpBackIn': ({ limit }) => {
      const store = service.store()
      // Several plays a context: ask for more plays than items.
      return jumpBackIn(latestPlays(store, clock.now(), limit * 20), limit, contextInfo(store))
    },
    'history.onRepeat': ({ limit }) => {
      const now = clock.now()
      return onRepeat(service.store().plays(now - ON_REPEAT_DAYS * DAY_MS, Infinity), now, limit)
    },
    'history.rediscover': ({ limit }) => {
      const store = service.store()
      const saved = deps.library.savedTracks()
      if (!saved?.length) return []
      return rediscover(
        saved,
        store.tally(-Infinity, Infinity).tracks,
        clock.now(),
        limit,
        deps.library.trackOf,
      )
    },
    'history.recentlyPlayed': ({ limit, before }) => {
      const store = service.store()
      const plays = latestPlays(store, clock.now(), limit + 1, before)
      return recentlyPlayed(plays, limit, before, contextInfo(store))
    },
    'history.newReleases': ({ limit }) => {
      service.store()
      return deps.releases.newReleases(limit)
    },
    'history.listening': ({ range, at, limit }) => {
      const store = service.store()
      const { firstAt } = store.totals()
      const when = at ?? clock.now()
      const { from, to } = rangeBounds(range, when, firstAt)
      const items = store.items()
      const lookup: TrackLookup = (uri) => {
        const item = items.get(uri)
        if (item?.kind !== 'track') return undefined
        const album = item.album === null ? undefined : items.get(item.album)
        return { item, album: album?.kind === 'album' ? album : null }
      }
      const answer = listeningOf(
        store.tally(from, to),
        lookup,
        { range, at: when, limit, firstPlayedAt: firstAt, from, to },
        contextInfo(store),
      )
      const pictures = deps.pictures
      if (!pictures || answer.topArtists.every((top) => top.images.length)) return answer
      return withPictures(answer, pictures)
    },
    'history.export': ({ format, part, until }) => {
      const store = service.store()
      const end = until ?? clock.now()
      const plays = store.plays(-Infinity, end + 1)
      const parts = Math.max(1, Math.ceil(plays.length / EXPORT_PART_PLAYS))
      if (part >= parts) {
        const say = wordsNow(historyWords, deps.language)
        throw new EncoreError('INVALID_INPUT', say('noExportPart', { count: parts, part }))
      }
      return exportPart(plays, format, part, end)
    },
    'history.forget': () => service.forget(),
  }
}
