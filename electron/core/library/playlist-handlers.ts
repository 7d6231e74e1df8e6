import type { Playlist, PlaylistDetail } from '../../contract'
import type { ApiClient } from '../api'
import type { HandlersOf } from '../bridge/dispatcher'
import { EncoreError } from '../errors'
import { toPlaylist, toTrack } from '../media/from-wire'
import type { LibraryData, PlaylistItemsEntry } from './library-data'
import { accessOf, readPlaylistItems } from './library-sync'
import type { LibraryService } from './library-service'
import type { OpenPlaylist, PlaylistEditor } from './playlist-editor'
import type { Entry } from './playlist-edits'
import { rowOf, type TrackRow } from './track-rows'

export interface PlaylistHandlerDeps {
  service: LibraryService
  editor: PlaylistEditor
  /** The signed-in user's id. */
  userId(): string | undefined
  now(): number
}

/** Rows for URIs: from the library when it holds them, else read from the service. */
async function rowsFor(
  api: ApiClient,
  data: LibraryData,
  uris: readonly string[],
  market: string | undefined,
): Promise<TrackRow[]> {
  const known = new Map<string, TrackRow>()
  const wanted = new Set(uris)
  const take = (row: TrackRow) => wanted.has(row.uri) && known.set(row.uri, row)
  data.tracks.forEach(take)
  for (const entry of data.playlistItems.values()) entry.rows?.forEach(take)
  const missing = [...wanted].filter((uri) => !known.has(uri))
  const ids = missing.map((uri) => {
    const id = /^spotify:track:([A-Za-z0-9]+)$/.exec(uri)?.[1]
    if (!id) throw new EncoreError('INVALID_INPUT', `${uri} cannot be added here: only tracks can.`)
    return id
  })
  if (ids.length) {
    const read = await api.tracks.getTracksInBatches(ids, market ? { market } : {}, { lane: 'interactive' })
    for (const track of read) if (track) known.set(track.uri, rowOf(toTrack(track), null, data.refs))
  }
  return uris.map((uri) => {
    const row = known.get(uri)
    if (!row) throw new EncoreError('INVALID_INPUT', `The service does not know ${uri}.`)
    return row
  })
}

/**
 * The bridge's `playlists.*` methods: a playlist's page (its items from the library's cache when the snapshot
 * is the same, else read), its edits through the editor, its details, cover and follow. What changes in the
 * user's own list is written back to the library, so the Playlists tab and the cache stay in step.
 */
export function createPlaylistHandlers(deps: PlaylistHandlerDeps): HandlersOf<'playlists'> {
  const { service, editor } = deps
  const signedIn = () => {
    const now = service.current()
    if (!now) throw new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')
    return now
  }

  async function detailOf(id: string, signal?: AbortSignal): Promise<PlaylistDetail> {
    const { data, api, market } = signedIn()
    const options = { lane: 'interactive' as const, ...(signal ? { signal } : {}) }
    const wire = await api.playlists.getPlaylist(id, market ? { market } : {}, options)
    const playlist = toPlaylist(wire)
    const open = editor.get(id)
    const cached = data.playlistItems.get(id)
    let items: PlaylistItemsEntry
    if (open && (open.snapshotId === playlist.snapshotId || open.sending)) {
      items = {
        snapshotId: open.snapshotId,
        rows: open.confirmed.map((entry) => entry.row),
        addedBy: open.confirmed.map((entry) => entry.addedBy),
        unavailable: open.itemsUnavailable,
      }
    } else if (cached?.snapshotId === playlist.snapshotId) {
      items = cached
    } else {
      items = await readPlaylistItems(api, data, id, playlist.snapshotId, {
        market,
        lane: 'interactive',
        signal: signal ?? new AbortController().signal,
        access: accessOf(playlist, deps.userId()),
      })
      if (data.playlists.some((listed) => listed.id === id)) {
        data.playlistItems.set(id, items)
        service.changed()
      }
    }
    const opened = editor.open(id, playlist.name, items.snapshotId, items)
    const followed = data.complete.playlists
      ? data.playlists.some((listed) => listed.id === id)
      : ((await api.follow.checkFollowingPlaylists([id], options))[0] ?? false)
    const isOwn = playlist.owner.id === deps.userId()
    return {
      ...playlist,
      totalItems: editor.shown(opened).length,
      followers: wire.followers?.total ?? null,
      isOwn,
      canEdit: (isOwn || playlist.collaborative) && !items.unavailable,
      followed,
      itemsUnavailable: items.unavailable,
      revision: opened.revision,
    }
  }

  async function entriesFor(uris: readonly string[]): Promise<Entry[]> {
    const { data, api, market } = signedIn()
    const addedAt = deps.now()
    const rows = await rowsFor(api, data, uris, market)
    return rows.map((row) => ({
      key: editor.newKey(),
      row: { ...row, addedAt },
      addedBy: deps.userId() ?? null,
      pending: true,
    }))
  }

  return {
    'playlists.get': ({ id }, { signal }) => detailOf(id, signal),
    'playlists.items': ({ id, offset, limit }) => ({ ...editor.window(id, offset, limit), offset }),
    async 'playlists.create'(details) {
      const { data, api } = signedIn()
      const userId = deps.userId()
      if (!userId) throw new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')
      const created = toPlaylist(await api.playlists.createPlaylist(userId, details, { lane: 'interactive' }))
      data.playlists = [created, ...data.playlists.filter((playlist) => playlist.id !== created.id)]
      data.playlistItems.set(created.id, {
        snapshotId: created.snapshotId,
        rows: [],
        addedBy: [],
        unavailable: null,
      })
      service.changed()
      return created
    },
    async 'playlists.changeDetails'({ id, ...patch }) {
      const { api } = signedIn()
      await api.playlists.changeDetails(id, patch, { lane: 'interactive' })
      return refreshListed(id)
    },
    async 'playlists.addItems'({ id, uris, position }) {
      const entries = await entriesFor(uris)
      return editor.add(id, entries, position)
    },
    'playlists.removeItems': ({ id, keys }) => editor.remove(id, keys),
    'playlists.moveItems': ({ id, keys, beforeKey }) => editor.move(id, keys, beforeKey),
    async 'playlists.replaceItems'({ id, uris }) {
      return editor.replace(id, uris.length ? await entriesFor(uris) : [])
    },
    async 'playlists.uploadCover'({ id, jpegBase64 }) {
      const { api } = signedIn()
      await api.playlists.uploadCoverImage(id, jpegBase64, { lane: 'interactive' })
      return refreshListed(id)
    },
    async 'playlists.setFollowed'({ id, followed }) {
      const { api, data } = signedIn()
      if (followed) await api.follow.followPlaylist(id, {}, { lane: 'interactive' })
      else await api.follow.unfollowPlaylist(id, { lane: 'interactive' })
      const detail = await detailOf(id)
      const {
        followers: _followers,
        isOwn: _isOwn,
        canEdit: _canEdit,
        followed: _followed,
        itemsUnavailable: _unavailable,
        revision: _revision,
        ...listed
      } = detail
      data.playlists = followed
        ? [listed, ...data.playlists.filter((playlist) => playlist.id !== id)]
        : data.playlists.filter((playlist) => playlist.id !== id)
      service.changed()
      return { ...detail, followed }
    },
  }

  /** Reads a playlist again after a change of its details or cover, and puts the news in the user's list. */
  async function refreshListed(id: string): Promise<PlaylistDetail> {
    const detail = await detailOf(id)
    const { data } = signedIn()
    if (data.playlists.some((playlist) => playlist.id === id)) {
      data.playlists = data.playlists.map((playlist) =>
        playlist.id === id ? withDetails(playlist, detail) : playlist,
      )
      service.changed()
    }
    return detail
  }
}

/** A listed playlist with the details read of it now. */
function withDetails(playlist: Playlist, detail: PlaylistDetail): Playlist {
  return {
    ...playlist,
    name: detail.name,
    description: detail.description,
    images: detail.images,
    public: detail.public,
    collaborative: detail.collaborative,
    snapshotId: detail.snapshotId,
  }
}

/** Keeps the library's copy of a playlist in step once its edits are confirmed. */
export function settleIntoLibrary(service: LibraryService, open: OpenPlaylist): void {
  const now = service.current()
  if (!now || !now.data.playlists.some((playlist) => playlist.id === open.id)) return
  now.data.playlistItems.set(open.id, {
    snapshotId: open.snapshotId,
    rows: open.confirmed.map((entry) => entry.row),
    addedBy: open.confirmed.map((entry) => entry.addedBy),
    unavailable: null,
  })
  now.data.playlists = now.data.playlists.map((playlist) =>
    playlist.id === open.id
      ? { ...playlist, snapshotId: open.snapshotId, totalItems: open.confirmed.length }
      : playlist,
  )
  service.changed()
}
