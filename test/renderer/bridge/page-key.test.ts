import { describe, expect, it } from 'vitest'
import { createPageKeyHolder } from '../../../renderer/src/bridge/page-key'

/** A window with an address, a history that records replaceState, and a storage (or one that refuses). */
function fakeWindow(href: string, storage: 'works' | 'refused' = 'works') {
  const url = new URL(href)
  const items = new Map<string, string>()
  const replaced: string[] = []
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
  const window = {
    location: url,
    history: {
      state: null,
      replaceState: (_state: unknown, _unused: string, to: string) => {
        replaced.push(to)
        const next = new URL(to, url)
        url.hash = next.hash
        url.search = next.search
      },
    },
    get localStorage() {
      if (storage === 'refused') throw new Error('SecurityError: storage is disabled')
      return localStorage
    },
  }
  return { window: window as never, items, replaced, url }
}

describe('the page key (browser mode)', () => {
  it('moves the key from the address into the origin’s storage, and out of the address', () => {
    const { window, items, replaced, url } = fakeWindow(
      'http://127.0.0.1:5000/?view=x#encore-key=abc_DEF-123',
    )
    const holder = createPageKeyHolder(window)
    holder.adopt()
    expect(items.get('encore.pageKey')).toBe('abc_DEF-123')
    expect(replaced).toEqual(['/?view=x'])
    expect(url.hash).toBe('')
    expect(holder.current()).toBe('abc_DEF-123')
  })

  it('leaves an address without a key alone (a route in the fragment), and answers what another tab stored', () => {
    const { window, items, replaced } = fakeWindow('http://127.0.0.1:5000/#/library/tracks')
    const holder = createPageKeyHolder(window)
    holder.adopt()
    expect(replaced).toEqual([])
    expect(holder.current()).toBeNull()
    items.set('encore.pageKey', 'from-another-tab')
    expect(holder.current()).toBe('from-another-tab')
  })

  it('keeps the key for this tab where the browser refuses storage', () => {
    const { window } = fakeWindow('http://127.0.0.1:5000/#encore-key=only-here', 'refused')
    const holder = createPageKeyHolder(window)
    holder.adopt()
    expect(holder.current()).toBe('only-here')
  })
})
