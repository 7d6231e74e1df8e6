import type { UpdateState } from '../../../contract'
import type { RouteReason, UpdateFailure } from './update-policy'

/** What About says about updates: every state and every failure, in the listener's words. */

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

/** Why installing a downloaded update failed, as far as the person can act on it. */
export type InstallFailure = 'unsigned' | 'read-only' | 'permission' | 'other'

/**
 * Sorts an install error (Squirrel.Mac's, re-emitted by electron-updater's MacUpdater; the NSIS installer's or
 * the AppImage's move, from BaseUpdater.install at quit).
 */
export function classifyInstallFailure(error: unknown): InstallFailure {
  const text = error instanceof Error ? error.message : String(error)
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (/code ?signature|code requirement|not signed|codesign/i.test(text)) return 'unsigned'
  if (code === 'EROFS' || /read-only (volume|file ?system)/i.test(text)) return 'read-only'
  if (code === 'EACCES' || code === 'EPERM' || /permission denied|operation not permitted/i.test(text))
    return 'permission'
  return 'other'
}

const INSTALL_REASONS: Record<InstallFailure, string> = {
  unsigned: 'macOS accepts an update only for a copy signed by its developer, and this one is not',
  'read-only':
    'it runs from a place it cannot change (the disk image, or a folder macOS keeps read-only); move Encore to Applications first',
  permission: 'the system did not let it replace its own files',
  other: 'the system refused it',
}

export function installFailureWords(failure: InstallFailure, version: string | null): string {
  const which = version ? `Encore ${version}` : 'the new version'
  return `Encore could not install the update: ${INSTALL_REASONS[failure]}. Download ${which} from the release page instead.`
}

/** The notice route's words for a release found, by why this install does not download it itself. */
function noticeWords(reason: RouteReason, version: string | null): string {
  const found = `Encore ${version} is available.`
  switch (reason) {
    case 'deb':
      return `${found} Download its .deb from the release page and open it to install it over this one.`
    case 'mac-unsigned':
      return `${found} This copy of Encore is not signed by its developer, so macOS does not let it replace itself: download it from the release page.`
    case 'mac-disk-image':
      return `${found} Encore runs from its disk image (or a folder macOS keeps read-only), so it cannot replace itself: move it to Applications, or download it from the release page.`
    case 'no-updater':
      return `${found} This build does not update itself: download it from the release page.`
    default:
      return `${found} See the release page.`
  }
}

/** What About says for a state (failures carry their own words). */
export function updateWords(state: Omit<UpdateState, 'message'>, reason: RouteReason): string {
  const { route, status, version, currentVersion } = state
  if (route === 'none')
    return reason === 'development'
      ? 'Updates are not offered in a build run from the sources.'
      : 'Updates are not set up for this build.'
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
        : noticeWords(reason, version)
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
