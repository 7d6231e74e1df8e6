import { computed, watch } from 'vue'
import { useRoute } from 'vue-router'
import { useLibraryStore } from '../stores/library'
import { useLoad } from './useLoad'

/**
 * The one thing a page is about (`#/album/<id>`, `#/artist/<id>`, `#/episode/<id>`, …): read for the route's id
 * in the library's market, again when either changes; `saved`, when given its URI, asks the library once it is
 * read whether it is saved or followed.
 */
export function usePageItem<T>(
  read: (id: string, market: string, signal: AbortSignal) => Promise<T>,
  failed: string,
  saved?: (item: T) => string,
) {
  const route = useRoute()
  const library = useLibraryStore()
  const id = computed(() => String(route.params['id'] ?? ''))
  const load = useLoad(
    () => `${id.value}|${library.market}`,
    (_key, signal) => read(id.value, library.market, signal),
    failed,
  )
  const value = computed(() => load.value.value)
  const uri = computed(() => (value.value && saved ? saved(value.value) : null))
  watch(value, () => uri.value && void library.check([uri.value]))
  const inLibrary = computed(() => (uri.value ? library.isSaved(uri.value) === true : false))
  return { id, load, value, inLibrary }
}
