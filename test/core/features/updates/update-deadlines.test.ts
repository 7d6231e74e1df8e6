import { createServer, type Server, type ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import type { UpdateState } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import type { UpdateSource } from '../../../../electron/core/base/ports'
import { createUpdates } from '../../../../electron/core/features/updates'
import { DOWNLOAD_WINDOW_MS } from '../../../../electron/core/features/updates/download-floor'
import {
  FEED_DEADLINE_MS,
  FeedTooSlowError,
  FeedVersionError,
  newerVersionInFeed,
} from '../../../../electron/core/features/updates/release-source'
import { classifyFailure, isNewerVersion } from '../../../../electron/core/features/updates/update-policy'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'

/**
 * What a hostile or broken release host can do to the updater: drip the feed a byte at a time, name a version
 * that is markup, dribble the download. The deadlines run on a manual clock; the feed is a real local server.
 */

const servers: Server[] = []
const drips: ServerResponse[] = []
afterEach(async () => {
  for (const response of drips.splice(0)) response.destroy()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A host on 127.0.0.1; `answer` writes each response. Returns its URL and how many bytes it has sent. */
async function host(answer: (response: ServerResponse, sent: { bytes: number }) => void) {
  const sent = { bytes: 0 }
  const server = createServer((_request, response) => answer(response, sent))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, sent }
}

/** A feed that sends its headers, then one byte of the file at a time and never ends. */
const dripping = () =>
  host((response, sent) => {
    drips.push(response)
    response.writeHead(200, { 'content-type': 'text/yaml' })
    const text = 'version: 0.2.0\n'.repeat(1_000)
    const drip = setInterval(() => {
      if (response.destroyed) return clearInterval(drip)
      response.write(text[sent.bytes % text.length]!)
      sent.bytes++
    }, 20)
  })

function updatesOn(feedUrl: string, selfUpdater?: UpdateSource) {
  const clock = new ManualClock(Date.UTC(2026, 5, 1))
  const { logger } = createMemoryLogger()
  const bus = new EventBus()
  const seen: UpdateState[] = []
  bus.on('updates.changed', (state) => seen.push(state))
  const updates = createUpdates(
    {
      kind: selfUpdater ? 'nsis' : 'system',
      repository: 'github:someone/encore',
      feedUrl,
      ...(selfUpdater ? { selfUpdater } : {}),
    },
    {
      version: '0.1.0',
      platform: 'linux',
      arch: 'x64',
      clock,
      logger,
      bus,
      documents: createJsonDocuments(undefined, logger),
    },
  )
  return { updates, clock, seen }
}

describe('the feed has an overall deadline', () => {
  it('a feed dripping a byte at a time fails after 30 s of the clock, as too slow', async () => {
    const feed = await dripping()
    const clock = new ManualClock(Date.UTC(2026, 5, 1))
    const reading = newerVersionInFeed(feed.url, 'latest-linux.yml', '0.1.0', clock)
    const outcome = reading.then(
      () => 'answered',
      (error: unknown) => error,
    )
    await expect.poll(() => feed.sent.bytes).toBeGreaterThan(3)
    clock.advance(FEED_DEADLINE_MS - 1)
    clock.advance(1)
    const error = await outcome
    expect(error).toBeInstanceOf(FeedTooSlowError)
    expect(classifyFailure(error)).toBe('too-slow')
  })

  it('About says so in words after a check against a dripping feed', async () => {
    const feed = await dripping()
    const { updates, clock } = updatesOn(feed.url)
    const checking = updates.check('person')
    await expect.poll(() => feed.sent.bytes).toBeGreaterThan(3)
    clock.advance(FEED_DEADLINE_MS)
    const state = await checking
    expect(state.status).toBe('failed')
    expect(state.message).toMatch(/answered too slowly \(not within 30 seconds\)/)
    updates.dispose()
  })
})

describe('a version must be one', () => {
  it('a 5 KB version with markup and ESC is not offered as newer: the release information is damaged', async () => {
    const hostile = `9.9.9-${'x'.repeat(5_000)}<img src=x onerror=alert(1)>\u001b[2J`
    const feed = await host((response) => response.end(`version: ${JSON.stringify(hostile)}\n`))
    const error = await newerVersionInFeed(feed.url, 'latest-linux.yml', '0.1.0').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FeedVersionError)
    expect(classifyFailure(error)).toBe('damaged')
  })

  it('is semver of at most 64 characters', () => {
    expect(isNewerVersion('0.2.0', '0.1.0')).toBe(true)
    expect(isNewerVersion('v1.0.0-beta.2+build.7', '0.9.0')).toBe(true)
    expect(isNewerVersion('1.0.0-rc.1', '1.0.0-beta.9')).toBe(true)
    expect(isNewerVersion('1.0.0', '1.0.0-rc.1')).toBe(true)
    expect(isNewerVersion('9.9.9<b>', '0.1.0')).toBe(false)
    expect(isNewerVersion('9.9.9 ', '0.1.0')).toBe(false)
    expect(isNewerVersion('9.9.9-\u001b[2J', '0.1.0')).toBe(false)
    expect(isNewerVersion(`9.9.9-${'a'.repeat(59)}`, '0.1.0')).toBe(false)
    expect(isNewerVersion(`9.9.9-${'a'.repeat(58)}`, '0.1.0')).toBe(true)
    expect(isNewerVersion('09.1.0', '0.1.0')).toBe(false)
  })
})

describe('the download has a floor of throughput', () => {
  it('a download bringing under 20 KB a second for a minute is stopped and said in words', async () => {
    const feed = await host((response) => response.end('version: 0.2.0\n'))
    let aborted = false
    const { updates, clock, seen } = updatesOn(feed.url, {
      check: async () => '0.2.0',
      download: (progress, signal) =>
        new Promise<void>(() => {
          signal?.addEventListener('abort', () => (aborted = true))
          progress(1, 100_000)
        }),
    })
    await updates.check('person')
    const downloading = updates.download()
    clock.advance(DOWNLOAD_WINDOW_MS)
    const state = await downloading
    expect(state.status).toBe('failed')
    expect(state.message).toMatch(/download was too slow \(under 20 KB a second for a minute\)/)
    expect(aborted).toBe(true)
    expect(seen.some((state) => state.status === 'downloading')).toBe(true)
    updates.dispose()
  })

  it('a download that keeps above the floor is left to finish', async () => {
    const feed = await host((response) => response.end('version: 0.2.0\n'))
    let report: (percent: number, bytes: number) => void = () => {}
    let finish: () => void = () => {}
    const { updates, clock } = updatesOn(feed.url, {
      check: async () => '0.2.0',
      download: (progress) =>
        new Promise<void>((resolve) => {
          report = progress
          finish = resolve
        }),
    })
    await updates.check('person')
    const downloading = updates.download()
    for (let minute = 1; minute <= 3; minute++) {
      report(minute * 10, minute * 2_000_000)
      clock.advance(DOWNLOAD_WINDOW_MS)
    }
    finish()
    expect((await downloading).status).toBe('ready')
    updates.dispose()
  })
})
