import { Generation } from '@contract'
import { shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { describeBridgeError } from '../bridge'

export interface WindowAnswer<T> {
  revision: number
  total: number
  items: T[]
}

export type ListState = 'idle' | 'loading' | 'done' | 'error'

/** The performance mark set when rows arrive from core (the bench reads it). */
export const LIST_ROWS_MARK = 'encore:list-rows'

export interface ListWindowOptions<T> {
  /** Reads one window of the list (core filters and sorts). */
  fetch(offset: number, limit: number, signal: AbortSignal): Promise<WindowAnswer<T>>
  /** What the list shows (sort, filter, …): a new key reads it afresh. */
  key: MaybeRefOrGetter<string>
  /** The revision core last pushed; a newer one than the rows were read at reads the shown rows again. */
  revision?: MaybeRefOrGetter<number | null | undefined>
  /** Rows per request. */
  chunk?: number
  /** Hears every chunk that arrives (to ask about its items: saved or not, …). */
  onRows?: (items: T[]) => void
  failure: string
}

/**
 * A window onto a long list that lives in core: rows are read in chunks as they come into view, never the
 * whole list. A new query (key) or a newer revision reads the rows in view again; the rows on screen stay until
 * their replacements arrive, so typing in a filter does not flash. Late answers of an older query are dropped.
 */
export function useListWindow<T>(options: ListWindowOptions<T>) {
  const size = options.chunk ?? 100
  const chunks = shallowRef(new Map<number, T[]>())
  const total = shallowRef<number | null>(null)
  const state = shallowRef<ListState>('idle')
  const error = shallowRef<string | null>(null)
  const queries = new Generation()
  let heldRevision = -1
  let inView: [number, number] = [0, size]
  /** Chunks asked for in this query. */
  let asked = new Set<number>()
  let controllers: AbortController[] = []
  /** Rows of the previous query, shown until the new one answers. */
  let replacing = false

  async function load(index: number): Promise<void> {
    if (asked.has(index)) return
    asked.add(index)
    const mark = queries.mark()
    const controller = new AbortController()
    controllers.push(controller)
    if (state.value !== 'done' || replacing) state.value = state.value === 'done' ? 'done' : 'loading'
    try {
      const answer = await options.fetch(index * size, size, controller.signal)
      if (!queries.isCurrent(mark)) return
      const next = replacing ? new Map<number, T[]>() : new Map(chunks.value)
      replacing = false
      next.set(index, answer.items)
      chunks.value = next
      total.value = answer.total
      heldRevision = Math.max(heldRevision, answer.revision)
      state.value = 'done'
      error.value = null
      // For the bench: when rows last arrived from core (the first rows must show soon after). One mark is
      // kept, not one per answer for the life of the page.
      performance.clearMarks(LIST_ROWS_MARK)
      performance.mark(LIST_ROWS_MARK)
      options.onRows?.(answer.items)
    } catch (failure) {
      if (!queries.isCurrent(mark)) return
      asked.delete(index)
      error.value = describeBridgeError(failure, options.failure)
      if (!chunks.value.size || replacing) state.value = 'error'
    }
  }

  /** The rows from `start` to `end` (exclusive) are in view: read the chunks they fall in. */
  function ensure(start: number, end: number): void {
    inView = [start, end]
    const last = Math.max(start, end - 1)
    for (let index = Math.floor(start / size); index <= Math.floor(last / size); index++) {
      if (total.value !== null && !replacing && index * size >= Math.max(total.value, 1)) break
      void load(index)
    }
  }

  /** Reads the rows in view afresh, keeping those on screen until the new ones come. */
  function reload(): void {
    queries.advance()
    controllers.forEach((controller) => controller.abort())
    controllers = []
    asked = new Set()
    replacing = chunks.value.size > 0
    if (!replacing) {
      total.value = null
      state.value = 'loading'
    }
    ensure(...inView)
  }

  function rowAt(index: number): T | undefined {
    return chunks.value.get(Math.floor(index / size))?.[index % size]
  }

  watch(() => toValue(options.key), reload, { immediate: true })
  watch(
    () => toValue(options.revision),
    (revision) => {
      if (revision !== null && revision !== undefined && revision > heldRevision && heldRevision >= 0)
        reload()
    },
  )

  return { total, state, error, rowAt, ensure, reload, retry: reload }
}
