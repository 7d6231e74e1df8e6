import { EncoreError, OUT_OF_REACH_CODES } from '../../base/errors'
import type { Clock } from '../../base/ports'

/** The most pages kept; the oldest read goes first. */
const MAX_PAGES = 100

/**
 * Pages read before (an album, an artist), kept in memory for while the service is out of reach: a read that
 * fails because the service cannot be reached answers the last copy, with the time it was read
 * (`offlineReadAt`) so the page can say so. Any other failure (gone, refused, signed out) is the page's answer.
 * Forgotten when the session ends, so one person's pages never show to the next.
 */
export interface KeptPages {
  read<T extends object>(key: string, load: () => Promise<T>): Promise<T & { offlineReadAt?: number }>
  forget(): void
}

export function createKeptPages(clock: Pick<Clock, 'now'>, maxPages = MAX_PAGES): KeptPages {
  const pages = new Map<string, { value: object; readAt: number }>()
  return {
    async read<T extends object>(key: string, load: () => Promise<T>) {
      try {
        const value = await load()
        pages.delete(key)
        pages.set(key, { value, readAt: clock.now() })
        while (pages.size > maxPages) pages.delete(pages.keys().next().value!)
        return value
      } catch (error) {
        const kept = pages.get(key)
        if (!kept || !(error instanceof EncoreError) || !OUT_OF_REACH_CODES.has(error.code)) throw error
        return { ...(kept.value as T), offlineReadAt: kept.readAt }
      }
    },
    forget: () => pages.clear(),
  }
}
