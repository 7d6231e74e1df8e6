import type { AreaWords } from '../../base/words'
import en from './settings-words.en.json'
import de from './settings-words.de.json'
import ja from './settings-words.ja.json'

/**
 * What the settings say themselves, in each language (core/base/words.ts): a change that could not be saved.
 * The problems of a file read at start stay English for now (read before the language is known).
 */

export type SettingsWords = typeof en

export const settingsWords: AreaWords<SettingsWords> = { en, de, ja }
