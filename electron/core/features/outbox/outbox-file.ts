import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { OWNER_ONLY, writeFileAtomic } from '../../base/files/private-files'
import type { Logger } from '../../base/ports'
import type { QueuedChange } from './outbox-entries'
import { lineOf, replay, unreadableWords, type JournalRecord } from './outbox-journal'
import { repairCounter } from './outbox-counter'
import {
  compactLedger,
  emptyLedger,
  hasLeft,
  left,
  readLedger,
  restartLedger,
  type Ledger,
} from './outbox-ledger'
import { diskFiles, memoryFiles, type OutboxFiles } from './outbox-files'
import { checkEntries, damagedEntryName } from './outbox-schema'

/**
 * Where the waiting changes are kept: `<data folder>/outbox/outbox-<hash>.json`, one owner-only file per service
 * and user (the hash names both; the file says both again and is used only when they match), written each time
 * the queue changes, before anything is sent: what changed is appended (outbox-journal.ts), and now and then the
 * whole queue replaces the file atomically (a crash leaves the old file or the new one, never part of each).
 * Beside it, `….settled` keeps the changes that left (outbox-ledger.ts), so that an older file put back sends
 * none of them again. A file that cannot be used is set aside as `….corrupt` (owner-only) and said in a notice.
 * Without a data folder (tests) the files stay in memory, in the same form.
 */

export interface OutboxOwner {
  /** "demo", or "spotify@<api address>" (as the library's cache names a service). */
  service: string
  userId: string
}

export interface OutboxDocument {
  format: 'encore-outbox'
  /** 1: the whole queue on one line; 2: a journal (the same line, then what changed, a line each). */
  version: 1 | 2
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
  /**
   * Throws when it could not be written (the caller says so: the change is kept only until Encore quits).
   * `touched`: entries whose change may have been changed in place (a sender prepared it), written again.
   */
  save(document: OutboxDocument, touched?: ReadonlySet<string>): void
  /** Deletes the owner's document (a sign-out that drops what waits). */
  forget(owner: OutboxOwner): void
  pathOf(owner: OutboxOwner): string | null
}

export const OUTBOX_FOLDER = 'outbox'

export function emptyOutbox(owner: OutboxOwner): OutboxDocument {
  return { format: 'encore-outbox', version: 2, owner, next: 1, entries: [], parts: {} }
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
): {
  document: OutboxDocument
  damaged: unknown[]
  unreadable: string[]
  lastUnreadable: boolean
  records: number
} {
  const end = text.indexOf('\n')
  const first = end < 0 ? text : text.slice(0, end)
  const rest = end < 0 ? [] : text.slice(end + 1).split('\n')
  const start = parseFirstLine(first, owner)
  const replayed = replay(start.document, rest)
  const { entries, next, parts, unreadable, lastUnreadable, records } = replayed
  const document: OutboxDocument = { ...start.document, next, entries, parts }
  const damaged = [...start.damaged, ...replayed.damaged]
  return { document, damaged, unreadable, lastUnreadable, records }
}

function parseFirstLine(text: string, owner: OutboxOwner): { document: OutboxDocument; damaged: unknown[] } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error('it is not valid JSON (cut short?)')
  }
  if (!isRecord(value) || value['format'] !== 'encore-outbox') throw new Error('it is not an outbox file')
  if (value['version'] !== 1 && value['version'] !== 2)
    throw new Error(`it is of another version (${String(value['version'])})`)
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
  return { document: { format: 'encore-outbox', version: 2, owner, next, entries, parts }, damaged }
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

/** The ledger of the changes that left (an unreadable one is set aside and said: it only guards restores). */
function readLedgerOf(
  files: OutboxFiles,
  name: string,
  logger: Logger,
): { ledger: Ledger; problem: string | null } {
  try {
    const text = files.read(name)
    return { ledger: text === null ? emptyLedger() : readLedger(text), problem: null }
  } catch (error) {
    logger.warn('The list of sent outbox changes could not be used', { error: String(error) })
    const where = files.setAside(name, 'corrupt')
    return {
      ledger: emptyLedger(),
      problem: `The list of changes already sent could not be read (${(error as Error).message})${where ? `; it was set aside as ${where}` : ''}. An older copy of the outbox file put back now could send some of them again.`,
    }
  }
}

/** What was last written of an owner's queue, to append only what changed. */
interface Written {
  /** Each entry as written: the object and its fields that change in place. */
  known: WeakMap<QueuedChange, string>
  ids: Set<string>
  next: number
  parts: string
  /** Entries put and removed by the records appended since the queue was last written whole. */
  records: number
}

const fingerprint = (entry: QueuedChange) => `${entry.state}|${entry.uncertain}|${entry.alone}`

/**
 * Entries put and removed beyond this and twice the queue, and the file is written whole again: the journal
 * stays within a few times the queue, and writing it whole costs about as much as what was appended since.
 */
const COMPACT_AFTER = 1_000

/** What changed in the queue since it was last written: the journal record that says it, and its parts. */
function changesSince(last: Written, document: OutboxDocument, touched?: ReadonlySet<string>) {
  const put: QueuedChange[] = []
  const ids = new Set<string>()
  for (const entry of document.entries) {
    ids.add(entry.id)
    if (last.known.get(entry) !== fingerprint(entry) || touched?.has(entry.id)) put.push(entry)
  }
  const remove = [...last.ids].filter((id) => !ids.has(id))
  const parts = JSON.stringify(document.parts)
  const record: JournalRecord = {
    ...(put.length ? { put } : {}),
    ...(remove.length ? { remove } : {}),
    ...(document.next !== last.next ? { next: document.next } : {}),
    ...(parts !== last.parts ? { parts: document.parts } : {}),
  }
  return { put, ids, remove, parts, record }
}

/**
 * What a read outbox file holds that is not to be sent: damaged changes and a cut-short end are set aside,
 * changes the ledger saw leave are dropped. Returns what the user is told of it.
 */
function dropWhatCannotBeSent(
  parsed: ReturnType<typeof parseOutbox>,
  ledger: Ledger,
  at: { files: OutboxFiles; name: string; path: string | null; now: () => number; logger: Logger },
): string[] {
  const { document, damaged, unreadable } = parsed
  const problems: string[] = []
  if (damaged.length) {
    problems.push(setAside(at.path, damaged, at.now()))
    at.logger.warn('Damaged changes in an outbox file were set aside', { count: damaged.length })
  }
  if (unreadable.length) {
    const aside = at.files.keepAside(at.name, `torn-${at.now()}`, unreadable.join('\n'))
    problems.push(unreadableWords(unreadable.length, parsed.lastUnreadable, aside))
    at.logger.warn('Lines of an outbox file could not be read and were set aside', {
      count: unreadable.length,
    })
  }
  // An older file put back: what left since is not sent again, and ids are never given twice.
  const sent = document.entries.filter((entry) => hasLeft(ledger, entry.id))
  if (sent.length) {
    document.entries = document.entries.filter((entry) => !sent.includes(entry))
    problems.push(
      sent.length === 1
        ? 'One change in the outbox file had been sent already (an older copy of the file?); it is not sent again.'
        : `${sent.length} changes in the outbox file had been sent already (an older copy of the file?); they are not sent again.`,
    )
    at.logger.warn('Changes that had left the outbox were found in its file again', { count: sent.length })
  }
  return problems
}

/** Repairs the counter of a read queue (outbox-counter.ts), the ledger with it; true when it did. */
function counted(document: OutboxDocument, ledger: Ledger, logger: Logger): boolean {
  if (!repairCounter(document)) return false
  logger.warn('The outbox counter was out of range or gave an id twice; it starts again', {
    next: document.next,
  })
  restartLedger(
    ledger,
    document.entries.map((entry) => entry.id),
    document.next,
  )
  return true
}

export function createOutboxStore(
  dataDir: string | undefined,
  logger: Logger,
  now: () => number = Date.now,
  /** The user Encore runs as (tests pass another); null where there are no user ids (Windows). */
  uid: number | null = typeof process.getuid === 'function' ? process.getuid() : null,
): OutboxStore {
  const files: OutboxFiles = dataDir ? diskFiles(join(dataDir, OUTBOX_FOLDER), uid) : memoryFiles()
  const written = new Map<string, Written>()
  /** Each owner's ledger as last read or written. */
  const ledgers = new Map<string, Ledger>()
  const ledgerOf = (owner: OutboxOwner): Ledger => {
    const known = ledgers.get(fileName(owner))
    if (known) return known
    const { ledger } = readLedgerOf(files, ledgerName(owner), logger)
    ledgers.set(fileName(owner), ledger)
    return ledger
  }
  const pathOf = (owner: OutboxOwner) => (dataDir ? join(dataDir, OUTBOX_FOLDER, fileName(owner)) : null)
  const ledgerName = (owner: OutboxOwner) => `${fileName(owner)}.settled`

  function remember(document: OutboxDocument, records: number): void {
    const known = new WeakMap<QueuedChange, string>()
    for (const entry of document.entries) known.set(entry, fingerprint(entry))
    const ids = new Set(document.entries.map((entry) => entry.id))
    const parts = JSON.stringify(document.parts)
    written.set(fileName(document.owner), { known, ids, next: document.next, parts, records })
  }

  /** The whole queue, written atomically in place of the journal; the ledger too, bounded by it. */
  function compact(document: OutboxDocument, ledger: Ledger): void {
    const ids = document.entries.map((entry) => entry.id)
    files.writeWhole(ledgerName(document.owner), compactLedger(ledger, ids, document.next))
    ledgers.set(fileName(document.owner), ledger)
    files.writeWhole(fileName(document.owner), `${JSON.stringify({ ...document, version: 2 })}\n`)
    remember(document, 0)
  }

  function save(document: OutboxDocument, touched?: ReadonlySet<string>): void {
    const last = written.get(fileName(document.owner))
    const ledger = ledgerOf(document.owner)
    if (!last) return compact(document, ledger)
    if (document.next < last.next) {
      // The counter started again (outbox-counter.ts): the ledger follows, written whole with the queue.
      restartLedger(
        ledger,
        document.entries.map((entry) => entry.id),
        document.next,
      )
      return compact(document, ledger)
    }
    const { put, ids, remove, parts, record } = changesSince(last, document, touched)
    if (!Object.keys(record).length) return
    const records = last.records + put.length + remove.length + 1
    if (records > Math.max(COMPACT_AFTER, 2 * document.entries.length)) {
      for (const id of remove) left(ledger, id)
      return compact(document, ledger)
    }
    // The ledger first: a crash between the two leaves a change that left in the journal, and the ledger
    // keeps it from being sent again.
    if (remove.length) {
      files.append(ledgerName(document.owner), `${JSON.stringify({ settled: remove })}\n`)
      for (const id of remove) left(ledger, id)
    }
    try {
      files.append(fileName(document.owner), lineOf(record), false)
    } catch (error) {
      // Gone meanwhile (set aside, deleted by hand): written whole again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return compact(document, ledger)
    }
    for (const entry of put) last.known.set(entry, fingerprint(entry))
    Object.assign(last, { ids, next: document.next, parts, records })
  }

  function load(owner: OutboxOwner): { document: OutboxDocument; problem: string | null } {
    written.delete(fileName(owner))
    const { ledger, problem: ledgerProblem } = readLedgerOf(files, ledgerName(owner), logger)
    ledgers.set(fileName(owner), ledger)
    const problems: string[] = []
    const said = () => [...problems, ...(ledgerProblem ? [ledgerProblem] : [])].join(' ') || null
    let parsed: ReturnType<typeof parseOutbox>
    try {
      const text = files.read(fileName(owner))
      if (text === null) {
        const document = { ...emptyOutbox(owner), next: ledger.next }
        counted(document, ledger, logger)
        return { document, problem: said() }
      }
      parsed = parseOutbox(text, owner)
    } catch (error) {
      const aside = files.setAside(fileName(owner), 'corrupt')
      const where = aside ? `; it was set aside as ${aside}` : dataDir ? '; it could not be set aside' : ''
      const problem = `The changes waiting to be sent could not be read (${(error as Error).message})${where}.`
      logger.warn('An outbox file could not be used', { problem })
      problems.push(problem)
      const document = { ...emptyOutbox(owner), next: ledger.next }
      counted(document, ledger, logger)
      return { document, problem: said() }
    }
    const { document, records } = parsed
    problems.push(
      ...dropWhatCannotBeSent(parsed, ledger, {
        files,
        name: fileName(owner),
        path: pathOf(owner),
        now,
        logger,
      }),
    )
    document.next = Math.max(document.next, ledger.next)
    if (counted(document, ledger, logger) || problems.length || ledgerProblem) {
      // Written whole without them, so the next start does not meet them again.
      try {
        compact(document, ledger)
      } catch (error) {
        logger.warn('An outbox file could not be written again without its damaged changes', { error })
      }
    } else remember(document, records)
    return { document, problem: said() }
  }

  return {
    pathOf,
    load,
    save,
    forget(owner) {
      // What waited leaves without being sent: an older file put back must not send it either.
      const last = written.get(fileName(owner))
      if (last && last.ids.size) {
        try {
          files.append(ledgerName(owner), `${JSON.stringify({ settled: [...last.ids] })}\n`)
        } catch (error) {
          logger.warn('The outbox changes dropped could not be noted', { error: String(error) })
        }
      }
      written.delete(fileName(owner))
      files.remove(fileName(owner))
    },
  }
}
