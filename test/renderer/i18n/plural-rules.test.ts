import { describe, expect, it } from 'vitest'
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
