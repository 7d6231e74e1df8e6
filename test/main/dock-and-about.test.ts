import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { About, AboutFile } from '../../electron/contract'
import { createFakeEncore } from '../support/fake-encore'
import { bootShell, loadShellFeatures } from './shell-harness'
import { tempFolder } from '../support/temp-folders'

const originalPlatform = process.platform
const onPlatform = (platform: NodeJS.Platform) =>
  Object.defineProperty(process, 'platform', { value: platform, configurable: true })
afterEach(() => onPlatform(originalPlatform))

async function startWithDock(platform: NodeJS.Platform, hideFromDock: boolean) {
  onPlatform(platform)
  const { fake, features, start } = await loadShellFeatures()
  const core = createFakeEncore({
    environment: { platform, desktops: platform === 'linux' ? ['KDE'] : [], sessionType: null },
    settings: { tray: { closeToTray: true, hideFromDock } },
  })
  const shell = await start(core.encore)
  await shell.run(features.mainWindow, features.dock)
  return { fake, core, shell }
}

describe('hide from the Dock / taskbar (fake electron)', () => {
  it('Windows: keeps the main window out of the taskbar while the setting is on, and back when it goes off', async () => {
    const { fake, core } = await startWithDock('win32', true)
    const main = fake.BrowserWindow.created[0]!
    expect(main.skipTaskbar).toBe(true)
    await core.updateSettings({ tray: { hideFromDock: false } })
    expect(main.skipTaskbar).toBe(false)
    await core.updateSettings({ tray: { hideFromDock: true } })
    expect(main.skipTaskbar).toBe(true)
    // Electron has no `app.dock` on Windows (electron.d.ts: `Dock` on macOS, `undefined` elsewhere).
    expect(fake.app.dock).toBeUndefined()
  })

  it('applies to a main window opened again later', async () => {
    const { fake, shell } = await startWithDock('win32', true)
    fake.BrowserWindow.created[0]!.destroy()
    shell.actions.showMainWindow()
    const reopened = fake.BrowserWindow.created.at(-1)!
    expect(fake.BrowserWindow.created).toHaveLength(2)
    expect(reopened.skipTaskbar).toBe(true)
  })

  it('hides and shows the Dock icon on macOS, leaving the window’s taskbar flag alone', async () => {
    const { fake, core } = await startWithDock('darwin', true)
    expect(fake.app.dock?.isVisible()).toBe(false)
    expect(fake.BrowserWindow.created[0]!.skipTaskbar).toBe(false)
    await core.updateSettings({ tray: { hideFromDock: false } })
    expect(fake.app.dock?.isVisible()).toBe(true)
  })

  it('leaves the Dock alone when the setting is off', async () => {
    const { fake } = await startWithDock('darwin', false)
    expect(fake.app.dock?.isVisible()).toBe(true)
  })

  it('Linux: not offered (skipTaskbar is macOS and Windows only), so nothing is asked of the window', async () => {
    const { fake, core } = await startWithDock('linux', true)
    // The fake throws for setSkipTaskbar on Linux: reaching here means the shell never called it.
    const main = fake.BrowserWindow.created[0]!
    expect(main.skipTaskbar).toBe(false)
    expect(core.desktop.state().dock).toMatchObject({ supported: false, hidden: false })
    await core.updateSettings({ tray: { hideFromDock: false } })
    await core.updateSettings({ tray: { hideFromDock: true } })
    expect(main.skipTaskbar).toBe(false)
  })
})

const dir = tempFolder('encore-about-')
const aboutFile: AboutFile = {
  app: { name: 'encore', productName: 'Encore', version: '9.9.9-test' },
  licenses: [
    { name: 'axios', version: '1.0.0', license: 'MIT', repository: 'https://github.com/axios/axios' },
    { name: 'zod', version: '4.0.0', license: 'MIT', repository: null },
  ],
}
writeFileSync(join(dir, 'about.json'), JSON.stringify(aboutFile))
writeFileSync(join(dir, 'torn.json'), '{"app": {"name": "enc')

describe('About (fake electron, real core)', () => {
  it('answers app.about with the version, the runtime and the licences, and fills the system panel', async () => {
    const { fake, call } = await bootShell({ paths: { aboutFile: join(dir, 'about.json') } })
    const answer = (await call('app.about')) as { ok: true; value: About }
    expect(answer.ok).toBe(true)
    expect(answer.value).toMatchObject({
      productName: 'Encore',
      version: '9.9.9-test',
      mode: 'electron',
      runtime: { node: process.versions.node, platform: process.platform, arch: process.arch },
      licenses: aboutFile.licenses,
      licensesProblem: null,
    })
    await vi.waitFor(() => expect(fake.app.aboutPanel).toBeDefined())
    expect(fake.app.aboutPanel).toMatchObject({
      applicationName: 'Encore',
      applicationVersion: '9.9.9-test',
      version: expect.stringContaining(`Node ${process.versions.node}`),
      credits: expect.stringContaining('2 open-source packages'),
    })
  })

  it('says why the licences are missing when the build’s file is torn, and still answers the rest', async () => {
    const { fake, call } = await bootShell({ paths: { aboutFile: join(dir, 'torn.json') } })
    const answer = (await call('app.about')) as { ok: true; value: About }
    expect(answer.value.version).toBe('9.9.9-test')
    expect(answer.value.licenses).toEqual([])
    expect(answer.value.licensesProblem).toMatch(/licence list could not be read from .*torn\.json/)
    await vi.waitFor(() => expect(fake.app.aboutPanel?.['credits']).toContain('could not be read'))
  })
})
