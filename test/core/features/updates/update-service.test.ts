import { afterEach, describe, expect, it } from 'vitest'
import type { UpdateState } from '../../../../electron/contract'
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

function start(ports: Partial<UpdatePorts> & Pick<UpdatePorts, 'kind'>, documents?: JsonDocuments) {
  const clock = new ManualClock(Date.UTC(2026, 5, 1))
  const { logger, lines } = createMemoryLogger()
  const bus = new EventBus()
  const seen: UpdateState[] = []
  bus.on('updates.changed', (state) => seen.push(state))
  const docs = documents ?? createJsonDocuments(undefined, logger)
  const updates = createUpdates(
    { repository: 'github:someone/encore', ...ports },
    { version: '0.1.0', platform: 'linux', arch: 'x64', clock, logger, bus, documents: docs },
  )
  return { updates, clock, seen, lines, docs }
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
    expect(updates.state().message).toContain('system’s packages')
    expect(seen.map((state) => state.status)).toEqual(['checking', 'available'])
    await updates.download()
    expect(updates.state().status).toBe('available')
    expect(feed.requests).toEqual(['/latest-linux.yml'])
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
    for (const { updates, clock } of [dev, unnamed]) {
      clock.advance(CHECK_INTERVAL_MS)
      await expect(updates.check('person')).resolves.toMatchObject({ route: 'none', status: 'idle' })
      updates.dispose()
    }
    expect(feed.requests).toEqual([])
  })
})
