import { decodeItem } from './history-lines'
import type { HistoryItem } from './play'

/**
 * The history's items by URI, each line read (JSON-parsed and checked) only when first asked for: a week's
 * query names a few hundred of a year's thousands of tracks. The URI is found in the line as the store writes
 * it (`{"kind":…,"uri":"…",…}`); any other line is parsed at once. The last line of a URI wins.
 */
export interface ItemTable {
  get(uri: string): HistoryItem | undefined
  /** Lines of items in the file (more than URIs when items were written again). */
  readonly lines: number
  readonly size: number
  /** The last line of each item, as the file of a folded items file. */
  lastLines(): string[]
}

const URI_KEY = '","uri":"'

function uriOf(line: string): string | null {
  if (line.startsWith('{"kind":"')) {
    const key = line.indexOf(URI_KEY)
    const start = key + URI_KEY.length
    const end = key < 0 ? -1 : line.indexOf('"', start)
    const uri = end < 0 ? '' : line.slice(start, end)
    if (uri && !uri.includes('\\')) return uri
  }
  try {
    const value = JSON.parse(line) as { uri?: unknown; format?: unknown } | null
    return typeof value?.uri === 'string' ? value.uri : null
  } catch {
    return null
  }
}

/** `bad` hears each line that cannot be read (once, when it is first asked for or found). */
export function itemTable(text: string, bad: () => void): ItemTable {
  const entries = new Map<string, string | HistoryItem | null>()
  let lines = 0
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    const line = text.slice(start, end)
    start = end + 1
    if (!line || line.startsWith('{"format":')) continue
    const uri = uriOf(line)
    lines++
    if (uri === null) bad()
    else entries.set(uri, line)
  }
  return {
    get(uri) {
      const entry = entries.get(uri)
      if (typeof entry !== 'string') return entry ?? undefined
      let item: HistoryItem | null = null
      try {
        item = decodeItem(JSON.parse(entry))
      } catch {
        // Said below.
      }
      if (!item || item.uri !== uri) {
        bad()
        item = null
      }
      entries.set(uri, item)
      return item ?? undefined
    },
    lines,
    get size() {
      return entries.size
    },
    lastLines: () =>
      [...entries.values()]
        .map((entry) => (typeof entry === 'string' || entry === null ? entry : JSON.stringify(entry)))
        .filter((line) => line !== null),
  }
}
