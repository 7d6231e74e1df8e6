import type { LyricLine } from '../../../contract'

/**
 * LRC, the text format of synced lyrics: `[mm:ss.xx] words` per line. Read leniently, as players do: several
 * time tags before one line (a chorus sung twice), `[offset:±ms]` anywhere in the file, `[length:mm:ss]`,
 * other ID tags (`[ar:…]`, `[ti:…]`) ignored, word times of enhanced LRC (`<mm:ss.xx>`) dropped, any line ending
 * (CRLF, CR, LF). A line that is neither a tag nor starts with a valid time is skipped and counted.
 */
export interface ParsedLrc {
  /** In time order, the offset applied; empty text is a pause in the singing. */
  lines: LyricLine[]
  /** The file's `[offset:]`: positive shows the lines sooner. */
  offsetMs: number
  /** The file's `[length:]`, when it has a readable one. */
  lengthMs: number | null
  /** Lines that could not be read (no time, a time out of range, a bad tag value). */
  skipped: number
}

/** Bounds on what one answer may hold, so a hostile file cannot grow the page's list without end. */
export const LRC_MAX_LINES = 5000
export const LRC_MAX_LINE_CHARS = 500

/** `[mm:ss]`, `[mm:ss.x]` to `[mm:ss.xxx]`, and the `[mm:ss:xx]` some editors write; minutes up to 999. */
const TIME_TAG = /^\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/
/** An ID tag: letters (or `#`, a comment) before the colon. */
const ID_TAG = /^\[([a-z#]+):(.*)\]$/i
const WORD_TIME = /<\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?>/g

/** Milliseconds of a `mm`, `ss`, fraction triple, or null when the seconds are out of range. */
function toMs(minutes: string, seconds: string, fraction: string | undefined): number | null {
  const secs = Number(seconds)
  if (secs >= 60) return null
  // The fraction is decimal: `.5`, `.50` and `.500` are all half a second.
  const ms = fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000)
  return (Number(minutes) * 60 + secs) * 1000 + ms
}

/** `[length: 03:45]`, `[length:3:45.20]`; null when unreadable. */
function parseLength(value: string): number | null {
  const match = /^(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?$/.exec(value.trim())
  return match ? toMs(match[1] as string, match[2] as string, match[3]) : null
}

/** The time tags at the start of a line and the text after them, or null when it starts with none. */
function readTimedLine(line: string): { times: number[]; text: string } | null {
  const times: number[] = []
  let rest = line
  for (;;) {
    const match = TIME_TAG.exec(rest)
    if (!match) break
    const ms = toMs(match[1] as string, match[2] as string, match[3])
    if (ms === null) return null
    times.push(ms)
    rest = rest.slice(match[0].length).trimStart()
  }
  if (times.length === 0) return null
  const text = rest.replace(WORD_TIME, '').replace(/\s+/g, ' ').trim().slice(0, LRC_MAX_LINE_CHARS)
  return { times, text }
}

export function parseLrc(source: string): ParsedLrc {
  const timed: LyricLine[] = []
  let offsetMs = 0
  let lengthMs: number | null = null
  let skipped = 0
  for (const raw of source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.trim()
    if (line === '') continue
    const timedLine = readTimedLine(line)
    if (timedLine) {
      for (const startMs of timedLine.times) {
        if (timed.length < LRC_MAX_LINES) timed.push({ startMs, text: timedLine.text })
      }
      continue
    }
    const tag = ID_TAG.exec(line)
    if (!tag) {
      skipped++
      continue
    }
    const name = (tag[1] as string).toLowerCase()
    const value = (tag[2] as string).trim()
    if (name === 'offset') {
      if (/^[+-]?\d{1,7}$/.test(value)) offsetMs = Number(value)
      else skipped++
    } else if (name === 'length') {
      lengthMs = parseLength(value)
      if (lengthMs === null) skipped++
    }
  }
  // A positive offset shows the words sooner; nothing starts before the track does.
  const lines = timed
    .map((line) => ({ startMs: Math.max(0, line.startMs - offsetMs), text: line.text }))
    .sort((a, b) => a.startMs - b.startMs)
  return { lines, offsetMs, lengthMs, skipped }
}
