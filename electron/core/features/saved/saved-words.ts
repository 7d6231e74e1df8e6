import type { AreaWords } from '../../base/words'
import en from './saved-words.en.json' with { type: 'json' }
import de from './saved-words.de.json' with { type: 'json' }
import ja from './saved-words.ja.json' with { type: 'json' }

/**
 * A save or follow in words, in each language (core/base/words.ts): the outbox's list and its notices name the
 * change with these. `{what}` is the item's name in the language's quotes, else the kind (`kind.*`).
 */

export type SavedWords = typeof en

export const savedWords: AreaWords<SavedWords> = { en, de, ja }
