import type { AreaWords } from '../../base/words'
import en from './sign-in-words.en.json' with { type: 'json' }
import de from './sign-in-words.de.json' with { type: 'json' }
import ja from './sign-in-words.ja.json' with { type: 'json' }

/**
 * What the sign-in says itself, in each language (core/base/words.ts): the page the browser shows after the
 * sign-in page answered (loopback-receiver.ts), why a sign-in ended or did not start, and why a kept one ended.
 */

export type SignInWords = typeof en

export const signInWords: AreaWords<SignInWords> = { en, de, ja }
