import { libraryKinds, type KindSync, type LibraryKind, type SyncState } from '../../../contract'
import type { CacheOwner, UrlCodec } from './cache-format'
import type { LibraryData } from './library-data'
import type { SavedFingerprints } from './saved-fingerprints'
import type { LibrarySession } from './library-deps'

/**
 * What the library of the signed-in user holds: the service makes it, the cache keeping puts its rows to rest
 * and wakes them, the sync reads into its data.
 */
export interface Held {
  owner: CacheOwner
  session: LibrarySession
  codec: UrlCodec
  /** Null while the library rests on disk. */
  data: LibraryData | null
  /** The counts when it went to rest (status needs them; the rows are on disk). */
  restingCounts: Record<LibraryKind, number>
  /** Which tracks are saved, while the rows rest (when the list was read to the end); null otherwise. */
  restingSaved: SavedFingerprints | null
  fromCache: boolean
  cachedAt: number | null
  /** The cache file holds exactly what memory holds: only then may the rows rest on disk. */
  onDisk: boolean
  cacheProblem: string | null
}

export interface SyncProgress {
  state: SyncState
  kinds: Record<LibraryKind, KindSync>
  startedAt: number | null
  finishedAt: number | null
}

const waiting = (): KindSync => ({ state: 'waiting', loaded: 0, total: null, error: null })

export const idleKinds = (): Record<LibraryKind, KindSync> =>
  Object.fromEntries(libraryKinds.map((kind) => [kind, waiting()])) as Record<LibraryKind, KindSync>

export const idleSync = (): SyncProgress => ({
  state: 'idle',
  kinds: idleKinds(),
  startedAt: null,
  finishedAt: null,
})

export const marketOf = (session: LibrarySession): string | undefined =>
  // Knowing the user's market says which saved tracks cannot play here; it needs user-read-private.
  session.scopes.includes('user-read-private') ? 'from_token' : undefined
