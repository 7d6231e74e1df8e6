import type { SessionState, ShownLanguage } from '../../../contract'
import type { ApiClient } from '../../service/api'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { createDisposables } from '../../base/disposables'
import { EncoreError } from '../../base/errors'
import { wordsNow } from '../../base/words'
import type { Library } from '../library'
import type { Clock } from '../../base/ports'
import { createDiscoverHandlers } from './discover-handlers'
import { createReadCache, type ReadCache } from './read-cache'
import { discoverWords } from './discover-words'

/**
 * Discover's core: home shelves, browse, radio and a track's sound over the API client, with one read cache
 * per session (dropped, with what is in flight, whenever the session changes).
 */
export interface DiscoverDeps {
  api(): ApiClient | undefined
  clock: Clock
  library: Pick<Library, 'playlists'>
  /** Core's bus: a session change drops the read cache (unless it is the same user's). */
  bus: Pick<CoreBus, 'on'>
  /** The language its answers speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}

export interface Discover {
  handlers: HandlersOf<'discover' | 'radio' | 'sound'>
  cache: ReadCache
  /** Stops following the session. */
  dispose(): Promise<void>
}

export function createDiscover(deps: DiscoverDeps): Discover {
  const cache = createReadCache(deps.clock)
  let session: SessionState | undefined
  const handlers = createDiscoverHandlers({
    api() {
      const api = deps.api()
      if (!api) throw new EncoreError('NOT_SIGNED_IN', wordsNow(discoverWords, deps.language)('signInFirst'))
      return api
    },
    cache,
    country: () => (session?.status === 'signed-in' ? (session.user.country ?? undefined) : undefined),
    market: () =>
      session?.status === 'signed-in' && session.scopes.includes('user-read-private') ? 'from_token' : 'US',
    createPlaylist: (details) => deps.library.playlists.create(details),
    addToPlaylist: (id, uris) => deps.library.playlists.append(id, uris),
    listedPlaylist: (id) => deps.library.playlists.listed(id),
  })
  const held = createDisposables()
  held.add(
    deps.bus.on('session.changed', (state) => {
      const before = session
      session = state
      const sameUser =
        before?.status === 'signed-in' &&
        state.status === 'signed-in' &&
        before.user.id === state.user.id &&
        before.profile === state.profile
      if (!sameUser) cache.clear()
    }),
  )
  return { handlers, cache, dispose: () => held.dispose() }
}
