import type { AreaWords } from '../../base/words'
import en from './settings-words.en.json' with { type: 'json' }
import de from './settings-words.de.json' with { type: 'json' }
import ja from './settings-words.ja.json' with { type: 'json' }

/**
 * What the settings say themselves, in each language (core/base/words.ts): a change that could not be saved.
 * The problems of a file read at start stay English for now (read before the language is known).
 */

export type SettingsWords = typeof en

export const settingsWords: AreaWords<SettingsWords> = { en, de, ja }
