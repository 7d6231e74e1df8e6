import { createPinia, getActivePinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const { startStores, storeDefinitions } = await import('../../../renderer/src/stores/start-stores')

const sources = import.meta.glob<string>('../../../renderer/src/stores/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Every `defineStore('id', …)` in the stores' folder, read from the sources. */
const definedIds = () =>
  Object.values(sources)
    .flatMap((source) => [...source.matchAll(/defineStore\(\s*'([\w-]+)'/g)])
    .map((match) => match[1])
    .sort()

describe('the stores, made before the first component', () => {
  it('finds every store the page defines', () => {
    expect(definedIds().length).toBeGreaterThan(10)
    expect(storeDefinitions.map((definition) => definition.$id).sort()).toEqual(definedIds())
  })

  it('makes each of them once in the pinia given, outside any component', () => {
    const pinia = createPinia()
    setActivePinia(undefined)
    startStores(pinia)
    const made = (pinia as unknown as { _s: Map<string, unknown> })._s
    expect([...made.keys()].sort()).toEqual(definedIds())
    const first = new Map(made)
    startStores(pinia)
    expect([...made].every(([id, store]) => first.get(id) === store)).toBe(true)
    expect(getActivePinia()).toBe(pinia)
  })
})
