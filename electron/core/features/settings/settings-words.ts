import type { AreaWords } from '../../base/words'

/**
 * What the settings say themselves, in each language (core/base/words.ts): a change that could not be saved.
 * The problems of a file read at start stay English for now (read before the language is known).
 */
const en = {
  notSaved: 'Encore could not save your settings ({reason}).',
}

export type SettingsWords = typeof en

const de: SettingsWords = {
  notSaved: 'Encore konnte deine Einstellungen nicht speichern ({reason}).',
}

const ja: SettingsWords = {
  notSaved: '設定を保存できませんでした（{reason}）。',
}

export const settingsWords: AreaWords<SettingsWords> = { en, de, ja }
