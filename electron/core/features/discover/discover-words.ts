import type { AreaWords } from '../../base/words'
import en from './discover-words.en.json' with { type: 'json' }
import de from './discover-words.de.json' with { type: 'json' }
import ja from './discover-words.ja.json' with { type: 'json' }

/** What Discover says itself, in each language (core/base/words.ts): its answer while nobody is signed in. */

export type DiscoverWords = typeof en

export const discoverWords: AreaWords<DiscoverWords> = { en, de, ja }
