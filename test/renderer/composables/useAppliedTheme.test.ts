import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import type { Settings } from '../../../electron/contract'
import { useAppliedTheme } from '../../../renderer/src/composables/useAppliedTheme'

/** happy-dom's matchMedia answers from this flag, and tells listeners when it flips. */
function fakeSystemTheme(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>()
  const media = {
    get matches() {
      return dark
    },
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => media)
  return (next: boolean) => {
    dark = next
    for (const listener of listeners) listener({ matches: next })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete document.documentElement.dataset['theme']
})

describe('useAppliedTheme', () => {
  it('applies light and dark as chosen', async () => {
    fakeSystemTheme(true)
    const choice = ref<Settings['theme']>('light')
    useAppliedTheme(choice)
    expect(document.documentElement.dataset['theme']).toBe('light')
    choice.value = 'dark'
    await nextTick()
    expect(document.documentElement.dataset['theme']).toBe('dark')
  })

  it('resolves "system" to what the system prefers, and follows it when it changes', async () => {
    const setSystemDark = fakeSystemTheme(false)
    useAppliedTheme(() => 'system')
    expect(document.documentElement.dataset['theme']).toBe('light')
    setSystemDark(true)
    await nextTick()
    expect(document.documentElement.dataset['theme']).toBe('dark')
  })

  it('leaves the page alone until settings are known', () => {
    fakeSystemTheme(false)
    useAppliedTheme(() => undefined)
    expect(document.documentElement.dataset['theme']).toBeUndefined()
  })
})
