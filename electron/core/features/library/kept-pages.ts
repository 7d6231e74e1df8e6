import { EncoreError, OUT_OF_REACH_CODES } from '../../base/errors'
import type { Clock } from '../../base/ports'
import type { CacheOwner } from './cache-format'
import type { KeptPagesStore } from './kept-pages-store'

/** The most pages kept in memory; the oldest read goes first (the disk keeps more: kept-pages-store.ts). */
const MAX_PAGES = 100

/**
 * Pages read before (an album, an artist, a playlist), kept for while the service is out of reach: a read that
 * fails because the service cannot be reached answers the last copy, with the time it was read
 * (`offlineReadAt`) so the page can say so. Any other failure (gone, refused, signed out) is the page's answer.
 * The copies are kept in memory and, with a store, on disk per user (so they still open after a restart
 * without the network). Whose pages they are follows the session: one person's pages never show to the next.
 */
export interface KeptPages {
  read<T extends object>(key: string, load: () => Promise<T>): Promise<T & { offlineReadAt?: number }>
  /** Whose pages are kept from now on (null: nobody is signed in); another person's are forgotten first. */
  open(owner: CacheOwner | null): void
  /** Forgets the pages in memory; `erase`: the owner's pages on disk too (a sign-out that forgets the library). */
  forget(erase?: CacheOwner): void
}

export function createKeptPages(
  clock: Pick<Clock, 'now'>,
  maxPages = MAX_PAGES,
  store: KeptPagesStore | null = null,
): KeptPages {
  const pages = new Map<string, { value: object; readAt: number }>()
  let owner: CacheOwner | null = null
  return {
    async read<T extends object>(key: string, load: () => Promise<T>) {
      try {
        const value = await load()
        const readAt = clock.now()
        pages.delete(key)
        pages.set(key, { value, readAt })
        while (pages.size > maxPages) pages.delete(pages.keys().next().value!)
        store?.write(key, value, readAt)
        return value
      } catch (error) {
        if (!(error instanceof EncoreError) || !OUT_OF_REACH_CODES.has(error.code)) throw error
        const kept = pages.get(key) ?? store?.read(key)
        if (!kept) throw error
        return { ...(kept.value as T), offlineReadAt: kept.readAt }
      }
    },
    open(next) {
      if (next?.service !== owner?.service || next?.userId !== owner?.userId) pages.clear()
      owner = next
      store?.open(next)
    },
    forget(erase) {
      pages.clear()
      if (erase) store?.erase(erase)
    },
  }
}
