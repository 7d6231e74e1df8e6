import { useResizeObserver } from '@vueuse/core'
import { computed, shallowRef, watch, type Ref } from 'vue'

/** The nearest ancestor that scrolls: the page a list scrolls with. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const overflow = getComputedStyle(at).overflowY
    if (overflow === 'auto' || overflow === 'scroll') return at
  }
  return null
}

/**
 * A list that scrolls with its page: the page's scroll box while `on`, and how far down the page's content the
 * list starts (its rows are placed from there). The distance is measured again whenever anything between the
 * list and the page changes size (a header that wraps, a banner that comes).
 */
export function usePageScroll(list: Readonly<Ref<HTMLElement | null>>, on: () => boolean) {
  const element = shallowRef<HTMLElement | null>(null)
  const margin = shallowRef(0)
  const measure = () => {
    const page = element.value
    if (!page || !list.value) return
    const top = list.value.getBoundingClientRect().top - page.getBoundingClientRect().top + page.scrollTop
    margin.value = Math.max(0, Math.round(top))
  }
  watch(
    () => [on(), list.value] as const,
    ([wanted, listElement]) => {
      element.value = wanted && listElement ? scrollingAncestor(listElement) : null
      measure()
    },
    { immediate: true, flush: 'post' },
  )
  const between = computed(() => {
    const out: HTMLElement[] = []
    for (let at = list.value?.parentElement; at && element.value; at = at.parentElement) {
      out.push(at)
      if (at === element.value) break
    }
    return out
  })
  useResizeObserver(between, measure)
  return { element, margin }
}
