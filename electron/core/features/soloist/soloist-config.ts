import { isAbsolute } from 'node:path'
import { DEFAULT_SOLOIST_DEVICE_NAME, type SoloistChange } from '../../../contract'
import { EncoreError } from '../../base/errors'
import { stripControls } from '../../base/security/safe-text'

/**
 * What Settings → This computer keeps outside the secret store (`soloist.json` among core's documents): on or
 * off, the program and the device name. Off by default. A document that does not fit is read as the defaults.
 */
export interface SoloistConfig {
  enabled: boolean
  binary: string
  deviceName: string
}

export const defaultSoloistConfig: SoloistConfig = {
  enabled: false,
  binary: '',
  deviceName: DEFAULT_SOLOIST_DEVICE_NAME,
}

export const SOLOIST_DOCUMENT = 'soloist.json'
/** The secret store's entry for Soloist's API key (beside the sign-in's). */
export const SOLOIST_KEY_ENTRY = 'soloist.apiKey'

/** Spotify Soloist exists for Linux only (for now). */
export const soloistSupported = (platform: string): boolean => platform === 'linux'

const MAX_NAME = 64

export function configFrom(value: unknown): SoloistConfig {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const binary = typeof raw['binary'] === 'string' && checkBinary(raw['binary']) === null ? raw['binary'] : ''
  const name = typeof raw['deviceName'] === 'string' ? raw['deviceName'] : ''
  return {
    enabled: raw['enabled'] === true,
    binary: binary.trim(),
    deviceName: checkName(name) === null ? name.trim() : DEFAULT_SOLOIST_DEVICE_NAME,
  }
}

/** Why a typed program path cannot be used, or null when it can (empty: none chosen). */
export function checkBinary(path: string): string | null {
  const trimmed = path.trim()
  if (trimmed === '') return null
  if (stripControls(trimmed) !== trimmed) return 'The program path has characters a file name cannot have.'
  if (!isAbsolute(trimmed)) {
    return 'Give the whole path of the Soloist program, starting with / (for example /opt/soloist/soloist).'
  }
  return null
}

function checkName(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'Give this computer a device name, or keep the one suggested.'
  if (trimmed.length > MAX_NAME) return `Keep the device name to ${MAX_NAME} characters or fewer.`
  if (stripControls(trimmed) !== trimmed) return 'The device name has characters a name cannot have.'
  return null
}

/**
 * Soloist's API key as pasted: surrounding spaces are dropped; a key is one word of visible characters. The
 * words never quote the key.
 */
export function checkKey(key: string): string | null {
  const trimmed = key.trim()
  if (trimmed === '') return 'Paste the API key from Spotify for Developers, or keep the one set.'
  if (!/^[\x21-\x7e]+$/.test(trimmed)) {
    return 'That does not look like an API key: it should be one word of letters, digits and signs, with no spaces.'
  }
  if (trimmed.length < 16) return 'That API key is too short: copy the whole key from Spotify for Developers.'
  return null
}

/**
 * The config after one change from the page; throws an INVALID_INPUT error in words for a value that cannot
 * be kept, so nothing of a half-valid change is kept.
 */
export function applyChange(config: SoloistConfig, change: SoloistChange): SoloistConfig {
  const next = { ...config }
  if (change.binary !== undefined) {
    const why = checkBinary(change.binary)
    if (why) throw new EncoreError('INVALID_INPUT', why)
    next.binary = change.binary.trim()
  }
  if (change.deviceName !== undefined) {
    const why = checkName(change.deviceName)
    if (why) throw new EncoreError('INVALID_INPUT', why)
    next.deviceName = change.deviceName.trim()
  }
  if (change.apiKey !== undefined) {
    const why = checkKey(change.apiKey)
    if (why) throw new EncoreError('INVALID_INPUT', why)
  }
  if (change.enabled !== undefined) next.enabled = change.enabled
  return next
}

/** What is still needed before Encore can start Soloist, in words; null when nothing is. */
export function missingSetup(config: SoloistConfig, keySet: boolean): string | null {
  if (!config.binary && !keySet) {
    return 'Choose the Spotify Soloist program and set its API key to play on this computer.'
  }
  if (!config.binary) return 'Choose the Spotify Soloist program to play on this computer.'
  if (!keySet) return 'Set the API key from Spotify for Developers to play on this computer.'
  return null
}
