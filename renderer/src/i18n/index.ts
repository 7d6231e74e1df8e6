import { PSEUDO_LANGUAGE, type ShownLanguage } from '@contract'
import { createI18n } from 'petite-vue-i18n'
import { areasLoader, atOnce, later } from './english-areas'
import { messageCompiler } from './message-compiler'
import { pluralChooser } from './plural-rules'

/**
 * Encore's words in the person's language (petite-vue-i18n, vue-i18n's small build for the Composition API:
 * 17 kB less than vue-i18n on the first screen; messages compiled just in time by Encore's own small compiler,
 * ./message-compiler.ts, 16 kB less again, so the page's Content Security Policy needs no eval). English is always loaded; the other catalogs come when chosen.
 */
type Flat = Record<string, string>
type Tree = { [key: string]: string | Tree }

/**
 * A catalog by whole keys (`status.offline.title`): petite-vue-i18n looks a key up as it is written, without
 * vue-i18n's path resolver, so the catalogs, nested for the people who write them, are flattened once.
 */
function flat(tree: Tree, prefix = ''): Flat {
  const out: Flat = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value
    else Object.assign(out, flat(value, `${prefix}${key}.`))
  }
  return out
}

export const i18n = createI18n({
  legacy: false,
  locale: 'en' as ShownLanguage,
  fallbackLocale: 'en',
  // English's first-screen areas now (./english-areas.ts); the others as they are chosen (`speak`).
  messages: { en: flat(Object.assign({}, ...Object.values(atOnce))) } as {
    [language in ShownLanguage]?: Flat
  },
  pluralRules: { en: pluralChooser('en'), de: pluralChooser('de'), ja: pluralChooser('ja') },
  messageCompiler,
  // A missing key falls back to English without noise in the console; the catalog test finds it first.
  missingWarn: false,
  fallbackWarn: false,
})

/** The rest of the English catalog: loaded before a screen other than Home is shown, or once the page is idle. */
export const allEnglish = areasLoader(later, (area) => i18n.global.mergeLocaleMessage('en', flat(area)))

const catalogs: Record<Exclude<ShownLanguage, 'en'>, () => Promise<Tree>> = {
  de: async () => (await import('./messages/de')).default,
  ja: async () => (await import('./messages/ja')).default,
  [PSEUDO_LANGUAGE]: async () => {
    await allEnglish()
    return (await import('./pseudo')).pseudoCatalog(i18n.global.getLocaleMessage('en') as Flat)
  },
}

/** Speaks `language` from now on: its catalog loaded once, the page's `lang` set for screen readers and fonts. */
export async function speak(language: ShownLanguage): Promise<void> {
  if (language !== 'en' && !i18n.global.availableLocales.includes(language))
    i18n.global.setLocaleMessage(language, flat(await catalogs[language]()))
  i18n.global.locale.value = language
  document.documentElement.lang = language
}

/**
 * The words of the language spoken now, for a component or a plain function: `t` follows the language as it
 * changes. The global composer, so a component needs no provider above it (a test mounts it alone).
 */
export function useWords() {
  return i18n.global
}
