import type { z } from 'zod'
import { readEach } from '../batches'
import type { OperationId } from '../operations'
import { withReplacement } from '../replacement'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { checkedWire } from '../wire-check'
import type { MarketParams, PageParams } from './albums'
import { limits, type ResourceContext } from './context'

/**
 * The reads shows and audiobooks share: one item by id, its children a page at a time, several at once (or,
 * where the service no longer offers that, one read per id). Every answer is checked against its schema.
 */
export function spokenReads({ transport, availability }: ResourceContext) {
  /** GET /{items}/{id}: `pathParam` names the id in the operation's path. */
  async function one<S extends z.ZodType>(
    operation: OperationId,
    schema: S,
    pathParam: string,
    id: string,
    params: MarketParams,
    options?: CallOptions,
  ): Promise<z.infer<S>> {
    const rules = new Rules(operation)
    rules.required(pathParam, id)
    rules.id(pathParam, id)
    rules.market(params.market)
    const body = await transport.send(
      {
        operation,
        pathParams: { [pathParam]: id },
        query: { market: params.market },
        market: params.market,
        expect: 'json',
      },
      options,
    )
    return checkedWire(schema, operation, body)
  }

  /** GET /{items}/{id}/{children}: limit 1–50 (default 20). */
  async function page<S extends z.ZodType>(
    operation: OperationId,
    schema: S,
    pathParam: string,
    id: string,
    params: PageParams & MarketParams,
    options?: CallOptions,
  ): Promise<z.infer<S>> {
    const rules = new Rules(operation)
    rules.required(pathParam, id)
    rules.id(pathParam, id)
    rules.limit(params.limit, limits.pageLimit)
    rules.offset(params.offset)
    rules.market(params.market)
    const body = await transport.send(
      {
        operation,
        pathParams: { [pathParam]: id },
        query: { limit: params.limit, offset: params.offset, market: params.market },
        market: params.market,
        expect: 'json',
      },
      options,
    )
    return checkedWire(schema, operation, body)
  }

  /**
   * GET /{items}?ids=: at most 50, in order, null for an unknown (or, for audiobooks, unsold) one. Where the
   * service no longer reads several at once (2026), `single` per id, together within the lane.
   */
  async function several<S extends z.ZodType, T>(
    operation: OperationId,
    answer: { key: string; schema: S },
    ids: readonly string[],
    params: MarketParams,
    single: (id: string, signal: AbortSignal) => Promise<T>,
    options: CallOptions = {},
  ): Promise<(T | null)[]> {
    const rules = new Rules(operation)
    rules.required('ids', ids)
    rules.idList('ids', ids, limits.spokenByIds)
    rules.market(params.market)
    return withReplacement(
      availability,
      operation,
      async () => {
        const body = await transport.send(
          { operation, query: { ids, market: params.market }, market: params.market, expect: 'json' },
          options,
        )
        return (checkedWire(answer.schema, operation, body) as Record<string, (T | null)[]>)[answer.key]!
      },
      () => readEach(ids, single, options.signal),
    )
  }

  return { one, page, several }
}
