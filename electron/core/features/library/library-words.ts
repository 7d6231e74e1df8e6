import type { AreaWords } from '../../base/words'
import en from './library-words.en.json' with { type: 'json' }
import de from './library-words.de.json' with { type: 'json' }
import ja from './library-words.ja.json' with { type: 'json' }

/**
 * What the library says itself, in each language (core/base/words.ts): a playlist's changes as the outbox lists
 * them, and the notice of folders not kept.
 */

export type LibraryWords = typeof en

export const libraryWords: AreaWords<LibraryWords> = { en, de, ja }
