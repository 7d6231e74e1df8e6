import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { moveAside, removeStaleTemporariesIn } from '../files/atomic-write'
import { OWNER_ONLY, writeFileAtomic } from '../files/private-files'
import type { Logger } from '../ports'
import type { QueuedChange } from './outbox-entries'

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

/** The document in `text`, checked for its shape and owner; throws a sentence saying what is wrong. */
export function parseOutbox(text: string, owner: OutboxOwner): OutboxDocument {
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
  const entries = value['entries']
  if (!Array.isArray(entries) || !entries.every(isQueuedChange)) throw new Error('its changes are damaged')
  const next = value['next']
  if (typeof next !== 'number' || !Number.isInteger(next) || next < 1)
    throw new Error('its counter is damaged')
  const parts = isRecord(value['parts']) ? value['parts'] : {}
  return { format: 'encore-outbox', version: 1, owner, next, entries, parts }
}

function isQueuedChange(value: unknown): value is QueuedChange {
  if (!isRecord(value) || !isRecord(value['change'])) return false
  const kind = value['change']['kind']
  return (
    typeof value['id'] === 'string' &&
    typeof value['queuedAt'] === 'number' &&
    (value['state'] === 'waiting' || value['state'] === 'sending') &&
    typeof value['uncertain'] === 'boolean' &&
    typeof value['alone'] === 'boolean' &&
    (kind === 'saved' ||
      kind === 'playlist-create' ||
      kind === 'playlist-details' ||
      kind === 'playlist-edit')
  )
}

export function createOutboxStore(dataDir: string | undefined, logger: Logger): OutboxStore {
  const memory = new Map<string, string>()
  // What writes cut short left beside the files (each file itself is whole), whoever's they were.
  if (dataDir) removeStaleTemporariesIn(join(dataDir, OUTBOX_FOLDER))
  const pathOf = (owner: OutboxOwner) => (dataDir ? join(dataDir, OUTBOX_FOLDER, fileName(owner)) : null)

  const readText = (owner: OutboxOwner): string | null => {
    const path = pathOf(owner)
    if (!path) return memory.get(fileName(owner)) ?? null
    try {
      return readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new Error(`it could not be read (${(error as Error).message})`, { cause: error })
    }
  }

  return {
    pathOf,
    load(owner) {
      try {
        const text = readText(owner)
        return { document: text === null ? emptyOutbox(owner) : parseOutbox(text, owner), problem: null }
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
    save(document) {
      const text = `${JSON.stringify(document)}\n`
      const path = pathOf(document.owner)
      if (!path) {
        memory.set(fileName(document.owner), text)
        return
      }
      writeFileAtomic(path, text, OWNER_ONLY)
    },
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
