import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { Logger } from '../../base/ports'
import {
  encodeIndex,
  entryOf,
  INDEX_FILE,
  ITEMS_FILE,
  monthOfFile,
  monthOfSummary,
  parseIndex,
  readMonth,
  totalsOf,
  UNREADABLE_LINES,
  type HistoryIndex,
} from './history-index'
import type { ItemTable } from './item-table'
import { createDiskLineFolder, createMemoryLineFolder, type LineFolder } from './line-files'
import type { ListeningTally } from './listening-tally'
import type { IncomingPlay } from './merge'
import type { Play, PlayItems, PlayRecord } from './play'
import { createStoreReads } from './store-reads'
import { createStoreWrites } from './store-writes'

/**
 * One user's listening history on one service: `<data folder>/history/history-<hash>/`, owner-only, with
 * - `plays-YYYY-MM.jsonl`: the plays first written in that (UTC) month, one line each, appended and flushed to
 *   the disk one play at a time; a play matched later with the service's record of it is written again with its
 *   sequence number (the later line wins);
 * - `items.jsonl`: the tracks, albums and contexts the plays name, each written once (again when it changed);
 * - `index.json`: what each month holds (see history-index.ts), rebuilt from the files where it is behind;
 * - `summary-YYYY-MM.json`: what a month adds up to (listening-tally.ts), made when first asked for and again
 *   whenever its month file changed (or the time zone did): a year's "Your listening" reads twelve of these;
 * - small documents of the readers (`service.json`, `releases.json`).
 * A crash loses at most the line being written (the last play); nothing before it. Queries load the months
 * they need and the items, keep them until `rest()`, and drop them on every write. Nothing else stays in
 * memory: a tray app holds no history all day.
 */

export interface HistoryOwner {
  service: string
  userId: string
}

export interface HistoryStore {
  readonly owner: HistoryOwner
  /** The folder (null in memory). */
  readonly path: string | null
  totals(): { plays: number; firstAt: number | null; lastAt: number | null }
  /** Kept plays at `since` or later (any order), for matching a new one. */
  recent(since: number): PlayRecord[]
  /** Runs several writes as one: the items file's end is read once, the index written once at the end. */
  batch<T>(write: () => T): T
  add(play: IncomingPlay, items: PlayItems): PlayRecord
  /** Writes `next` in place of `kept` (the same sequence number). */
  amend(kept: PlayRecord, next: PlayRecord, items: PlayItems | null): void
  /** Plays with `from <= at < to`, oldest first, items resolved. */
  plays(from: number, to: number): Play[]
  /**
   * The tally of the plays with `from <= at < to`: months wholly inside from their summaries (made once and
   * kept beside the month's file), the months at the ends from their plays.
   */
  tally(from: number, to: number): ListeningTally
  /** Every item, by URI (loaded on demand, like the plays). */
  items(): ItemTable
  readDocument(name: string): unknown
  writeDocument(name: string, value: unknown): void
  /** Lets go of what queries loaded. */
  rest(): void
  /** Erases the plays and items from the computer (the readers' documents stay: they hold no listening). */
  forget(): void
}

export const HISTORY_FOLDER = 'history'
const FORGETTING_FILE = 'forgetting.json'

export function historyFolderName(owner: HistoryOwner): string {
  const hash = createHash('sha256').update(`${owner.service}\n${owner.userId}`).digest('hex').slice(0, 24)
  return `history-${hash}`
}

export function historyPathOf(dataDir: string, owner: HistoryOwner): string {
  return join(dataDir, HISTORY_FOLDER, historyFolderName(owner))
}

/**
 * Erases the plays, items and index, a marker first: a crash half-way is finished at the next open, so the
 * history is forgotten whole or not at all.
 */
function eraseListening(folder: LineFolder): void {
  folder.replace(FORGETTING_FILE, '{}\n')
  for (const name of folder.list()) {
    if (monthOfFile(name) || monthOfSummary(name) || name === ITEMS_FILE || name === INDEX_FILE)
      folder.remove(name)
  }
  folder.remove(FORGETTING_FILE)
}

export function openHistoryStore(
  dataDir: string | undefined,
  owner: HistoryOwner,
  logger: Logger,
  folder: LineFolder = dataDir
    ? createDiskLineFolder(historyPathOf(dataDir, owner))
    : createMemoryLineFolder(),
): HistoryStore {
  if (folder.readText(FORGETTING_FILE) !== null) eraseListening(folder)
  const index = reconcile(folder, parseIndex(folder.readText(INDEX_FILE)), logger)
  const state = { index, nextSeq: totalsOf(index).maxSeq + 1 }
  const reads = createStoreReads(folder, state, logger)
  const writes = createStoreWrites(folder, state, () => reads.drop())
  return {
    owner,
    path: folder.path,
    totals() {
      const { plays, firstAt, lastAt } = totalsOf(state.index)
      return { plays, firstAt, lastAt }
    },
    recent: reads.recent,
    batch: writes.batch,
    add: writes.add,
    amend: writes.amend,
    plays: reads.plays,
    tally: reads.tally,
    items: reads.items,
    readDocument(name) {
      try {
        return JSON.parse(folder.readText(name) ?? 'null') as unknown
      } catch {
        logger.warn('A document of the listening history is not valid JSON; it starts afresh', { name })
        return null
      }
    },
    writeDocument(name, value) {
      folder.replace(name, `${JSON.stringify(value)}\n`)
    },
    rest: () => reads.drop(),
    forget() {
      eraseListening(folder)
      state.index = { months: {} }
      state.nextSeq = 1
      reads.drop()
    },
  }
}

/** The index brought up to the files: months whose size differs are read again; lost files are dropped. */
function reconcile(folder: LineFolder, index: HistoryIndex, logger: Logger): HistoryIndex {
  const months: HistoryIndex['months'] = {}
  let changed = false
  for (const name of folder.list()) {
    const month = monthOfFile(name)
    if (!month) continue
    const bytes = folder.size(name)
    const entry = index.months[month]
    if (entry && entry.bytes === bytes) {
      months[month] = entry
      continue
    }
    const { plays, bad } = readMonth(folder.read(name) ?? '')
    if (bad) logger.warn(UNREADABLE_LINES, { month, bad })
    months[month] = entryOf(plays, bytes)
    changed = true
  }
  if (Object.keys(index.months).some((month) => !(month in months))) changed = true
  const next = { months }
  if (changed && folder.list().length) folder.replace(INDEX_FILE, encodeIndex(next))
  return next
}
