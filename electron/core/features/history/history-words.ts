import type { AreaWords } from '../../base/words'
import en from './history-words.en.json' with { type: 'json' }
import de from './history-words.de.json' with { type: 'json' }
import ja from './history-words.ja.json' with { type: 'json' }

/** What your listening says itself, in each language (core/base/words.ts): its notice and its problem. */

export type HistoryWords = typeof en

export const historyWords: AreaWords<HistoryWords> = { en, de, ja }
