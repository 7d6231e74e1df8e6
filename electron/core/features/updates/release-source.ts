import type { Clock } from '../../base/ports'
import { axios } from '../../service/api/axios'
import { isNewerVersion, isReleaseVersion } from './update-policy'

/**
 * Where releases come from: the GitHub repository package.json's `repository` names (the one place the
 * project's address is defined; electron-builder publishes to the same one), its release page, and the feed
 * electron-builder writes there (`latest.yml`, `latest-mac.yml`, `latest-linux.yml`, with each file's sha512).
 */

export interface GitHubProject {
  owner: string
  repo: string
}

/** package.json's `repository` (a string or `{ url }`) as a GitHub project, or null when it names none. */
export function gitHubProjectOf(repository: unknown): GitHubProject | null {
  const raw =
    typeof repository === 'string'
      ? repository
      : typeof repository === 'object' && repository !== null
        ? (repository as { url?: unknown }).url
        : undefined
  if (typeof raw !== 'string') return null
  const match =
    /^(?:github:)?([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?$/.exec(raw.trim()) ??
    /^(?:git\+)?(?:https?|git|ssh):\/\/(?:git@)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(
      raw.trim(),
    ) ??
    /^git@github\.com:([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?$/.exec(raw.trim())
  return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : null
}

/**
 * The project releases come from, or null when `repository` names none or only a stand-in (the sources'
 * `encore-owner-placeholder`, an `example` owner): a build from such sources has nowhere to look, and says
 * "Updates are not set up for this build" rather than finding no release. The release workflow refuses to
 * publish one (.github/workflows/release.yml).
 */
export function releaseProjectOf(repository: unknown): GitHubProject | null {
  const project = gitHubProjectOf(repository)
  if (!project) return null
  return /placeholder|^example$|^owner$|^your[-_]?(name|user|org|owner)$/i.test(project.owner)
    ? null
    : project
}

/** The page that lists the latest release. */
export function releasePageOf(project: GitHubProject): string {
  return `https://github.com/${project.owner}/${project.repo}/releases/latest`
}

/** The folder the latest release's files are downloaded from (GitHub redirects to the release's assets). */
export function feedUrlOf(project: GitHubProject): string {
  return `https://github.com/${project.owner}/${project.repo}/releases/latest/download`
}

/** The feed file electron-builder writes for a platform (electron-updater's own names). */
export function feedFileFor(platform: string, arch: string): string {
  if (platform === 'win32') return 'latest.yml'
  if (platform === 'darwin') return 'latest-mac.yml'
  return arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${arch}.yml`
}

/** A failed HTTP answer, coded as electron-updater codes them (`HTTP_ERROR_404`). */
export class FeedHttpError extends Error {
  readonly code: string
  constructor(readonly status: number) {
    super(`The update feed answered HTTP ${status}`)
    this.code = `HTTP_ERROR_${status}`
  }
}

/** A feed file is a few hundred bytes; an answer past this is not one. */
const FEED_MAX_BYTES = 256 * 1024
/**
 * The whole read, from the request to the last byte. axios's `timeout` only bounds silence: a feed dripping a
 * byte every 2 s was still being read after 75 s.
 */
export const FEED_DEADLINE_MS = 30_000

/** The feed did not answer in whole within FEED_DEADLINE_MS. */
export class FeedTooSlowError extends Error {
  readonly code = 'UPDATE_TOO_SLOW'
  constructor() {
    super(`The update feed did not answer within ${FEED_DEADLINE_MS / 1000} seconds`)
  }
}

/** The feed names a version that is not one (more than 64 characters, or not x.y.z semver). */
export class FeedVersionError extends Error {
  readonly code = 'UPDATE_BAD_VERSION'
  constructor() {
    super('The update feed names no version Encore can read')
  }
}

type Timers = Pick<Clock, 'setTimeout' | 'clearTimeout'>
const globalTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** GitHub's release asset answers with a redirect to its storage: followed this many times at most. */
const FEED_MAX_REDIRECTS = 5

/** A redirect that left https for plain http: what it names could have been changed on the way. */
export class FeedInsecureRedirectError extends Error {
  readonly code = 'UPDATE_INSECURE_REDIRECT'
  constructor(readonly to: string) {
    super('The update feed redirected from https to an address that is not https')
  }
}

/**
 * Where a feed's redirect leads, resolved against the address that answered it. A feed read over https stays on
 * https: its sha512 lines vouch for the download, so a hop to plain http (a portal, a tampering proxy) is
 * refused rather than read.
 */
export function feedRedirectTarget(from: string, location: string): string {
  const target = new URL(location, from)
  if (new URL(from).protocol === 'https:' && target.protocol !== 'https:') {
    throw new FeedInsecureRedirectError(target.href)
  }
  return target.href
}

/**
 * GETs a feed file's status and text over axios's http adapter, as every request of core: Node's own fetch would
 * load undici, about 10 MiB a tray app then holds all day (see service/api/axios.ts). Redirects are followed
 * here, not by axios: the build leaves axios's follow-redirects out (electron.vite.config.ts). Network failures
 * throw axios's error, whose `code` (ECONNREFUSED, ENOTFOUND, ECONNABORTED…) says offline.
 */
async function readFeed(url: string, timers: Timers): Promise<{ status: number; text: string }> {
  const controller = new AbortController()
  let late = false
  const deadline = timers.setTimeout(() => {
    late = true
    controller.abort()
  }, FEED_DEADLINE_MS)
  try {
    let address = url
    for (let hops = 0; ; hops++) {
      const response = await axios.get<string>(address, {
        responseType: 'text',
        transformResponse: (body: unknown) => body,
        timeout: FEED_DEADLINE_MS,
        signal: controller.signal,
        maxContentLength: FEED_MAX_BYTES,
        maxRedirects: 0,
        validateStatus: () => true,
      })
      const location: unknown = response.headers['location']
      const redirected = response.status >= 300 && response.status < 400 && typeof location === 'string'
      if (!redirected || hops >= FEED_MAX_REDIRECTS) {
        return { status: response.status, text: String(response.data) }
      }
      address = feedRedirectTarget(address, location)
    }
  } catch (error) {
    throw late ? new FeedTooSlowError() : error
  } finally {
    timers.clearTimeout(deadline)
  }
}

/**
 * Reads the feed's newest version (for installs the system updates: only the notice needs it) and answers it
 * when newer than `current`, else null. Throws the network's error (offline) or a FeedHttpError. `yaml` is
 * loaded only here: a check runs a few times a day.
 */
export async function newerVersionInFeed(
  feedUrl: string,
  file: string,
  current: string,
  timers: Timers = globalTimers,
): Promise<string | null> {
  const { status, text } = await readFeed(`${feedUrl.replace(/\/$/, '')}/${file}`, timers)
  if (status < 200 || status > 299) throw new FeedHttpError(status)
  const { parse } = await import('yaml')
  const feed: unknown = parse(text)
  const version = typeof feed === 'object' && feed !== null ? (feed as { version?: unknown }).version : null
  if (typeof version !== 'string') throw new Error('The update feed names no version')
  // Shown in About and in a notice: a stranger's text until it is a plain version.
  if (!isReleaseVersion(version)) throw new FeedVersionError()
  return isNewerVersion(version, current) ? version : null
}
