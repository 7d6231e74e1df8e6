import type { ShownLanguage } from '../../../contract'
import { wordsNow, type AreaWords, type Say } from '../../base/words'
import en from './library-words.en.json' with { type: 'json' }
import de from './library-words.de.json' with { type: 'json' }
import ja from './library-words.ja.json' with { type: 'json' }

/**
 * What the library says itself, in each language (core/base/words.ts): a playlist's changes as the outbox lists
 * them, the notice of folders not kept, and its errors.
 */

export type LibraryWords = typeof en

export const libraryWords: AreaWords<LibraryWords> = { en, de, ja }

/** The library's words in the language spoken now; English when no language is given. */
export const librarySays = (language?: (() => ShownLanguage) | undefined): Say<LibraryWords> =>
  wordsNow(libraryWords, language)
