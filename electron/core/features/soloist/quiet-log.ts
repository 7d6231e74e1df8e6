import type { Clock, Logger } from '../../base/ports'

/**
 * A log that a flood cannot fill: each message is written at most once a minute, with how many times it
 * happened since it was last written. A stranger on Soloist's port can send hundreds of thousands of bad
 * frames a minute; one line each would fill the disk and bury everything else.
 */
export interface QuietLog {
  /** Counts one occurrence; writes the line when the message has not been written in the last minute. */
  note(message: string, fields?: Record<string, unknown>): void
  /** Writes what was counted and not yet written (when the socket closes). */
  flush(): void
}

export const QUIET_LOG_INTERVAL_MS = 60_000

interface Pending {
  count: number
  lastWrittenAt: number
  fields: Record<string, unknown> | undefined
}

export function createQuietLog(
  logger: Logger,
  clock: Pick<Clock, 'now'>,
  level: 'debug' | 'warn' = 'warn',
): QuietLog {
  const pending = new Map<string, Pending>()
  const write = (message: string, entry: Pending) => {
    logger[level](message, { ...entry.fields, count: entry.count })
    entry.count = 0
    entry.lastWrittenAt = clock.now()
  }
  return {
    note(message, fields) {
      const entry = pending.get(message) ?? { count: 0, lastWrittenAt: -Infinity, fields }
      pending.set(message, entry)
      entry.count++
      entry.fields = fields
      if (clock.now() - entry.lastWrittenAt >= QUIET_LOG_INTERVAL_MS) write(message, entry)
    },
    flush() {
      for (const [message, entry] of pending) if (entry.count > 0) write(message, entry)
    },
  }
}
