import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { arrangementSchemas, type ArrangementFile } from '../../../contract'
import { moveAside } from '../../base/files/atomic-write'
import { OWNER_ONLY, writeFileAtomic } from '../../base/files/private-files'
import type { Logger } from '../../base/ports'
import type { CacheOwner } from './cache-format'
import { arrangementProblem, emptyArrangement } from './playlist-arrangement'

/**
 * Where the playlist arrangement lives: `<data folder>/arrangements/arrangement-<hash>.json`, one owner-only
 * file per service and user, written atomically. A file that cannot be used (not JSON, not an arrangement) is
 * moved aside to `….damaged-<time>` (kept for a look, never read again) and reported; the arrangement starts
 * empty. Without a data folder (tests) the text stays in memory.
 */
export interface ArrangementStore {
  /** The arrangement of this owner (empty when none); `problem` says why a damaged one was set aside (English, a clause: "it is not valid JSON"). */
  load(owner: CacheOwner): { file: ArrangementFile; problem: string | null }
  /** False when it could not be written (logged; memory holds it for this run). */
  save(owner: CacheOwner, file: ArrangementFile): boolean
}

export const ARRANGEMENT_FOLDER = 'arrangements'

export function arrangementFileName(owner: CacheOwner): string {
  const hash = createHash('sha256').update(`${owner.service}\n${owner.userId}`).digest('hex').slice(0, 24)
  return `arrangement-${hash}.json`
}

/** The file's text as an arrangement, or why it is not one (said without quoting the text). */
export function parseArrangement(text: string): ArrangementFile | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'it is not valid JSON'
  }
  const parsed = arrangementSchemas().ArrangementFileSchema.safeParse(value)
  if (!parsed.success) return 'it is not a playlist arrangement Encore made'
  return arrangementProblem(parsed.data) ?? parsed.data
}

export const arrangementText = (file: ArrangementFile) => `${JSON.stringify(file, null, 2)}\n`

export function createArrangementStore(
  dataDir: string | undefined,
  logger: Logger,
  now: () => number,
): ArrangementStore {
  const memory = new Map<string, string>()
  const pathOf = (owner: CacheOwner) =>
    dataDir ? join(dataDir, ARRANGEMENT_FOLDER, arrangementFileName(owner)) : null

  /** The file's text; null when there is none; an error when it is there but cannot be read. */
  const readText = (owner: CacheOwner): string | null | Error => {
    const path = pathOf(owner)
    if (!path) return memory.get(arrangementFileName(owner)) ?? null
    try {
      return readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      return error as Error
    }
  }

  const setAside = (owner: CacheOwner) => {
    const path = pathOf(owner)
    if (!path) return memory.delete(arrangementFileName(owner))
    try {
      moveAside(path, `${path}.damaged-${now()}`)
    } catch (error) {
      logger.warn('A damaged playlist arrangement could not be set aside', {
        error: (error as Error).message,
      })
    }
  }

  return {
    load(owner) {
      const text = readText(owner)
      if (text === null) return { file: emptyArrangement(), problem: null }
      const parsed = text instanceof Error ? 'it could not be read' : parseArrangement(text)
      if (typeof parsed !== 'string') return { file: parsed, problem: null }
      logger.warn('The playlist arrangement cannot be used; it was set aside', { problem: parsed })
      setAside(owner)
      return { file: emptyArrangement(), problem: parsed }
    },
    save(owner, file) {
      const path = pathOf(owner)
      if (!path) {
        memory.set(arrangementFileName(owner), arrangementText(file))
        return true
      }
      try {
        writeFileAtomic(path, arrangementText(file), OWNER_ONLY)
        return true
      } catch (error) {
        logger.warn('The playlist arrangement could not be written', { error: (error as Error).message })
        return false
      }
    },
  }
}
