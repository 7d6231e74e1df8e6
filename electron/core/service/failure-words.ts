import type { AreaWords } from '../base/words'
import en from './failure-words.en.json' with { type: 'json' }
import de from './failure-words.de.json' with { type: 'json' }
import ja from './failure-words.ja.json' with { type: 'json' }

/**
 * What a failure means in words, in each language (core/base/words.ts): when a wait ends ("in 12 s",
 * "tomorrow at 05:11") and why the service or the device refused.
 */

export type FailureWords = typeof en

/** Japanese: the time alone, the sentence adds its particle ("{when}に"). */

export const failureWords: AreaWords<FailureWords> = { en, de, ja }
