import type { Page } from '@contract'
import { computed, watch } from 'vue'
import { useRoute } from 'vue-router'
import { useLibraryStore } from '../stores/library'
import { useLoad } from './useLoad'
import { useMorePages } from './useMorePages'

/** How a show's or a book's page reads: the detail with its first page of items, then the pages after it. */
export interface SpokenDetailReads<D, I> {
  detail(id: string, market: string, signal: AbortSignal): Promise<D>
  detailFailed: string
  firstPage(detail: D): Page<I>
  page(id: string, market: string, offset: number): Promise<Page<I>>
  pageFailed: string
}

/**
 * A show's or an audiobook's page (`#/show/<id>`, `#/audiobook/<id>`): the detail for the route's id in the
 * library's market, its items (the first page with the detail, "Show more" for the rest), and whether it is in
 * the library (followed or saved), asked once the detail is there.
 */
export function useSpokenDetail<D extends { uri: string }, I>(reads: SpokenDetailReads<D, I>) {
  const route = useRoute()
  const library = useLibraryStore()
  const id = computed(() => String(route.params['id'] ?? ''))
  const load = useLoad(
    () => `${id.value}|${library.market}`,
    (_key, signal) => reads.detail(id.value, library.market, signal),
    reads.detailFailed,
  )
  const value = computed(() => load.value.value)
  /** The items read after the first page. */
  const more = useMorePages((offset) => reads.page(id.value, library.market, offset), reads.pageFailed)
  watch(value, (detail) => {
    more.reset()
    if (detail) void library.check([detail.uri])
  })
  const items = computed(() =>
    value.value ? [...reads.firstPage(value.value).items, ...more.items.value] : [],
  )
  const hasMore = computed(() =>
    value.value ? items.value.length < reads.firstPage(value.value).total : false,
  )
  const inLibrary = computed(() => (value.value ? library.isSaved(value.value.uri) === true : false))
  return { load, value, more, items, hasMore, inLibrary }
}
