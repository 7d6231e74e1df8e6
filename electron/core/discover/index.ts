import type { Playlist, SessionState } from '../../contract'
import type { ApiClient } from '../api'
import type { HandlersOf } from '../bridge/dispatcher'
import type { CoreBus } from '../bridge/event-bus'
import { EncoreError } from '../errors'
import type { Library } from '../library'
import type { Clock } from '../ports'
import { createDiscoverHandlers } from './discover-handlers'
import { createReadCache, type ReadCache } from './read-cache'

/**
 * Discover's core: home shelves, browse, radio and a track's sound over the API client, with one read cache
 * per session (dropped, with what is in flight, whenever the session changes).
 */
export interface DiscoverDeps {
  api(): ApiClient | undefined
  clock: Clock
  library: Pick<Library, 'handlers' | 'service'>
  /** Core's bus: a session change drops the read cache (unless it is the same user's). */
  bus: Pick<CoreBus, 'on'>
}

export interface Discover {
  handlers: HandlersOf<'discover' | 'radio' | 'sound'>
  cache: ReadCache
}

export function createDiscover(deps: DiscoverDeps): Discover {
  const cache = createReadCache(deps.clock)
  let session: SessionState | undefined
  const noSignal = () => ({ signal: new AbortController().signal })
  const handlers = createDiscoverHandlers({
    api() {
      const api = deps.api()
      if (!api) throw new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')
      return api
    },
    cache,
    country: () => (session?.status === 'signed-in' ? (session.user.country ?? undefined) : undefined),
    market: () =>
      session?.status === 'signed-in' && session.scopes.includes('user-read-private') ? 'from_token' : 'US',
    createPlaylist: ({ name, description }) =>
      Promise.resolve(
        deps.library.handlers['playlists.create']({ name, description, public: false }, noSignal()),
      ),
    async addToPlaylist(id, uris) {
      // The library's editor edits open playlists only: opening one just made reads nothing more.
      await deps.library.handlers['playlists.get']({ id }, noSignal())
      return deps.library.handlers['playlists.addItems']({ id, uris }, noSignal())
    },
    listedPlaylist: (id): Playlist | undefined =>
      deps.library.service.current()?.data.playlists.find((playlist) => playlist.id === id),
  })
  deps.bus.on('session.changed', (state) => {
    const before = session
    session = state
    const sameUser =
      before?.status === 'signed-in' &&
      state.status === 'signed-in' &&
      before.user.id === state.user.id &&
      before.profile === state.profile
    if (!sameUser) cache.clear()
  })
  return { handlers, cache }
}
