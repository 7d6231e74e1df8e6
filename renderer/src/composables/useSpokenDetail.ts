import type { Page } from '@contract'
import { computed, watch } from 'vue'
import { useLibraryStore } from '../stores/library'
import { usePageItem } from './usePageItem'
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
  const library = useLibraryStore()
  const { id, load, value, inLibrary } = usePageItem(reads.detail, reads.detailFailed, (detail) => detail.uri)
  /** The items read after the first page. */
  const more = useMorePages((offset) => reads.page(id.value, library.market, offset), reads.pageFailed)
  watch(value, () => more.reset())
  const items = computed(() =>
    value.value ? [...reads.firstPage(value.value).items, ...more.items.value] : [],
  )
  const hasMore = computed(() =>
    value.value ? items.value.length < reads.firstPage(value.value).total : false,
  )
  return { load, value, more, items, hasMore, inLibrary }
}
