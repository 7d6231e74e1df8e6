import type { AreaWords } from '../../base/words'
import en from './history-words.en.json'
import de from './history-words.de.json'
import ja from './history-words.ja.json'

/** What your listening says itself, in each language (core/base/words.ts): its notice and its problem. */

export type HistoryWords = typeof en

export const historyWords: AreaWords<HistoryWords> = { en, de, ja }
