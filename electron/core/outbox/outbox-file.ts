import { createHash } from 'node:crypto'
import { readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { moveAside, removeStaleTemporariesIn } from '../files/atomic-write'
import { OWNER_ONLY, writeFileAtomic } from '../files/private-files'
import type { Logger } from '../ports'
import type { QueuedChange } from './outbox-entries'
import { checkEntries, damagedEntryName } from './outbox-schema'

/**
 * Where the waiting changes are kept: `<data folder>/outbox/outbox-<hash>.json`, one owner-only file per service
 * and user (the hash names both; the file says both again and is used only when they match), replaced whole and
 * atomically (a crash leaves the old file or the new one, never part of each) each time the queue changes,
 * before anything is sent. A file that cannot be used is set aside as `….corrupt` (owner-only) and said in a
 * notice. Without a data folder (tests) the documents stay in memory, in the same form.
 */

export interface OutboxOwner {
  /** "demo", or "spotify@<api address>" (as the library's cache names a service). */
  service: string
  userId: string
}

export interface OutboxDocument {
  format: 'encore-outbox'
  version: 1
  owner: OutboxOwner
  /** The number of the next change (ids never repeat, even across restarts). */
  next: number
  entries: QueuedChange[]
  /** What parts of core keep beside the queue (the playlist editor: the playlists with edits waiting). */
  parts: Record<string, unknown>
}

export interface OutboxStore {
  /** The owner's document; an empty one when there is none; `problem` when one could not be used. */
  load(owner: OutboxOwner): { document: OutboxDocument; problem: string | null }
  /** Throws when it could not be written (the caller says so: the change is kept only until Encore quits). */
  save(document: OutboxDocument): void
  /** Deletes the owner's document (a sign-out that drops what waits). */
  forget(owner: OutboxOwner): void
  pathOf(owner: OutboxOwner): string | null
}

export const OUTBOX_FOLDER = 'outbox'

export function emptyOutbox(owner: OutboxOwner): OutboxDocument {
  return { format: 'encore-outbox', version: 1, owner, next: 1, entries: [], parts: {} }
}

function fileName(owner: OutboxOwner): string {
  const hash = createHash('sha256').update(`${owner.service}\n${owner.userId}`).digest('hex').slice(0, 24)
  return `outbox-${hash}.json`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The document in `text`, checked for its shape and owner (throws a sentence saying what is wrong), and each
 * of its entries by its schema: those that fail are answered apart, as they were, and left out of it.
 */
export function parseOutbox(
  text: string,
  owner: OutboxOwner,
): { document: OutboxDocument; damaged: unknown[] } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error('it is not valid JSON (cut short?)')
  }
  if (!isRecord(value) || value['format'] !== 'encore-outbox') throw new Error('it is not an outbox file')
  if (value['version'] !== 1) throw new Error(`it is of another version (${String(value['version'])})`)
  const kept = value['owner']
  if (!isRecord(kept) || kept['service'] !== owner.service || kept['userId'] !== owner.userId) {
    throw new Error('it belongs to another user or service')
  }
  const list = value['entries']
  if (!Array.isArray(list)) throw new Error('its list of changes is damaged')
  const next = value['next']
  if (typeof next !== 'number' || !Number.isInteger(next) || next < 1)
    throw new Error('its counter is damaged')
  const parts = isRecord(value['parts']) ? value['parts'] : {}
  const { kept: entries, damaged } = checkEntries(list)
  return { document: { format: 'encore-outbox', version: 1, owner, next, entries, parts }, damaged }
}

/** Writes the damaged entries beside the file (owner-only) and answers the sentence that names them. */
function setAside(path: string | null, damaged: unknown[], when: number): string {
  const names = damaged.map(damagedEntryName)
  const what =
    damaged.length === 1
      ? `One change waiting to be sent was damaged and left out: ${names[0]}`
      : `${damaged.length} changes waiting to be sent were damaged and left out: ${names.join('; ')}`
  if (!path) return `${what}. The others are kept.`
  const aside = `${path}.damaged-${when}`
  try {
    writeFileAtomic(aside, `${JSON.stringify(damaged, null, 2)}\n`, OWNER_ONLY)
    return `${what}. It was set aside as ${aside}; the others are kept.`
  } catch {
    return `${what} (it could not be set aside). The others are kept.`
  }
}

export function createOutboxStore(
  dataDir: string | undefined,
  logger: Logger,
  now: () => number = Date.now,
  /** The user Encore runs as (tests pass another); null where there are no user ids (Windows). */
  uid: number | null = typeof process.getuid === 'function' ? process.getuid() : null,
): OutboxStore {
  const memory = new Map<string, string>()
  // What writes cut short left beside the files (each file itself is whole), whoever's they were.
  if (dataDir) removeStaleTemporariesIn(join(dataDir, OUTBOX_FOLDER))
  const pathOf = (owner: OutboxOwner) => (dataDir ? join(dataDir, OUTBOX_FOLDER, fileName(owner)) : null)

  const readText = (owner: OutboxOwner): string | null => {
    const path = pathOf(owner)
    if (!path) return memory.get(fileName(owner)) ?? null
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new Error(`it could not be read (${(error as Error).message})`, { cause: error })
    }
    // Another user's file must not send changes as this user (someone put it there, or a copy kept its owner).
    const fileUid = uid === null ? uid : statSync(path).uid
    if (fileUid !== uid) throw new Error(`it belongs to another user of this computer (uid ${fileUid})`)
    return text
  }

  function save(document: OutboxDocument): void {
    const text = `${JSON.stringify(document)}\n`
    const path = pathOf(document.owner)
    if (!path) {
      memory.set(fileName(document.owner), text)
      return
    }
    writeFileAtomic(path, text, OWNER_ONLY)
  }

  return {
    pathOf,
    load(owner) {
      try {
        const text = readText(owner)
        if (text === null) return { document: emptyOutbox(owner), problem: null }
        const { document, damaged } = parseOutbox(text, owner)
        if (!damaged.length) return { document, problem: null }
        const problem = setAside(pathOf(owner), damaged, now())
        logger.warn('Damaged changes in an outbox file were set aside', { count: damaged.length })
        // Written again without them, so the next start does not meet them again.
        try {
          save(document)
        } catch (error) {
          logger.warn('An outbox file could not be written again without its damaged changes', { error })
        }
        return { document, problem }
      } catch (error) {
        const path = pathOf(owner)
        let where = ''
        if (path) {
          try {
            where = `; it was set aside as ${moveAside(path, `${path}.corrupt`)}`
          } catch {
            where = '; it could not be set aside'
          }
        } else memory.delete(fileName(owner))
        const problem = `The changes waiting to be sent could not be read (${(error as Error).message})${where}.`
        logger.warn('An outbox file could not be used', { problem })
        return { document: emptyOutbox(owner), problem }
      }
    },
    save,
    forget(owner) {
      const path = pathOf(owner)
      if (!path) {
        memory.delete(fileName(owner))
        return
      }
      rmSync(path, { force: true })
    },
  }
}
