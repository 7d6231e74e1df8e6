import { uriOf } from '../../../contract'
import type { Playlist, PlaylistDetail, ShownLanguage } from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { EncoreError } from '../../base/errors'
import { toPlaylist } from '../../service/media/from-wire'
import type { PlaylistItemsEntry } from './library-data'
import { accessOf, readPlaylistItems } from './library-sync'
import type { LibraryService } from './library-service'
import { isLocalPlaylistId, type NewPlaylistDetails } from '../outbox'
import type { KeptPages } from './kept-pages'
import type { PlaylistChanges } from './playlist-changes'
import type { OpenPlaylist, PlaylistEditor } from './playlist-editor'
import type { Saved } from '../saved'
import type { Entry } from './playlist-edits'
import { rowsFor } from './playlist-rows'
import { librarySays } from './library-words'

export interface PlaylistHandlerDeps {
  service: LibraryService
  editor: PlaylistEditor
  /** Making playlists and changing details, through the outbox. */
  changes: PlaylistChanges
  /** Following and unfollowing (by URI, through the outbox). */
  saved: Pick<Saved, 'setSaved'>
  /** The signed-in user's id and name. */
  userId(): string | undefined
  userName(): string | undefined
  now(): number
  /** Pages read before, answered while the service is out of reach (marked with when they were read). */
  kept?: KeptPages
  /** The language its errors speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}

/** Making a playlist and adding to one, offered beside the bridge's methods. */
export interface PlaylistOffers {
  create(details: NewPlaylistDetails): Promise<Playlist>
  append(id: string, uris: readonly string[]): Promise<unknown>
}

/**
 * The bridge's `playlists.*` methods: a playlist's page (its items from the library's cache when the snapshot
 * is the same, else read), its edits through the editor, its details, cover and follow. What changes in the
 * user's own list is written back to the library, so the Playlists tab and the cache stay in step.
 */
type SignedInNow = NonNullable<ReturnType<LibraryService['current']>>

export function createPlaylistHandlers(deps: PlaylistHandlerDeps): {
  handlers: HandlersOf<'playlists'>
  /** The same making and adding, for the library's other callers (Discover's "save as playlist"). */
  offered: PlaylistOffers
} {
  const { service, editor } = deps
  const signedIn = () => {
    const now = service.current()
    if (!now) throw new EncoreError('NOT_SIGNED_IN', librarySays(deps.language)('signInFirst'))
    return now
  }

  /** The last detail read of each playlist this session (what a change shows while the service waits). */
  const lastDetails = new Map<string, PlaylistDetail>()

  const localDetail = (id: string) => {
    const { data } = signedIn()
    return shownWithoutAsking(deps, data.playlists, lastDetails, id)
  }

  async function detailOf(id: string, signal?: AbortSignal): Promise<PlaylistDetail> {
    const playlistId = editor.resolve(id)
    // Made here and not yet by the service: nothing to ask it.
    if (isLocalPlaylistId(playlistId)) return localDetail(id)
    let detail: PlaylistDetail
    if (deps.kept) {
      // Kept with its first page of items: after a restart the editor has nothing of it open.
      const read = async (): Promise<KeptPlaylist> => {
        const fresh = await readDetail(deps, signedIn(), playlistId, signal)
        return { detail: fresh, first: firstPageOf(editor.get(playlistId)) }
      }
      const kept = await deps.kept.read(`playlist:${playlistId}`, read)
      detail = kept.offlineReadAt === undefined ? kept.detail : keptDetail(editor, kept, kept.offlineReadAt)
    } else detail = await readDetail(deps, signedIn(), playlistId, signal)
    lastDetails.set(detail.id, detail)
    return detail
  }

  async function entriesFor(uris: readonly string[]): Promise<Entry[]> {
    const { data, api, market } = signedIn()
    const addedAt = deps.now()
    const rows = await rowsFor(api, data, uris, market, addedAt, deps.language)
    return rows.map((row) => ({
      key: editor.newKey(),
      row: { ...row, addedAt },
      addedBy: deps.userId() ?? null,
      pending: true,
    }))
  }

  const create: PlaylistOffers['create'] = async (details) => {
    signedIn()
    const userId = deps.userId()
    if (!userId) throw new EncoreError('NOT_SIGNED_IN', librarySays(deps.language)('signInFirst'))
    return deps.changes.create(details, { id: userId, name: deps.userName() ?? userId })
  }
  const addItems = async (id: string, uris: readonly string[], position?: number) =>
    editor.add(id, await entriesFor(uris), position)

  const offered: PlaylistOffers = {
    create,
    async append(id, uris) {
      // The editor edits open playlists only: opened first, as the page does.
      await detailOf(id)
      return addItems(id, uris)
    },
  }

  const handlers: HandlersOf<'playlists'> = {
    'playlists.get': ({ id }, { signal }) => detailOf(id, signal),
    'playlists.items': ({ id, offset, limit }) => ({ ...editor.window(id, offset, limit), offset }),
    'playlists.create': (details) => create(details),
    async 'playlists.changeDetails'({ id, ...patch }) {
      signedIn()
      const how = await deps.changes.changeDetails(id, patch)
      return how === 'sent' ? refreshListed(id).catch(() => localDetail(id)) : localDetail(id)
    },
    'playlists.addItems': ({ id, uris, position }) => addItems(id, uris, position),
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
      const { data } = signedIn()
      // Shown at once and sent through the outbox (an unfollow takes it off the list now).
      deps.saved.setSaved([uriOf('playlist', editor.resolve(id))], followed, [
        lastDetails.get(id)?.name ?? null,
      ])
      const detail = await detailOf(id).catch(() => localDetail(id))
      const listed = listedOf(detail)
      if (followed && !data.playlists.some((playlist) => playlist.id === listed.id)) {
        data.playlists = [listed, ...data.playlists]
        service.changed()
      }
      return { ...detail, followed }
    },
  }
  return { handlers, offered }

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

/** Reads a playlist's page from the service: its details, its items (opened in the editor), whether followed. */
async function readDetail(
  deps: PlaylistHandlerDeps,
  { data, api, market }: SignedInNow,
  id: string,
  signal?: AbortSignal,
): Promise<PlaylistDetail> {
  const { editor } = deps
  const options = { lane: 'interactive' as const, ...(signal ? { signal } : {}) }
  const wire = await api.playlists.getPlaylist(id, market ? { market } : {}, options)
  const playlist = toPlaylist(wire)
  const items = await itemsOf(deps, { data, api, market }, id, playlist, signal)
  const opened = editor.open(id, playlist.name, items.snapshotId, items)
  const followed = data.complete.playlists
    ? data.playlists.some((listed) => listed.id === id)
    : ((await api.follow.checkFollowingPlaylists([id], options))[0] ?? false)
  const isOwn = playlist.owner.id === deps.userId()
  return {
    ...playlist,
    // Items the service does not list are not counted either.
    totalItems: items.unavailable ? null : editor.shown(opened).length,
    followers: wire.followers?.total ?? null,
    isOwn,
    canEdit: (isOwn || playlist.collaborative) && !items.unavailable,
    followed,
    itemsUnavailable: items.unavailable,
    revision: opened.revision,
  }
}

/** A playlist's page as its row in the user's list. */
function listedOf(detail: PlaylistDetail): Playlist {
  const {
    followers: _followers,
    isOwn: _isOwn,
    canEdit: _canEdit,
    followed: _followed,
    itemsUnavailable: _unavailable,
    revision: _revision,
    ...listed
  } = detail
  return listed
}

/** A playlist as kept for while the service cannot be reached: its page and its first items. */
interface KeptPlaylist {
  detail: PlaylistDetail
  first: PlaylistItemsEntry | null
}

/** How many of a playlist's items are kept with its page. */
const FIRST_PAGE = 100

function firstPageOf(open: OpenPlaylist | undefined): PlaylistItemsEntry | null {
  if (!open) return null
  const first = open.confirmed.slice(0, FIRST_PAGE)
  return {
    snapshotId: open.snapshotId,
    rows: open.itemsUnavailable ? null : first.map((entry) => entry.row),
    addedBy: first.map((entry) => entry.addedBy),
    unavailable: open.itemsUnavailable,
  }
}

/**
 * The copy of a playlist read at `readAt`. Not open in the editor (read before a restart): opened with the
 * first items kept, read only, and with a snapshot no read matches, so the next read takes all its items.
 */
function keptDetail(editor: PlaylistEditor, kept: KeptPlaylist, readAt: number): PlaylistDetail {
  const detail = { ...kept.detail, offlineReadAt: readAt }
  if (editor.get(detail.id) || !kept.first) return detail
  const opened = editor.open(detail.id, detail.name, '', { ...kept.first, snapshotId: '' })
  return {
    ...detail,
    totalItems: opened.itemsUnavailable ? null : editor.shown(opened).length,
    canEdit: false,
    revision: opened.revision,
  }
}

/** A playlist's items: as open in the editor, as cached in the library (same snapshot), else read. */
async function itemsOf(
  deps: PlaylistHandlerDeps,
  { data, api, market }: Pick<SignedInNow, 'data' | 'api' | 'market'>,
  id: string,
  playlist: Playlist,
  signal: AbortSignal | undefined,
): Promise<PlaylistItemsEntry> {
  const open = deps.editor.get(id)
  const cached = data.playlistItems.get(id)
  if (open && (open.snapshotId === playlist.snapshotId || open.sending)) {
    return {
      snapshotId: open.snapshotId,
      rows: open.confirmed.map((entry) => entry.row),
      addedBy: open.confirmed.map((entry) => entry.addedBy),
      unavailable: open.itemsUnavailable,
    }
  }
  if (cached?.snapshotId === playlist.snapshotId) return cached
  const items = await readPlaylistItems(api, data, id, playlist.snapshotId, {
    market,
    lane: 'interactive',
    signal: signal ?? new AbortController().signal,
    access: accessOf(playlist, deps.userId()),
  })
  if (data.playlists.some((listed) => listed.id === id)) {
    data.playlistItems.set(id, items)
    deps.service.changed()
  }
  return items
}

/**
 * A playlist as shown without asking the service: made here and not yet by it, or changed while it could not be
 * asked. From the user's list and the last detail read, with the editor's entries.
 */
function shownWithoutAsking(
  deps: Pick<PlaylistHandlerDeps, 'editor' | 'userId' | 'language'>,
  listedPlaylists: readonly Playlist[],
  lastDetails: ReadonlyMap<string, PlaylistDetail>,
  id: string,
): PlaylistDetail {
  const { editor } = deps
  const playlistId = editor.resolve(id)
  const listed = listedPlaylists.find((playlist) => playlist.id === playlistId)
  const last = lastDetails.get(playlistId)
  const base = listed ?? last
  if (!base) throw new EncoreError('NETWORK', librarySays(deps.language)('error.playlistOutOfReach'))
  const shown = { ...last, ...base }
  const opened =
    editor.get(playlistId) ??
    editor.open(playlistId, shown.name, shown.snapshotId, {
      snapshotId: shown.snapshotId,
      rows: [],
      addedBy: [],
      unavailable: null,
    })
  const isOwn = shown.owner.id === deps.userId()
  return {
    ...shown,
    totalItems: opened.itemsUnavailable ? null : editor.shown(opened).length,
    followers: last?.followers ?? null,
    isOwn,
    canEdit: isOwn || shown.collaborative,
    followed: listed !== undefined,
    itemsUnavailable: opened.itemsUnavailable,
    revision: opened.revision,
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
