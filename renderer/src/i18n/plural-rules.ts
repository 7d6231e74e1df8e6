/** The order in which a message lists its forms: `one | other` in English and German, one form in Japanese. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']

/**
 * vue-i18n's plural chooser from the language's CLDR rules (Intl.PluralRules): a message's forms are the
 * language's plural categories in CLDR order, so `{n} track | {n} tracks` in English, one form in Japanese.
 */
export function pluralChooser(language: string): (count: number, forms: number) => number {
  const rules = new Intl.PluralRules(language)
  const categories = CATEGORY_ORDER.filter((category) =>
    rules.resolvedOptions().pluralCategories.includes(category),
  )
  return (count, forms) => Math.min(forms - 1, Math.max(0, categories.indexOf(rules.select(Math.abs(count)))))
}
