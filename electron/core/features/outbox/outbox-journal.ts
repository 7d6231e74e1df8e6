import type { QueuedChange } from './outbox-entries'
import { checkEntries } from './outbox-schema'
import type { Say } from '../../base/words'
import type { OutboxWords } from './outbox-words'

/**
 * The outbox file as a journal: its first line the whole queue as it was when last compacted (the document of
 * the first outbox files, which are journals of that one line), then one line appended per change of the queue
 * (`put`: entries added or changed; `remove`: the ids that left; `next`, `parts`: their new values). A queue
 * of 50,000 entries is then not written whole for each 50 sent. A line that cannot be read (the last one cut
 * short when Encore stopped while writing it, or one damaged on disk) is left out and answered apart; the lines
 * after it are still applied: one bad line used to drop every change written after it.
 */

export interface JournalRecord {
  put?: QueuedChange[]
  remove?: string[]
  next?: number
  parts?: Record<string, unknown>
}

export interface Replayed {
  entries: QueuedChange[]
  next: number
  parts: Record<string, unknown>
  /** Entries of `put` records that failed their check (as they were). */
  damaged: unknown[]
  /** The lines that could not be read, as they were (none when every line could). */
  unreadable: string[]
  /** Whether the last line written is one of them (cut short as Encore stopped, most likely). */
  lastUnreadable: boolean
  /** How many records follow the first line (to know when to compact). */
  records: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readRecord(
  line: string,
): { put: unknown[]; remove: string[]; next?: number; parts?: Record<string, unknown> } | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  const { put = [], remove = [], next, parts } = value
  if (!Array.isArray(put) || !Array.isArray(remove) || !remove.every((id) => typeof id === 'string'))
    return null
  if (next !== undefined && (typeof next !== 'number' || !Number.isInteger(next) || next < 1)) return null
  if (parts !== undefined && !isRecord(parts)) return null
  return {
    put,
    remove: remove as string[],
    ...(next === undefined ? {} : { next }),
    ...(parts ? { parts } : {}),
  }
}

/** The records after the first line, applied in order to what the first line held. */
export function replay(
  start: { entries: QueuedChange[]; next: number; parts: Record<string, unknown> },
  lines: readonly string[],
): Replayed {
  const queue = new Map(start.entries.map((entry) => [entry.id, entry]))
  let { next, parts } = start
  const damaged: unknown[] = []
  const unreadable: string[] = []
  let lastUnreadable = false
  let records = 0
  for (const line of lines) {
    if (!line.trim()) continue
    const record = readRecord(line)
    lastUnreadable = !record
    if (!record) {
      unreadable.push(line)
      continue
    }
    records += 1
    const checked = checkEntries(record.put)
    damaged.push(...checked.damaged)
    // A change already held keeps its place; a new one goes last, as the queue adds them.
    for (const entry of checked.kept) queue.set(entry.id, entry)
    for (const id of record.remove) queue.delete(id)
    if (record.next !== undefined) next = Math.max(next, record.next)
    if (record.parts) parts = record.parts
  }
  return { entries: [...queue.values()], next, parts, damaged, unreadable, lastUnreadable, records }
}

/** One record as a line of the file. */
export const lineOf = (record: JournalRecord): string => `${JSON.stringify(record)}\n`

/** What the person is told of lines of the file that could not be read, kept aside at `aside`. */
export function unreadableWords(
  count: number,
  lastOnly: boolean,
  aside: string | null,
  say: Say<OutboxWords>,
): string {
  if (count === 1 && lastOnly)
    return aside ? say('read.cutShortSetAside', { path: aside }) : say('read.cutShort')
  return aside ? say('read.linesSetAside', { count, path: aside }) : say('read.linesLeftOut', { count })
}
