import type { Logger } from './ports'
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
