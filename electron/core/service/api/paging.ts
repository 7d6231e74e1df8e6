import { z } from 'zod'
import { EncoreError } from '../../base/errors'
import { AbortedError, UnexpectedResponseError } from './errors'
import type { CursorPaging, Paging } from './models'
import type { CallOptions, Transport } from './transport'

// Paging envelopes are checked at run time: the iterators loop on `next` and `total`, and a malformed page
// must end in an error, not in a loop.
const PagingEnvelope = z.object({
  items: z.array(z.unknown()),
  next: z.string().nullable(),
  offset: z.number().int().min(0),
  limit: z.number().int().min(0),
  total: z.number().int().min(0),
})

const CursorPagingEnvelope = z.object({
  items: z.array(z.unknown()),
  next: z.string().nullable(),
  cursors: z.object({ after: z.string().nullish(), before: z.string().nullish() }).nullish(),
})

export interface PageRequest {
  offset: number
  limit: number
  /** Pass it on to the call: collectAll cancels the remaining pages when one fails. */
  signal: AbortSignal
}

export interface CollectAllOptions {
  /** Items per request; use the operation's largest `limit`. Default 50. */
  pageSize?: number
  /** Stop after this many items. */
  maxItems?: number
  signal?: AbortSignal
}

function checkPage<T>(page: Paging<T>, operation: string): Paging<T> {
  const parsed = PagingEnvelope.safeParse(page)
  if (!parsed.success)
    throw new UnexpectedResponseError(operation, 'a page without items, next, offset, limit or total')
  return page
}

/** Encore's own day's budget said no (core/features/usage): no request was sent. */
const heldBackByBudget = (error: unknown) =>
  error instanceof EncoreError && error.code === 'RATE_LIMITED' && error.details?.['budget'] === true

/** Offset and cursor paging over the transport: iterators that follow `next`, and `collectAll`. */
export class Pager {
  constructor(private readonly transport: Transport) {}

  /**
   * Every page of an offset-paged list, fetching `next` until it is null. `first` makes the first request
   * (any client method); `select` picks the page out of a wrapped answer (`r => r.tracks` for search). Later
   * pages go through the same operation's scopes, lane and error handling.
   */
  async *pages<R, T>(
    first: () => Promise<R>,
    select: (response: R) => Paging<T> | undefined,
    options: CallOptions = {},
  ): AsyncGenerator<Paging<T>, void, undefined> {
    let response = await first()
    const origin = this.transport.originOf(response)
    for (;;) {
      const page = select(response)
      if (!page) return
      checkPage(page, origin?.operation ?? 'paging')
      yield page
      if (!page.next) return
      if (!origin) throw new UnexpectedResponseError('paging', 'the first page did not come from this client')
      response = await this.transport.follow<R>(page.next, origin, options)
    }
  }

  /** Every item of an offset-paged list, page after page. */
  async *items<R, T>(
    first: () => Promise<R>,
    select: (response: R) => Paging<T> | undefined,
    options: CallOptions = {},
  ): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages(first, select, options)) yield* page.items
  }

  /**
   * Every item of an offset-paged list, fast: fetches the first page, then all remaining offsets at once
   * (the scheduler's lane and concurrency cap decide how many run together) and returns the items in order.
   */
  async collectAll<T>(
    fetchPage: (page: PageRequest) => Promise<Paging<T>>,
    options: CollectAllOptions = {},
  ): Promise<T[]> {
    const pageSize = options.pageSize ?? 50
    // One controller per page rather than one signal shared by all: hundreds of pages would otherwise hang
    // hundreds of listeners on a single signal. Failing pages and the caller's signal abort them all.
    const controllers = new Set<AbortController>()
    const abortAll = () => controllers.forEach((controller) => controller.abort())
    const fetchOne = async (offset: number): Promise<Paging<T>> => {
      const controller = new AbortController()
      controllers.add(controller)
      if (options.signal?.aborted) controller.abort()
      try {
        return await fetchPage({ offset, limit: pageSize, signal: controller.signal })
      } finally {
        controllers.delete(controller)
      }
    }
    options.signal?.addEventListener('abort', abortAll, { once: true })
    try {
      const first = await fetchOne(0)
      const operation = this.transport.originOf(first)?.operation ?? 'collectAll'
      checkPage(first, operation)
      const total = Math.min(first.total, options.maxItems ?? Infinity)
      const offsets: number[] = []
      for (let offset = pageSize; offset < total; offset += pageSize) offsets.push(offset)
      let failure: { error: unknown } | undefined
      const settled = await Promise.allSettled(
        offsets.map((offset) =>
          fetchOne(offset)
            .then((page) => checkPage(page, operation))
            .catch((error: unknown) => {
              failure ??= { error }
              // One page failed: the result is lost, stop spending requests on it. Held back by the day's
              // budget, nothing was sent: the pages already on their way are paid for, so they land (a caller
              // that keeps pages goes on from them), and those waiting are held back too, unsent.
              if (!heldBackByBudget(error)) abortAll()
              throw error
            }),
        ),
      )
      if (failure) throw failure.error
      const rest = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      const items = [first, ...rest].flatMap((page) => page.items)
      return options.maxItems === undefined ? items : items.slice(0, options.maxItems)
    } finally {
      options.signal?.removeEventListener('abort', abortAll)
    }
  }
}

/**
 * Every page of a cursor-paged list: `fetch(cursor)` asks for the page after (or before) `cursor`; the next
 * cursor is read from `cursors[direction]` until the service gives none or `next` is null.
 */
export async function* cursorPages<T>(
  fetch: (cursor: string | undefined) => Promise<CursorPaging<T>>,
  direction: 'after' | 'before',
  operation: string,
  signal?: AbortSignal,
): AsyncGenerator<CursorPaging<T>, void, undefined> {
  let cursor: string | undefined
  const seen = new Set<string>()
  for (;;) {
    if (signal?.aborted) throw new AbortedError(operation)
    const page = await fetch(cursor)
    const parsed = CursorPagingEnvelope.safeParse(page)
    if (!parsed.success)
      throw new UnexpectedResponseError(operation, 'a cursor page without items, next or cursors')
    yield page
    const nextCursor = parsed.data.cursors?.[direction] ?? undefined
    if (!page.next || !nextCursor || page.items.length === 0) return
    // A service that hands back a cursor it already gave would keep us here forever.
    if (seen.has(nextCursor)) throw new UnexpectedResponseError(operation, `the ${direction} cursor repeated`)
    seen.add(nextCursor)
    cursor = nextCursor
  }
}
