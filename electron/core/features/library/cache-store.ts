import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Logger } from '../../base/ports'
import { moveAside, removeStaleTemporariesIn } from '../../base/files/atomic-write'
import { OWNER_ONLY, writeFileAtomic } from '../../base/files/private-files'
import {
  CacheProblem,
  decodeCacheDocument,
  decodeCacheSlices,
  encodeCache,
  parseCacheText,
  type CacheOwner,
  type DecodedCache,
  type UrlCodec,
} from './cache-format'
import type { LibraryData } from './library-data'
import { runInSlices } from './sliced-work'

/**
 * Where library caches live: `<data folder>/library/library-<hash>.json`, one owner-only file per service and
 * user (the hash names both; the file says both again and is used only when they match), written atomically.
 * A file that cannot be used is renamed to `….corrupt` (owner-only, kept for a look, never read again) and
 * reported; the next sync writes a good one. The temporaries of writes cut short are removed when the store is
 * made (at start). Without a data folder (tests) the text stays in memory, in the same format.
 */
export interface LibraryCacheStore {
  /** The cache of this owner; null when there is none; `problem` (what is wrong with it) when it cannot be used. */
  load(
    owner: CacheOwner,
    codec: UrlCodec,
  ): { data: LibraryData; savedAt: number } | { problem: string } | null
  /**
   * The cache of this owner read without holding core's thread for long (the file read off the thread, the
   * rows made a slice at a time). Null when there is none or it cannot be used: `load` then says why.
   */
  loadSoon(owner: CacheOwner, codec: UrlCodec): Promise<DecodedCache | null>
  /** False when the file could not be written (it was logged; memory holds more than the file). */
  save(owner: CacheOwner, data: LibraryData, codec: UrlCodec, savedAt: number): boolean
  /** Deletes this owner's cache (signing out). */
  forget(owner: CacheOwner): void
  /** The file of this owner, or null in memory. */
  pathOf(owner: CacheOwner): string | null
}

export const CACHE_FOLDER = 'library'

export function cacheFileName(owner: CacheOwner): string {
  const hash = createHash('sha256').update(`${owner.service}\n${owner.userId}`).digest('hex').slice(0, 24)
  return `library-${hash}.json`
}

export function createLibraryCacheStore(dataDir: string | undefined, logger: Logger): LibraryCacheStore {
  const memory = new Map<string, string>()
  // What writes cut short left beside the caches (each cache itself is whole), whoever's they were.
  if (dataDir) removeStaleTemporariesIn(join(dataDir, CACHE_FOLDER))
  const pathOf = (owner: CacheOwner) => (dataDir ? join(dataDir, CACHE_FOLDER, cacheFileName(owner)) : null)

  const readText = (owner: CacheOwner): string | null => {
    const path = pathOf(owner)
    if (!path) return memory.get(cacheFileName(owner)) ?? null
    try {
      return readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new CacheProblem(`it could not be read (${(error as Error).message})`)
    }
  }

  const parseText = (owner: CacheOwner): unknown => {
    const text = readText(owner)
    return text === null ? undefined : parseCacheText(text)
  }

  /** As `parseText`, the file read off core's thread; its text is let go before the rows are made. */
  const parseTextSoon = async (owner: CacheOwner): Promise<unknown> => {
    const path = pathOf(owner)
    const text = path ? await readFile(path, 'utf8') : memory.get(cacheFileName(owner))
    return text === undefined ? undefined : parseCacheText(text)
  }

  const setAside = (owner: CacheOwner) => {
    const path = pathOf(owner)
    if (!path) return memory.delete(cacheFileName(owner))
    try {
      moveAside(path, `${path}.corrupt`)
    } catch {
      // Nothing to set aside: the next save replaces it either way.
    }
  }

  return {
    pathOf,
    load(owner, codec) {
      try {
        // Parsed at once, so that the text is let go before the rows are made from it.
        const raw = parseText(owner)
        return raw === undefined ? null : decodeCacheDocument(raw, owner, codec)
      } catch (error) {
        if (!(error instanceof CacheProblem)) throw error
        logger.warn('The library cache cannot be used; it will be rebuilt', { problem: error.message })
        setAside(owner)
        // What was wrong with the file; the library says it in the language spoken.
        return { problem: error.message }
      }
    },
    async loadSoon(owner, codec) {
      try {
        const raw = await parseTextSoon(owner)
        return raw === undefined ? null : await runInSlices(decodeCacheSlices(raw, owner, codec))
      } catch {
        // Whatever it was (no file, a damaged one), `load` meets it again and deals with it.
        return null
      }
    },
    save(owner, data, codec, savedAt) {
      const text = encodeCache(data, owner, savedAt, codec)
      const path = pathOf(owner)
      if (!path) {
        memory.set(cacheFileName(owner), text)
        return true
      }
      try {
        writeFileAtomic(path, text, OWNER_ONLY)
        return true
      } catch (error) {
        logger.warn('The library cache could not be written', { error: (error as Error).message })
        return false
      }
    },
    forget(owner) {
      const path = pathOf(owner)
      if (!path) {
        memory.delete(cacheFileName(owner))
        return
      }
      rmSync(path, { force: true })
    },
  }
}

export type { CacheOwner }
