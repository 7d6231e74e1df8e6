/**
 * How a message in Encore's catalogs becomes words, shared by the page's catalogs (vue-i18n) and core's (the
 * tray, notices): the plural form by the language's CLDR rules, and the pseudo-language's accented, longer form.
 */

import type { Language } from './languages'

/** The order in which a message lists its forms: `one | other` in English and German, one form in Japanese. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']

interface PluralRules {
  /** The language's categories, in CLDR order. */
  readonly categories: readonly Intl.LDMLPluralRule[]
  select(count: number): Intl.LDMLPluralRule
}

/** English and German: `one` for exactly 1 (CLDR: i = 1 and v = 0), `other` for every other count. */
const ONE_OR_OTHER: PluralRules = { categories: ['one', 'other'], select: (n) => (n === 1 ? 'one' : 'other') }

/**
 * The CLDR cardinal rules of the languages Encore speaks, written out: `Intl.PluralRules` makes V8 open
 * ICU's plural data for every locale (~0.8 MiB of the Node binary's pages resident in core's process all day,
 * for the tray's words). A language added to LANGUAGES does not compile until its rules are here; the tests
 * check these against Intl's.
 */
const SPOKEN_RULES: Readonly<Record<Language, PluralRules>> = {
  en: ONE_OR_OTHER,
  de: ONE_OR_OTHER,
  ja: { categories: ['other'], select: () => 'other' },
}

function intlRules(language: string): PluralRules {
  const rules = new Intl.PluralRules(language)
  const known = rules.resolvedOptions().pluralCategories
  return {
    categories: CATEGORY_ORDER.filter((category) => known.includes(category)),
    select: (count) => rules.select(count),
  }
}

/**
 * The plural chooser from the language's CLDR rules: a message's forms are the language's plural categories
 * in CLDR order, so `{n} track | {n} tracks` in English, one form in Japanese. Languages Encore does not speak
 * ask Intl.PluralRules.
 */
export function pluralChooser(language: string): (count: number, forms: number) => number {
  const rules = Object.hasOwn(SPOKEN_RULES, language)
    ? SPOKEN_RULES[language as Language]
    : intlRules(language)
  return (count, forms) =>
    Math.min(forms - 1, Math.max(0, rules.categories.indexOf(rules.select(Math.abs(count)))))
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((letter, index) => [
    letter,
    [...'åƀçđéĝĥîķļñöŕšţûýžÅƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][index]!,
  ]),
)

/** One message in the pseudo-language: accented, a third longer, in brackets; `{names}` and `|` kept. */
export function pseudoMessage(message: string): string {
  return message
    .split('|')
    .map((form) => {
      const accented = form.replace(/\{[^}]*\}|[a-zA-Z]/g, (part) => ACCENTED[part] ?? part)
      const words = form.trim().length
      return `[${accented.trim()} ${'~'.repeat(Math.max(1, Math.round(words / 3)))}]`
    })
    .join(' | ')
}
