import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { bootShell } from './shell-harness'

describe('crash reports in the desktop app (Electron’s crashReporter)', () => {
  it('are not started without consent (the default)', async () => {
    const { fake } = await bootShell()
    expect(fake.crashReporter.starts).toEqual([])
  })

  it('start once the person says yes: never uploaded, kept in the data folder, at most 10, after a crash too', async () => {
    const { fake, call } = await bootShell()
    const folder = join(fake.app.getPath('userData'), 'crashes')
    // Twelve dumps from earlier runs, in crashpad's sub-folder, the oldest first.
    mkdirSync(join(folder, 'completed'), { recursive: true })
    for (let i = 0; i < 12; i++) {
      const path = join(folder, 'completed', `dump-${String(i).padStart(2, '0')}.dmp`)
      writeFileSync(path, 'MDMP')
      utimesSync(path, 1_700_000_000 + i, 1_700_000_000 + i)
    }
    expect(await call('settings.update', { crashReports: 'on' })).toMatchObject({ ok: true })
    await vi.waitFor(() => expect(fake.crashReporter.starts).toHaveLength(1))
    expect(fake.crashReporter.starts[0]).toMatchObject({ uploadToServer: false })
    expect(fake.app.getPath('crashDumps')).toBe(folder)
    expect(readdirSync(join(folder, 'completed')).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `dump-${String(i + 2).padStart(2, '0')}.dmp`),
    )
    // "Report a problem" lists them, the newest first.
    const report = (await call('diagnostics.report')) as { value: { parts: { crashReports: string[] } } }
    expect(report.value.parts.crashReports).toHaveLength(10)
    expect(report.value.parts.crashReports[0]).toBe(join(folder, 'completed', 'dump-11.dmp'))
    // A crash now: the new report is kept, still at most 10 (the oldest goes).
    writeFileSync(join(folder, 'completed', 'dump-12.dmp'), 'MDMP')
    fake.app.emit('child-process-gone', {}, { type: 'Utility', reason: 'crashed', exitCode: 139 })
    expect(readdirSync(join(folder, 'completed'))).toHaveLength(10)
    expect(readdirSync(join(folder, 'completed'))).toContain('dump-12.dmp')
    expect(readdirSync(join(folder, 'completed'))).not.toContain('dump-02.dmp')
    // Started once: Electron's cannot be started again or stopped.
    await call('settings.update', { crashReports: 'off' })
    await call('settings.update', { crashReports: 'on' })
    expect(fake.crashReporter.starts).toHaveLength(1)
  })
})

describe('the question whether to keep crash reports (Settings → Privacy)', () => {
  const asked = async (call: (method: unknown) => Promise<unknown>) =>
    ((await call('desktop.get')) as { value: { askCrashReports: boolean } }).value.askCrashReports

  it('is asked once a child process crashed, not for a clean exit, and not again once answered', async () => {
    const { fake, call } = await bootShell()
    fake.app.emit('child-process-gone', {}, { type: 'GPU', reason: 'clean-exit', exitCode: 0 })
    expect(await asked(call)).toBe(false)
    fake.app.emit('child-process-gone', {}, { type: 'GPU', reason: 'crashed', exitCode: 139 })
    expect(await asked(call)).toBe(true)
    await call('settings.update', { crashReports: 'off' })
    expect(await asked(call)).toBe(false)
    fake.app.emit('render-process-gone', {}, {}, { reason: 'crashed', exitCode: 139 })
    expect(await asked(call)).toBe(false)
  })

  it('is asked at start when a crash report is already in the data folder', async () => {
    const { call } = await bootShell({
      setup: (fake) => {
        const folder = join(fake.app.getPath('userData'), 'crashes', 'completed')
        mkdirSync(folder, { recursive: true })
        writeFileSync(join(folder, 'earlier.dmp'), 'MDMP')
      },
    })
    expect(await asked(call)).toBe(true)
  })
})
