import type { Logger } from './ports'
import { createRecent } from './recent'
import type { Redactor } from './security/redact'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface LogRecord {
  level: LogLevel
  message: string
  fields?: Record<string, unknown>
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** A logger that redacts every message and field before the sink sees it. */
export function createLogger(
  sink: (record: LogRecord) => void,
  redactor: Redactor,
  minLevel: LogLevel = 'info',
): Logger {
  const log = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (order[level] < order[minLevel]) return
    const record: LogRecord = { level, message: redactor.redact(message) }
    if (fields) record.fields = redactor.redactValue(fields) as Record<string, unknown>
    sink(record)
  }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** One line per record on stderr, so stdout stays free for machine-read output (the URL line). */
export function consoleSink(record: LogRecord): void {
  const fields = record.fields ? ` ${JSON.stringify(record.fields)}` : ''
  process.stderr.write(`[encore] ${record.level}: ${record.message}${fields}\n`)
}

/** Every sink hears each record (the terminal, and the log file with its ring). */
export function teeSinks(...sinks: ((record: LogRecord) => void)[]): (record: LogRecord) => void {
  return (record) => {
    for (const sink of sinks) sink(record)
  }
}

/** One record as a line of the log file and of a problem report: when, how grave, what, and its fields. */
export function formatLogLine(record: LogRecord, at: number): string {
  const fields = record.fields ? ` ${JSON.stringify(record.fields)}` : ''
  return `${new Date(at).toISOString()} ${record.level}: ${record.message}${fields}`
}

/**
 * The log a person can share: each line passes `clean` (the sharing redactor: names, e-mails, the home folder)
 * before it is kept in a bounded ring (the report's last lines) or written (the log file, once attached).
 */
export function createLineLog(options: { now: () => number; clean: (line: string) => string; keep: number }) {
  const recent = createRecent<string>(options.keep)
  let write: ((line: string) => void) | null = null
  const sink = (record: LogRecord) => {
    const line = options.clean(formatLogLine(record, options.now()))
    recent.add(line)
    write?.(line)
  }
  return {
    sink,
    recent: () => recent.list(),
    /** Lines from now on also go to the file (the data folder is known only after the logger starts). */
    attach: (writer: (line: string) => void) => (write = writer),
  }
}
