import { describe, expect, it } from 'vitest'
import { compileMessage, MessageSyntaxError } from '../../../electron/contract/message-compiler'
import de from '../../../renderer/src/i18n/messages/de'
import en from '../../../renderer/src/i18n/messages/en'
import ja from '../../../renderer/src/i18n/messages/ja'
import { pluralChooser } from '../../../renderer/src/i18n/plural-rules'
import { pseudoCatalog } from '../../../renderer/src/i18n/pseudo'
import { createWords } from '../../../renderer/src/i18n/words'

/**
 * Encore's words (./words.ts and its message compiler) against vue-i18n's (the full build, with
 * @intlify/message-compiler): every message of every catalog reads the same with the same values and counts,
 * so leaving vue-i18n out of the page changes no word.
 */
/** vue-i18n's full build, whose compiler is @intlify's (the page's build leaves it out). */
const referenceBuild = 'petite-vue-i18n/dist/petite-vue-i18n.mjs'
const { createI18n: createReferenceI18n } = (await import(/* @vite-ignore */ referenceBuild)) as {
  createI18n(options: object): { global: { t: (key: string, ...rest: unknown[]) => string } }
}

type Tree = { [key: string]: string | Tree }

function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  )
}

/** The named values a message asks for, each given a value that shows which it is. */
function valuesFor(message: string): Record<string, string> {
  return Object.fromEntries(
    [...message.matchAll(/\{\s*([A-Za-z_$][\w$-]*)\s*\}/g)].map((m) => [m[1]!, `<${m[1]}>`]),
  )
}

function translators(language: string, messages: Record<string, string>) {
  const options = {
    legacy: false as const,
    locale: language,
    messages: { [language]: messages },
    pluralRules: { [language]: pluralChooser(language === 'en-XA' ? 'en' : language) },
    missingWarn: false,
    fallbackWarn: false,
  }
  return {
    ours: createWords({ locale: language, fallbackLocale: language, messages: { [language]: messages } })
      .global,
    theirs: createReferenceI18n(options).global,
  }
}

/** Each way a screen calls `t`: alone, with values, with a count (0, 1, 2, 5), with a count and values. */
function readings(t: (...args: never[]) => string, key: string, message: string): string[] {
  const call = t as (key: string, ...rest: unknown[]) => string
  const values = valuesFor(message)
  return [
    call(key),
    call(key, values),
    ...[0, 1, 2, 5].flatMap((count) => [
      call(key, count),
      call(key, values, count),
      call(key, ['<0>'], count),
    ]),
  ]
}

const samples = {
  plain: 'Nothing is playing',
  named: 'Reads and commands resume {when}.',
  spaced: '{ name } and { other }',
  list: 'First {0}, then {1}',
  literal: "Write {'@'}, {'{'}, {'}'} and {'|'} so; it{'\\''}s kept",
  plural: '{n} track | {n} tracks',
  threeForms: 'no tracks | one track | {count} tracks',
  spaces: '  lead  |  middle  |  last  ',
  lines: 'a\nb | c',
  dashed: 'Hello {name-x}',
}

describe('Encore’s words', () => {
  it.each([
    ['en', flat(en)],
    ['de', flat(de as Tree)],
    ['ja', flat(ja as Tree)],
    ['en-XA', flat(pseudoCatalog(en) as Tree)],
    ['en', samples],
  ] as const)('reads every message of %s as vue-i18n does', (language, messages) => {
    const { ours, theirs } = translators(language, messages)
    expect(Object.keys(messages).length).toBeGreaterThan(5)
    for (const [key, message] of Object.entries(messages))
      expect(readings(ours.t as never, key, message), `${language} ${key}: ${message}`).toEqual(
        readings(theirs.t as never, key, message),
      )
  })

  it('falls back to English, then to the key or the words given, as vue-i18n does', () => {
    const messages = {
      de: { both: 'Beide {n}' },
      en: { both: 'Both {n}', english: 'Only {n} English | {n} English' },
    }
    const options = { locale: 'de', fallbackLocale: 'en', messages }
    const ours = createWords(options).global
    const theirs = createReferenceI18n({
      ...options,
      legacy: false,
      missingWarn: false,
      fallbackWarn: false,
    }).global
    const calls: [string, ...unknown[]][] = [
      ['both', { n: 1 }],
      ['english', { n: 3 }, 3],
      ['english', 1],
      ['missing.key'],
      ['missing.key', 'Words given {n}', { n: 2 }],
    ]
    for (const [key, ...rest] of calls) {
      const call = (t: unknown) => (t as (key: string, ...rest: unknown[]) => string)(key, ...rest)
      expect(call(ours.t), key).toBe(call(theirs.t))
    }
  })

  it.each([
    ['a lone “}”', 'a}b'],
    ['a “{” never closed', 'a {name'],
    ['a linked message', 'see @:other'],
    ['an empty choice', '| tracks'],
    ['a placeholder that is not a name', '{a b}'],
  ])('refuses %s, naming it, where vue-i18n would not read it as written', (_, message) => {
    expect(() => compileMessage(message)).toThrow(MessageSyntaxError)
  })
})
