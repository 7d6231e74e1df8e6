import type { KeptList, KeptQuery } from '@contract'
import { onScopeDispose, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { useKeptViewStore } from '../stores/kept-view'
import type { WindowAnswer } from './useListWindow'

export interface KeptListOptions {
  /** The list's name and what it lists (`library:tracks`, `playlist:<id>`). */
  key: MaybeRefOrGetter<string>
  /** How it is sorted and filtered, when the page does that. */
  query?: () => KeptQuery | null
  /** The keys of the rows ticked. */
  selected?: () => Iterable<string>
}

/**
 * A list whose place is kept while its window is away (stores/kept-view.ts): `start` is where it was when this
 * page opened on it (once; null otherwise), and `moved` tells where it is now (its first row in view and its
 * current row, from VirtualList's `moved`). Its query and selection are told as they change.
 */
export function useKeptList(options: KeptListOptions) {
  const keeper = useKeptViewStore()
  const owner = Symbol('kept list')
  const start = keeper.take(toValue(options.key))
  let firstRow = start?.firstRow ?? 0
  let currentRow = start?.currentRow ?? null

  const tell = () =>
    keeper.setList(owner, {
      key: toValue(options.key),
      query: options.query?.() ?? null,
      firstRow,
      currentRow,
      selected: [...(options.selected?.() ?? [])],
    })
  watch(
    () => toValue(options.key),
    () => {
      // Another list in the same place (another playlist): it starts at its top.
      firstRow = 0
      currentRow = null
    },
  )
  watch([() => toValue(options.key), () => options.query?.(), () => options.selected?.()], tell, {
    immediate: true,
    deep: true,
  })
  onScopeDispose(() => keeper.setList(owner, null))

  return {
    start: start as KeptList | null,
    /**
     * The rows a reopened page read ahead for this list (its first chunk, asked for with `desktop.restoreView`),
     * once; null for any other read. For useListWindow's `prefetched`.
     */
    firstRows<T>(offset: number, limit: number): Promise<WindowAnswer<T> | null> | null {
      const query = options.query?.() ?? null
      return keeper.takeFirstRows(
        toValue(options.key),
        offset,
        limit,
        query,
      ) as Promise<WindowAnswer<T> | null> | null
    },
    moved(top: number, current: number | null) {
      if (top === firstRow && current === currentRow) return
      firstRow = top
      currentRow = current
      tell()
    },
  }
}

/** A form that holds work a fresh page would not show again: its window is kept while `dirty` says so. */
export function useUnsavedWork(dirty: MaybeRefOrGetter<boolean>): void {
  const keeper = useKeptViewStore()
  const owner = Symbol('unsaved work')
  watch(
    () => toValue(dirty),
    (holding) => keeper.setUnsaved(owner, holding),
    { immediate: true },
  )
  onScopeDispose(() => keeper.setUnsaved(owner, false))
}
