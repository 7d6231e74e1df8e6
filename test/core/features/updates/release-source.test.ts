import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import {
  FeedHttpError,
  FeedInsecureRedirectError,
  feedRedirectTarget,
  newerVersionInFeed,
} from '../../../../electron/core/features/updates/release-source'
import { classifyFailure } from '../../../../electron/core/features/updates/update-policy'
import { startUpdateFeed, type UpdateFeed } from '../../../../electron/emulator/update-feed/update-feed'

/** Reading the release feed as the notice route does, over the emulator's feed (GitHub's redirect included). */

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function feedOf(version: string): Promise<UpdateFeed> {
  const feed = await startUpdateFeed({
    version,
    fileName: `Encore-${version}.AppImage`,
    contents: Buffer.from('x'),
  })
  closers.push(() => feed.close())
  return feed
}

/** A stand-in for a host that answers every path with `body` (not a feed: a portal page, a wrong address). */
async function hostAnswering(body: string): Promise<string> {
  const server: Server = createServer((_request, response) => response.end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  const { port } = server.address() as { port: number }
  return `http://127.0.0.1:${port}`
}

describe('the release feed', () => {
  it('follows GitHub’s redirect to the feed file and answers the newer version', async () => {
    const feed = await feedOf('0.3.1')
    expect(await newerVersionInFeed(feed.redirectingUrl, 'latest-linux.yml', '0.3.0')).toBe('0.3.1')
    expect(feed.requests).toEqual(['/releases/latest/download/latest-linux.yml', '/latest-linux.yml'])
  })

  it('answers null when the running version is the newest', async () => {
    const feed = await feedOf('0.3.0')
    expect(await newerVersionInFeed(feed.url, 'latest-linux.yml', '0.3.0')).toBeNull()
  })

  it('a release without this system’s feed file is a FeedHttpError that reads as “no release”', async () => {
    const feed = await feedOf('0.3.0')
    const failure = await newerVersionInFeed(feed.url, 'latest-linux-riscv64.yml.missing', '0.1.0').catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(FeedHttpError)
    expect(failure).toMatchObject({ status: 404, code: 'HTTP_ERROR_404' })
    expect(classifyFailure(failure)).toBe('no-release')
  })

  it('no answer at all reads as offline', async () => {
    const feed = await feedOf('0.3.0')
    await feed.close()
    const failure = await newerVersionInFeed(feed.url, 'latest-linux.yml', '0.1.0').catch(
      (error: unknown) => error,
    )
    expect(classifyFailure(failure)).toBe('offline')
  })

  it('a page that is not a feed is refused with what is missing; an answer past 256 KB is not read', async () => {
    const portal = await hostAnswering('<html>Sign in to this network</html>')
    await expect(newerVersionInFeed(portal, 'latest-linux.yml', '0.1.0')).rejects.toThrow(
      'The update feed names no version',
    )
    const huge = await hostAnswering(`version: 9.9.9\n#${'x'.repeat(300 * 1024)}\n`)
    const failure = await newerVersionInFeed(huge, 'latest-linux.yml', '0.1.0').catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect(String(failure)).toMatch(/maxContentLength/)
  })

  it('a check leaves Node’s fetch asleep (undici would hold ~10 MiB for the rest of the day)', async () => {
    const feed = await feedOf('0.2.0')
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'test/support/feed-check-child.ts',
      feed.url,
    ])
    expect(JSON.parse(stdout)).toEqual({ newer: '0.2.0', undici: false })
  }, 30_000)

  it('a redirect from https to plain http is refused and reads as damaged; https, relative and local http hops are followed', () => {
    const from = 'https://github.com/o/r/releases/latest/download/latest-linux.yml'
    const downgrade = (() => {
      try {
        return feedRedirectTarget(from, 'http://objects.example.com/latest-linux.yml')
      } catch (error) {
        return error
      }
    })()
    expect(downgrade).toBeInstanceOf(FeedInsecureRedirectError)
    expect(downgrade).toMatchObject({
      code: 'UPDATE_INSECURE_REDIRECT',
      to: 'http://objects.example.com/latest-linux.yml',
    })
    expect(classifyFailure(downgrade)).toBe('damaged')
    expect(feedRedirectTarget(from, 'https://objects.example.com/f.yml')).toBe(
      'https://objects.example.com/f.yml',
    )
    expect(feedRedirectTarget(from, '/o/r/latest-linux.yml')).toBe('https://github.com/o/r/latest-linux.yml')
    // The emulator's feed (and a feed a person points Encore at on their own network) is plain http throughout.
    expect(feedRedirectTarget('http://127.0.0.1:9/a.yml', '/b.yml')).toBe('http://127.0.0.1:9/b.yml')
  })
})
