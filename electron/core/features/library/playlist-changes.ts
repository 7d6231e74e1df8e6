import { uriOf } from '../../../contract'
import { randomBytes } from 'node:crypto'
import type { Playlist, ShownLanguage } from '../../../contract'
import type { ApiClient } from '../../service/api'
import { EncoreError } from '../../base/errors'
import { wordsIn } from '../../base/words'
import { librarySays, libraryWords } from './library-words'
import { toPlaylist } from '../../service/media/from-wire'
import {
  LOCAL_PLAYLIST_PREFIX,
  subjectOf,
  withPlaylistId,
  type NewPlaylistDetails,
  type PlaylistCreateChange,
  type Outbox,
  type PlaylistDetailsPatch,
  type SendContext,
} from '../outbox'
import type { LibraryService } from './library-service'
import { LOCAL_SNAPSHOT, type PlaylistEditor } from './playlist-editor'

/**
 * Making playlists and changing their details, through the outbox. A playlist made while the service cannot
 * take it shows at once in the user's list under a local id (tracks can be added to it); once the service made
 * it, its own id replaces the local one everywhere (the list, the editor, the changes waiting on it). Making a
 * playlist is not safe to send twice: after an answer that never came, the user's playlists are read for one of
 * that name that was not there before. Details are a PUT, sent again as they are.
 */

export interface PlaylistChangesDeps {
  service: LibraryService
  editor: PlaylistEditor
  outbox: Outbox
  userId(): string | undefined
  /** The language its errors speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}

const pick = (playlist: Playlist, patch: PlaylistDetailsPatch): PlaylistDetailsPatch => ({
  ...('name' in patch ? { name: playlist.name } : {}),
  ...('description' in patch ? { description: playlist.description } : {}),
  ...('public' in patch ? { public: playlist.public ?? undefined } : {}),
  ...('collaborative' in patch ? { collaborative: playlist.collaborative } : {}),
})

const withPatch = (playlist: Playlist, patch: PlaylistDetailsPatch): Playlist => ({
  ...playlist,
  ...(patch.name !== undefined ? { name: patch.name } : {}),
  ...(patch.description !== undefined ? { description: patch.description } : {}),
  ...(patch.public !== undefined ? { public: patch.public } : {}),
  ...(patch.collaborative !== undefined ? { collaborative: patch.collaborative } : {}),
})

/** A playlist made here, shown under its local id until the service makes it. */
const localPlaylist = (
  localId: string,
  details: NewPlaylistDetails,
  owner: { id: string; name: string },
): Playlist => ({
  id: localId,
  uri: uriOf('playlist', localId),
  name: details.name,
  description: details.description ?? '',
  owner,
  images: [],
  public: details.public ?? true,
  collaborative: details.collaborative ?? false,
  totalItems: 0,
  snapshotId: LOCAL_SNAPSHOT,
})

/** The user's playlists of this name, as the service lists them now. */
async function sameNamed(
  api: ApiClient,
  name: string,
  context: SendContext,
  userId: () => string | undefined,
): Promise<Playlist[]> {
  const all = await api.collectAll(
    ({ offset, limit, signal }) =>
      api.playlists.getCurrentUserPlaylists({ offset, limit }, { ...context.options, signal }),
    { pageSize: 50, ...(context.options.signal ? { signal: context.options.signal } : {}) },
  )
  return (
    all
      .filter((playlist) => playlist !== null)
      .map(toPlaylist)
      // Asked after the read: after a restart the user may be known only once the session is back.
      .filter((playlist) => playlist.name === name && playlist.owner.id === userId())
  )
}

/** A change of a playlist's details: refused, the list shows the details it had before. */
function handleDetailsChanges(
  outbox: Outbox,
  listed: (update: (list: Playlist[]) => Playlist[]) => void,
): void {
  outbox.handle('playlist-details', {
    label: (change, language = 'en') =>
      change.patch.name !== undefined && change.patch.name !== change.before.name
        ? wordsIn(libraryWords, language)('edit.rename', {
            from: change.before.name ?? change.playlistName,
            to: change.patch.name,
          })
        : wordsIn(libraryWords, language)('edit.details', { name: change.playlistName }),
    send: (context, [change]) =>
      context.api.playlists.changeDetails(change!.playlistId, change!.patch, context.options),
    settled(change, outcome) {
      if (outcome.kind === 'sent') return
      listed((list) =>
        list.map((playlist) =>
          playlist.id === change.playlistId ? withPatch(playlist, change.before) : playlist,
        ),
      )
    },
  })
}

export function createPlaylistChanges(deps: PlaylistChangesDeps) {
  const { service, editor, outbox } = deps
  /** Why a playlist was not made (the form that asked says it). */
  const refusals = new Map<string, string>()

  const listed = (update: (list: Playlist[]) => Playlist[]) => {
    const now = service.current()
    if (!now) return
    now.data.playlists = update(now.data.playlists)
    service.changed()
  }

  /** The service made it: its id replaces the local one everywhere. */
  function made(change: PlaylistCreateChange, playlist: Playlist): void {
    const localId = change.playlistId
    editor.rename(localId, playlist.id, playlist.snapshotId)
    outbox.rewrite((entry) =>
      entry.change.kind === 'playlist-create' ? entry : withPlaylistId(entry, localId, playlist.id),
    )
    const now = service.current()
    if (now) {
      const items = now.data.playlistItems.get(localId)
      now.data.playlistItems.delete(localId)
      if (items) now.data.playlistItems.set(playlist.id, { ...items, snapshotId: playlist.snapshotId })
    }
    listed((list) =>
      list.map((shown) => (shown.id === localId ? { ...playlist, totalItems: shown.totalItems } : shown)),
    )
  }

  outbox.handle('playlist-create', {
    label: (change, language = 'en') =>
      wordsIn(libraryWords, language)('edit.make', { name: change.details.name }),
    async prepare(context, change) {
      if (change.knownIds !== null) return
      const data = service.current()?.data
      change.knownIds = data?.complete.playlists
        ? data.playlists.filter((playlist) => playlist.name === change.details.name).map(({ id }) => id)
        : (await sameNamed(context.api, change.details.name, context, deps.userId)).map(({ id }) => id)
    },
    async landed(context, change) {
      if (change.knownIds === null) return false
      const known = new Set(change.knownIds)
      const found = (await sameNamed(context.api, change.details.name, context, deps.userId)).find(
        ({ id }) => !known.has(id),
      )
      if (found) made(change, found)
      return found !== undefined
    },
    async send(context, [change]) {
      const userId = deps.userId()
      if (!userId) throw new EncoreError('NOT_SIGNED_IN', librarySays(deps.language)('signInFirst'))
      const created = await context.api.playlists.createPlaylist(userId, change!.details, context.options)
      context.answered()
      made(change!, toPlaylist(created))
    },
    settled(change, outcome) {
      if (outcome.kind === 'sent') return
      // Never made: it leaves the list, and what waited on it goes with it.
      if (outcome.kind === 'refused') refusals.set(change.playlistId, outcome.words)
      const uri = uriOf('playlist', change.playlistId)
      outbox.drop((entry) => subjectOf(entry.change) === uri)
      listed((list) => list.filter((playlist) => playlist.id !== change.playlistId))
    },
  })

  handleDetailsChanges(outbox, listed)

  return {
    /**
     * Makes a playlist: shown at once in the list, made by the service as soon as it can. Answers the playlist
     * the service made, or (while it waits) the one shown under its local id.
     */
    async create(details: NewPlaylistDetails, owner: { id: string; name: string }): Promise<Playlist> {
      const localId = `${LOCAL_PLAYLIST_PREFIX}${randomBytes(8).toString('hex')}`
      const shown = localPlaylist(localId, details, owner)
      listed((list) => [shown, ...list])
      const empty = { snapshotId: LOCAL_SNAPSHOT, rows: [], addedBy: [], unavailable: null }
      service.current()?.data.playlistItems.set(localId, empty)
      editor.open(localId, details.name, LOCAL_SNAPSHOT, empty)
      const [id] = outbox.add([{ kind: 'playlist-create', playlistId: localId, details, knownIds: null }])
      const how = id ? await outbox.settledOrWaiting(id) : 'waiting'
      if (how === 'refused' || how === 'cancelled') {
        const say = librarySays(deps.language)
        const why = refusals.get(localId) ?? say('error.takenBack')
        throw new EncoreError('SERVICE_ERROR', say('error.notMade', { why }))
      }
      const realId = editor.resolve(localId)
      return service.current()?.data.playlists.find((playlist) => playlist.id === realId) ?? shown
    },

    /** Changes details: shown at once; answers whether the service has them yet, or throws its refusal. */
    async changeDetails(id: string, patch: PlaylistDetailsPatch): Promise<'sent' | 'waiting'> {
      const playlistId = editor.resolve(id)
      const playlist = service.current()?.data.playlists.find((candidate) => candidate.id === playlistId)
      if (!playlist) throw new EncoreError('INVALID_INPUT', librarySays(deps.language)('error.notInYourList'))
      listed((list) => list.map((shown) => (shown.id === playlistId ? withPatch(shown, patch) : shown)))
      const [entry] = outbox.add([
        {
          kind: 'playlist-details',
          playlistId,
          playlistName: playlist.name,
          patch,
          before: pick(playlist, patch),
        },
      ])
      const how = entry ? await outbox.settledOrWaiting(entry) : 'waiting'
      if (how === 'refused')
        throw new EncoreError(
          'SERVICE_ERROR',
          librarySays(deps.language)('error.detailsNotChanged', { name: playlist.name }),
        )
      return how === 'sent' ? 'sent' : 'waiting'
    },
  }
}

export type PlaylistChanges = ReturnType<typeof createPlaylistChanges>
