import type { Clock } from '../../base/ports'

/** Waits on the injected clock; an abort ends the wait with `onAbort()`. */
export function sleep(
  clock: Clock,
  ms: number,
  signal: AbortSignal | undefined,
  onAbort: () => Error,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbort())
      return
    }
    const abort = () => {
      clock.clearTimeout(handle)
      reject(onAbort())
    }
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', abort, { once: true })
  })
}
