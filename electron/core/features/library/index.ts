import {
  libraryKinds,
  type LibraryKind,
  type LibraryStatus,
  type Notice,
  type Playlist as ShownPlaylist,
  type SessionState,
  type ShownLanguage,
} from '../../../contract'
import { createDisposables, type Disposables } from '../../base/disposables'
import { serviceKeyOf } from '../../service/service-key'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { EncoreError, OUT_OF_REACH_CODES } from '../../base/errors'
import { wordsIn } from '../../base/words'
import { libraryWords } from './library-words'
import type { Outbox } from '../outbox'
import type { PlayerControl } from '../playback'
import { createArrangementHandlers } from './arrangement-handlers'
import { createArrangementStore } from './arrangement-store'
import type { CacheOwner } from './cache-format'
import { createCatalogHandlers } from './catalog-handlers'
import { createKeptPages } from './kept-pages'
import { createKeptPagesStore } from './kept-pages-store'
import { KeptWindows } from './kept-windows'
import { createLibraryHandlers, type LibraryWindows } from './library-handlers'
import type { ListQuery } from './library-query'
import { createLibraryService, type LibraryService } from './library-service'
import { playlistRereads, type SignedInNow } from './playlist-rereads'
import { createPlaylistChanges } from './playlist-changes'
import { createPlaylistEditor, type PlaylistEditor } from './playlist-editor'
import { createPlaylistHandlers, settleIntoLibrary, type PlaylistOffers } from './playlist-handlers'
import { savedListsOf } from './lists-for-saved'
import type { Saved, SavedLists } from '../saved'
import { createShowCounter, type ShowCounter } from './show-counts'
import { createSpokenCatalogHandlers } from './spoken-catalog-handlers'
import type { AccountDataDeps } from '../../service/account-deps'

// What other features take of the library (its door; see docs/architecture.md, "Inside core").
export type { LibraryWindows, ListQuery }
export { trackOf, type TrackRow } from './track-rows'

/**
 * The library window's core: the user's library (sync and cache), the catalog's pages, and playlists with
 * their editing. It follows core's bus: every session change (a signed-in user gets their library; anything
 * else drops what the page holds) and whether anything shows the player; and tells on it what changed
 * (`library.changed`, `playlist.changed`, notices). Saves and follows go through features/saved, which owns
 * "is it saved?" and reads the library's lists through `LibraryLists.saved`.
 */

/** The library's lists (sync and cache), made before "is it saved?" (which reads them) and the library. */
export interface LibraryLists {
  service: LibraryService
  /** The lists as features/saved reads and changes them. */
  saved: SavedLists
}

export interface LibraryListsDeps extends Pick<
  LibraryDeps,
  'api' | 'clock' | 'logger' | 'dataDir' | 'bus' | 'language'
> {
  /** How long the rows stay in memory once nothing shows Encore. */
  restAfterMs?: number
}

export function createLibraryLists(deps: LibraryListsDeps): LibraryLists {
  const { bus } = deps
  const service = createLibraryService({
    api: deps.api,
    clock: deps.clock,
    logger: deps.logger,
    dataDir: deps.dataDir,
    emit: (status) => bus.emit('library.changed', status),
    notice: (notice) => bus.emit('notice', notice),
    ...(deps.restAfterMs !== undefined ? { restAfterMs: deps.restAfterMs } : {}),
    language: deps.language,
  })
  return { service, saved: savedListsOf(service, deps.language) }
}

export interface LibraryDeps extends AccountDataDeps {
  bus: CoreBus
  /** The playback feature's control: `library.play` starts playback through it, which shows it at once. */
  player: Pick<PlayerControl, 'play'>
  /** The language its notices speak in now; English when not given. */
  language?: () => ShownLanguage
  /** Where the person's changes wait until the service takes them. */
  outbox: Outbox
  /** The lists, made first (createLibraryLists): the library owns them from here and disposes them. */
  lists: LibraryLists
  /** Saving and following, and whether an item is saved (features/saved). */
  saved: Saved
}

export interface LibraryPlaylists {
  /** A new private playlist of the signed-in user, made through the outbox as the page's own. */
  create(details: { name: string; description: string }): Promise<ShownPlaylist>
  /** Adds to the end of a playlist (opened first: the editor edits open playlists only). */
  append(id: string, uris: readonly string[]): Promise<unknown>
  /** The playlist as listed in the library now, without a request. */
  listed(id: string): ShownPlaylist | undefined
}

export interface Library {
  service: LibraryService
  editor: PlaylistEditor
  /** Followed shows' unplayed episodes (counted when the Podcasts tab or a show's page shows them). */
  counter: ShowCounter
  /**
   * Whether the page's next read of this list at `row` will come from a window kept while the rows rest
   * (kept-windows.ts): then nothing needs reading ahead for a window that reopens there.
   */
  windowKept(kind: LibraryKind, query: ListQuery, row: number): boolean
  /** A window of a list, as the page reads it (read ahead for a page that reopens on it). */
  windows: LibraryWindows
  /** What other parts of core may do with the person's playlists (discover saves a mix as one). */
  playlists: LibraryPlaylists
  handlers: HandlersOf<'library' | 'catalog' | 'playlists' | 'arrangement'>
  dispose(): Promise<void>
}

const notSignedIn = (language: ShownLanguage) =>
  new EncoreError('NOT_SIGNED_IN', wordsIn(libraryWords, language)('signInFirst'))

/**
 * Every catalog and playlist method needs a signed-in user: while nobody is, each answers NOT_SIGNED_IN before
 * any work (not an editor's "open the playlist first", nor a plain error the bridge would call INTERNAL).
 */
function requiringSession<H extends Record<string, (...args: never[]) => unknown>>(
  handlers: H,
  signedIn: () => unknown,
): H {
  const guarded: Record<string, (...args: never[]) => unknown> = {}
  for (const [method, handler] of Object.entries(handlers)) {
    guarded[method] = (...args) => {
      signedIn()
      return handler(...args)
    }
  }
  return guarded as H
}

/** The lists whose last read failed because the service was out of reach (what a return fixes by itself). */
export function failedOutOfReach(status: LibraryStatus): LibraryKind[] {
  return libraryKinds.filter((kind) => {
    const sync = status.sync.kinds[kind]
    return sync.state === 'failed' && sync.error !== null && OUT_OF_REACH_CODES.has(sync.error.code)
  })
}

/** The way into playlists for the library's other callers: what the library window's own methods do. */
function offeredPlaylists(
  offered: PlaylistOffers,
  service: LibraryService,
  signedIn: () => unknown,
): LibraryPlaylists {
  return {
    create: async ({ name, description }) => {
      signedIn()
      return offered.create({ name, description, public: false })
    },
    async append(id, uris) {
      signedIn()
      return offered.append(id, uris)
    },
    listed: (id) => service.current()?.data.playlists.find((playlist) => playlist.id === id),
  }
}

/** What the library listens to on core's bus; the returned calls stop listening. */
function followBus(
  bus: CoreBus,
  service: LibraryService,
  sessionChanged: (state: SessionState) => void,
  held: Disposables,
): void {
  held.add(bus.on('session.changed', sessionChanged))
  // The rows rest on disk while nothing shows Encore (a tray app holds little all day).
  held.add(bus.on('player.presence', ({ anyVisible }) => service.setInUse(anyVisible)))
  // The player read the service again: lists that failed while it was out of reach are read now, no Refresh.
  held.add(
    bus.on('playback.state', ({ status }) => {
      if (status === 'offline' || status === 'rate-limited' || status === 'signed-out') return
      const again = failedOutOfReach(service.status())
      if (again.length) void service.refresh(again)
    }),
  )
  service.setInUse(false)
}

/** Where the playlist arrangement is kept, and the language its notices speak. */
const arrangementPartsOf = (deps: LibraryDeps) => ({
  store: createArrangementStore(deps.dataDir, deps.logger, () => deps.clock.now()),
  language: deps.language,
})

/** The playlist editor over the signed-in session, telling the page and the library what changed. */
const editorOf = (deps: LibraryDeps, service: LibraryService, signedInNow: () => SignedInNow) =>
  createPlaylistEditor({
    outbox: deps.outbox,
    api: () => signedInNow().api,
    logger: deps.logger,
    emit: (state) => deps.bus.emit('playlist.changed', state),
    notice: (notice) => deps.bus.emit('notice', notice),
    settled: (open) => settleIntoLibrary(service, open),
    ...playlistRereads(signedInNow),
    language: deps.language,
  })

export function createLibrary(deps: LibraryDeps): Library {
  const { bus } = deps
  const notice = (notice: Notice) => bus.emit('notice', notice)
  let userId: string | undefined
  /** Whose playlist arrangement is kept (the service and user, as the library cache's owner). */
  let owner: CacheOwner | undefined
  let userName: string | undefined
  let scopes: readonly string[] = []
  const { service } = deps.lists
  const signedInNow = () => {
    const current = service.current()
    if (!current) throw notSignedIn(deps.language?.() ?? 'en')
    return current
  }
  const signedInApi = () => signedInNow().api
  const editor = editorOf(deps, service, signedInNow)
  const counter = createShowCounter({
    current: () => service.current(),
    readsResumePoints: () => scopes.includes('user-read-playback-position'),
    now: () => deps.clock.now(),
    changed: () => service.changed(),
    logger: deps.logger,
  })
  const defaultMarket = () => (scopes.includes('user-read-private') ? 'from_token' : 'US')
  const kept = new KeptWindows()
  const pages = createKeptPages(deps.clock, undefined, createKeptPagesStore(deps.dataDir, deps.logger))
  const playlistParts = createPlaylistHandlers({
    service,
    editor,
    changes: createPlaylistChanges({
      ...{ service, editor, outbox: deps.outbox, userId: () => userId },
      language: deps.language,
    }),
    saved: deps.saved,
    userId: () => userId,
    userName: () => userName,
    now: () => deps.clock.now(),
    kept: pages,
    language: deps.language,
  })
  const lists = createLibraryHandlers({
    service,
    saved: deps.saved,
    counter,
    play: (input) => deps.player.play(input),
    kept,
    language: deps.language,
  })
  const handlers: Library['handlers'] = {
    ...lists.handlers,
    ...requiringSession(
      createCatalogHandlers({ api: signedInApi, userId: () => userId, defaultMarket, kept: pages }),
      signedInNow,
    ),
    ...requiringSession(
      createSpokenCatalogHandlers({ api: signedInApi, defaultMarket, counter }),
      signedInNow,
    ),
    ...requiringSession(playlistParts.handlers, signedInNow),
    ...createArrangementHandlers({
      ...arrangementPartsOf(deps),
      owner: () => (service.current() ? owner : undefined),
      playlists: () => service.current()?.data.playlists ?? [],
      notice,
    }),
  }
  const playlists = offeredPlaylists(playlistParts.offered, service, signedInNow)

  const sessionChanged = (state: SessionState) => {
    const apiUrl = deps.apiUrl()
    if (state.status === 'signed-in' && apiUrl) {
      userId = state.user.id
      owner = { service: serviceKeyOf({ profile: state.profile, apiUrl }), userId: state.user.id }
      // One person's pages never show to the next; theirs kept on disk are theirs again.
      pages.open(owner)
      userName = state.user.displayName
      scopes = state.scopes
      service.sessionChanged(
        {
          profile: state.profile,
          apiUrl,
          userId: state.user.id,
          scopes: state.scopes,
          country: state.user.country,
        },
        false,
      )
      return
    }
    // A sign-out the user asked for forgets their library on this computer too (the pages read with it).
    const forget = state.status === 'signed-out' && state.reason?.code === 'signed-out'
    pages.forget(forget ? owner : undefined)
    pages.open(null)
    userId = undefined
    owner = undefined
    userName = undefined
    scopes = []
    editor.forgetAll()
    service.sessionChanged(null, forget)
  }
  // What the library holds until it is disposed, undone in reverse: its listening, then the service's timers.
  const held = createDisposables((error) => deps.logger.error('The library failed to stop a part', { error }))
  held.add(service)
  followBus(bus, service, sessionChanged, held)

  return {
    service,
    editor,
    counter,
    playlists,
    windowKept: (kind, query, row) =>
      !service.awake() && kept.covers({ list: kind, ...query }, row, service.status().revision),
    windows: lists.windows,
    handlers,
    dispose: () => held.dispose(),
  }
}
