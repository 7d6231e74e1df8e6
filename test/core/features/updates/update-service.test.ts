import { afterEach, describe, expect, it } from 'vitest'
import { defaultSettings, type ShownLanguage, type UpdateState } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { createJsonDocuments, type JsonDocuments } from '../../../../electron/core/base/files/json-documents'
import type { UpdatePorts, UpdateSource } from '../../../../electron/core/base/ports'
import { createUpdates } from '../../../../electron/core/features/updates'
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_DELAY_MS,
} from '../../../../electron/core/features/updates/update-policy'
import { startUpdateFeed, type UpdateFeed } from '../../../../electron/emulator/update-feed/update-feed'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'

/**
 * The update service's decisions over a real feed (the emulator's, as electron-builder publishes one): the
 * notice route reads it itself; the self route's downloader is a stand-in here (electron-updater's real one is
 * driven in test/main/updates.test.ts).
 */

const feeds: UpdateFeed[] = []
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close()
})

async function feedOf(version: string) {
  const feed = await startUpdateFeed({
    version,
    fileName: `Encore-${version}-x86_64.AppImage`,
    contents: Buffer.from(`Encore ${version}`),
  })
  feeds.push(feed)
  return feed
}

function start(
  ports: Partial<UpdatePorts> & Pick<UpdatePorts, 'kind'>,
  documents?: JsonDocuments,
  platform = 'linux',
  language?: () => ShownLanguage,
) {
  const clock = new ManualClock(Date.UTC(2026, 5, 1))
  const { logger, lines } = createMemoryLogger()
  const bus = new EventBus()
  const seen: UpdateState[] = []
  bus.on('updates.changed', (state) => seen.push(state))
  const docs = documents ?? createJsonDocuments(undefined, logger)
  const updates = createUpdates(
    { repository: 'github:someone/encore', ...ports },
    {
      version: '0.1.0',
      platform,
      arch: 'x64',
      clock,
      logger,
      bus,
      documents: docs,
      ...(language ? { language } : {}),
    },
  )
  return { updates, clock, seen, lines, docs, bus }
}

const feedReads = (feed: UpdateFeed) => feed.requests.filter((path) => path === '/latest-linux.yml').length

describe('updates (core) against the emulator’s release feed', () => {
  it('the .deb: a newer release is a notice with the release page, and nothing is downloaded', async () => {
    const feed = await feedOf('0.2.0')
    const { updates, clock, seen } = start({ kind: 'system', feedUrl: feed.url })
    expect(updates.state()).toMatchObject({ route: 'notice', status: 'idle' })
    clock.advance(FIRST_CHECK_DELAY_MS)
    await expect.poll(() => updates.state().status).toBe('available')
    expect(updates.state()).toMatchObject({
      version: '0.2.0',
      releasePage: 'https://github.com/someone/encore/releases/latest',
    })
    expect(updates.state().message).toBe(
      'Encore 0.2.0 is available. Download its .deb from the release page and open it to install it over this one.',
    )
    expect(seen.map((state) => state.status)).toEqual(['checking', 'available'])
    await updates.download()
    expect(updates.state().status).toBe('available')
    expect(feed.requests).toEqual(['/latest-linux.yml'])
    updates.dispose()
  })

  it("says About's words in the language spoken, and again in another one chosen in Settings", async () => {
    const feed = await feedOf('0.2.0')
    let language: ShownLanguage = 'de'
    const { updates, clock, seen, bus } = start(
      { kind: 'system', feedUrl: feed.url },
      undefined,
      'linux',
      () => language,
    )
    expect(updates.state().message).toBe(
      'Encore 0.1.0. Encore sucht einmal am Tag nach einem neueren Release.',
    )
    clock.advance(FIRST_CHECK_DELAY_MS)
    await expect.poll(() => updates.state().status).toBe('available')
    expect(updates.state().message).toBe(
      'Encore 0.2.0 ist verfügbar. Lade die .deb-Datei von der Release-Seite herunter und öffne sie, um sie über diese Version zu installieren.',
    )
    language = 'ja'
    bus.emit('settings.changed', {
      values: { ...defaultSettings, language: 'ja' },
      secretProtection: 'none',
      problems: [],
    })
    expect(seen.at(-1)?.message).toMatch(/^Encore 0\.2\.0 が利用できます。リリースページから \.deb/)
    updates.dispose()
  })

  it('checks by itself at most once a day, remembered across starts', async () => {
    const feed = await feedOf('0.1.0')
    const first = start({ kind: 'system', feedUrl: feed.url })
    first.clock.advance(FIRST_CHECK_DELAY_MS)
    await expect.poll(() => first.updates.state().status).toBe('up-to-date')
    expect(first.updates.state().message).toBe('Encore 0.1.0 is the latest release.')
    first.clock.advance(CHECK_INTERVAL_MS - FIRST_CHECK_DELAY_MS - 1)
    expect(feedReads(feed)).toBe(1)
    first.clock.advance(FIRST_CHECK_DELAY_MS + 1)
    await expect.poll(() => feedReads(feed)).toBe(2)
    first.updates.dispose()
    // Started again an hour later: the last check is remembered, so the next waits its day.
    const again = start({ kind: 'system', feedUrl: feed.url }, first.docs)
    again.clock.advance(CHECK_INTERVAL_MS - 1)
    expect(feedReads(feed)).toBe(2)
    again.updates.dispose()
  })

  it('never checks by itself on a metered connection; the person’s check still looks', async () => {
    const feed = await feedOf('0.2.0')
    const { updates, clock } = start({ kind: 'appimage', feedUrl: feed.url, metered: async () => true })
    clock.advance(FIRST_CHECK_DELAY_MS)
    await expect.poll(() => updates.state().status).toBe('metered')
    expect(updates.state().message).toContain('metered')
    expect(feed.requests).toEqual([])
    await updates.handlers['updates.check'](undefined, { signal: new AbortController().signal })
    expect(feed.requests).toEqual(['/latest-linux.yml'])
    updates.dispose()
  })

  it('no network: says so in words, with no error code, and logs the cause', async () => {
    const feed = await feedOf('0.2.0')
    await feed.close()
    const { updates, lines } = start({ kind: 'system', feedUrl: feed.url })
    const state = await updates.check('person')
    expect(state.status).toBe('failed')
    expect(state.message).toBe(
      'Encore could not reach the release page to look for updates. Check your connection and try again.',
    )
    expect(state.message).not.toMatch(/ECONN|fetch|HTTP|\d{3}/)
    expect(lines.some((line) => line.includes('the check failed') && line.includes('offline'))).toBe(true)
    updates.dispose()
  })

  it('self-update: downloads only once the person agrees, then installs on quit', async () => {
    const feed = await feedOf('0.2.0')
    const downloads: number[] = []
    const selfUpdater: UpdateSource = {
      check: async () => '0.2.0',
      download: async (progress) => {
        downloads.push(1)
        progress(40.6)
        progress(100)
      },
    }
    const { updates, seen } = start({ kind: 'nsis', feedUrl: feed.url, selfUpdater })
    const found = await updates.check('person')
    expect(found).toMatchObject({ route: 'self', status: 'available', version: '0.2.0' })
    expect(found.message).toBe(
      'Encore 0.2.0 is available. Download it now? It installs when you quit Encore.',
    )
    expect(downloads).toEqual([])
    const ready = await updates.download()
    expect(downloads).toEqual([1])
    expect(ready.message).toBe('Encore 0.2.0 is downloaded and installs when you quit Encore.')
    expect(seen.filter((state) => state.status === 'downloading').map((state) => state.percent)).toEqual([
      0, 40, 100,
    ])
    // A new check does not undo a download that is ready.
    await expect(updates.check('person')).resolves.toMatchObject({ status: 'ready' })
    updates.dispose()
  })

  it('a build from the sources, or one naming no repository, offers nothing and reads nothing', async () => {
    const feed = await feedOf('0.2.0')
    const dev = start({ kind: 'development', feedUrl: feed.url })
    const unnamed = start({ kind: 'nsis', repository: undefined })
    const placeholder = start({
      kind: 'nsis',
      repository: { type: 'git', url: 'git+https://github.com/encore-owner-placeholder/encore.git' },
    })
    for (const { updates, clock } of [dev, unnamed, placeholder]) {
      clock.advance(CHECK_INTERVAL_MS)
      await expect(updates.check('person')).resolves.toMatchObject({ route: 'none', status: 'idle' })
      updates.dispose()
    }
    expect(dev.updates.state().message).toBe('Updates are not offered in a build run from the sources.')
    // The sources' stand-in repository: not "no release", which would blame a release that cannot exist.
    expect(placeholder.updates.state().message).toBe('Updates are not set up for this build.')
    expect(feed.requests).toEqual([])
  })
})

/** A self-update source whose updater reports errors by itself, as electron-updater's does. */
function updaterSource(download: UpdateSource['download']) {
  const listeners = new Set<(error: unknown) => void>()
  const source: UpdateSource = {
    check: async () => '0.2.0',
    ...(download ? { download } : {}),
    onError(listener) {
      listeners.add(listener)
      return { dispose: () => listeners.delete(listener) }
    },
  }
  return { source, report: (error: unknown) => listeners.forEach((listener) => listener(error)), listeners }
}

describe('updates: an install that fails is heard and said', () => {
  it('macOS refusing the downloaded update: About says why, offers the release page, not the download again', async () => {
    const feed = await feedOf('0.2.0')
    const updater = updaterSource(async () => {})
    const { updates, lines } = start(
      { kind: 'mac', feedUrl: feed.url, selfUpdater: updater.source },
      undefined,
      'darwin',
    )
    await updates.check('person')
    await expect(updates.download()).resolves.toMatchObject({ status: 'ready' })
    updater.report(new Error('Could not get code signature for running application'))
    expect(updates.state()).toMatchObject({ status: 'failed', failedDuring: 'install', version: '0.2.0' })
    expect(updates.state().message).toBe(
      'Encore could not install the update: macOS accepts an update only for a copy signed by its developer, and this one is not. Download Encore 0.2.0 from the release page instead.',
    )
    expect(updates.state().releasePage).toBe('https://github.com/someone/encore/releases/latest')
    expect(lines.some((line) => line.includes('the install failed'))).toBe(true)
    // Neither a new look nor a download starts it over: the release page is the way now.
    await expect(updates.download()).resolves.toMatchObject({ failedDuring: 'install' })
    await expect(updates.check('person')).resolves.toMatchObject({ failedDuring: 'install' })
    updates.dispose()
    expect(updater.listeners.size).toBe(0)
  })

  it('an error the download reports itself is said once, as the download’s', async () => {
    const updater = updaterSource(async () => {
      const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
      updater.report(error)
      throw error
    })
    const { updates } = start({ kind: 'nsis', feedUrl: 'http://127.0.0.1:9', selfUpdater: updater.source })
    await updates.check('person')
    await expect(updates.download()).resolves.toMatchObject({
      status: 'failed',
      failedDuring: 'download',
      message:
        'The connection was lost while Encore downloaded the update. Nothing was installed; you can try again.',
    })
    updates.dispose()
  })
})

describe('updates: a macOS copy that cannot replace itself gets the release page', () => {
  it('not signed with a Developer ID: reads latest-mac.yml itself and never downloads', async () => {
    const feed = await feedOf('0.2.0')
    const downloads: number[] = []
    const selfUpdater: UpdateSource = {
      check: async () => '0.2.0',
      download: async () => void downloads.push(1),
    }
    const { updates } = start(
      {
        kind: 'mac',
        feedUrl: feed.url,
        selfUpdater,
        macInstall: async () => ({ signature: 'other', bundlePath: '/Applications/Encore.app' }),
      },
      undefined,
      'darwin',
    )
    const found = await updates.check('person')
    expect(found).toMatchObject({ route: 'notice', status: 'available', version: '0.2.0' })
    expect(found.message).toBe(
      'Encore 0.2.0 is available. This copy of Encore is not signed by its developer, so macOS does not let it replace itself: download it from the release page.',
    )
    expect(feed.requests).toEqual(['/latest-mac.yml'])
    await updates.download()
    expect(downloads).toEqual([])
    updates.dispose()
  })

  it('run from the disk image: says to move it; signed and in Applications: downloads as before', async () => {
    const feed = await feedOf('0.2.0')
    const fromImage = start(
      {
        kind: 'mac',
        feedUrl: feed.url,
        selfUpdater: { check: async () => '0.2.0' },
        macInstall: async () => ({ signature: 'developer-id', bundlePath: '/Volumes/Encore/Encore.app' }),
      },
      undefined,
      'darwin',
    )
    await expect(fromImage.updates.check('person')).resolves.toMatchObject({ route: 'notice' })
    expect(fromImage.updates.state().message).toContain('move it to Applications')
    fromImage.updates.dispose()
    const installed = start(
      {
        kind: 'mac',
        feedUrl: feed.url,
        selfUpdater: { check: async () => '0.2.0' },
        macInstall: async () => ({ signature: 'developer-id', bundlePath: '/Applications/Encore.app' }),
      },
      undefined,
      'darwin',
    )
    await expect(installed.updates.check('person')).resolves.toMatchObject({ route: 'self' })
    installed.updates.dispose()
  })
})
