import { join } from 'node:path'
import { createRotatingLog } from '../../base/files/rotating-log'
import { consoleSink, createLineLog, createLogger, teeSinks } from '../../base/logger'
import type { Clock, DiagnosticsPorts, Logger } from '../../base/ports'
import type { Redactor } from '../../base/security/redact'
import { redactForSharing } from '../../base/security/share-redact'
import { REPORT_LOG_LINES } from './report'

/** The log file's place in the data folder (Settings → About shows it and opens its folder). */
export const logFileIn = (dataDir: string) => join(dataDir, 'logs', 'encore.log')

/** What a shell knows of the person, given once: never shown, only masked. */
export interface ShellPerson {
  home: string
  /** Absent when the system names no user (a container's user id without a name). */
  userName?: string
  osRelease: string
}

/** The system's user name, or none: `os.userInfo()` throws where the user id has no name. */
export function userNameOr(read: () => { username: string }): string | undefined {
  try {
    return read().username
  } catch {
    return undefined
  }
}

/**
 * The shells' logger: the terminal as before, and a log a person can find and share: every line through the
 * sharing redactor, the last ones kept for a problem report, and once the data folder is known a rotating file
 * there (5 files of 1 MB at most).
 */
export function createShellLog(redactor: Redactor, clock: Clock, person: ShellPerson) {
  const lines = createLineLog({
    now: () => clock.now(),
    clean: (line) => redactForSharing(line, { home: person.home, names: [person.userName] }, redactor),
    keep: REPORT_LOG_LINES,
  })
  const logger: Logger = createLogger(teeSinks(consoleSink, lines.sink), redactor)
  let logFile: string | undefined
  return {
    logger,
    /** Starts the file in the data folder; a file that cannot be written is said once, then left. */
    writeTo(dataDir: string): void {
      const log = createRotatingLog({
        file: logFileIn(dataDir),
        onError: (error) => logger.warn('The log file cannot be written: the log stays in memory', { error }),
      })
      logFile = log.file
      lines.attach((line) => log.write(line))
    },
    /** What a problem report reads of the computer and the log. */
    diagnostics(openFolder?: (path: string) => Promise<void>): DiagnosticsPorts {
      return {
        ...(openFolder ? { openFolder } : {}),
        home: person.home,
        ...(person.userName ? { userName: person.userName } : {}),
        osRelease: person.osRelease,
        recentLog: () => lines.recent(),
        ...(logFile ? { logFile } : {}),
      }
    },
  }
}
