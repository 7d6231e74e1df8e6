import type { ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { soloistWords } from './soloist-words'
import type { Logger, SecretStore } from '../../base/ports'
import type { Redactor } from '../../base/security/redact'
import { SOLOIST_KEY_ENTRY } from './soloist-config'

/**
 * Soloist's API key, kept like the sign-in: in the secret store when it encrypts (the system's keyring) or is
 * owner-only (browser mode's private file); in memory only, until Encore quits, where it would be plain text.
 * The key is given to the redactor the moment it is known, so no log line can carry it; it never leaves core.
 */
export interface SoloistKey {
  value(): string | null
  /** Bumped at each new key: a link is restarted when it changes. */
  generation(): number
  keptWords(language?: ShownLanguage): string
  load(): Promise<void>
  set(key: string): Promise<void>
  forget(): Promise<void>
}

export function createSoloistKey(deps: {
  secretStore?: SecretStore | undefined
  redactor?: Redactor | undefined
  logger: Logger
  onChange: () => void
}): SoloistKey {
  const { logger } = deps
  const store = deps.secretStore
  const keeps = store !== undefined && store.protection !== 'unencrypted'
  let key: string | null = null
  let generation = 0
  let notKept = false
  let changedMeanwhile = false

  const take = (next: string | null) => {
    if (next) deps.redactor?.addSecret(next)
    key = next
    generation += 1
    deps.onChange()
  }

  return {
    value: () => key,
    generation: () => generation,
    keptWords: (language = 'en') => {
      const say = wordsIn(soloistWords, language)
      if (!keeps || notKept) return say('key.untilQuit')
      return say(store.protection === 'encrypted' ? 'key.keyring' : 'key.file')
    },
    async load() {
      if (!keeps) return
      try {
        const kept = await store.get(SOLOIST_KEY_ENTRY)
        // A key set while the store was being read is the newer one.
        if (kept && !changedMeanwhile) take(kept)
      } catch (error) {
        logger.warn('soloist: the kept API key could not be read', { error: String(error) })
      }
    },
    async set(next) {
      changedMeanwhile = true
      take(next)
      if (!keeps) return
      try {
        await store.set(SOLOIST_KEY_ENTRY, next)
        notKept = false
      } catch (error) {
        notKept = true
        logger.warn('soloist: the API key could not be kept; it lasts until Encore quits', {
          error: String(error),
        })
      }
    },
    async forget() {
      changedMeanwhile = true
      take(null)
      if (!keeps) return
      try {
        await store.delete(SOLOIST_KEY_ENTRY)
      } catch (error) {
        logger.warn('soloist: the kept API key could not be deleted', { error: String(error) })
      }
    },
  }
}
