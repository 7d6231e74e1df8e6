import {
  compileMessage,
  PSEUDO_LANGUAGE,
  pluralChooser,
  pseudoMessage,
  type Language,
  type ShownLanguage,
} from '../../contract'

/**
 * Core's words in the person's language (the tray's menu, and what follows it): each area keeps its catalog
 * beside its code, English the model the others follow key for key (their type is English's, so a missing key
 * does not compile), in the page's message syntax (`{name}` filled in, `one | other` chosen by `count` with
 * the language's CLDR rules), so one person can read both.
 */
export type WordTree = { readonly [key: string]: string | WordTree }

/** The keys of an area as written: `menu.open`, `sleep.minutes`. */
export type WordKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${WordKey<T[K]>}`
}[keyof T & string]

/** An area's catalog in each language Encore speaks. */
export type AreaWords<T extends WordTree> = Record<Language, T>

/** What fills a message's `{names}`; `count` also chooses its plural form. */
export type WordValues = Readonly<Record<string, string | number>>

export type Say<T> = (key: WordKey<T>, values?: WordValues) => string

/**
 * The area's words in the language a feature speaks now (its deps' `language`, asked at this call); English
 * when it was given none.
 */
export const wordsNow = <T extends WordTree>(area: AreaWords<T>, language?: () => ShownLanguage): Say<T> =>
  wordsIn(area, language?.() ?? 'en')

/** The area's words in `language` (the pseudo-language: English, accented and longer). */
export function wordsIn<T extends WordTree>(area: AreaWords<T>, language: ShownLanguage): Say<T> {
  const pseudo = language === PSEUDO_LANGUAGE
  const catalog: WordTree = pseudo ? area.en : area[language]
  const choose = pluralChooser(pseudo ? 'en' : language)
  return (key, values = {}) => {
    const found = key
      .split('.')
      .reduce<string | WordTree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        catalog,
      )
    if (typeof found !== 'string') throw new Error(`No words for ${key}`)
    const count = typeof values['count'] === 'number' ? values['count'] : -1
    // The page's own message reader (contract/message-compiler.ts): one syntax, read one way.
    return compileMessage(pseudo ? pseudoMessage(found) : found)({
      named: (name) => values[name],
      list: () => undefined,
      plural: (forms) => forms[choose(count, forms.length)]!,
    })
  }
}
