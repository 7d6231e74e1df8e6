import type {
  LibraryStatus,
  Notice,
  PlaybackState,
  PlaylistEditState,
  PlayInput,
  SessionState,
} from '../../contract'
import { itemsOf, type ApiClient, type Playlist } from '../api'
import type { HandlersOf } from '../bridge/dispatcher'
import { EncoreError } from '../errors'
import type { Clock, Logger } from '../ports'
import { createCatalogHandlers } from './catalog-handlers'
import { createLibraryHandlers } from './library-handlers'
import { createLibraryService, type LibraryService } from './library-service'
import { readPlaylistItems } from './library-sync'
import { createPlaylistEditor, type PlaylistEditor } from './playlist-editor'
import { createPlaylistHandlers, settleIntoLibrary } from './playlist-handlers'
import { createSavedItems } from './saved-items'

/**
 * The library window's core: the user's library (sync and cache), the catalog's pages, and playlists with
 * their editing. `createEncore` makes one and tells it of every session change.
 */

export interface LibraryDeps {
  /** The signed-in session's API client; undefined while nobody is signed in. */
  api(): ApiClient | undefined
  clock: Clock
  logger: Logger
  dataDir: string | undefined
  emitStatus(status: LibraryStatus): void
  emitPlaylist(state: PlaylistEditState): void
  notice(notice: Notice): void
  /** Starts playback (the engine, so the player shows it at once). */
  play(input: PlayInput): Promise<PlaybackState>
  /** Items saved or removed in the library window, confirmed: the player's heart follows. */
  savedChanged?(uris: readonly string[], saved: boolean): void
  /** How long the rows stay in memory once nothing shows Encore. */
  restAfterMs?: number
}

export interface Library {
  service: LibraryService
  editor: PlaylistEditor
  handlers: HandlersOf<'library' | 'catalog' | 'playlists'>
  /** Every session change: a signed-in user gets their library; anything else drops what the page holds. */
  sessionChanged(state: SessionState, apiUrl: string | undefined): void
  /** Saved or removed elsewhere in Encore (the player), confirmed by the service: the lists follow. */
  savedElsewhere(uri: string, saved: boolean): void
  dispose(): void
}

const notSignedIn = () => new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')

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

export function createLibrary(deps: LibraryDeps): Library {
  let userId: string | undefined
  let scopes: readonly string[] = []
  const service = createLibraryService({
    api: deps.api,
    clock: deps.clock,
    logger: deps.logger,
    dataDir: deps.dataDir,
    emit: deps.emitStatus,
    notice: deps.notice,
    ...(deps.restAfterMs !== undefined ? { restAfterMs: deps.restAfterMs } : {}),
  })
  const signedInNow = () => {
    const current = service.current()
    if (!current) throw notSignedIn()
    return current
  }
  const signedInApi = () => signedInNow().api
  const editor = createPlaylistEditor({
    api: signedInApi,
    logger: deps.logger,
    emit: deps.emitPlaylist,
    notice: deps.notice,
    settled: (open) => settleIntoLibrary(service, open),
    async peek(id) {
      // Either key: `items` on today's service, `tracks` before it.
      const playlist = await signedInApi().playlists.getPlaylist(
        id,
        { fields: 'snapshot_id,items.total,tracks.total' },
        { lane: 'interactive' },
      )
      if (!playlist.snapshot_id) throw new Error('the service answered a playlist without a snapshot_id')
      return { snapshotId: playlist.snapshot_id, total: itemsOf(playlist as Playlist)?.total ?? 0 }
    },
    async reread(id) {
      const { api, data, market } = signedInNow()
      const { snapshot_id: snapshotId } = await api.playlists.getPlaylist(
        id,
        { fields: 'snapshot_id' },
        { lane: 'interactive' },
      )
      if (!snapshotId) throw new Error('the service answered a playlist without a snapshot_id')
      const items = await readPlaylistItems(api, data, id, snapshotId, {
        market,
        lane: 'interactive',
        signal: new AbortController().signal,
      })
      return { snapshotId, items }
    },
  })
  const saved = createSavedItems({
    current: () => service.current(),
    changed: () => service.changed(),
    refresh: (kinds) => service.refresh(kinds),
    notice: deps.notice,
    ...(deps.savedChanged ? { savedChanged: deps.savedChanged } : {}),
  })
  const handlers: Library['handlers'] = {
    ...createLibraryHandlers({ service, saved, play: deps.play }),
    ...requiringSession(
      createCatalogHandlers({
        api: signedInApi,
        userId: () => userId,
        defaultMarket: () => (scopes.includes('user-read-private') ? 'from_token' : 'US'),
      }),
      signedInNow,
    ),
    ...requiringSession(
      createPlaylistHandlers({ service, editor, userId: () => userId, now: () => deps.clock.now() }),
      signedInNow,
    ),
  }

  return {
    service,
    editor,
    handlers,
    sessionChanged(state, apiUrl) {
      if (state.status === 'signed-in' && apiUrl) {
        userId = state.user.id
        scopes = state.scopes
        service.sessionChanged(
          { profile: state.profile, apiUrl, userId: state.user.id, scopes: state.scopes },
          false,
        )
        return
      }
      userId = undefined
      scopes = []
      editor.forgetAll()
      // A sign-out the user asked for forgets their library on this computer too.
      service.sessionChanged(null, state.status === 'signed-out' && state.reason?.code === 'signed-out')
    },
    savedElsewhere: (uri, isSaved) => saved.tookEffect(uri, isSaved),
    dispose: () => service.dispose(),
  }
}
