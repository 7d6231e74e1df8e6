import type { UpdateRoute } from '../../../contract'
import type { InstallKind, MacInstallFacts, MacSignature } from '../../base/ports'

/**
 * The decisions about updates, as plain functions: which way this install is updated, when to check, and what
 * to say. The shells only report facts (how Encore was installed, whether the connection is metered) and run
 * what is decided here.
 */

export type { InstallKind, MacInstallFacts, MacSignature }

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

/**
 * Why the route is what it is, for what About says: `development` and `not-set-up` (no real project named) give
 * `none`; `deb`, `browser`, `no-updater` (a build without app-update.yml), `mac-unsigned` and `mac-disk-image`
 * give the release page instead of a download.
 */
export type RouteReason =
  'self' | 'development' | 'not-set-up' | 'deb' | 'browser' | 'no-updater' | MacUpdateBlock

export interface RouteDecision {
  route: UpdateRoute
  reason: RouteReason
}

/** The route and its reason, from what the shell reports (`macBlock`: see macUpdateBlock). */
export function routeDecision(facts: {
  kind: InstallKind
  hasFeed: boolean
  hasUpdater: boolean
  macBlock?: MacUpdateBlock | null
}): RouteDecision {
  const route = updateRoute(facts.kind, facts.hasFeed)
  if (route === 'none') return { route, reason: facts.kind === 'development' ? 'development' : 'not-set-up' }
  if (route === 'notice') return { route, reason: facts.kind === 'browser' ? 'browser' : 'deb' }
  if (!facts.hasUpdater) return { route: 'notice', reason: 'no-updater' }
  if (facts.kind === 'mac' && facts.macBlock) return { route: 'notice', reason: facts.macBlock }
  return { route, reason: 'self' }
}

/** Why a macOS copy cannot replace itself (Squirrel.Mac refuses it), or null when it can. */
export type MacUpdateBlock = 'mac-unsigned' | 'mac-disk-image'

/**
 * Whether this macOS copy can update itself. Squirrel.Mac installs only over an app signed with a Developer ID
 * (it checks the new one against the running one's designated requirement) and only where it can replace the
 * bundle: not on the disk image (a read-only /Volumes/… mount) nor from App Translocation (an app opened from
 * Downloads without being moved, run from a read-only random path). `unknown` lets it try: a refusal is then
 * heard and said.
 */
export function macUpdateBlock(facts: MacInstallFacts): MacUpdateBlock | null {
  if (facts.signature === 'unsigned' || facts.signature === 'other') return 'mac-unsigned'
  if (/^\/Volumes\//.test(facts.bundlePath) || facts.bundlePath.includes('/AppTranslocation/'))
    return 'mac-disk-image'
  return null
}

/** `codesign --display --verbose=2`'s report (it writes it to stderr) as a signature kind. */
export function macSignatureOf(report: { exitCode: number | null; output: string }): MacSignature {
  if (/not signed at all/i.test(report.output)) return 'unsigned'
  if (report.exitCode !== 0) return 'unknown'
  if (/^Authority=Developer ID Application:/m.test(report.output)) return 'developer-id'
  return 'other'
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
  if (codes.includes('UPDATE_BAD_VERSION') || codes.includes('UPDATE_INSECURE_REDIRECT')) return 'damaged'
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
