import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { Logger } from '../ports'
import {
  encodeIndex,
  entryOf,
  INDEX_FILE,
  monthFile,
  monthOf,
  monthOfFile,
  monthOfSummary,
  parseIndex,
  readMonth,
  summaryFile,
  totalsOf,
  type HistoryIndex,
} from './history-index'
import {
  decodeItem,
  encodeItem,
  encodePlay,
  HEADER_LINE,
  parseLines,
  type PlayBuilder,
} from './history-lines'
import { itemTable, type ItemTable } from './item-table'
import { createDiskLineFolder, createMemoryLineFolder, type LineFolder } from './line-files'
import type { IncomingPlay } from './merge'
import type { Play, PlayableItem, PlayItems, PlayRecord } from './play'
import { standInTrack } from './play-items'
import {
  emptyTally,
  mergeTally,
  tallyFromJson,
  tallyPlays,
  tallyToJson,
  type ListeningTally,
} from './listening-tally'

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
const ITEMS_FILE = 'items.jsonl'
const FORGETTING_FILE = 'forgetting.json'
/** How much of the items file's end is read to tell whether an item was written already. */
const ITEMS_TAIL_BYTES = 256 * 1024
const DAY = 86_400_000
const UNREADABLE_LINES = 'Lines of the listening history could not be read; they are left out'

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
  let index: HistoryIndex = reconcile(folder, parseIndex(folder.readText(INDEX_FILE)), logger)
  let nextSeq = totalsOf(index).maxSeq + 1
  let loadedItems: ItemTable | null = null
  const loadedMonths = new Map<string, Play[]>()
  const loadedTallies = new Map<string, ListeningTally>()

  const saveIndex = () => folder.replace(INDEX_FILE, encodeIndex(index))
  const appendLines = (name: string, lines: string[]) => {
    folder.append(name, folder.size(name) === 0 ? [HEADER_LINE, ...lines] : lines)
  }

  /** While a batch of writes runs: the items known written (read once), and whether the index awaits its write. */
  let batch: { known: Map<string, string> | null; indexBehind: boolean } | null = null

  /** The items at the end of the items file (the ones written lately), as their lines. */
  const knownItems = (): Map<string, string> => {
    if (batch?.known) return batch.known
    const known = new Map<string, string>()
    parseLines(folder.readTail(ITEMS_FILE, ITEMS_TAIL_BYTES) ?? '', (value) => {
      const item = decodeItem(value)
      if (item) known.set(item.uri, encodeItem(item))
    })
    if (batch) batch.known = known
    return known
  }

  /** Writes the items the store does not hold yet (or holds otherwise), before the play that names them. */
  const writeItems = (items: PlayItems | null) => {
    const wanted = items ? [items.context, items.album, items.item].filter((item) => item !== null) : []
    if (!wanted.length) return
    const known = knownItems()
    const fresh = wanted.filter((item) => known.get(item.uri) !== encodeItem(item))
    appendLines(ITEMS_FILE, fresh.map(encodeItem))
    for (const item of fresh) known.set(item.uri, encodeItem(item))
  }

  const writePlay = (play: PlayRecord, month: string, isNew: boolean) => {
    const name = monthFile(month)
    appendLines(name, [encodePlay(play)])
    const entry = index.months[month]
    const bytes = folder.size(name)
    index = {
      months: {
        ...index.months,
        [month]: entry
          ? {
              bytes,
              plays: entry.plays + (isNew ? 1 : 0),
              firstAt: entry.plays ? Math.min(entry.firstAt, play.at) : play.at,
              lastAt: entry.plays ? Math.max(entry.lastAt, play.at) : play.at,
              maxSeq: Math.max(entry.maxSeq, play.seq),
            }
          : entryOf([play], bytes),
      },
    }
    // The index is a cache of the files: a crash before its write is mended at the next open.
    if (batch) batch.indexBehind = true
    else saveIndex()
    loadedMonths.clear()
    loadedTallies.clear()
    loadedItems = null
  }

  const monthsFrom = (from: number, to: number) =>
    Object.entries(index.months)
      .filter(([, entry]) => entry.plays > 0 && entry.lastAt >= from && entry.firstAt < to)
      .map(([month]) => month)
      .sort()

  const recordsOf = (month: string): PlayRecord[] => {
    const { plays, bad } = readMonth(folder.read(monthFile(month)) ?? '')
    if (bad) logger.warn(UNREADABLE_LINES, { month, bad })
    return plays
  }

  const items = (): ItemTable => {
    if (loadedItems) return loadedItems
    let bad = 0
    const table = itemTable(folder.read(ITEMS_FILE) ?? '', () => {
      if (bad++ === 0)
        logger.warn('Items of the listening history could not be read; their plays show by URI')
    })
    // Items written again (a rename, or beyond the tail read when writing) are folded away now and then.
    if (table.lines > 1000 && table.lines > table.size * 1.5) {
      folder.replace(ITEMS_FILE, [HEADER_LINE, ...table.lastLines(), ''].join('\n'))
    }
    loadedItems = table
    return table
  }

  const playsOf = (month: string): Play[] => {
    const cached = loadedMonths.get(month)
    if (cached) return cached
    const byUri = items()
    // Plays in a row mostly share their context and device: one string for each run, not one per play.
    let lastContext: string | null = null
    let lastDevice: string | null = null
    const build: PlayBuilder<Play> = (
      _seq,
      at,
      uri,
      context,
      playedMs,
      sources,
      device,
      _window,
      leftAtMs,
    ) => {
      const item = byUri.get(uri)
      const playable: PlayableItem =
        item?.kind === 'track' || item?.kind === 'episode' ? item : standInTrack(uri, playedMs ?? 0)
      const album =
        playable.kind === 'track' && playable.album !== null ? byUri.get(playable.album) : undefined
      return {
        at,
        item: playable,
        album: album?.kind === 'album' ? album : null,
        context: context === lastContext ? lastContext : (lastContext = context),
        playedMs,
        sources,
        device: device === lastDevice ? lastDevice : (lastDevice = device),
        leftAtMs,
      }
    }
    const { plays, bad } = readMonth(folder.read(monthFile(month)) ?? '', build)
    if (bad) logger.warn(UNREADABLE_LINES, { month, bad })
    loadedMonths.set(month, plays)
    return plays
  }

  /**
   * A month's summary: from memory, else from its file when made from the month as it is now (same size) in
   * this time zone, else made from the plays and kept. A summary is a cache: one that cannot be read is made again.
   */
  const monthTally = (month: string): ListeningTally => {
    const cached = loadedTallies.get(month)
    if (cached) return cached
    const bytes = index.months[month]?.bytes ?? 0
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const name = summaryFile(month)
    let tally: ListeningTally | null = null
    try {
      const kept = JSON.parse(folder.readText(name) ?? 'null') as {
        bytes?: number
        zone?: string
        tally?: unknown
      } | null
      if (kept?.bytes === bytes && kept.zone === zone) tally = tallyFromJson(kept.tally)
    } catch {
      // Made again below.
    }
    if (!tally) {
      const plays = [...playsOf(month)].sort((a, b) => a.at - b.at)
      tally = tallyPlays(plays, -Infinity, Infinity)
      try {
        folder.replace(name, `${JSON.stringify({ bytes, zone, tally: tallyToJson(tally) })}\n`)
      } catch (error) {
        logger.warn('A summary of the listening history could not be kept', {
          month,
          error: (error as Error).message,
        })
      }
    }
    loadedTallies.set(month, tally)
    return tally
  }

  return {
    owner,
    path: folder.path,
    totals() {
      const { plays, firstAt, lastAt } = totalsOf(index)
      return { plays, firstAt, lastAt }
    },
    recent(since) {
      // A play's line lives in the month of its time when first written: a day's slack covers a later match.
      return monthsFrom(since - DAY, Infinity)
        .flatMap(recordsOf)
        .filter((play) => play.at >= since)
    },
    batch(write) {
      if (batch) return write()
      batch = { known: null, indexBehind: false }
      try {
        return write()
      } finally {
        const behind = batch.indexBehind
        batch = null
        if (behind) saveIndex()
      }
    },
    add(play, playItems) {
      writeItems(playItems)
      const record: PlayRecord = { ...play, seq: nextSeq++ }
      writePlay(record, monthOf(record.at), true)
      return record
    },
    amend(kept, next, playItems) {
      writeItems(playItems)
      // Its line is in the month of its time when first written (a play is amended once, when matched).
      writePlay({ ...next, seq: kept.seq }, monthOf(kept.at), false)
    },
    plays(from, to) {
      const found: Play[] = []
      let sorted = true
      for (const month of monthsFrom(from, to)) {
        for (const play of playsOf(month)) {
          if (play.at < from || play.at >= to) continue
          if (found.length && play.at < found[found.length - 1]!.at) sorted = false
          found.push(play)
        }
      }
      // Plays are written in time order but for the service's late news: sort only when needed.
      return sorted ? found : found.sort((a, b) => a.at - b.at)
    },
    tally(from, to) {
      const total = emptyTally()
      for (const month of monthsFrom(from, to)) {
        const entry = index.months[month]!
        if (entry.firstAt >= from && entry.lastAt < to) mergeTally(total, monthTally(month))
        else tallyPlays(playsOf(month), from, to, total)
      }
      return total
    },
    items,
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
    rest() {
      loadedMonths.clear()
      loadedTallies.clear()
      loadedItems = null
    },
    forget() {
      eraseListening(folder)
      index = { months: {} }
      nextSeq = 1
      loadedMonths.clear()
      loadedTallies.clear()
      loadedItems = null
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
