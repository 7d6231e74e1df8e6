import { readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../ports'
import { removeStaleTemporaries, writeFileAtomic } from './atomic-write'
import { OWNER_ONLY } from './private-files'

/**
 * Small JSON documents core keeps for itself in the data folder (what the service refused, caches), each in
 * its own owner-only file written atomically. Without a folder (tests) they live in memory. A document that
 * cannot be read is reported and read as absent; one that cannot be written is reported to `onWriteFailed`
 * (the page hears what was not kept) and kept in memory for this run.
 */
export interface JsonDocuments {
  read(name: string): unknown
  write(name: string, value: unknown): void
  /**
   * Removes what writes of `name` cut short left beside it, without reading it: for a document read only when
   * used (the lyrics cache), whose temporaries would otherwise stay until then.
   */
  clearTemporaries(name: string): void
  /** Whether the last read of `name` met a file that is not JSON (it was read as absent). */
  damaged(name: string): boolean
  /**
   * Moves `name` aside, renamed beside it (`requests.json.set-aside-2026-12-07T06-40-00`), and forgets it: a
   * document too big or damaged to use is neither read again at every start nor lost. Answers the new file's
   * name; null when there was no file to move (it is forgotten all the same).
   */
  setAside(name: string, at: number): string | null
}

export function createJsonDocuments(
  dir: string | undefined,
  logger: Logger,
  onWriteFailed: (name: string, error: unknown) => void = () => {},
): JsonDocuments {
  const memory = new Map<string, unknown>()
  const unreadable = new Set<string>()
  const fileOf = (name: string) => join(dir!, name)
  return {
    clearTemporaries(name) {
      if (dir) removeStaleTemporaries(fileOf(name))
    },
    damaged: (name) => unreadable.has(name),
    setAside(name, at) {
      memory.delete(name)
      unreadable.delete(name)
      if (!dir) return null
      const aside = `${name}.set-aside-${new Date(at).toISOString().slice(0, 19).replaceAll(':', '-')}`
      try {
        renameSync(fileOf(name), fileOf(aside))
        return aside
      } catch (error) {
        logger.warn('A data file could not be set aside', { file: name, error: (error as Error).message })
        return null
      }
    },
    read(name) {
      if (memory.has(name) || !dir) return structuredClone(memory.get(name))
      removeStaleTemporaries(fileOf(name))
      let text: string
      try {
        text = readFileSync(fileOf(name), 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          logger.warn('A data file could not be read', { file: name, error: (error as Error).message })
        }
        return undefined
      }
      try {
        const value: unknown = JSON.parse(text)
        memory.set(name, value)
        unreadable.delete(name)
        return structuredClone(value)
      } catch {
        logger.warn('A data file is not valid JSON; it will be replaced', { file: name })
        unreadable.add(name)
        return undefined
      }
    },
    write(name, value) {
      memory.set(name, structuredClone(value))
      unreadable.delete(name)
      if (!dir) return
      try {
        writeFileAtomic(fileOf(name), `${JSON.stringify(value, null, 2)}\n`, OWNER_ONLY)
      } catch (error) {
        logger.warn('A data file could not be written', { file: name, error: (error as Error).message })
        onWriteFailed(name, error)
      }
    },
  }
}
