import type { ShownLanguage } from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { createDisposables } from '../../base/disposables'
import { createArtistPictures } from './artist-pictures'
import { createHistoryHandlers, type HistoryLibrary } from './history-handlers'
import { createHistoryService, type HistoryService } from './history-service'
import { artistAlbumsReader } from './release-checks'
import { createReleaseService, type ReleaseService } from './release-service'
import type { SavedRef } from './shelf-readers'
import { accountDataOf, type AccountDataDeps } from '../../service/account-deps'

/**
 * Your listening, kept by Encore: the history service (plays seen and read, kept per user) and the release
 * checks of followed artists, listening on core's bus for the session, the player and the library, and the
 * bridge's `history.*` methods. `createEncore` makes one and hands it the bus.
 */

export interface HistoryDeps<S extends SavedRef> extends AccountDataDeps {
  bus: CoreBus
  library: HistoryLibrary<S>
  /** How long loaded plays stay in memory after the last query (default a minute). */
  restAfterMs?: number
  /** The language its words are said in now; English when not given. */
  language?: () => ShownLanguage
}

export interface History {
  service: HistoryService
  releases: ReleaseService
  handlers: HandlersOf<'history'>
  dispose(): Promise<void>
}

export function createHistory<S extends SavedRef>(deps: HistoryDeps<S>): History {
  const { bus } = deps
  const releases = createReleaseService({
    artistAlbums: () => {
      const api = deps.api()
      return api && artistAlbumsReader(api)
    },
    clock: deps.clock,
    logger: deps.logger,
    followedArtists: () => deps.library.followedArtists(),
    changed: () => service.announce(),
  })
  const service = createHistoryService({
    ...accountDataOf(deps),
    emit: (status) => bus.emit('history.changed', status),
    notice: (notice) => bus.emit('notice', notice),
    ownerChanged: (store) => releases.ownerChanged(store),
    language: deps.language,
    ...(deps.restAfterMs !== undefined ? { restAfterMs: deps.restAfterMs } : {}),
  })
  const pictures = createArtistPictures({ api: deps.api, clock: deps.clock, logger: deps.logger })
  // What history holds until it is disposed, undone in reverse: its listening, then the two services' timers.
  const held = createDisposables((error) =>
    deps.logger.error('Your listening failed to stop a part', { error }),
  )
  held.add(service)
  held.add(releases)
  held.add(
    bus.on('session.changed', (state) => {
      pictures.forget()
      service.sessionChanged(state)
    }),
  )
  held.add(bus.on('playback.state', (state) => service.playbackChanged(state)))
  held.add(bus.on('library.changed', () => releases.libraryChanged()))
  return {
    service,
    releases,
    handlers: createHistoryHandlers({
      service,
      releases,
      library: deps.library,
      clock: deps.clock,
      pictures,
      language: deps.language,
    }),
    dispose: () => held.dispose(),
  }
}
