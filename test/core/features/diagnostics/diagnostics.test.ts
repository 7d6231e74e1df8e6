import { afterEach, describe, expect, it } from 'vitest'
import { createEncore, type Encore } from '../../../../electron/core/app'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { systemClock } from '../../../../electron/core/base/ports'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'

let encore: Encore | undefined
afterEach(async () => {
  await encore?.dispose()
  encore = undefined
})

describe('diagnostics.report through core', () => {
  it('gathers core’s facts, the last 20 notices and the shell’s log lines, redacted', async () => {
    const bus = new EventBus()
    const { logger } = createMemoryLogger()
    encore = createEncore(
      {
        identity: { name: 'Encore', version: '2.0.0', mode: 'browser' },
        runtime: { versions: {}, platform: 'linux', arch: 'arm64' },
        logger,
        // Timers wait for the test: the day's update check never reaches for the network.
        clock: new ManualClock(Date.UTC(2026, 11, 7)),
        updates: { kind: 'browser', repository: 'github:encore-app/encore' },
        diagnostics: {
          home: '/home/ana',
          userName: 'ana',
          osRelease: '6.8.0',
          recentLog: () => ['read /home/ana/.local/share/Encore/settings.json as ana'],
          logFile: '/home/ana/.local/share/Encore/logs/encore.log',
        },
      },
      { bus },
    )
    for (let i = 0; i < 22; i++) bus.emit('notice', { level: 'info', message: `notice ${i} for ana` })
    const report = await encore.api.diagnostics.report()
    expect(report.parts).toMatchObject({
      version: '2.0.0',
      system: 'linux 6.8.0 arm64',
      mode: 'browser',
      profile: 'demo',
      requests: { lastDay: 0 },
    })
    expect(report.parts.generation).toEqual(expect.any(String))
    expect(report.parts.notices).toHaveLength(20)
    expect(report.parts.notices[0]).toMatch(/Z info: notice 2 for \[name\]$/)
    expect(report.parts.logLines).toEqual(['read ~/.local/share/Encore/settings.json as [name]'])
    expect(report.logFile).toBe('~/.local/share/Encore/logs/encore.log')
    expect(report.issueUrl).toMatch(/^https:\/\/github\.com\/encore-app\/encore\/issues\/new\?body=/)
  })

  it('answers with less, plainly, when the shell gives no log and the build no project', async () => {
    const { logger } = createMemoryLogger()
    encore = createEncore({
      identity: { name: 'Encore', version: '2.0.0', mode: 'browser' },
      logger,
      clock: systemClock,
    })
    const report = await encore.api.diagnostics.report()
    expect(report.parts.logLines).toEqual([])
    expect(report.logFile).toBeNull()
    expect(report.issueUrl).toBeNull()
  })

  it('names the log’s place with ~, and says why its folder cannot be opened in browser mode or without a file', async () => {
    const { logger } = createMemoryLogger()
    encore = createEncore({
      identity: { name: 'Encore', version: '2.0.0', mode: 'browser' },
      logger,
      clock: systemClock,
      diagnostics: { home: '/home/ana', logFile: '/home/ana/.local/share/encore/logs/encore.log' },
    })
    expect(await encore.dispatch('diagnostics.logPlace', undefined)).toEqual({
      ok: true,
      value: { file: '~/.local/share/encore/logs/encore.log', canOpen: false },
    })
    expect(await encore.dispatch('diagnostics.openLogFolder', undefined)).toEqual({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: 'Browser mode cannot open folders: the log is in ~/.local/share/encore/logs.',
      },
    })
    await encore.dispose()
    encore = createEncore({
      identity: { name: 'Encore', version: '2.0.0', mode: 'browser' },
      logger,
      clock: systemClock,
    })
    expect(await encore.dispatch('diagnostics.openLogFolder', undefined)).toEqual({
      ok: false,
      error: { code: 'UNAVAILABLE', message: 'Encore keeps no log file here: it logs to the terminal only.' },
    })
  })

  it("says why the log's folder cannot be opened in German and Japanese, as Settings' language asks", async () => {
    const { logger } = createMemoryLogger()
    encore = createEncore({
      identity: { name: 'Encore', version: '2.0.0', mode: 'browser' },
      logger,
      clock: systemClock,
      diagnostics: { home: '/home/ana', logFile: '/home/ana/.local/share/encore/logs/encore.log' },
      preferredLanguages: () => ['ja-JP'],
    })
    expect(await encore.dispatch('diagnostics.openLogFolder', undefined)).toMatchObject({
      error: {
        message: 'ブラウザモードではフォルダを開けません。ログは ~/.local/share/encore/logs にあります。',
      },
    })
    await encore.api.settings.update({ language: 'de' })
    expect(await encore.dispatch('diagnostics.openLogFolder', undefined)).toMatchObject({
      error: {
        message:
          'Im Browsermodus lassen sich keine Ordner öffnen: Das Log liegt in ~/.local/share/encore/logs.',
      },
    })
  })
})
