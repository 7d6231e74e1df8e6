import { afterEach, describe, expect, it } from 'vitest'
import { effectScope, nextTick } from 'vue'
import { keptFlag, keptJson, keptText, useKeptValue } from '../../../renderer/src/composables/useKeptValue'

/** A value kept on this computer: read at once, written as it changes, followed across Encore's windows. */
describe('useKeptValue', () => {
  let scope = effectScope()
  const kept = <T>(...args: Parameters<typeof useKeptValue<T>>) => scope.run(() => useKeptValue<T>(...args))!
  afterEach(() => {
    scope.stop() // the storage listeners go with it
    scope = effectScope()
    localStorage.clear()
  })

  it('reads what is kept, in its form, and the initial value when nothing is', () => {
    localStorage.setItem('encore.test.flag', 'true')
    localStorage.setItem('encore.test.json', '{"a":[1,2]}')
    expect(kept('encore.test.flag', false, keptFlag).value).toBe(true)
    expect(kept('encore.test.json', {}, keptJson<Record<string, number[]>>()).value).toEqual({ a: [1, 2] })
    expect(kept('encore.test.none', 'from_token', keptText).value).toBe('from_token')
  })

  it('falls back to the initial value when what is kept cannot be read', () => {
    localStorage.setItem('encore.test.json', '{broken')
    expect(kept('encore.test.json', { fine: true }, keptJson()).value).toEqual({ fine: true })
  })

  it('writes a new value back, and removes the key when it becomes null', async () => {
    const split = kept<number | null>('encore.test.split', null, {
      read: (text) => Number(text),
      write: (value) => String(value),
    })
    split.value = 240
    await nextTick()
    expect(localStorage.getItem('encore.test.split')).toBe('240')
    split.value = null
    await nextTick()
    expect(localStorage.getItem('encore.test.split')).toBeNull()
  })

  it('follows a change another window of Encore makes', () => {
    const market = kept('encore.test.market', 'from_token', keptText)
    localStorage.setItem('encore.test.market', 'DE')
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'encore.test.market', storageArea: localStorage }),
    )
    expect(market.value).toBe('DE')
    window.dispatchEvent(new StorageEvent('storage', { key: 'encore.test.other', storageArea: localStorage }))
    localStorage.setItem('encore.test.market', 'FR')
    expect(market.value).toBe('DE')
  })
})
