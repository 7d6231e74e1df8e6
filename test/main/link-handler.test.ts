import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { App } from 'electron'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WindowsLinkRegistry } from '../../electron/main/link-handler'
import { createFakeEncore } from '../support/fake-encore'
import { tempFolder } from '../support/temp-folders'
import { pretendDesktop, restoreDesktop, type Fake } from './shell-harness'

/**
 * The spotify: link handler against the fake electron, whose Windows registry keeps the command of
 * `HKCU\Software\Classes\spotify\shell\open\command` as browser_win.cc writes and deletes it.
 */
const SPOTIFY_COMMAND = '"C:\\Users\\me\\AppData\\Roaming\\Spotify\\Spotify.exe" --protocol-uri="%1"'
const logger = { debug() {}, info() {}, warn() {}, error() {} }

afterEach(() => restoreDesktop())

async function start(platform: NodeJS.Platform, setup: (fake: Fake) => void = () => {}) {
  pretendDesktop(platform)
  vi.resetModules()
  const fake = (await import('../fakes/electron')) as Fake
  const { syncLinkHandler } = await import('../../electron/main/link-handler')
  fake.app.isPackaged = true
  setup(fake)
  // The registry reg.exe would read and write, played by the fake's registry.
  const remembered: string[] = []
  const registry: WindowsLinkRegistry = {
    read: async () => fake.app.windowsProtocolCommands.get('spotify') ?? null,
    restore: async (command) => void fake.app.windowsProtocolCommands.set('spotify', command),
    remember: async (command) => void remembered.push(command),
  }
  const core = createFakeEncore()
  const dataDir = tempFolder('encore-links-')
  const refusals: string[] = []
  const sync = await syncLinkHandler(fake.app as unknown as App, core.encore, logger, {
    platform,
    registry,
    dataDir,
    refused: (words) => refusals.push(words.message),
  })
  const tick = async (on: boolean) => {
    await core.updateSettings({ openSpotifyLinks: on })
    await sync.settled()
  }
  return { fake, tick, refusals, dataDir, remembered }
}

describe('the spotify: link handler', () => {
  it('Windows: takes the links from the Spotify app and gives its command back on untick', async () => {
    const { fake, tick, dataDir, remembered } = await start('win32', (fake) =>
      fake.app.windowsProtocolCommands.set('spotify', SPOTIFY_COMMAND),
    )
    await tick(true)
    expect(fake.app.isDefaultProtocolClient('spotify')).toBe(true)
    expect(existsSync(join(dataDir, 'spotify-links-before.json'))).toBe(true)
    // Kept where the uninstaller finds it too (build/installer.nsh gives it back if Encore goes first).
    expect(remembered).toEqual([SPOTIFY_COMMAND])
    await tick(false)
    // removeAsDefaultProtocolClient alone would leave no handler: the Spotify app's command is back.
    expect(fake.app.windowsProtocolCommands.get('spotify')).toBe(SPOTIFY_COMMAND)
    expect(fake.app.isDefaultProtocolClient('spotify')).toBe(false)
    expect(existsSync(join(dataDir, 'spotify-links-before.json'))).toBe(false)
  })

  it('Windows: with no handler before, unticking leaves none', async () => {
    const { fake, tick } = await start('win32')
    await tick(true)
    await tick(false)
    expect(fake.app.windowsProtocolCommands.has('spotify')).toBe(false)
  })

  it('an AppImage: the system refuses (false) and the person is told, once per tick', async () => {
    const { fake, tick, refusals } = await start('linux', (fake) => (fake.app.protocolClientRefused = true))
    await tick(true)
    expect(fake.app.isDefaultProtocolClient('spotify')).toBe(false)
    expect(refusals).toEqual(['Encore could not become the app for spotify: links'])
  })

  it('the .deb: taken without a word; unticked, left as it is (Linux cannot give links back)', async () => {
    const { fake, tick, refusals } = await start('linux')
    await tick(true)
    await tick(false)
    expect(fake.app.isDefaultProtocolClient('spotify')).toBe(true)
    expect(refusals).toEqual([])
  })
})
