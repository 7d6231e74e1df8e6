import { AbortedError } from '../../service/api'
import type { Clock } from '../../base/ports'

/**
 * Reads of Discover kept for a while, because requests are the user's scarce resource: an answer younger than
 * its lifetime is answered again without a request, and callers asking for the same key while it is being read
 * share one request. Each caller may cancel its own wait (it fails with `ABORTED`); the request itself stops
 * only when every caller waiting on it has cancelled. Failures are not kept. `clear()` forgets everything (a
 * session ended) and cancels what is in flight.
 */
export interface ReadCache {
  read<T>(
    key: string,
    lifetimeMs: number,
    load: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>
  clear(): void
}

interface Flight {
  promise: Promise<unknown>
  controller: AbortController
  waiting: number
}

/** The most answers kept; the oldest go first (an audio analysis can be a few hundred kB). */
const MAX_ENTRIES = 200

export function createReadCache(clock: Pick<Clock, 'now'>, maxEntries = MAX_ENTRIES): ReadCache {
  const kept = new Map<string, { value: unknown; until: number }>()
  const flights = new Map<string, Flight>()
  let epoch = 0

  function keep(key: string, value: unknown, lifetimeMs: number) {
    kept.delete(key)
    kept.set(key, { value, until: clock.now() + lifetimeMs })
    while (kept.size > maxEntries) kept.delete(kept.keys().next().value!)
  }

  function start<T>(key: string, lifetimeMs: number, load: (signal: AbortSignal) => Promise<T>): Flight {
    const controller = new AbortController()
    const startedIn = epoch
    const flight: Flight = {
      controller,
      waiting: 0,
      promise: load(controller.signal).then(
        (value) => {
          if (flights.get(key) === flight) flights.delete(key)
          if (startedIn === epoch) keep(key, value, lifetimeMs)
          return value
        },
        (error: unknown) => {
          if (flights.get(key) === flight) flights.delete(key)
          throw error
        },
      ),
    }
    // Nobody may be waiting when it fails (all cancelled): that is not an unhandled rejection.
    flight.promise.catch(() => {})
    flights.set(key, flight)
    return flight
  }

  return {
    read<T>(
      key: string,
      lifetimeMs: number,
      load: (signal: AbortSignal) => Promise<T>,
      signal?: AbortSignal,
    ): Promise<T> {
      if (signal?.aborted) return Promise.reject(new AbortedError(key))
      const hit = kept.get(key)
      if (hit && hit.until > clock.now()) return Promise.resolve(hit.value as T)
      if (hit) kept.delete(key)
      const flight = flights.get(key) ?? start(key, lifetimeMs, load)
      flight.waiting++
      if (!signal) return flight.promise as Promise<T>
      return new Promise<T>((resolve, reject) => {
        let done = false
        const onAbort = () => {
          if (done) return
          done = true
          flight.waiting--
          if (flight.waiting === 0) {
            if (flights.get(key) === flight) flights.delete(key)
            flight.controller.abort()
          }
          reject(new AbortedError(key))
        }
        signal.addEventListener('abort', onAbort, { once: true })
        flight.promise.then(
          (value) => {
            if (done) return
            done = true
            signal.removeEventListener('abort', onAbort)
            resolve(value as T)
          },
          (error: unknown) => {
            if (done) return
            done = true
            signal.removeEventListener('abort', onAbort)
            reject(error)
          },
        )
      })
    },
    clear() {
      epoch++
      kept.clear()
      for (const flight of flights.values()) flight.controller.abort()
      flights.clear()
    },
  }
}
