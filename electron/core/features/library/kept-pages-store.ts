import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { removeStaleTemporariesIn } from '../../base/files/atomic-write'
import { OWNER_ONLY, writeFileAtomic } from '../../base/files/private-files'
import type { Logger } from '../../base/ports'
import type { CacheOwner } from './cache-format'

/**
 * Pages read before, kept on disk so that they still open after a restart without the network:
 * `<data folder>/pages/<hash of service and user>/`, one owner-only file per page (written atomically when
 * the page is read) and `index.json`, which names the owner and lists the pages oldest read first. Bounded:
 * the last MAX_PAGES pages and MAX_BYTES in all; the oldest go first, and a page larger than the whole bound
 * is not kept (nor does anything go for it). A file that cannot be read is a page not kept (it is written again at its next read).
 */
export interface KeptPagesStore {
  /** Whose pages are read and written from now on (null: nobody's). */
  open(owner: CacheOwner | null): void
  /** The page's last copy on disk and when it was read; null when there is none. */
  read(key: string): { value: object; readAt: number } | null
  write(key: string, value: object, readAt: number): void
  /** Deletes the owner's pages (a sign-out that forgets the library on this computer). */
  erase(owner: CacheOwner): void
}

export const PAGES_FOLDER = 'pages'
export const MAX_PAGES = 200
export const MAX_BYTES = 20 * 1024 * 1024

interface IndexEntry {
  key: string
  file: string
  readAt: number
  bytes: number
}

const INDEX = 'index.json'

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24)
const folderName = (owner: CacheOwner) => hashOf(`${owner.service}\n${owner.userId}`)

const isEntry = (value: unknown): value is IndexEntry => {
  const entry = value as Partial<IndexEntry> | null
  return (
    typeof entry?.key === 'string' &&
    typeof entry.file === 'string' &&
    /^[0-9a-f]{24}\.json$/.test(entry.file) &&
    Number.isFinite(entry.readAt) &&
    Number.isInteger(entry.bytes)
  )
}

/** The owner's index as kept (empty when there is none, or it is another owner's or cannot be read). */
function readIndex(folder: string, owner: CacheOwner, logger: Logger): IndexEntry[] {
  let text: string
  try {
    text = readFileSync(join(folder, INDEX), 'utf8')
  } catch {
    return []
  }
  try {
    const kept = JSON.parse(text) as { owner?: Partial<CacheOwner>; pages?: unknown }
    if (kept.owner?.service !== owner.service || kept.owner.userId !== owner.userId) return []
    return Array.isArray(kept.pages) ? kept.pages.filter(isEntry) : []
  } catch {
    logger.warn('The list of pages kept for offline could not be read; they are read again when opened')
    return []
  }
}

export function createKeptPagesStore(
  dataDir: string | undefined,
  logger: Logger,
  bounds: { pages: number; bytes: number } = { pages: MAX_PAGES, bytes: MAX_BYTES },
): KeptPagesStore {
  let owner: CacheOwner | null = null
  let folder: string | null = null
  let index: IndexEntry[] = []
  /** Without a data folder (tests) the files are kept in memory, by owner and file, as they would be written. */
  const memory = new Map<string, string>()
  const pathOf = (file: string) => join(folder!, file)

  const readText = (file: string): string | null => {
    if (!dataDir) return memory.get(`${folder}/${file}`) ?? null
    try {
      return readFileSync(pathOf(file), 'utf8')
    } catch {
      return null
    }
  }
  const writeText = (file: string, text: string) => {
    if (!dataDir) return void memory.set(`${folder}/${file}`, text)
    writeFileAtomic(pathOf(file), text, OWNER_ONLY)
  }
  const removeFile = (file: string) => {
    if (!dataDir) return void memory.delete(`${folder}/${file}`)
    rmSync(pathOf(file), { force: true })
  }

  /** Files of the folder the index does not name (a write cut short between a page and the index). */
  function removeStrays(): void {
    if (!dataDir || !folder) return
    removeStaleTemporariesIn(folder)
    const named = new Set([INDEX, ...index.map((entry) => entry.file)])
    let names: string[]
    try {
      names = readdirSync(folder)
    } catch {
      return
    }
    for (const name of names) if (name.endsWith('.json') && !named.has(name)) removeFile(name)
  }

  return {
    open(next) {
      if (next && owner && next.service === owner.service && next.userId === owner.userId) return
      owner = next
      folder = next ? join(dataDir ?? '', PAGES_FOLDER, folderName(next)) : null
      index = next ? (dataDir ? readIndex(folder!, next, logger) : parseMemoryIndex()) : []
      removeStrays()
    },
    read(key) {
      const entry = index.find((each) => each.key === key)
      const text = entry && readText(entry.file)
      if (!entry || !text) return null
      try {
        const kept = JSON.parse(text) as { key?: unknown; value?: unknown }
        if (kept.key !== key || typeof kept.value !== 'object' || kept.value === null) return null
        return { value: kept.value, readAt: entry.readAt }
      } catch {
        return null
      }
    },
    write(key, value, readAt) {
      if (!owner) return
      const file = `${hashOf(key)}.json`
      const text = JSON.stringify({ key, value })
      const bytes = Buffer.byteLength(text)
      // Larger than the whole bound: not kept, and nothing else goes for it.
      if (bytes > bounds.bytes) return
      const before = index.filter((entry) => entry.key !== key)
      const kept = [...before, { key, file, readAt, bytes }]
      // The oldest read go first, until both bounds hold.
      let total = kept.reduce((sum, entry) => sum + entry.bytes, 0)
      while (kept.length && (kept.length > bounds.pages || total > bounds.bytes)) total -= kept.shift()!.bytes
      try {
        if (kept.some((entry) => entry.file === file)) writeText(file, text)
        for (const entry of index) if (!kept.some((each) => each.file === entry.file)) removeFile(entry.file)
        index = kept
        writeText(INDEX, JSON.stringify({ format: 'encore-pages', version: 1, owner, pages: index }))
      } catch (error) {
        logger.warn('A page could not be kept for offline', { error: (error as Error).message })
      }
    },
    erase(whose) {
      const gone = join(dataDir ?? '', PAGES_FOLDER, folderName(whose))
      if (dataDir) rmSync(gone, { recursive: true, force: true })
      else for (const name of [...memory.keys()]) if (name.startsWith(`${gone}/`)) memory.delete(name)
      if (owner && whose.service === owner.service && whose.userId === owner.userId) index = []
    },
  }

  function parseMemoryIndex(): IndexEntry[] {
    const text = readText(INDEX)
    if (!text) return []
    const kept = JSON.parse(text) as { pages: unknown[] }
    return kept.pages.filter(isEntry)
  }
}
