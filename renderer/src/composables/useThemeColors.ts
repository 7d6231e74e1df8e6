import { useMutationObserver } from '@vueuse/core'
import { shallowRef } from 'vue'

/**
 * Colours for pictures drawn on a canvas (charts, the timeline), read from CSS custom properties so they follow
 * the theme: read again whenever the document's `data-theme` changes. `names` are the properties without `--`.
 */
export function useThemeColors<N extends string>(names: readonly N[]) {
  const read = (): Record<N, string> => {
    const style = getComputedStyle(document.documentElement)
    return Object.fromEntries(
      names.map((name) => [name, style.getPropertyValue(`--${name}`).trim() || '#888']),
    ) as Record<N, string>
  }
  const colors = shallowRef(read())
  useMutationObserver(document.documentElement, () => (colors.value = read()), {
    attributes: true,
    attributeFilter: ['data-theme'],
  })
  return colors
}
