import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { ShownLanguage } from '../../../contract'
import type { Logger } from '../../base/ports'
import type { OutboxDocument, OutboxOwner } from './outbox-document'
import type { QueuedChange } from './outbox-entries'
import { lineOf, type JournalRecord } from './outbox-journal'
import { compactLedger, left, restartLedger, type Ledger } from './outbox-ledger'
import { diskFiles, memoryFiles, type OutboxFiles } from './outbox-files'
import { readLedgerOf, readOutbox } from './outbox-read'

export type { OutboxDocument, OutboxOwner } from './outbox-document'

/**
 * Where the waiting changes are kept: `<data folder>/outbox/outbox-<hash>.json`, one owner-only file per service
 * and user (the hash names both; the file says both again and is used only when they match), written each time
 * the queue changes, before anything is sent: what changed is appended (outbox-journal.ts), and now and then the
 * whole queue replaces the file atomically (a crash leaves the old file or the new one, never part of each).
 * Beside it, `….settled` keeps the changes that left (outbox-ledger.ts), so that an older file put back sends
 * none of them again. A file that cannot be used is set aside as `….corrupt` (owner-only) and said in a notice.
 * Without a data folder (tests) the files stay in memory, in the same form.
 */

export interface OutboxStore {
  /** The owner's document; an empty one when there is none; `problem` (in `language`) when one could not be used. */
  load(owner: OutboxOwner, language?: ShownLanguage): { document: OutboxDocument; problem: string | null }
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
export { emptyOutbox, parseOutbox } from './outbox-read'

function fileName(owner: OutboxOwner): string {
  const hash = createHash('sha256').update(`${owner.service}\n${owner.userId}`).digest('hex').slice(0, 24)
  return `outbox-${hash}.json`
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

  function load(
    owner: OutboxOwner,
    language?: ShownLanguage,
  ): { document: OutboxDocument; problem: string | null } {
    written.delete(fileName(owner))
    const read = readOutbox(files, owner, {
      name: fileName(owner),
      ledgerName: ledgerName(owner),
      path: pathOf(owner),
      dataDir,
      now,
      logger,
      language,
    })
    ledgers.set(fileName(owner), read.ledger)
    if (read.rewrite) {
      // Written whole without what could not be sent, so the next start does not meet it again.
      try {
        compact(read.document, read.ledger)
      } catch (error) {
        logger.warn('An outbox file could not be written again without its damaged changes', { error })
      }
    } else if (read.records !== null) remember(read.document, read.records)
    return { document: read.document, problem: read.problem }
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
