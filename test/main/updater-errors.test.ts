import { EventEmitter } from 'node:events'
import { writeFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { join } from 'node:path'
import { MacUpdater } from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import { afterEach, describe, expect, it } from 'vitest'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { createJsonDocuments } from '../../electron/core/base/files/json-documents'
import type { UpdateSource } from '../../electron/core/base/ports'
import { createUpdates } from '../../electron/core/features/updates'
import { startUpdateFeed, type UpdateFeed } from '../../electron/emulator/update-feed/update-feed'
import {
  electronUpdaterSource,
  type AppUpdaterPort,
} from '../../electron/main/updates/electron-updater-source'
import * as fakeElectron from '../fakes/electron'
import { ManualClock } from '../support/manual-clock'
import { createMemoryLogger } from '../support/memory-logger'
import { NodeUpdateHttp } from '../support/node-update-http'
import { tempFolder } from '../support/temp-folders'

/**
 * Updates never crash and never hang: every error electron-updater emits is heard and said in About. macOS is
 * played by electron-updater's real MacUpdater over the emulator's release feed, with the fake `electron`'s
 * autoUpdater as Squirrel.Mac (MacUpdater requires `electron` itself: the fake is put where its require finds
 * it). Squirrel is never asked for the zip here, as when it refuses before taking it.
 */

const fromUpdater = createRequire(createRequire(import.meta.url).resolve('electron-updater'))
const electronId = fromUpdater.resolve('electron')
const previousElectron = fromUpdater.cache[electronId]

const feeds: UpdateFeed[] = []
const updaters: MacUpdater[] = []
afterEach(async () => {
  for (const updater of updaters.splice(0)) {
    updater.removeAllListeners()
    Reflect.get(updater, 'closeServerIfExists').call(updater)
  }
  for (const feed of feeds.splice(0)) await feed.close()
  fakeElectron.autoUpdater.listeners.clear()
  if (previousElectron) fromUpdater.cache[electronId] = previousElectron
  else delete fromUpdater.cache[electronId]
})

/** electron-updater's MacUpdater as the packaged app has it, its `electron` the fake one. */
async function macUpdater() {
  const feed = await startUpdateFeed({
    version: '0.2.0',
    fileName: 'Encore-0.2.0-mac.zip',
    contents: Buffer.from('PK a zip of Encore 0.2.0'),
  })
  feeds.push(feed)
  const dir = tempFolder('encore-mac-updater-')
  const config = join(dir, 'app-update.yml')
  writeFileSync(config, `provider: generic\nurl: ${feed.url}\nupdaterCacheDirName: encore-updater\n`)
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
    onQuit() {},
  }
  fromUpdater.cache[electronId] = Object.assign(new Module(electronId), {
    filename: electronId,
    loaded: true,
    exports: fakeElectron,
  })
  const updater = new MacUpdater(undefined, adapter)
  Reflect.set(updater, 'httpExecutor', new NodeUpdateHttp())
  // electron-updater's own switch for its platform (the feed file is then latest-mac.yml); no blockmaps.
  Reflect.set(updater, '_testOnlyOptions', { platform: 'darwin', isUseDifferentialDownload: false })
  updaters.push(updater)
  return { updater, feed }
}

function coreWith(selfUpdater: UpdateSource) {
  const { logger, lines } = createMemoryLogger()
  const clock = new ManualClock()
  const updates = createUpdates(
    { kind: 'mac', repository: 'github:someone/encore', selfUpdater },
    {
      version: '0.1.0',
      platform: 'darwin',
      arch: 'x64',
      clock,
      logger,
      bus: new EventBus(),
      documents: createJsonDocuments(undefined, logger),
    },
  )
  return { updates, lines, logger, clock }
}

describe('updater errors are heard (electron-updater’s MacUpdater, the fake Squirrel.Mac)', () => {
  it('Squirrel.Mac refusing the update: the download settled, and About says the install failed, in words', async () => {
    const { updater, feed } = await macUpdater()
    const { logger } = createMemoryLogger()
    const { updates } = coreWith(
      electronUpdaterSource(async () => updater as unknown as AppUpdaterPort, logger),
    )
    await expect(updates.check('person')).resolves.toMatchObject({ status: 'available', version: '0.2.0' })
    // Settles once MacUpdater has the zip and hands it to Squirrel, which never comes to take it here: awaiting
    // downloadUpdate() alone would wait for ever, with About on "Downloading…".
    await expect(updates.download()).resolves.toMatchObject({ status: 'ready' })
    expect(feed.requests.map((path) => path.split('?')[0])).toEqual([
      '/latest-mac.yml',
      '/Encore-0.2.0-mac.zip',
    ])
    expect(fakeElectron.autoUpdater.checks).toBe(1)
    expect(fakeElectron.autoUpdater.feed?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)

    // Squirrel.Mac refuses an unsigned copy; MacUpdater re-emits its error.
    fakeElectron.autoUpdater.emit('error', new Error('Could not get code signature for running application'))
    expect(updates.state()).toMatchObject({ status: 'failed', failedDuring: 'install' })
    expect(updates.state().message).toBe(
      'Encore could not install the update: macOS accepts an update only for a copy signed by its developer, and this one is not. Download Encore 0.2.0 from the release page instead.',
    )
    updates.dispose()
  })

  it('an error while downloading ends the download, even when downloadUpdate() never settles', async () => {
    const { logger } = createMemoryLogger()
    const stuck = Object.assign(new EventEmitter(), {
      autoDownload: true,
      autoInstallOnAppQuit: false,
      logger: null as unknown,
      checkForUpdates: async () => ({ isUpdateAvailable: true, updateInfo: { version: '0.2.0' } }),
      downloadUpdate: () => {
        setImmediate(() => stuck.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED')))
        return new Promise<never>(() => {})
      },
    })
    const { updates } = coreWith(electronUpdaterSource(async () => stuck, logger))
    await updates.check('person')
    await expect(updates.download()).resolves.toMatchObject({
      status: 'failed',
      failedDuring: 'download',
      message:
        'The connection was lost while Encore downloaded the update. Nothing was installed; you can try again.',
    })
    // Heard for good from the first use on, and nothing left listening for one download.
    expect(stuck.listenerCount('error')).toBe(1)
    expect(stuck.listenerCount('update-downloaded')).toBe(0)
    expect(stuck.listenerCount('download-progress')).toBe(0)
    // Heard outside a download too: no throw from the emitter.
    expect(() => stuck.emit('error', new Error('later'))).not.toThrow()
    updates.dispose()
  })

  it('a download too slow for its floor is cancelled inside electron-updater, not left running', async () => {
    const { logger } = createMemoryLogger()
    const tokens: { cancelled: boolean; cancel(): void }[] = []
    const dribbling = Object.assign(new EventEmitter(), {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      logger: null as unknown,
      checkForUpdates: async () => ({ isUpdateAvailable: true, updateInfo: { version: '0.2.0' } }),
      // A few bytes, then nothing: it ends only when its token is cancelled, as electron-updater's does.
      downloadUpdate: () => {
        setImmediate(() => dribbling.emit('download-progress', { percent: 0.1, transferred: 1_000 }))
        return new Promise<never>(() => {})
      },
    })
    const source = electronUpdaterSource(async () => dribbling, logger, {
      cancellationToken: async () => {
        const token = {
          cancelled: false,
          cancel() {
            token.cancelled = true
          },
        }
        tokens.push(token)
        return token
      },
    })
    const { updates, clock } = coreWith(source)
    await updates.check('person')
    const downloading = updates.download()
    await new Promise((resolve) => setImmediate(resolve))
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.cancelled).toBe(false)
    // A minute with 1 KB: under the floor of 20 KB a second.
    clock.advance(60_000)
    await expect(downloading).resolves.toMatchObject({ status: 'failed', failedDuring: 'download' })
    expect(tokens[0]!.cancelled).toBe(true)
    updates.dispose()
  })

  it('the fake’s emitters throw an error nobody hears, as Electron’s (Node’s) do', () => {
    const notification = new fakeElectron.Notification({ title: 'Encore', body: 'x' })
    expect(() => notification.emit('error', new Error('unheard'))).toThrow('unheard')
    notification.on('error', () => {})
    expect(() => notification.emit('error', new Error('heard'))).not.toThrow()
  })
})
