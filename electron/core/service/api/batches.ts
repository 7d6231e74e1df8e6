import { AbortedError, ApiError } from './errors'
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

/**
 * Runs `send` for every part at once (the scheduler's lane and concurrency cap decide how many go together)
 * and answers in the order of `parts`. The first failure aborts the parts still waiting or on the wire, so a
 * lost result spends no more requests; the caller's `signal` aborts them all.
 */
export async function inParallel<T, R>(
  parts: readonly T[],
  send: (part: T, signal: AbortSignal) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  if (signal?.aborted) throw new AbortedError('inParallel')
  // One controller per part rather than one signal shared by all: hundreds of parts would otherwise hang
  // hundreds of listeners on a single signal.
  const controllers = parts.map(() => new AbortController())
  const abortAll = () => controllers.forEach((controller) => controller.abort())
  signal?.addEventListener('abort', abortAll, { once: true })
  try {
    return await Promise.all(
      parts.map((part, index) =>
        send(part, (controllers[index] as AbortController).signal).catch((error: unknown) => {
          abortAll()
          throw error
        }),
      ),
    )
  } finally {
    signal?.removeEventListener('abort', abortAll)
  }
}

/**
 * Reads each id on its own (where the service no longer offers several at once), together within the lane,
 * in the order of `ids`. An id the service does not know (404) gives null in its place, as the several-item
 * reads answer.
 */
export function readEach<R>(
  ids: readonly string[],
  read: (id: string, signal: AbortSignal) => Promise<R>,
  signal?: AbortSignal,
): Promise<(R | null)[]> {
  return inParallel(
    ids,
    (id, partSignal) =>
      read(id, partSignal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }),
    signal,
  )
}
