import type { Notice, SessionState, ShownLanguage } from '../../electron/contract'
import {
  createHistoryHandlers,
  type HistoryLibrary,
} from '../../electron/core/features/history/history-handlers'
import { createHistoryService } from '../../electron/core/features/history/history-service'
import { createReleaseService } from '../../electron/core/features/history/release-service'
import type { SavedRef } from '../../electron/core/features/history/shelf-readers'
import type { Clock } from '../../electron/core/base/ports'
import { createMemoryLogger } from './memory-logger'
import { aTrack } from './playback-states'

/**
 * The history's service and bridge handlers with no service to read (no API client): what the page asks of a
 * history already kept, for the handlers' tests and the query bench.
 */
export function offlineHistory<S extends SavedRef = SavedRef>(options: {
  clock: Clock
  dataDir?: string
  library?: Partial<HistoryLibrary<S>>
  notice?: (notice: Notice) => void
  language?: () => ShownLanguage
}) {
  const logger = createMemoryLogger().logger
  const { clock } = options
  const service = createHistoryService({
    api: () => undefined,
    apiUrl: () => 'http://127.0.0.1:9/v1',
    clock,
    logger,
    dataDir: options.dataDir,
    emit: () => {},
    notice: options.notice ?? (() => {}),
    ownerChanged: () => {},
  })
  const releases = createReleaseService({
    artistAlbums: () => undefined,
    clock,
    logger,
    followedArtists: () => null,
    changed: () => {},
  })
  const library: HistoryLibrary<S> = {
    savedTracks: () => null,
    trackOf: () => aTrack(),
    followedArtists: () => null,
    contextInfo: () => null,
    ...options.library,
  }
  const handlers = createHistoryHandlers({ service, releases, clock, library, language: options.language })
  return { service, releases, handlers }
}

/** The session of a user of the demo, as core's bus tells it. */
export function demoSession(userId: string): SessionState {
  return {
    status: 'signed-in',
    profile: 'demo',
    user: { id: userId, displayName: userId, imageUrl: null, email: null, product: null, country: null },
    scopes: [],
    tokenStorage: 'memory',
  }
}
