import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bootShell } from './shell-harness'

/** The desktop app's log: a file in the data folder, every line redacted, and its folder opened from About. */
describe('the log a person can find (desktop app)', () => {
  it('writes logs/encore.log in the data folder and tells where it is; About opens its folder', async () => {
    const { fake, call } = await bootShell()
    const dataDir = fake.app.getPath('userData')
    const file = join(dataDir, 'logs', 'encore.log')
    expect(await call('diagnostics.logPlace')).toEqual({ ok: true, value: { file, canOpen: true } })
    expect(await call('diagnostics.openLogFolder')).toEqual({ ok: true, value: null })
    expect(fake.shell.openedPaths).toEqual([join(dataDir, 'logs')])
    // The fake has no about.json: the shell logs that warning, which lands in the file.
    await call('app.about')
    expect(existsSync(file)).toBe(true)
    expect(readFileSync(file, 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z warn: About: the licence list/m)
  })

  it('says why when the system cannot open the folder, and where the log is', async () => {
    const { fake, call } = await bootShell({
      setup: (fake) => (fake.shell.openPathAnswer = 'No application'),
    })
    const folder = join(fake.app.getPath('userData'), 'logs')
    expect(await call('diagnostics.openLogFolder')).toEqual({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: `The log's folder could not be opened (No application): it is ${folder}.`,
      },
    })
  })
})
