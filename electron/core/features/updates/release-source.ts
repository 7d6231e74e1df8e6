import { parse } from 'yaml'
import { isNewerVersion } from './update-policy'

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

/**
 * Reads the feed's newest version (for installs the system updates: only the notice needs it) and answers it
 * when newer than `current`, else null. Throws what fetch throws (offline) or a FeedHttpError.
 */
export async function newerVersionInFeed(
  feedUrl: string,
  file: string,
  current: string,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  const response = await fetcher(`${feedUrl.replace(/\/$/, '')}/${file}`, {
    signal: AbortSignal.timeout(30_000),
    redirect: 'follow',
  })
  if (!response.ok) throw new FeedHttpError(response.status)
  const feed: unknown = parse(await response.text())
  const version = typeof feed === 'object' && feed !== null ? (feed as { version?: unknown }).version : null
  if (typeof version !== 'string') throw new Error('The update feed names no version')
  return isNewerVersion(version, current) ? version : null
}
