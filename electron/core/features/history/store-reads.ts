import type { Logger } from '../../base/ports'
import {
  ITEMS_FILE,
  monthFile,
  readMonth,
  summaryFile,
  UNREADABLE_LINES,
  type HistoryIndex,
} from './history-index'
import { HEADER_LINE, type PlayBuilder } from './history-lines'
import { itemTable, type ItemTable } from './item-table'
import type { LineFolder } from './line-files'
import {
  emptyTally,
  mergeTally,
  tallyFromJson,
  tallyPlays,
  tallyToJson,
  type ListeningTally,
} from './listening-tally'
import type { Play, PlayableItem, PlayRecord } from './play'
import { standInTrack } from './play-items'

/**
 * What the history store answers queries with: the plays of the months a range needs (their items resolved),
 * month summaries, and the items, each loaded when first asked for and kept until `drop` (a write, or a minute
 * without queries). Plays for matching (`recent`) are read afresh each time and never kept.
 */
export interface StoreReads {
  /** Kept plays at `since` or later (any order), for matching a new one. */
  recent(since: number): PlayRecord[]
  /** Plays with `from <= at < to`, oldest first. */
  plays(from: number, to: number): Play[]
  /** The tally of the plays with `from <= at < to`: whole months from their summaries. */
  tally(from: number, to: number): ListeningTally
  items(): ItemTable
  /** Lets go of everything loaded. */
  drop(): void
}

const DAY = 86_400_000

/** The months whose plays may fall in `[from, to)`, oldest first. */
export function monthsIn(index: HistoryIndex, from: number, to: number): string[] {
  return Object.entries(index.months)
    .filter(([, entry]) => entry.plays > 0 && entry.lastAt >= from && entry.firstAt < to)
    .map(([month]) => month)
    .sort()
}

/** Makes a month's plays from its lines, their items looked up in the table (a stand-in when unknown). */
function playBuilder(byUri: ItemTable): PlayBuilder<Play> {
  // Plays in a row mostly share their context and device: one string for each run, not one per play.
  let lastContext: string | null = null
  let lastDevice: string | null = null
  return (_seq, at, uri, context, playedMs, sources, device, _window, leftAtMs) => {
    const item = byUri.get(uri)
    const playable: PlayableItem =
      item?.kind === 'track' || item?.kind === 'episode' ? item : standInTrack(uri, playedMs ?? 0)
    const album = playable.kind === 'track' && playable.album !== null ? byUri.get(playable.album) : undefined
    const show = playable.kind === 'episode' && playable.show !== null ? byUri.get(playable.show) : undefined
    return {
      at,
      item: playable,
      album: album?.kind === 'album' ? album : null,
      ...(show?.kind === 'context' ? { show } : {}),
      context: context === lastContext ? lastContext : (lastContext = context),
      playedMs,
      sources,
      device: device === lastDevice ? lastDevice : (lastDevice = device),
      leftAtMs,
    }
  }
}

export function createStoreReads(
  folder: LineFolder,
  state: { index: HistoryIndex },
  logger: Logger,
): StoreReads {
  let loadedItems: ItemTable | null = null
  const loadedMonths = new Map<string, Play[]>()
  const loadedTallies = new Map<string, ListeningTally>()

  const monthsFrom = (from: number, to: number) => monthsIn(state.index, from, to)

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
    const build = playBuilder(items())
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
    const bytes = state.index.months[month]?.bytes ?? 0
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
    recent(since) {
      // A play's line lives in the month of its time when first written: a day's slack covers a later match.
      return monthsFrom(since - DAY, Infinity)
        .flatMap(recordsOf)
        .filter((play) => play.at >= since)
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
        const entry = state.index.months[month]!
        if (entry.firstAt >= from && entry.lastAt < to) mergeTally(total, monthTally(month))
        else tallyPlays(playsOf(month), from, to, total)
      }
      return total
    },
    items,
    drop() {
      loadedMonths.clear()
      loadedTallies.clear()
      loadedItems = null
    },
  }
}
