import { PSEUDO_LANGUAGE, type ShownLanguage } from '@contract'
import { areasLoader, firstAreas, later } from './english-areas'
import { createWords } from './words'

/**
 * Encore's words in the person's language (./words.ts: vue-i18n's `t` and message syntax, without its 35 kB
 * on the first screen; messages compiled by contract/message-compiler.ts, so the page's Content Security Policy needs
 * no eval). English is always loaded (its first screen's areas at once, ./english-areas.ts); the other
 * catalogs come when chosen.
 */
type Flat = Record<string, string>
type Tree = { [key: string]: string | Tree }

/**
 * A catalog by whole keys (`status.offline.title`): a key is looked up as it is written, so the catalogs,
 * nested for the people who write them, are flattened once.
 */
function flat(tree: Tree, prefix = ''): Flat {
  const out: Flat = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value
    else Object.assign(out, flat(value, `${prefix}${key}.`))
  }
  return out
}

export const i18n = createWords({
  locale: 'en' as ShownLanguage,
  // A missing word falls back to English, then to its key; the catalogs' test finds it first.
  fallbackLocale: 'en',
  // English's first-screen areas now (./english-areas.ts); the others as they are chosen (`speak`).
  messages: { en: flat(firstAreas()) },
})

/** The rest of the English catalog: loaded before a screen other than Home is shown, or once the page is idle. */
export const allEnglish = areasLoader(later, (area) => i18n.global.mergeLocaleMessage('en', flat(area)))

/**
 * Words said when something happens (a read that failed, a notice's button), which a first screen may need
 * before the rest of the English has loaded: said once every English word is at hand, so none shows as its
 * key. Asked when said, so they are in the language spoken then. A load that fails says them anyway.
 */
export async function said<T>(words: () => T): Promise<T> {
  await allEnglish().catch(() => undefined)
  return words()
}

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
