import { inParallel } from './batches'
import type { Paging } from './models'

/** The part of a list a caller asked for. */
export interface PageWindow {
  offset: number
  limit: number
}

/** A window cut into requests of at most `cap` items, in order: (0, 30) by 10 gives 0–9, 10–19, 20–29. */
export function windowParts(window: PageWindow, cap: number): PageWindow[] {
  const parts: PageWindow[] = []
  for (let offset = window.offset; offset < window.offset + window.limit; offset += cap) {
    parts.push({ offset, limit: Math.min(cap, window.offset + window.limit - offset) })
  }
  return parts
}

/**
 * Consecutive pages of one list as one page covering `window`: the items in order, the first page's `href`,
 * `previous` and `total`, the last page's `next`. A `fields` filter may have left any of them out; what is
 * absent stays absent.
 */
export function mergePages<P extends Partial<Paging<unknown>>>(pages: readonly P[], window: PageWindow): P {
  const first = pages[0]
  const last = pages.at(-1)
  if (!first || !last) throw new Error('mergePages needs at least one page')
  const merged: Partial<Paging<unknown>> = { ...first }
  if (pages.every((page) => Array.isArray(page.items)))
    merged.items = pages.flatMap((page) => page.items ?? [])
  if ('limit' in first) merged.limit = window.limit
  if ('offset' in first) merged.offset = window.offset
  if ('next' in last) merged.next = last.next ?? null
  return merged as P
}

export interface WindowFetch<R> {
  /** The most one request may ask for. */
  cap: number
  /** Asks the service for one part. */
  fetchPart: (part: PageWindow, signal: AbortSignal | undefined) => Promise<R>
  /** How long the list is, read from the first part (parts beyond it are not asked for). */
  totalOf: (first: R) => number
  merge: (parts: R[]) => R
  /** The largest offset the service accepts; parts beyond it are not asked for. */
  maxOffset?: number
  signal?: AbortSignal
}

/**
 * A window larger than the service's page cap (service-2026.md §4: 10 a page): the first part, then the parts
 * the list still reaches, in parallel, merged into one page-shaped answer. Requests cost quota, so nothing is
 * asked beyond the end of the list.
 */
export async function fetchWindow<R>(window: PageWindow, options: WindowFetch<R>): Promise<R> {
  const parts = windowParts(window, options.cap).filter(
    (part) => options.maxOffset === undefined || part.offset <= options.maxOffset,
  )
  const [firstPart, ...rest] = parts
  if (!firstPart) throw new Error('fetchWindow needs a window of at least one item')
  const first = await options.fetchPart(firstPart, options.signal)
  const total = options.totalOf(first)
  const wanted = rest.filter((part) => part.offset < total)
  if (wanted.length === 0) return options.merge([first])
  const more = await inParallel(wanted, options.fetchPart, options.signal)
  return options.merge([first, ...more])
}
