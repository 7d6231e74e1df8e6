import type { UpdateRoute, UpdateState } from '../../../contract'
import type { InstallKind } from '../../base/ports'

/**
 * The decisions about updates, as plain functions: which way this install is updated, when to check, and what
 * to say. The shells only report facts (how Encore was installed, whether the connection is metered) and run
 * what is decided here.
 */

export type { InstallKind }

/** How Encore was installed, from what the desktop app can see of itself. */
export function installKindOf(facts: {
  platform: string
  packaged: boolean
  /** `APPIMAGE`: the AppImage's path, set by its runtime. */
  appImage: string | undefined
}): InstallKind {
  if (!facts.packaged) return 'development'
  if (facts.platform === 'win32') return 'nsis'
  if (facts.platform === 'darwin') return 'mac'
  return facts.appImage ? 'appimage' : 'system'
}

/** Which way this install gets a newer release; `none` also when the build names no release feed. */
export function updateRoute(kind: InstallKind, hasFeed: boolean): UpdateRoute {
  if (!hasFeed || kind === 'development') return 'none'
  return kind === 'system' || kind === 'browser' ? 'notice' : 'self'
}

/** At most one automatic check a day. */
export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000
/** After start, the first automatic check waits a little: starting is busy enough. */
export const FIRST_CHECK_DELAY_MS = 60 * 1000

/** How long until the next automatic check, from when the last one answered (null: never). */
export function nextCheckIn(now: number, checkedAt: number | null): number {
  if (checkedAt === null || checkedAt > now) return FIRST_CHECK_DELAY_MS
  return Math.max(FIRST_CHECK_DELAY_MS, checkedAt + CHECK_INTERVAL_MS - now)
}

/**
 * Whether to check now. `metered`: what the system says of the connection (null: it does not say). An automatic
 * check never runs on a metered connection; a person who asks is answered (a check reads one small file), and
 * the download still waits for their yes.
 */
export function checkDecision(trigger: 'schedule' | 'person', route: UpdateRoute, metered: boolean | null) {
  if (route === 'none') return 'not-offered' as const
  if (trigger === 'schedule' && metered === true) return 'metered' as const
  return 'check' as const
}

/** Why a check or download failed, as far as a listener needs to know. */
export type UpdateFailure = 'offline' | 'too-slow' | 'damaged' | 'no-release' | 'other'

const OFFLINE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  // axios's code for a request past its deadline.
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
])

function errorCodes(error: unknown): string[] {
  const codes: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') codes.push(code)
    current = (current as { cause?: unknown }).cause
  }
  return codes
}

/**
 * Sorts an error of a check or download (electron-updater's, Node's, Chromium's net) into what to say. A
 * download whose sha512 is not the one the feed names is damaged, whatever damaged it.
 */
export function classifyFailure(error: unknown): UpdateFailure {
  const codes = errorCodes(error)
  const text = error instanceof Error ? error.message : String(error)
  if (codes.includes('ERR_CHECKSUM_MISMATCH') || /checksum mismatch|sha512/i.test(text)) return 'damaged'
  if (codes.includes('UPDATE_BAD_VERSION')) return 'damaged'
  if (codes.includes('UPDATE_TOO_SLOW')) return 'too-slow'
  if (
    codes.some((code) => OFFLINE_CODES.has(code)) ||
    /net::ERR_(INTERNET|NAME|CONNECTION|NETWORK|ADDRESS)/.test(text)
  )
    return 'offline'
  // electron-updater's GitHub provider: no release yet, or a release without this platform's feed file.
  const missing = [
    'HTTP_ERROR_404',
    'ERR_UPDATER_LATEST_VERSION_NOT_FOUND',
    'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND',
  ]
  if (codes.some((code) => missing.includes(code)) || /\b404\b/.test(text)) return 'no-release'
  return 'other'
}

const FAILURE_WORDS: Record<UpdateFailure, Record<'check' | 'download', string>> = {
  offline: {
    check:
      'Encore could not reach the release page to look for updates. Check your connection and try again.',
    download:
      'The connection was lost while Encore downloaded the update. Nothing was installed; you can try again.',
  },
  'too-slow': {
    check:
      'The release page answered too slowly (not within 30 seconds), so Encore stopped waiting. It will look again later.',
    download:
      'The download was too slow (under 20 KB a second for a minute), so Encore stopped it. Nothing was installed; you can try again.',
  },
  damaged: {
    check:
      'The release information Encore found was damaged. Nothing was installed; it will look again later.',
    download:
      'The update Encore downloaded was damaged on the way (it is not exactly the file the release names). Nothing was installed; you can try again.',
  },
  'no-release': {
    check: 'Encore found no release to compare with on the release page. It will look again later.',
    download: 'The update’s file is no longer on the release page. Nothing was installed.',
  },
  other: {
    check: 'Encore could not look for updates just now. It will look again later.',
    download: 'Encore could not download the update. Nothing was installed; you can try again.',
  },
}

export function failureWords(failure: UpdateFailure, during: 'check' | 'download'): string {
  return FAILURE_WORDS[failure][during]
}

/** What About says for a state (failures carry their own words). */
export function updateWords(state: Omit<UpdateState, 'message'>): string {
  const { route, status, version, currentVersion } = state
  if (route === 'none') return 'Updates are not offered in a build run from the sources.'
  switch (status) {
    case 'idle':
      return `Encore ${currentVersion}. It looks for a newer release once a day.`
    case 'checking':
      return 'Looking for updates…'
    case 'up-to-date':
      return `Encore ${currentVersion} is the latest release.`
    case 'available':
      return route === 'self'
        ? `Encore ${version} is available. Download it now? It installs when you quit Encore.`
        : `Encore ${version} is available. Your system’s packages install it; see the release page.`
    case 'downloading':
      return `Downloading Encore ${version}…`
    case 'ready':
      return `Encore ${version} is downloaded and installs when you quit Encore.`
    case 'metered':
      return 'Your connection is metered, so Encore did not look for updates. Check now to look anyway.'
    case 'failed':
      return 'Encore could not look for updates.'
  }
}

/** Longest version read from a feed: semver's own are a few characters, 64 leaves room for a pre-release. */
export const MAX_VERSION_CHARS = 64
/** Semantic Versioning 2.0.0 (an optional leading `v`, as tags are written). */
const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/

/** Whether a feed's version is one at all: semver, at most 64 characters (no markup, no control characters). */
export function isReleaseVersion(version: string): boolean {
  return version.length <= MAX_VERSION_CHARS && SEMVER.test(version)
}

/**
 * Whether `candidate` is a newer release than `current` (x.y.z, a pre-release before its release). A candidate
 * that is not a release version (see isReleaseVersion) is never newer.
 */
export function isNewerVersion(candidate: string, current: string): boolean {
  if (!isReleaseVersion(candidate)) return false
  const parse = (version: string) => {
    const match = SEMVER.exec(version.trim())
    return match ? { parts: [match[1], match[2], match[3]].map(Number), pre: match[4] ?? null } : null
  }
  const next = parse(candidate)
  const now = parse(current)
  if (!next || !now) return false
  for (let index = 0; index < 3; index++) {
    const difference = (next.parts[index] ?? 0) - (now.parts[index] ?? 0)
    if (difference !== 0) return difference > 0
  }
  if (next.pre === now.pre) return false
  if (next.pre === null) return true
  if (now.pre === null) return false
  return next.pre.localeCompare(now.pre, 'en', { numeric: true }) > 0
}
