import type { LibraryStatus, Notice, ServiceKind, ShownLanguage } from '../../../contract'
import type { LibraryCacheStore } from './cache-store'
import type { AccountDataDeps } from '../../service/account-deps'

/*
 * What the library service is built from and for whom: apart from library-service.ts so its parts (the sync,
 * the cache keeping, the state they share) take these without importing the service that makes them.
 */

export interface LibrarySession {
  profile: ServiceKind
  apiUrl: string
  userId: string
  scopes: readonly string[]
  /** The user's country (audiobooks are sold in a few); null or absent when the service does not say. */
  country?: string | null
}

export interface LibraryServiceDeps extends Omit<AccountDataDeps, 'apiUrl'> {
  emit(status: LibraryStatus): void
  notice(notice: Notice): void
  /** Test seam: another store. */
  store?: LibraryCacheStore
  /** How long the library stays in memory once nothing shows Encore (default a minute). */
  restAfterMs?: number
  /** The language its notices and failures speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}
