import { libraryKinds, type KindSync, type LibraryKind, type SyncState } from '../../../contract'
import type { LibrarySession } from './library-deps'

export interface SyncProgress {
  state: SyncState
  kinds: Record<LibraryKind, KindSync>
  startedAt: number | null
  finishedAt: number | null
}

const waiting = (): KindSync => ({ state: 'waiting', loaded: 0, total: null, error: null, resumesAt: null })

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
