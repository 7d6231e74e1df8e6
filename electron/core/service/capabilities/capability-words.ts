import type { AreaWords } from '../../base/words'
import en from './capability-words.en.json' with { type: 'json' }
import de from './capability-words.de.json' with { type: 'json' }
import ja from './capability-words.ja.json' with { type: 'json' }

/**
 * What the capability list says itself, in each language (core/base/words.ts): why a feature is not offered,
 * and the refusals of the whole account (the quota's end is said by the page, from `resumesAt`).
 */

export type CapabilityWords = typeof en

export const capabilityWords: AreaWords<CapabilityWords> = { en, de, ja }
