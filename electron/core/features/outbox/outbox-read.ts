import type { ShownLanguage } from '../../../contract'
import type { Logger } from '../../base/ports'
import { wordsIn, type Say } from '../../base/words'
import { OWNER_ONLY, writeFileAtomic } from '../../base/files/private-files'
import { repairCounter } from './outbox-counter'
import type { OutboxDocument, OutboxOwner } from './outbox-document'
import type { OutboxFiles } from './outbox-files'
import { replay, unreadableWords } from './outbox-journal'
import { emptyLedger, hasLeft, readLedger, restartLedger, type Ledger } from './outbox-ledger'
import { checkEntries, damagedEntryName } from './outbox-schema'
import { outboxWords, type OutboxWords } from './outbox-words'

/**
 * Reading an owner's outbox file (outbox-file.ts says its form): the queue it holds, checked, with what cannot
 * be sent set aside and said, and its ledger of what left.
 */

export function emptyOutbox(owner: OutboxOwner): OutboxDocument {
  return { format: 'encore-outbox', version: 2, owner, next: 1, entries: [], parts: {} }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where an owner's outbox is read from, and what reading it may use. */
export interface OutboxReadPlace {
  name: string
  ledgerName: string
  path: string | null
  dataDir: string | undefined
  now: () => number
  logger: Logger
  /** The language what the person is told is said in; English when not given. */
  language?: ShownLanguage | undefined
}

/**
 * The owner's queue as its file holds it (an empty one when there is none or it cannot be used), what the
 * person is told of it, its ledger, whether it is to be written whole again (something was left out or
 * repaired), and otherwise how many records its journal holds (null: nothing of it was written).
 */
export function readOutbox(
  files: OutboxFiles,
  owner: OutboxOwner,
  place: OutboxReadPlace,
): {
  document: OutboxDocument
  problem: string | null
  ledger: Ledger
  rewrite: boolean
  records: number | null
} {
  const { logger } = place
  const say = wordsIn(outboxWords, place.language ?? 'en')
  const { ledger, problem: ledgerProblem } = readLedgerOf(files, place.ledgerName, logger, say)
  const problems: string[] = []
  const answer = (document: OutboxDocument, rewrite: boolean, records: number | null) => ({
    document,
    problem: [...problems, ...(ledgerProblem ? [ledgerProblem] : [])].join(' ') || null,
    ledger,
    rewrite,
    records,
  })
  let parsed: ReturnType<typeof parseOutbox>
  try {
    const text = files.read(place.name)
    if (text === null) {
      const document = { ...emptyOutbox(owner), next: ledger.next }
      counted(document, ledger, logger)
      return answer(document, false, null)
    }
    parsed = parseOutbox(text, owner)
  } catch (error) {
    const aside = files.setAside(place.name, 'corrupt')
    const why = (error as Error).message
    const problem = aside
      ? say('read.fileSetAside', { why, path: aside })
      : say(place.dataDir ? 'read.fileNotSetAside' : 'read.fileUnread', { why })
    logger.warn('An outbox file could not be used', { problem })
    problems.push(problem)
    const document = { ...emptyOutbox(owner), next: ledger.next }
    counted(document, ledger, logger)
    return answer(document, false, null)
  }
  const { document, records } = parsed
  problems.push(
    ...dropWhatCannotBeSent(parsed, ledger, {
      files,
      name: place.name,
      path: place.path,
      now: place.now,
      logger,
      say,
    }),
  )
  document.next = Math.max(document.next, ledger.next)
  const rewrite = counted(document, ledger, logger) || problems.length > 0 || ledgerProblem !== null
  return answer(document, rewrite, records)
}

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
function setAside(path: string | null, damaged: unknown[], when: number, say: Say<OutboxWords>): string {
  const names = damaged.map(damagedEntryName).join('; ')
  const what = say('read.damaged', { count: damaged.length, names })
  if (!path) return say('read.damagedKept', { what })
  const aside = `${path}.damaged-${when}`
  try {
    writeFileAtomic(aside, `${JSON.stringify(damaged, null, 2)}\n`, OWNER_ONLY)
    return say('read.damagedSetAside', { what, path: aside })
  } catch {
    return say('read.damagedNotSetAside', { what })
  }
}

/** The ledger of the changes that left (an unreadable one is set aside and said: it only guards restores). */
export function readLedgerOf(
  files: OutboxFiles,
  name: string,
  logger: Logger,
  say: Say<OutboxWords> = wordsIn(outboxWords, 'en'),
): { ledger: Ledger; problem: string | null } {
  try {
    const text = files.read(name)
    return { ledger: text === null ? emptyLedger() : readLedger(text), problem: null }
  } catch (error) {
    logger.warn('The list of sent outbox changes could not be used', { error: String(error) })
    const where = files.setAside(name, 'corrupt')
    const why = (error as Error).message
    return {
      ledger: emptyLedger(),
      problem: where ? say('read.ledgerSetAside', { why, path: where }) : say('read.ledgerUnread', { why }),
    }
  }
}

/**
 * What a read outbox file holds that is not to be sent: damaged changes and a cut-short end are set aside,
 * changes the ledger saw leave are dropped. Returns what the user is told of it.
 */
function dropWhatCannotBeSent(
  parsed: ReturnType<typeof parseOutbox>,
  ledger: Ledger,
  at: {
    files: OutboxFiles
    name: string
    path: string | null
    now: () => number
    logger: Logger
    say: Say<OutboxWords>
  },
): string[] {
  const { document, damaged, unreadable } = parsed
  const problems: string[] = []
  if (damaged.length) {
    problems.push(setAside(at.path, damaged, at.now(), at.say))
    at.logger.warn('Damaged changes in an outbox file were set aside', { count: damaged.length })
  }
  if (unreadable.length) {
    const aside = at.files.keepAside(at.name, `torn-${at.now()}`, unreadable.join('\n'))
    problems.push(unreadableWords(unreadable.length, parsed.lastUnreadable, aside, at.say))
    at.logger.warn('Lines of an outbox file could not be read and were set aside', {
      count: unreadable.length,
    })
  }
  // An older file put back: what left since is not sent again, and ids are never given twice.
  const sent = document.entries.filter((entry) => hasLeft(ledger, entry.id))
  if (sent.length) {
    document.entries = document.entries.filter((entry) => !sent.includes(entry))
    problems.push(at.say('read.sentAlready', { count: sent.length }))
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
