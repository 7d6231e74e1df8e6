import type { AreaWords } from '../words'
import en from './bridge-words.en.json' with { type: 'json' }
import de from './bridge-words.de.json' with { type: 'json' }
import ja from './bridge-words.ja.json' with { type: 'json' }

/** What the bridge tells a page itself, in each language (core/base/words.ts): notices it could not keep. */

export type BridgeWords = typeof en

export const bridgeWords: AreaWords<BridgeWords> = { en, de, ja }
