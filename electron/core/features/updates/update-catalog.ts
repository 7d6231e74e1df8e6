import type { AreaWords } from '../../base/words'
import en from './update-catalog.en.json'
import de from './update-catalog.de.json'
import ja from './update-catalog.ja.json'

/** The update's words in each language (core/base/words.ts), said by update-words.ts. */

export type UpdateCatalog = typeof en

export const updateCatalog: AreaWords<UpdateCatalog> = { en, de, ja }
