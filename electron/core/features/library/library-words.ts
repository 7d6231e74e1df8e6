import type { AreaWords } from '../../base/words'
import en from './library-words.en.json'
import de from './library-words.de.json'
import ja from './library-words.ja.json'

/**
 * What the library says itself, in each language (core/base/words.ts): a playlist's changes as the outbox lists
 * them, and the notice of folders not kept.
 */

export type LibraryWords = typeof en

export const libraryWords: AreaWords<LibraryWords> = { en, de, ja }
