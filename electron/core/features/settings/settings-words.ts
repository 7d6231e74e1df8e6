import type { SettingsProblem, ShownLanguage } from '../../../contract'
import { wordsIn, type AreaWords, type WordKey, type WordValues } from '../../base/words'
import en from './settings-words.en.json' with { type: 'json' }
import de from './settings-words.de.json' with { type: 'json' }
import ja from './settings-words.ja.json' with { type: 'json' }

/**
 * What the settings say themselves, in each language (core/base/words.ts): a change that could not be saved,
 * and the problems of the file read at start.
 */

export type SettingsWords = typeof en

export const settingsWords: AreaWords<SettingsWords> = { en, de, ja }

/**
 * A problem of the file read at start. It is found before the language is known (the language is a setting),
 * so it keeps its words' key and values and is said when it is shown; `message` is its English, for the log.
 */
export interface FoundProblem extends SettingsProblem {
  readonly words: { readonly key: WordKey<SettingsWords['problem']>; readonly values: WordValues }
}

export function foundProblem(
  path: string,
  key: WordKey<SettingsWords['problem']>,
  values: WordValues = {},
): FoundProblem {
  const words = { key, values }
  return { path, words, message: problemSaid({ path, words, message: '' }, 'en').message }
}

/** The problem as a person reads it, in `language`. */
export function problemSaid(problem: FoundProblem, language: ShownLanguage): SettingsProblem {
  const { key, values } = problem.words
  return { path: problem.path, message: wordsIn(settingsWords, language)(`problem.${key}`, values) }
}
