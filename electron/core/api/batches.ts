import { Rules } from './rules'

/** Splits a list into runs of at most `size`, in order: 120 ids by 50 give 50 + 50 + 20. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}

/** Runs `send` for each chunk one after another (writes keep their order; a failure stops the rest). */
export async function inSequence<T, R>(
  chunks: readonly T[][],
  send: (chunk: T[]) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (const part of chunks) results.push(await send(part))
  return results
}

/**
 * Reads any number of ids in requests of at most `size`, sent together, after checking the whole list;
 * answers in the order of `ids`. (Writes keep their order instead: see inSequence.)
 */
export async function readInBatches<R>(
  operation: string,
  ids: readonly string[],
  size: number,
  read: (part: string[]) => Promise<R[]>,
): Promise<R[]> {
  const rules = new Rules(operation)
  rules.required('ids', ids)
  rules.idList('ids', ids, Infinity, 0)
  return (await Promise.all(chunk(ids, size).map(read))).flat()
}
