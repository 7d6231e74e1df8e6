import { chmodSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import type { Logger } from '../ports'
import { removeStaleTemporaries, writeFileAtomic } from './atomic-write'

export { writeFileAtomic } from './atomic-write'

/** Creates the folder (owner-only when new) that holds a data file. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
}

/** Tightens a file's mode to `mode` when it is looser (someone copied it in, or an old version wrote it). */
export function tightenMode(path: string, mode: number): boolean {
  if (process.platform === 'win32') return false
  const current = statSync(path).mode & 0o777
  if ((current & ~mode) === 0) return false
  chmodSync(path, mode)
  return true
}

/** Owner read and write only. */
export const OWNER_ONLY = 0o600

export interface PrivateJsonMap<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  read(): Record<string, T>
  write(values: Record<string, T>): void
}

/**
 * A JSON object kept in an owner-only file, read and written whole: an absent file reads as empty, a file
 * someone loosened is tightened again (and said so), entries `accept` does not recognise are left out, and an
 * unreadable file reads as empty, reported, so the next write replaces it.
 */
export function createPrivateJsonMap<T>(
  path: string,
  accept: (value: unknown) => value is T,
  logger: Logger,
  what: string,
): PrivateJsonMap<T> {
  const map: PrivateJsonMap<T> = {
    get: (key) => map.read()[key],
    set(key, value) {
      map.write({ ...map.read(), [key]: value })
    },
    delete(key) {
      const values = map.read()
      if (!(key in values)) return
      delete values[key]
      map.write(values)
    },
    read() {
      // What a write cut short left beside the file (the file itself is whole), secrets included.
      removeStaleTemporaries(path)
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
        throw error
      }
      if (tightenMode(path, OWNER_ONLY))
        logger.warn(`The ${what} file was readable by others; it is owner-only now`)
      try {
        const parsed: unknown = JSON.parse(text)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          return Object.fromEntries(
            Object.entries(parsed).filter((entry): entry is [string, T] => accept(entry[1])),
          )
        }
      } catch {
        // Reported below: an unreadable file holds nothing we can use.
      }
      logger.warn(`The ${what} file is not readable; it will be replaced`)
      return {}
    },
    write(values) {
      writeFileAtomic(path, `${JSON.stringify(values, null, 2)}\n`, OWNER_ONLY)
    },
  }
  return map
}
