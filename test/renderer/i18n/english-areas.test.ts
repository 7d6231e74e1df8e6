import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type * as englishAreas from '../../../renderer/src/i18n/english-areas'
import { areasLoader, atOnce, firstAreas, later } from '../../../renderer/src/i18n/english-areas'
import en from '../../../renderer/src/i18n/messages/en'

/**
 * The English catalog by area: the first screen's areas in the page's first JavaScript, the rest loaded once
 * before any other screen is shown, so the first screen's JavaScript does not grow with every screen's words.
 */
type Tree = { [key: string]: string | Tree }

const areaFiles = Object.keys(import.meta.glob('../../../renderer/src/i18n/messages/en/*.json')).map((path) =>
  path.replace(/.*\/messages\/en\//, ''),
)

describe('the English catalog’s areas', () => {
  it('every area is either in the first screen’s JavaScript or loaded later, never both or neither', () => {
    const name = (path: string) => path.replace(/.*\/messages\/en\//, '')
    const first = Object.keys(atOnce).map(name)
    const rest = Object.keys(later).map(name)
    expect(first).toContain('shell.json')
    expect(first.filter((file) => rest.includes(file))).toEqual([])
    expect([...first, ...rest].sort()).toEqual([...areaFiles].sort())
  })

  it('puts a first-screen area’s later words under the same key, so the two halves make the whole catalog', async () => {
    const keys = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
      )
    const first = keys(firstAreas())
    const rest: string[] = []
    await areasLoader(later, (area) => rest.push(...keys(area)))()
    expect(first).toContain('player.bar.region')
    expect(first).not.toContain('player.nowPlaying.title')
    expect(rest).toContain('player.nowPlaying.title')
    expect(rest).toContain('discover.listening.title')
    // The palette and the shortcuts sheet open once their words are at hand (stores/library-ui.ts).
    expect(first).not.toContain('frame.palette.title')
    expect(rest).toContain('frame.shortcuts.title')
    expect(rest).toContain('player.errors.readPlaying')
    expect(first.filter((key) => rest.includes(key))).toEqual([])
    expect([...first, ...rest].sort()).toEqual(keys(en).sort())
  })

  it('loads every later area once, however often asked, and tries again after a failed load', async () => {
    let fail = true
    const loads = { a: 0, b: 0 }
    const added: Tree[] = []
    const load = areasLoader(
      {
        './messages/en/a.ts': async () => {
          loads.a++
          if (fail) throw new Error('offline')
          return { word: 'A' }
        },
        './messages/en/b-area.ts': async () => {
          loads.b++
          return { word: 'B' }
        },
      },
      (area) => added.push(area),
    )
    await expect(load()).rejects.toThrow('offline')
    expect(added).toEqual([])
    fail = false
    await Promise.all([load(), load()])
    await load()
    expect(added).toEqual([{ a: { word: 'A' } }, { bArea: { word: 'B' } }])
    expect(loads).toEqual({ a: 2, b: 2 })
  })
})

describe('a screen other than Home', () => {
  it('is shown only once the rest of the English is loaded; Home does not wait for it', async () => {
    vi.resetModules()
    vi.doMock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    vi.doMock('../../../renderer/src/i18n/english-areas', async (original) => ({
      ...(await original<typeof englishAreas>()),
      later: {
        './messages/en/later-area.ts': async () => {
          await arrived
          return { title: 'Later words' }
        },
      },
    }))
    const { i18n } = await import('../../../renderer/src/i18n')
    const { router } = await import('../../../renderer/src/router')
    setActivePinia(createPinia())
    await router.push('/')
    expect(router.currentRoute.value.name).toBe('home')
    const english = () => i18n.global.getLocaleMessage('en') as Record<string, string>
    expect(english()['laterArea.title']).toBeUndefined()
    await import('../../../renderer/src/views/NotFoundView.vue') // its code at hand: only the words can hold it
    const going = router.push('/no/such/place')
    await flushPromises()
    expect(router.currentRoute.value.name).toBe('home')
    arrive()
    await going
    expect(router.currentRoute.value.name).toBe('not-found')
    expect(i18n.global.t('laterArea.title')).toBe('Later words')
    vi.doUnmock('../../../renderer/src/i18n/english-areas')
    vi.doUnmock('../../../renderer/src/bridge')
  })
})
