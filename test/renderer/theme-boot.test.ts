import source from '../../renderer/theme-boot.js?raw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import type { Settings } from '../../electron/contract'
import { useAppliedTheme } from '../../renderer/src/composables/useAppliedTheme'

/**
 * theme-boot.js runs before the page's own script, so the first paint is in the theme chosen last time. It is
 * run here as the page runs it: its text, in a page (happy-dom) with a given address, storage, cookie and system
 * colour scheme.
 */
const boot = () => new Function(source)()
const theme = () => document.documentElement.getAttribute('data-theme')

function systemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', () => ({ matches: dark, addEventListener() {}, removeEventListener() {} }))
}
function clearCookie() {
  document.cookie = 'encore-theme=; path=/; max-age=0'
}

describe('theme-boot.js', () => {
  beforeEach(() => {
    localStorage.clear()
    clearCookie()
    history.replaceState(null, '', '/')
    systemDark(false)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.documentElement.removeAttribute('data-theme')
  })

  it('with nothing known, paints the app’s default theme (dark), whatever the system says', () => {
    boot()
    expect(theme()).toBe('dark')
  })

  it.each([
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('a kept choice %s (system dark: %s) paints %s', (choice, dark, expected) => {
    systemDark(dark)
    localStorage.setItem('encore.theme', choice)
    boot()
    expect(theme()).toBe(expected)
  })

  it('the cookie stands in where the storage knows nothing (browser mode on a new port)', () => {
    document.cookie = 'encore-theme=light; path=/'
    boot()
    expect(theme()).toBe('light')
  })

  it('?theme= in the address wins over what was kept, and unknown words are ignored', () => {
    localStorage.setItem('encore.theme', 'dark')
    history.replaceState(null, '', '/?theme=light#/mini')
    boot()
    expect(theme()).toBe('light')
    history.replaceState(null, '', '/?theme=purple')
    boot()
    expect(theme()).toBe('dark')
  })

  it('useAppliedTheme keeps each choice where the next load’s theme-boot.js finds it', async () => {
    const choice = ref<Settings['theme']>('light')
    useAppliedTheme(choice)
    expect(localStorage.getItem('encore.theme')).toBe('light')
    expect(document.cookie).toContain('encore-theme=light')
    choice.value = 'system'
    await nextTick()
    localStorage.clear()
    systemDark(true)
    boot()
    expect(theme()).toBe('dark')
  })
})
