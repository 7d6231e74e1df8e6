import type { SearchResults } from '@contract'

/** Search's paging: a kind shown alone grows page by page. */

type PageOf<K extends keyof SearchResults> = NonNullable<SearchResults[K]>
const appendPage = <K extends keyof SearchResults>(before: PageOf<K>, after: PageOf<K>): PageOf<K> => ({
  ...after,
  items: [...before.items, ...after.items],
})

/** One kind's next page appended to the rows shown of it (the other kinds are not shown meanwhile). */
export function withNextPage<K extends keyof SearchResults>(
  shown: SearchResults,
  next: SearchResults,
  key: K,
): SearchResults {
  const before: PageOf<K> | undefined = shown[key] ?? undefined
  const after: PageOf<K> | undefined = next[key] ?? undefined
  if (!before || !after) return next
  const merged: SearchResults = {}
  merged[key] = appendPage(before, after)
  return merged
}
