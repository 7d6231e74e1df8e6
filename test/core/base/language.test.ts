import { describe, expect, it } from 'vitest'
import { localeLanguages, spokenLanguage, startedLocaleLanguages } from '../../../electron/core/base/language'

describe('the language core speaks', () => {
  it("speaks Settings' choice whatever the system prefers", () => {
    expect(spokenLanguage('ja', () => ['de-DE'])).toBe('ja')
    expect(spokenLanguage('en', () => ['de-DE'])).toBe('en')
  })

  it('follows the first preferred language Encore knows when Settings says system', () => {
    expect(spokenLanguage('system', () => ['fr-FR', 'de-AT', 'ja-JP'])).toBe('de')
    expect(spokenLanguage('system', () => ['ja_JP.UTF-8'])).toBe('ja')
  })

  it('speaks English when no preferred language is known, or the shell gives none', () => {
    expect(spokenLanguage('system', () => ['fr-FR'])).toBe('en')
    expect(spokenLanguage('system')).toBe('en')
  })

  it('asks the shell each time, so a changed system language is heard', () => {
    let preferred = ['de-DE']
    const now = () => spokenLanguage('system', () => preferred)
    expect(now()).toBe('de')
    preferred = ['ja-JP']
    expect(now()).toBe('ja')
  })
})

describe("the locale's languages (browser mode, the command line)", () => {
  it('reads LANGUAGE first, then the first of LC_ALL, LC_MESSAGES, LANG', () => {
    expect(localeLanguages({ LANGUAGE: 'ja:de', LANG: 'de_DE.UTF-8' })).toEqual(['ja', 'de', 'de_DE.UTF-8'])
    expect(localeLanguages({ LC_MESSAGES: 'ja_JP.UTF-8', LANG: 'de_DE.UTF-8' })).toEqual(['ja_JP.UTF-8'])
    expect(localeLanguages({ LC_ALL: 'de_AT', LC_MESSAGES: 'ja_JP' })).toEqual(['de_AT'])
  })

  it('ignores LANGUAGE under the C locale, and gives nothing when no locale is set', () => {
    expect(localeLanguages({ LANGUAGE: 'de', LANG: 'C.UTF-8' })).toEqual(['C.UTF-8'])
    expect(localeLanguages({ LANGUAGE: 'de' })).toEqual([])
  })
})

describe("browser mode's preferred languages", () => {
  it('are the locale Encore was started in, else the one Intl resolved', () => {
    expect(startedLocaleLanguages({ LANG: 'de_DE.UTF-8' }, () => 'ja-JP')).toEqual(['de_DE.UTF-8'])
    expect(startedLocaleLanguages({}, () => 'ja-JP')).toEqual(['ja-JP'])
    expect(spokenLanguage('system', () => startedLocaleLanguages({}, () => 'ja-JP'))).toBe('ja')
  })

  it("asks Intl only when the environment names no locale (Intl's date formats hold ICU's locale data all day)", () => {
    let asked = 0
    const resolved = () => {
      asked++
      return 'ja-JP'
    }
    startedLocaleLanguages({ LANG: 'C.UTF-8' }, resolved)
    startedLocaleLanguages({ LC_ALL: 'de_DE.UTF-8' }, resolved)
    expect(asked).toBe(0)
    startedLocaleLanguages({}, resolved)
    expect(asked).toBe(1)
  })
})
