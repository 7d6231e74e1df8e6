import type { AreaWords } from '../../base/words'
import en from './usage-words.en.json' with { type: 'json' }
import de from './usage-words.de.json' with { type: 'json' }
import ja from './usage-words.ja.json' with { type: 'json' }

/**
 * What the day's request budget says itself, in each language (core/base/words.ts): saving requests (the
 * player's levels are the player's words), a request held back, and a kept count set aside.
 */

export type UsageWords = typeof en

export const usageWords: AreaWords<UsageWords> = { en, de, ja }
