/**
 * The languages Encore speaks, and how the one it speaks is chosen: the person's choice in Settings, else the
 * first of the system's preferred languages Encore knows, else English. `en-XA` is a pseudo-language for tests
 * (every word longer and accented, so a cut word or a word not translated shows); Settings does not offer it.
 */
export const LANGUAGES = ['en', 'de', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
export const PSEUDO_LANGUAGE = 'en-XA'
export type ShownLanguage = Language | typeof PSEUDO_LANGUAGE

/** What Settings keeps: `system` follows the system's preferred languages. */
export const LANGUAGE_CHOICES = ['system', ...LANGUAGES, PSEUDO_LANGUAGE] as const
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number]

/** Each language by its own name, as a person looks for it in a list. */
export const LANGUAGE_OWN_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', ja: '日本語' }

/** The language of a tag such as `de-AT` or `ja_JP`, when Encore speaks it. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null
}

/** The language to speak: the choice, else the first preferred language Encore knows, else English. */
export function chooseLanguage(choice: LanguageChoice, preferred: readonly string[]): ShownLanguage {
  if (choice !== 'system') return choice
  for (const tag of preferred) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return 'en'
}
