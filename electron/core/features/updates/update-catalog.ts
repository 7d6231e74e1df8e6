import type { AreaWords } from '../../base/words'
import en from './update-catalog.en.json' with { type: 'json' }
import de from './update-catalog.de.json' with { type: 'json' }
import ja from './update-catalog.ja.json' with { type: 'json' }

/** The update's words in each language (core/base/words.ts), said by update-words.ts. */

export type UpdateCatalog = typeof en

export const updateCatalog: AreaWords<UpdateCatalog> = { en, de, ja }
