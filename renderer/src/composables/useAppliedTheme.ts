import { usePreferredDark } from '@vueuse/core'
import { computed, watch, type MaybeRefOrGetter, toValue } from 'vue'
import type { Settings } from '@contract'

/** Where the page keeps the choice for the next load's first paint (read by `theme-boot.js`). */
export const THEME_STORAGE_KEY = 'encore.theme'
export const THEME_COOKIE = 'encore-theme'
const YEAR_S = 365 * 24 * 3600

/** Keeps the choice where theme-boot.js looks before the next first paint; a refused store is no loss. */
function remember(theme: Settings['theme']) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage refused (a private window): the cookie still says it.
  }
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${YEAR_S}; SameSite=Strict`
}

/**
 * Applies the chosen theme to the whole page as `data-theme="light" | "dark"`: "system" follows the operating
 * system and changes with it, so the stylesheet needs one palette per theme and no media query. The choice is
 * remembered for the next load, whose first paint theme-boot.js makes in it.
 */
export function useAppliedTheme(choice: MaybeRefOrGetter<Settings['theme'] | undefined>) {
  const systemIsDark = usePreferredDark()
  const applied = computed(() => {
    const theme = toValue(choice)
    if (!theme) return undefined
    if (theme === 'system') return systemIsDark.value ? 'dark' : 'light'
    return theme
  })
  watch(
    () => toValue(choice),
    (theme) => theme && remember(theme),
    { immediate: true },
  )
  watch(
    applied,
    (theme) => {
      if (theme) document.documentElement.dataset['theme'] = theme
    },
    { immediate: true },
  )
  return applied
}
