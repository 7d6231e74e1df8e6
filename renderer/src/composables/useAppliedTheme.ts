import { usePreferredDark } from '@vueuse/core'
import { computed, watch, type MaybeRefOrGetter, toValue } from 'vue'
import type { Settings } from '@contract'

/**
 * Applies the chosen theme to the whole page as `data-theme="light" | "dark"`: "system" follows the operating
 * system and changes with it, so the stylesheet needs one palette per theme and no media query.
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
    applied,
    (theme) => {
      if (theme) document.documentElement.dataset['theme'] = theme
    },
    { immediate: true },
  )
  return applied
}
