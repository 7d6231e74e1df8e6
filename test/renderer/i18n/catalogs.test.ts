import { describe, expect, it } from 'vitest'
import de from '../../../renderer/src/i18n/messages/de'
import en from '../../../renderer/src/i18n/messages/en'
import ja from '../../../renderer/src/i18n/messages/ja'
import { pseudoCatalog } from '../../../renderer/src/i18n/pseudo'

/**
 * The catalogs against each other and against the page's code: every language has every English key and no
 * other, each key is used somewhere in renderer/src, and every key the code asks for exists.
 */
type Tree = { [key: string]: string | Tree }

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  )
}

/** The page's code as text (the catalogs themselves left out). */
const sources = import.meta.glob<string>(
  ['../../../renderer/src/**/*.{ts,vue}', '!../../../renderer/src/i18n/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)
const code = Object.values(sources).join('\n')
/** Keys asked for as written: t('a.b'); and the prefixes of keys built from a value: t(`context.${kind}`). */
const asked = [...code.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!)
const askedPrefixes = [...code.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)].map((match) => `${match[1]!}.`)

describe('the catalogs', () => {
  const english = keysOf(en)

  it.each([
    ['de', de],
    ['ja', ja],
    ['en-XA', pseudoCatalog(en)],
  ] as const)('%s has every English key and no other', (_, catalog) => {
    expect(keysOf(catalog).sort()).toEqual([...english].sort())
  })

  it('has no empty message and keeps every {placeholder} of the English one', () => {
    for (const [language, catalog] of [
      ['de', de],
      ['ja', ja],
    ] as const) {
      const flat = new Map(keysOf(catalog).map((key) => [key, messageOf(catalog, key)]))
      for (const key of english) {
        const message = flat.get(key)!
        expect(message.trim(), `${language} ${key}`).not.toBe('')
        expect(placeholders(message), `${language} ${key}`).toEqual(placeholders(messageOf(en, key)))
      }
    }
  })

  it('holds no key the page never asks for', () => {
    const unused = english.filter(
      (key) => !asked.includes(key) && !askedPrefixes.some((prefix) => key.startsWith(prefix)),
    )
    expect(unused).toEqual([])
  })

  it('holds every key the page asks for', () => {
    expect(asked.filter((key) => !english.includes(key))).toEqual([])
    expect(asked.length).toBeGreaterThan(0)
  })
})

function messageOf(tree: Tree, key: string): string {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined
  }, tree)
  if (typeof found !== 'string') throw new Error(`no message at ${key}`)
  return found
}

/** The names a message fills in, each once: Japanese has one plural form where English has two. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort()
