import type { ShownLanguage, UpdateState } from '../../../contract'
import { wordsIn } from '../../base/words'
import { updateCatalog, type UpdateCatalog } from './update-catalog'
import type { RouteReason, UpdateFailure } from './update-policy'

/** What About says about updates: every state and every failure, in the listener's words and language. */

export function failureWords(
  failure: UpdateFailure,
  during: 'check' | 'download',
  language: ShownLanguage = 'en',
): string {
  return wordsIn(updateCatalog, language)(`failure.${FAILURE_KEYS[failure]}.${during}`)
}

const FAILURE_KEYS = {
  offline: 'offline',
  'too-slow': 'tooSlow',
  damaged: 'damaged',
  'no-release': 'noRelease',
  other: 'other',
} as const satisfies Record<UpdateFailure, keyof UpdateCatalog['failure']>

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

const INSTALL_KEYS = {
  unsigned: 'unsigned',
  'read-only': 'readOnly',
  permission: 'permission',
  other: 'other',
} as const satisfies Record<InstallFailure, keyof UpdateCatalog['install']['reason']>

export function installFailureWords(
  failure: InstallFailure,
  version: string | null,
  language: ShownLanguage = 'en',
): string {
  const say = wordsIn(updateCatalog, language)
  const reason = say(`install.reason.${INSTALL_KEYS[failure]}`)
  return version ? say('install.failedVersion', { reason, version }) : say('install.failedNew', { reason })
}

/** The notice route's words for a release found, by why this install does not download it itself. */
const NOTICE_KEYS: Partial<Record<RouteReason, keyof UpdateCatalog['notice']>> = {
  deb: 'deb',
  'mac-unsigned': 'macUnsigned',
  'mac-disk-image': 'macDiskImage',
  'no-updater': 'noUpdater',
}

/** What About says for a state (failures carry their own words). */
export function updateWords(
  state: Omit<UpdateState, 'message'>,
  reason: RouteReason,
  language: ShownLanguage = 'en',
): string {
  const say = wordsIn(updateCatalog, language)
  const { route, status } = state
  const version = String(state.version)
  const current = state.currentVersion
  if (route === 'none') return say(reason === 'development' ? 'state.development' : 'state.notSetUp')
  switch (status) {
    case 'idle':
      return say('state.idle', { current })
    case 'checking':
      return say('state.checking')
    case 'up-to-date':
      return say('state.upToDate', { current })
    case 'available':
      return route === 'self'
        ? say('state.available', { version })
        : say(`notice.${NOTICE_KEYS[reason] ?? 'other'}`, { version })
    case 'downloading':
      return say('state.downloading', { version })
    case 'ready':
      return say('state.ready', { version })
    case 'metered':
      return say('state.metered')
    case 'failed':
      return say('state.failed')
  }
}
