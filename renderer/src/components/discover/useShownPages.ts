import type { Page } from '@contract'
import { computed, shallowRef, watch, type WatchSource } from 'vue'

/**
 * A list shown a page at a time ("Show more"): where the next page starts (`offset`, for the read's key), the
 * items shown so far, and whether there are more. `follow` takes each page as it is read: the first one
 * replaces what was shown, a later one adds to it. When `reset` changes (another category, another language),
 * it starts again at the top.
 */
export function useShownPages<T>(reset: WatchSource) {
  const offset = shallowRef(0)
  const items = shallowRef<T[]>([])
  const source = shallowRef<() => Page<T> | null | undefined>(() => null)
  watch(reset, () => {
    offset.value = 0
    items.value = []
  })
  function follow(page: () => Page<T> | null | undefined) {
    source.value = page
    watch(page, (read) => {
      if (!read) return
      items.value = read.offset ? [...items.value, ...read.items] : read.items
    })
  }
  const more = computed(() => source.value()?.hasMore ?? false)
  const next = () => (offset.value = items.value.length)
  return { offset, items, more, follow, next }
}
