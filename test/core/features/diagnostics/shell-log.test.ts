import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Redactor } from '../../../../electron/core/base/security/redact'
import {
  createShellLog,
  logFileIn,
  userNameOr,
} from '../../../../electron/core/features/diagnostics/shell-log'
import { ManualClock } from '../../../support/manual-clock'

const dirs: string[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the shells’ log', () => {
  it('writes every line, redacted, to logs/encore.log once the data folder is known, and keeps the last ones', () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-shell-log-'))
    dirs.push(dataDir)
    const log = createShellLog(new Redactor(), new ManualClock(Date.UTC(2026, 11, 7, 8)), {
      home: '/home/ana',
      userName: 'ana',
      osRelease: '6.8.0',
    })
    log.logger.info('before the folder: ana')
    log.writeTo(dataDir)
    log.logger.warn('read /home/ana/Music for ana')
    expect(readFileSync(logFileIn(dataDir), 'utf8')).toBe(
      '2026-12-07T08:00:00.000Z warn: read ~/Music for [name]\n',
    )
    const ports = log.diagnostics()
    expect(ports.recentLog?.()).toEqual([
      '2026-12-07T08:00:00.000Z info: before the folder: [name]',
      '2026-12-07T08:00:00.000Z warn: read ~/Music for [name]',
    ])
    expect(ports.logFile).toBe(logFileIn(dataDir))
    expect(ports.osRelease).toBe('6.8.0')
  })

  it('goes on without a user name where the system names none', () => {
    expect(userNameOr(() => ({ username: 'ana' }))).toBe('ana')
    expect(
      userNameOr(() => {
        throw new Error('ENOENT: no such file or directory, uv_os_get_passwd')
      }),
    ).toBeUndefined()
  })
})
