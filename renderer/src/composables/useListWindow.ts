import { Generation } from '@contract'
import { getCurrentScope, onScopeDispose, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { describeBridgeError } from '../bridge'
import { LIST_CHUNK } from './list-chunk'

export interface WindowAnswer<T> {
  revision: number
  total: number
  items: T[]
}

export type ListState = 'idle' | 'loading' | 'done' | 'error'

/** Rows per request, unless a list says otherwise. */
export { LIST_CHUNK }

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
  /** The most chunks held; the farthest from view are dropped (and read again if scrolled back to). */
  keep?: number
  /** Hears every chunk that arrives (to ask about its items: saved or not, …). */
  onRows?: (items: T[]) => void
  /** The first row in view when the list opens (a page opened where it was left): read first. */
  start?: number
  /**
   * Rows already asked for (a reopened page reads its list's first chunk before the list mounts): the answer
   * for this chunk, or null to read it (also when that answer came to nothing).
   */
  prefetched?: (offset: number, limit: number) => Promise<WindowAnswer<T> | null> | null
  failure: string
}

/** The `count` chunk indexes farthest from `centre` (a chunk index, maybe fractional). */
export function farthest(indexes: readonly number[], centre: number, count: number): number[] {
  if (count <= 0) return []
  return [...indexes].sort((a, b) => Math.abs(b - centre) - Math.abs(a - centre)).slice(0, count)
}

/**
 * The chunks (of `size` rows) to read for rows `start` to `end` (exclusive), none past the list's end, then the
 * one ahead (above when `up`) only where the list is known to go on. `known`: the list's length, null if unknown.
 */
export function chunksFor(
  start: number,
  end: number,
  up: boolean,
  size: number,
  known: number | null,
): number[] {
  const first = Math.floor(start / size)
  const last = Math.floor(Math.max(start, end - 1) / size)
  const beyond = (index: number) => known !== null && index * size >= Math.max(known, 1)
  const wanted: number[] = []
  for (let index = first; index <= last; index++) {
    if (beyond(index)) return wanted
    wanted.push(index)
  }
  const ahead = up ? first - 1 : last + 1
  if (ahead >= 0 && known !== null && !beyond(ahead)) wanted.push(ahead)
  return wanted
}

/**
 * Calls `drawn` once the next frame is painted (the task after its animation frame); `start` again moves it
 * to the frame after, `stop` cancels it.
 */
function afterNextFrame(drawn: () => void) {
  let frame: number | undefined
  let done: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(done)
    frame = done = undefined
  }
  return {
    get waiting() {
      return frame !== undefined
    },
    stop,
    start() {
      stop()
      frame = requestAnimationFrame(() => {
        done = setTimeout(() => {
          frame = done = undefined
          drawn()
        })
      })
    },
  }
}

/** Values kept by index and handed over together in the next animation frame (or at once by `flush`). */
function batchedByFrame<V>(apply: (arrived: ReadonlyMap<number, V>) => void) {
  let arrived = new Map<number, V>()
  let frame: number | undefined
  const clear = () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    frame = undefined
    arrived = new Map()
  }
  const flush = () => {
    const batch = arrived
    clear()
    if (batch.size) apply(batch)
  }
  return {
    add(index: number, value: V) {
      arrived.set(index, value)
      frame ??= requestAnimationFrame(flush)
    },
    flush,
    clear,
  }
}

/**
 * The chunks of rows held, by chunk index: a query's first rows replace them at once; rows that came while the
 * list was shown are drawn together in the next frame (with the rows scrolled into it, when it scrolls). Each
 * drawn at once, as it came between two frames, made the page lay the list out again for every answer (two or
 * three a frame while scrolling fast), beside the frame's own layout. Past `keep`, the chunks farthest from
 * `centre` (a chunk index) are dropped, and `dropped` hears each.
 */
function heldChunks<T>(size: number, keep: number, centre: () => number, dropped: (index: number) => void) {
  const chunks = shallowRef(new Map<number, T[]>())
  const arrivals = batchedByFrame<T[]>((arrived) => {
    const next = new Map(chunks.value)
    for (const [index, items] of arrived) next.set(index, items)
    for (const index of farthest([...next.keys()], centre(), next.size - keep)) {
      next.delete(index)
      dropped(index)
    }
    chunks.value = next
  })
  return {
    get size() {
      return chunks.value.size
    },
    /** A query's first rows: they show at once, in place of all that was held. */
    replace(index: number, items: T[]): void {
      chunks.value = new Map([[index, items]])
    },
    arrive: (index: number, items: T[]) => arrivals.add(index, items),
    settle: () => arrivals.flush(),
    clearArrivals: () => arrivals.clear(),
    rowAt: (index: number): T | undefined => chunks.value.get(Math.floor(index / size))?.[index % size],
  }
}

/**
 * A window onto a long list that lives in core: rows are read in chunks as they come into view, never the
 * whole list. A new query (key) or a newer revision reads the rows in view again; the rows on screen stay until
 * their replacements arrive, so typing in a filter does not flash. Late answers of an older query are dropped.
 */
export function useListWindow<T>(options: ListWindowOptions<T>) {
  const size = options.chunk ?? LIST_CHUNK
  // 40 chunks of 100: dozens of screens around the view. Holding every row read (a whole 50,000-row list
  // scrolled through) grew the page's heap past 70 MiB, and its garbage collections stalled scroll frames.
  const keep = Math.max(2, options.keep ?? 40)
  // The drop counts a chunk as not asked for, so scrolling back reads it again.
  const chunks = heldChunks<T>(
    size,
    keep,
    () => (inView[0] + inView[1]) / 2 / size,
    (index) => asked.delete(index),
  )
  const total = shallowRef<number | null>(null)
  const state = shallowRef<ListState>('idle')
  const error = shallowRef<string | null>(null)
  const queries = new Generation()
  let heldRevision = -1
  const start = Math.max(0, options.start ?? 0)
  let inView: [number, number] = [start, start + size]
  /** Chunks asked for in this query. */
  let asked = new Set<number>()
  let controllers: AbortController[] = []
  /** Rows of the previous query, shown until the new one answers. */
  let replacing = false
  /** Whether the list has said which rows are in view yet (before, `inView` is only where it opens). */
  let told = false
  /**
   * From a query's first rows until the frame that draws them: other reads wait (the rows beside the view, the
   * chunk ahead). Asked at once, their answers came during that first frame and delayed it (a reopened window's
   * list at row 5,000 drew 40 ms later), and the first range, two rows above the start, read as scrolling up.
   */
  const firstFrame = afterNextFrame(() => read(...inView, false))
  if (getCurrentScope()) onScopeDispose(() => firstFrame.stop())
  const firstRowsShown = () => firstFrame.start()
  const stopFirstFrame = () => firstFrame.stop()

  async function load(index: number): Promise<void> {
    if (asked.has(index)) return
    asked.add(index)
    const mark = queries.mark()
    const controller = new AbortController()
    controllers.push(controller)
    if (state.value !== 'done' || replacing) state.value = state.value === 'done' ? 'done' : 'loading'
    try {
      const answer =
        (await options.prefetched?.(index * size, size)) ??
        (await options.fetch(index * size, size, controller.signal))
      if (!queries.isCurrent(mark)) return
      if (replacing || !chunks.size) {
        chunks.replace(index, answer.items)
        replacing = false
        firstRowsShown()
      } else chunks.arrive(index, answer.items)
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
      if (!chunks.size || replacing) state.value = 'error'
    }
  }

  /**
   * The list says the rows from `start` to `end` (exclusive) are in view: read the chunks they fall in, and the
   * next one on the way the list scrolls (down unless it moved up), so rows scrolled into view are mostly there.
   */
  function ensure(start: number, end: number): void {
    const up = told && start < inView[0]
    told = true
    read(start, end, up)
  }

  /** Reads the chunks of rows `start` to `end` and the one ahead (above when `up`), once the first frame is drawn. */
  function read(start: number, end: number, up: boolean): void {
    inView = [start, end]
    chunks.settle()
    if (firstFrame.waiting) return
    // While a new query is read, its length is not known yet.
    for (const index of chunksFor(start, end, up, size, replacing ? null : total.value)) void load(index)
  }

  /** Reads the rows in view afresh, keeping those on screen until the new ones come. */
  function reload(): void {
    // A new query reads its rows at once, whatever the last one was drawing.
    stopFirstFrame()
    queries.advance()
    controllers.forEach((controller) => controller.abort())
    controllers = []
    asked = new Set()
    chunks.clearArrivals()
    replacing = chunks.size > 0
    if (!replacing) {
      total.value = null
      state.value = 'loading'
    }
    read(...inView, false)
  }

  watch(() => toValue(options.key), reload, { immediate: true })
  watch(
    () => toValue(options.revision),
    (revision) => {
      if (revision !== null && revision !== undefined && revision > heldRevision && heldRevision >= 0)
        reload()
    },
  )

  return { total, state, error, rowAt: chunks.rowAt, ensure, reload, retry: reload }
}
