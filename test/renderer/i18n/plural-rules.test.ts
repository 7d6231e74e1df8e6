import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES } from '../../../electron/contract/languages'
import { pluralChooser } from '../../../renderer/src/i18n/plural-rules'
import { createWords } from '../../../renderer/src/i18n/words'

/** Plurals by each language's CLDR rules, through Encore's words as the page uses them. */
function wordsIn(language: string, message: string) {
  const i18n = createWords({
    locale: language,
    fallbackLocale: 'en',
    messages: { [language]: { tracks: message } },
  })
  return (count: number) => i18n.global.t('tracks', { n: count }, count)
}

describe('plurals', () => {
  it('chooses one or other in English and German', () => {
    const english = wordsIn('en', '{n} track | {n} tracks')
    expect([english(1), english(0), english(4)]).toEqual(['1 track', '0 tracks', '4 tracks'])
    const german = wordsIn('de', '{n} Titel | {n} Titel')
    expect([german(1), german(4)]).toEqual(['1 Titel', '4 Titel'])
    const germanSongs = wordsIn('de', '{n} Lied | {n} Lieder')
    expect([germanSongs(1), germanSongs(2)]).toEqual(['1 Lied', '2 Lieder'])
  })

  it('has one form in Japanese', () => {
    const japanese = wordsIn('ja', '{n} 曲')
    expect([japanese(1), japanese(4)]).toEqual(['1 曲', '4 曲'])
  })

  it('never points past the forms a message has', () => {
    expect(pluralChooser('en')(5, 1)).toBe(0)
    expect(pluralChooser('de')(1, 2)).toBe(0)
  })
})

describe("the plural rules of Encore's languages, written out", () => {
  afterEach(() => vi.unstubAllGlobals())

  /** Intl's choice for a message with every category of the language, CLDR's order. */
  function intlChooser(language: string) {
    const rules = new Intl.PluralRules(language)
    const categories = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((category) =>
      rules.resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule),
    )
    return { forms: categories.length, choose: (count: number) => categories.indexOf(rules.select(count)) }
  }

  it('choose the form Intl.PluralRules chooses, for whole and fractional counts', () => {
    const counts = [...Array.from({ length: 1201 }, (_, n) => n), 0.5, 1.5, 2.25, 10.1, 1_000_000]
    for (const language of LANGUAGES) {
      const intl = intlChooser(language)
      const ours = pluralChooser(language)
      for (const count of counts)
        expect(ours(count, intl.forms), `${language} ${count}`).toBe(intl.choose(count))
    }
  })

  it('wake no ICU data for the languages Encore speaks: Intl.PluralRules is asked only for others', () => {
    const asked: string[] = []
    const RealRules = Intl.PluralRules
    vi.stubGlobal('Intl', {
      ...Intl,
      PluralRules: function (language: string) {
        asked.push(language)
        return new RealRules(language)
      },
    })
    for (const language of LANGUAGES) pluralChooser(language)(1, 2)
    expect(asked).toEqual([])
    expect(pluralChooser('fr')(0, 2)).toBe(0)
    expect(asked).toEqual(['fr'])
  })
})
