import type { AreaWords, WordKey } from '../../base/words'
import en from './lyrics-words.en.json' with { type: 'json' }
import de from './lyrics-words.de.json' with { type: 'json' }
import ja from './lyrics-words.ja.json' with { type: 'json' }

/**
 * Why lyrics could not be shown, in each language (core/base/words.ts). English shows LRCLIB's failure as it was
 * put (in a listener's words); the other languages say these, or `failed` for a failure they do not name.
 */

export type LyricsWords = typeof en
export type LyricsKey = WordKey<LyricsWords>

export const lyricsWords: AreaWords<LyricsWords> = { en, de, ja }
