import type { AreaWords } from '../../base/words'
import en from './your-queue-words.en.json' with { type: 'json' }
import de from './your-queue-words.de.json' with { type: 'json' }
import ja from './your-queue-words.ja.json' with { type: 'json' }

/** What Encore's queue says itself, in each language (core/base/words.ts): its notices. */

export type YourQueueWords = typeof en

export const yourQueueWords: AreaWords<YourQueueWords> = { en, de, ja }
