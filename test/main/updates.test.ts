import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AppImageUpdater } from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { createJsonDocuments } from '../../electron/core/base/files/json-documents'
import { createUpdates } from '../../electron/core/features/updates'
import { app as fakeApp } from '../fakes/electron'
import {
  electronUpdaterSource,
  type AppUpdaterPort,
} from '../../electron/main/updates/electron-updater-source'
import { followRenamedAppImage } from '../../electron/main/login-item'
import { desktopUpdatePorts } from '../../electron/main/updates/update-ports'
import {
  sha512Of,
  startUpdateFeed,
  type FeedRelease,
  type UpdateFeed,
} from '../../electron/emulator/update-feed/update-feed'
import { ManualClock } from '../support/manual-clock'
import { createMemoryLogger } from '../support/memory-logger'
import { NodeUpdateHttp } from '../support/node-update-http'
import { tempFolder } from '../support/temp-folders'

/**
 * The shell's electron-updater port with electron-updater's real updater (AppImageUpdater: its feed reading,
 * version comparison, download to its cache, sha512 check, and install on quit), over the emulator's release
 * feed. Only its HTTP is Node's instead of Electron's `net` (ElectronHttpExecutor needs a running Electron):
 * electron-updater takes an app adapter and an HTTP executor for that. What the person reads comes from core.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const OLD = Buffer.from('#!/bin/sh\n# Encore 0.1.0\nexit 0\n')
const NEW = Buffer.from('#!/bin/sh\n# Encore 0.2.0\nexit 0\n')

let appImage: string
let previousAppImage: string | undefined
const feeds: UpdateFeed[] = []
beforeEach(() => {
  previousAppImage = process.env['APPIMAGE']
  appImage = join(tempFolder('encore-appimage-'), 'Encore-0.1.0-x86_64.AppImage')
  writeFileSync(appImage, OLD, { mode: 0o755 })
  process.env['APPIMAGE'] = appImage
})
afterEach(async () => {
  if (previousAppImage === undefined) delete process.env['APPIMAGE']
  else process.env['APPIMAGE'] = previousAppImage
  for (const feed of feeds.splice(0)) await feed.close()
})

async function feedOf(release: Partial<FeedRelease> = {}) {
  const feed = await startUpdateFeed({
    version: '0.2.0',
    fileName: 'Encore-0.2.0-x86_64.AppImage',
    contents: NEW,
    ...release,
  })
  feeds.push(feed)
  return feed
}

/** The paths the updater asked the feed for (electron-updater adds a `noCache` query to the feed file). */
const asked = (feed: UpdateFeed) => feed.requests.map((path) => path.split('?')[0])

/** electron-updater's AppImage updater as the packaged app has it: app-update.yml beside it, a cache folder. */
function realUpdater(feedUrl: string) {
  const dir = tempFolder('encore-updater-')
  const config = join(dir, 'app-update.yml')
  writeFileSync(config, `provider: generic\nurl: ${feedUrl}\nupdaterCacheDirName: encore-updater\n`)
  const quitHandlers: ((exitCode: number) => void)[] = []
  const adapter: AppAdapter = {
    version: '0.1.0',
    name: 'encore',
    isPackaged: true,
    appUpdateConfigPath: config,
    userDataPath: dir,
    baseCachePath: dir,
    whenReady: () => Promise.resolve(),
    relaunch() {},
    quit() {},
    onQuit: (handler) => quitHandlers.push(handler),
  }
  const updater = new AppImageUpdater(null, adapter)
  Reflect.set(updater, 'httpExecutor', new NodeUpdateHttp())
  return { updater, quit: () => quitHandlers.forEach((handler) => handler(0)) }
}

function coreWith(updater: AppImageUpdater) {
  const { logger, lines } = createMemoryLogger()
  const updates = createUpdates(
    {
      kind: 'appimage',
      repository: 'github:someone/encore',
      selfUpdater: electronUpdaterSource(async () => updater as unknown as AppUpdaterPort, logger),
    },
    {
      version: '0.1.0',
      platform: 'linux',
      arch: 'x64',
      clock: new ManualClock(),
      logger,
      bus: new EventBus(),
      documents: createJsonDocuments(undefined, logger),
    },
  )
  return { updates, lines }
}

const installed = () => readFileSync(appImage)

describe('updates through electron-updater’s AppImage updater, against the emulator’s feed', () => {
  it('a newer version: found, downloaded only once agreed, checked, and installed on quit', async () => {
    const feed = await feedOf()
    const { updater, quit } = realUpdater(feed.url)
    const { updates } = coreWith(updater)
    const found = await updates.check('person')
    expect(found).toMatchObject({ status: 'available', version: '0.2.0' })
    expect(asked(feed)).toEqual(['/latest-linux.yml'])
    expect(updater.autoDownload).toBe(false)
    const ready = await updates.download()
    expect(ready.message).toBe('Encore 0.2.0 is downloaded and installs when you quit Encore.')
    expect(asked(feed)).toContain('/Encore-0.2.0-x86_64.AppImage')
    expect(installed()).toEqual(OLD)
    quit()
    // The AppImage's name carries its version: electron-updater puts the new one beside it, under its name.
    expect(existsSync(appImage)).toBe(false)
    expect(readFileSync(join(dirname(appImage), 'Encore-0.2.0-x86_64.AppImage'))).toEqual(NEW)
    updates.dispose()
  })

  it('a damaged file: the person is told, and nothing is installed, even at quit', async () => {
    const feed = await feedOf({ damaged: true })
    const { updater, quit } = realUpdater(feed.url)
    const { updates, lines } = coreWith(updater)
    await updates.check('person')
    const state = await updates.download()
    expect(state.status).toBe('failed')
    expect(state.message).toBe(
      'The update Encore downloaded was damaged on the way (it is not exactly the file the release names). Nothing was installed; you can try again.',
    )
    expect(lines.some((line) => line.includes('damaged'))).toBe(true)
    quit()
    expect(installed()).toEqual(OLD)
    updates.dispose()
  })

  it('a wrong checksum in the feed: the same, nothing installed', async () => {
    const feed = await feedOf({ wrongSha512: sha512Of(Buffer.from('another file')) })
    const { updater, quit } = realUpdater(feed.url)
    const { updates } = coreWith(updater)
    await updates.check('person')
    const state = await updates.download()
    expect(state).toMatchObject({ status: 'failed' })
    expect(state.message).toContain('damaged on the way')
    quit()
    expect(installed()).toEqual(OLD)
    updates.dispose()
  })

  it('no network: at the check, and lost during the download; nothing installed', async () => {
    const gone = await feedOf()
    await gone.close()
    const offline = coreWith(realUpdater(gone.url).updater)
    await expect(offline.updates.check('person')).resolves.toMatchObject({
      status: 'failed',
      message:
        'Encore could not reach the release page to look for updates. Check your connection and try again.',
    })
    offline.updates.dispose()

    const feed = await feedOf()
    const { updater, quit } = realUpdater(feed.url)
    const { updates } = coreWith(updater)
    await updates.check('person')
    await feed.close()
    const state = await updates.download()
    expect(state.message).toBe(
      'The connection was lost while Encore downloaded the update. Nothing was installed; you can try again.',
    )
    quit()
    expect(installed()).toEqual(OLD)
    updates.dispose()
  })

  it('this version is the latest: says so and downloads nothing', async () => {
    const feed = await feedOf({ version: '0.1.0', fileName: 'Encore-0.1.0-x86_64.AppImage' })
    const { updates } = coreWith(realUpdater(feed.url).updater)
    await expect(updates.check('person')).resolves.toMatchObject({
      status: 'up-to-date',
      message: 'Encore 0.1.0 is the latest release.',
    })
    await updates.download()
    expect(asked(feed)).toEqual(['/latest-linux.yml'])
    updates.dispose()
  })
})

describe('an AppImage renamed by its update keeps starting at login', () => {
  it('the autostart entry follows the new file electron-updater moved it to; none is written where it was off', async () => {
    const feed = await feedOf()
    const config = tempFolder('encore-xdg-')
    const previousConfig = process.env['XDG_CONFIG_HOME']
    process.env['XDG_CONFIG_HOME'] = config
    // The packed package.json names a real project (the sources' stand-in offers no updates).
    const packed = tempFolder('encore-app-')
    writeFileSync(join(packed, 'package.json'), JSON.stringify({ repository: 'github:someone/encore' }))
    fakeApp.appPath = packed
    fakeApp.isPackaged = true
    try {
      const entry = join(config, 'autostart', 'app.encore.remote.desktop')
      const { logger } = createMemoryLogger()
      const { updater, quit } = realUpdater(feed.url)
      const resources = tempFolder('encore-resources-')
      writeFileSync(join(resources, 'app-update.yml'), 'provider: github\n')
      // The shell's own wiring (update-ports), with the real updater in place of electron-updater's autoUpdater.
      const ports = desktopUpdatePorts(fakeApp, logger, {
        env: { APPIMAGE: appImage },
        platform: 'linux',
        resourcesPath: resources,
        loadUpdater: async () => updater as unknown as AppUpdaterPort,
      })
      const updates = createUpdates(ports, {
        version: '0.1.0',
        platform: 'linux',
        arch: 'x64',
        clock: new ManualClock(),
        logger,
        bus: new EventBus(),
        documents: createJsonDocuments(undefined, logger),
      })
      // Start at login was on: Encore wrote its entry for the file it ran from.
      mkdirSync(dirname(entry), { recursive: true })
      writeFileSync(entry, `[Desktop Entry]\nExec=${appImage} --at-login\n`)
      await updates.check('person')
      await updates.download()
      quit()
      const renamed = join(dirname(appImage), 'Encore-0.2.0-x86_64.AppImage')
      expect(existsSync(appImage)).toBe(false)
      expect(readFileSync(entry, 'utf8')).toMatch(
        new RegExp(`^Exec=${renamed} (--no-sandbox )?--at-login$`, 'm'),
      )
      updates.dispose()

      // Off: no entry, and the update writes none.
      rmSync(entry)
      followRenamedAppImage('/home/ada/Encore-0.3.0-x86_64.AppImage', logger)
      expect(existsSync(entry)).toBe(false)
    } finally {
      if (previousConfig === undefined) delete process.env['XDG_CONFIG_HOME']
      else process.env['XDG_CONFIG_HOME'] = previousConfig
      fakeApp.appPath = '/app'
      fakeApp.isPackaged = false
    }
  })
})

describe('the desktop app’s update ports (fake electron)', () => {
  it('reads how it was installed, the project from the packed package.json, and app-update.yml; asks NetworkManager on Linux', () => {
    const { logger } = createMemoryLogger()
    fakeApp.appPath = root
    fakeApp.isPackaged = true
    try {
      const resources = tempFolder('encore-resources-')
      writeFileSync(join(resources, 'app-update.yml'), 'provider: github\n')
      const linux = desktopUpdatePorts(fakeApp, logger, {
        env: { APPIMAGE: appImage },
        platform: 'linux',
        resourcesPath: resources,
      })
      expect(linux.kind).toBe('appimage')
      expect(linux.selfUpdater).toBeDefined()
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository: unknown }
      expect(linux.repository).toEqual(pkg.repository)
      expect(linux.metered).toBeTypeOf('function')
      const deb = desktopUpdatePorts(fakeApp, logger, { env: {}, platform: 'linux' })
      expect(deb.kind).toBe('system')
      const windows = desktopUpdatePorts(fakeApp, logger, {
        env: {},
        platform: 'win32',
        resourcesPath: resources,
      })
      expect(windows).toMatchObject({ kind: 'nsis' })
      expect(windows.metered).toBeUndefined()
      // A build without app-update.yml (the menubar build) has no updater: core gives the notice instead.
      const menubar = desktopUpdatePorts(fakeApp, logger, {
        env: {},
        platform: 'darwin',
        resourcesPath: root,
      })
      expect(menubar).toMatchObject({ kind: 'mac' })
      expect(menubar.selfUpdater).toBeUndefined()
      // A packaged macOS copy asks codesign how it is signed, for core to decide whether it replaces itself.
      expect(menubar.macInstall).toBeTypeOf('function')
      expect(linux.macInstall).toBeUndefined()
      fakeApp.isPackaged = false
      expect(desktopUpdatePorts(fakeApp, logger, { env: {}, platform: 'darwin' }).kind).toBe('development')
    } finally {
      fakeApp.appPath = '/app'
      fakeApp.isPackaged = false
    }
  })
})
