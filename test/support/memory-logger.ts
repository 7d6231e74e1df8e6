import { createLogger, type LogRecord } from '../../electron/core/base/logger'
import type { Logger } from '../../electron/core/base/ports'
import { Redactor } from '../../electron/core/base/security/redact'

/** A real (redacting) logger whose lines stay in memory, so tests can read what would have been logged. */
export function createMemoryLogger(redactor = new Redactor()): {
  logger: Logger
  records: LogRecord[]
  lines: string[]
} {
  const records: LogRecord[] = []
  const lines: string[] = []
  const logger = createLogger(
    (record) => {
      records.push(record)
      lines.push(`${record.level} ${record.message} ${record.fields ? JSON.stringify(record.fields) : ''}`)
    },
    redactor,
    'debug',
  )
  return { logger, records, lines }
}
