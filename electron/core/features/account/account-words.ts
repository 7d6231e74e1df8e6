import type { AreaWords } from '../../base/words'
import en from './account-words.en.json' with { type: 'json' }
import de from './account-words.de.json' with { type: 'json' }
import ja from './account-words.ja.json' with { type: 'json' }

/**
 * What the account says itself, in each language (core/base/words.ts): what could not be kept on disk, the
 * demo service's problems, settings repaired at start, and a call that needs someone signed in.
 */

export type AccountWords = typeof en

export const accountWords: AreaWords<AccountWords> = { en, de, ja }
