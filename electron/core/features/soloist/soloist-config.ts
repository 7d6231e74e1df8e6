import { isAbsolute } from 'node:path'
import { DEFAULT_SOLOIST_DEVICE_NAME, type ShownLanguage, type SoloistChange } from '../../../contract'
import { EncoreError } from '../../base/errors'
import { stripControls } from '../../base/security/safe-text'
import { wordsIn, type Say } from '../../base/words'
import { soloistWords, type SoloistWords } from './soloist-words'

/** The checks' words when no language is asked (reading the document at start: only whether they pass). */
const english = wordsIn(soloistWords, 'en')

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
export function checkBinary(path: string, say: Say<SoloistWords> = english): string | null {
  const trimmed = path.trim()
  if (trimmed === '') return null
  if (stripControls(trimmed) !== trimmed) return say('setting.pathChars')
  if (!isAbsolute(trimmed)) return say('setting.pathWhole')
  return null
}

function checkName(name: string, say: Say<SoloistWords> = english): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return say('setting.nameEmpty')
  if (trimmed.length > MAX_NAME) return say('setting.nameLong', { max: MAX_NAME })
  if (stripControls(trimmed) !== trimmed) return say('setting.nameChars')
  return null
}

/**
 * Soloist's API key as pasted: surrounding spaces are dropped; a key is one word of visible characters. The
 * words never quote the key.
 */
export function checkKey(key: string, say: Say<SoloistWords> = english): string | null {
  const trimmed = key.trim()
  if (trimmed === '') return say('setting.keyEmpty')
  if (!/^[\x21-\x7e]+$/.test(trimmed)) return say('setting.keyShape')
  if (trimmed.length < 16) return say('setting.keyShort')
  return null
}

/**
 * The config after one change from the page; throws an INVALID_INPUT error in words for a value that cannot
 * be kept, so nothing of a half-valid change is kept.
 */
export function applyChange(
  config: SoloistConfig,
  change: SoloistChange,
  language: ShownLanguage = 'en',
): SoloistConfig {
  const say = wordsIn(soloistWords, language)
  const next = { ...config }
  if (change.binary !== undefined) {
    const why = checkBinary(change.binary, say)
    if (why) throw new EncoreError('INVALID_INPUT', why)
    next.binary = change.binary.trim()
  }
  if (change.deviceName !== undefined) {
    const why = checkName(change.deviceName, say)
    if (why) throw new EncoreError('INVALID_INPUT', why)
    next.deviceName = change.deviceName.trim()
  }
  if (change.apiKey !== undefined) {
    const why = checkKey(change.apiKey, say)
    if (why) throw new EncoreError('INVALID_INPUT', why)
  }
  if (change.enabled !== undefined) next.enabled = change.enabled
  return next
}

/** What is still needed before Encore can start Soloist, in words; null when nothing is. */
export function missingSetup(
  config: SoloistConfig,
  keySet: boolean,
  language: ShownLanguage = 'en',
): string | null {
  const say = wordsIn(soloistWords, language)
  if (!config.binary && !keySet) return say('setting.needsBoth')
  if (!config.binary) return say('setting.needsProgram')
  if (!keySet) return say('setting.needsKey')
  return null
}
