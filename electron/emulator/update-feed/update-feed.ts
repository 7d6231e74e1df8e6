import { createHash } from 'node:crypto'
import Fastify from 'fastify'
import { stringify } from 'yaml'

/**
 * A release feed as electron-builder publishes one to GitHub Releases, served on 127.0.0.1 for tests: the
 * `latest*.yml` files (version, file name, size, sha512) and the release's file. It can serve a file damaged on
 * the way (other bytes than those the feed names) or name a wrong sha512, as a broken mirror or a tampered
 * release would.
 */
export interface FeedRelease {
  version: string
  /** The installer's name, as in the release (`Encore-1.2.0-x86_64.AppImage`). */
  fileName: string
  contents: Buffer
  /** Serve other bytes than the feed's sha512 and size describe (same length: only the checksum tells). */
  damaged?: boolean
  /** The sha512 the feed names instead of the file's own. */
  wrongSha512?: string
}

export interface UpdateFeed {
  /** The folder URL (no trailing slash): `${url}/latest-linux.yml`, `${url}/<fileName>`. */
  url: string
  /**
   * As GitHub's `releases/latest/download`: every file here answers 302 to the same file under `url` (GitHub
   * sends it on to the release's asset host).
   */
  redirectingUrl: string
  /** Paths asked for, in order. */
  requests: string[]
  close(): Promise<void>
}

const FEED_FILES = /^latest(?:-mac|-linux(?:-[a-z0-9]+)?)?\.yml$/

export function sha512Of(contents: Buffer): string {
  return createHash('sha512').update(contents).digest('base64')
}

/** The feed file's text, as electron-builder writes it. */
export function feedDocument(release: FeedRelease, releaseDate: string): string {
  const sha512 = release.wrongSha512 ?? sha512Of(release.contents)
  const file = { url: release.fileName, sha512, size: release.contents.length }
  return stringify({
    version: release.version,
    files: [file],
    path: release.fileName,
    sha512,
    releaseDate,
  })
}

export async function startUpdateFeed(release: FeedRelease): Promise<UpdateFeed> {
  const app = Fastify({ logger: false, forceCloseConnections: true })
  const requests: string[] = []
  const releaseDate = new Date(0).toISOString()
  app.addHook('onRequest', async (request) => {
    requests.push(request.url)
  })
  app.get<{ Params: { name: string } }>('/releases/latest/download/:name', async (request, reply) =>
    reply.redirect(`/${encodeURIComponent(request.params.name)}`, 302),
  )
  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const { name } = request.params
    if (FEED_FILES.test(name)) {
      return reply.type('text/yaml; charset=utf-8').send(feedDocument(release, releaseDate))
    }
    if (name !== release.fileName) return reply.code(404).send('Not Found')
    const body = release.damaged ? Buffer.from(release.contents.map((byte) => byte ^ 0xff)) : release.contents
    return reply.type('application/octet-stream').header('content-length', body.length).send(body)
  })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    url: address,
    redirectingUrl: `${address}/releases/latest/download`,
    requests,
    close: () => app.close(),
  }
}
