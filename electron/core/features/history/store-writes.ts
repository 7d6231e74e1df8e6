import {
  encodeIndex,
  entryOf,
  INDEX_FILE,
  ITEMS_FILE,
  monthFile,
  monthOf,
  type HistoryIndex,
} from './history-index'
import { decodeItem, encodeItem, encodePlay, HEADER_LINE, parseLines } from './history-lines'
import type { LineFolder } from './line-files'
import type { IncomingPlay } from './merge'
import type { PlayItems, PlayRecord } from './play'

/**
 * How the history store writes: the items a play names (those the end of the items file does not hold as they
 * are), then the play's line, each appended and flushed to the disk; then the index (once for a batch).
 */
export interface StoreWrites {
  batch<T>(write: () => T): T
  add(play: IncomingPlay, items: PlayItems): PlayRecord
  amend(kept: PlayRecord, next: PlayRecord, items: PlayItems | null): void
}

/** How much of the items file's end is read to tell whether an item was written already. */
const ITEMS_TAIL_BYTES = 256 * 1024

export function createStoreWrites(
  folder: LineFolder,
  state: { index: HistoryIndex; nextSeq: number },
  written: () => void,
): StoreWrites {
  const saveIndex = () => folder.replace(INDEX_FILE, encodeIndex(state.index))
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
    const wanted = items
      ? [items.context, items.show ?? null, items.album, items.item].filter((item) => item !== null)
      : []
    if (!wanted.length) return
    const known = knownItems()
    const fresh = wanted.filter((item) => known.get(item.uri) !== encodeItem(item))
    appendLines(ITEMS_FILE, fresh.map(encodeItem))
    for (const item of fresh) known.set(item.uri, encodeItem(item))
  }

  const writePlay = (play: PlayRecord, month: string, isNew: boolean) => {
    const name = monthFile(month)
    appendLines(name, [encodePlay(play)])
    const entry = state.index.months[month]
    const bytes = folder.size(name)
    state.index = {
      months: {
        ...state.index.months,
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
    written()
  }

  return {
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
      const record: PlayRecord = { ...play, seq: state.nextSeq++ }
      writePlay(record, monthOf(record.at), true)
      return record
    },
    amend(kept, next, playItems) {
      writeItems(playItems)
      // Its line is in the month of its time when first written (a play is amended once, when matched).
      writePlay({ ...next, seq: kept.seq }, monthOf(kept.at), false)
    },
  }
}
