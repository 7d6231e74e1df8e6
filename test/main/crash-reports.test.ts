import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { bootShell } from './shell-harness'

describe('crash reports in the desktop app (Electron’s crashReporter)', () => {
  it('are not started without consent (the default)', async () => {
    const { fake } = await bootShell()
    expect(fake.crashReporter.starts).toEqual([])
  })

  it('start once the person says yes: never uploaded, kept in the data folder, at most 10', async () => {
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
    // Started once: Electron's cannot be started again or stopped.
    await call('settings.update', { crashReports: 'off' })
    await call('settings.update', { crashReports: 'on' })
    expect(fake.crashReporter.starts).toHaveLength(1)
  })
})
