/**
 * How a message in Encore's catalogs becomes words, shared by the page's catalogs (vue-i18n) and core's (the
 * tray, notices): the plural form by the language's CLDR rules, and the pseudo-language's accented, longer form.
 */

/** The order in which a message lists its forms: `one | other` in English and German, one form in Japanese. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']

/**
 * The plural chooser from the language's CLDR rules (Intl.PluralRules): a message's forms are the language's
 * plural categories in CLDR order, so `{n} track | {n} tracks` in English, one form in Japanese.
 */
export function pluralChooser(language: string): (count: number, forms: number) => number {
  const rules = new Intl.PluralRules(language)
  const categories = CATEGORY_ORDER.filter((category) =>
    rules.resolvedOptions().pluralCategories.includes(category),
  )
  return (count, forms) => Math.min(forms - 1, Math.max(0, categories.indexOf(rules.select(Math.abs(count)))))
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
