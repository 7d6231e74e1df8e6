import { describe, expect, it } from 'vitest'
import { commandNames, USAGE } from '../../../../electron/core/features/command-line/args'
import { helpLanguage, usageIn } from '../../../../electron/core/features/command-line/help-words'
import { LANGUAGES } from '../../../../electron/contract/languages'

/** The command line's help in the locale's language, read as a terminal program reads the locale. */
describe('the help’s language', () => {
  it.each([
    [{}, 'en'],
    [{ LANG: 'de_DE.UTF-8' }, 'de'],
    [{ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'ja_JP.UTF-8' }, 'ja'],
    [{ LANG: 'ja_JP.UTF-8', LC_ALL: 'C' }, 'en'],
    [{ LANG: 'en_GB.UTF-8', LANGUAGE: 'de:en' }, 'de'],
    [{ LANG: 'C.UTF-8', LANGUAGE: 'de:en' }, 'en'],
    [{ LANG: 'fr_FR.UTF-8', LANGUAGE: 'fr:ja' }, 'ja'],
    [{ LANG: 'pt_BR.UTF-8' }, 'en'],
  ] as const)('%j speaks %s', (env, language) => {
    expect(helpLanguage(env)).toBe(language)
  })

  it('names every command, option and exit code in every language, and says it in that language', () => {
    const options = [...USAGE.matchAll(/^ {2}(--[a-z-]+)/gm)].map((match) => match[1]!)
    expect(options.length).toBeGreaterThan(4)
    for (const language of LANGUAGES) {
      const help = usageIn(language)
      for (const name of [...commandNames, ...options]) expect(help, `${language} ${name}`).toContain(name)
      expect(help.match(/\b[0-5] /g)?.length, language).toBeGreaterThanOrEqual(6)
      expect(help.split('\n').length, language).toBe(USAGE.split('\n').length)
    }
    expect(usageIn('de')).toContain('Warteschlange')
    expect(usageIn('ja')).toContain('キュー')
  })
})
