import type { AreaWords } from '../../base/words'
import en from './outbox-words.en.json' with { type: 'json' }
import de from './outbox-words.de.json' with { type: 'json' }
import ja from './outbox-words.ja.json' with { type: 'json' }

/**
 * What the outbox says itself, in each language (core/base/words.ts): why the changes wait (`{service}` begins
 * the sentence, capitalized), and its notices.
 */

export type OutboxWords = typeof en

/** Japanese: `{when}` is a time ("14:05", "12 秒後"), "に" added by the sentence; "soon"/"later" too ("この後すぐ", "しばらく後"). */

export const outboxWords: AreaWords<OutboxWords> = { en, de, ja }
