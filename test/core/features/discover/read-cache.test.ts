import { describe, expect, it } from 'vitest'
import { createReadCache } from '../../../../electron/core/features/discover/read-cache'

/** The read cache of Discover, on a hand-driven clock. */

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('read cache', () => {
  it('answers again without reading while the answer is young, and reads again once it is old', async () => {
    let now = 0
    const cache = createReadCache({ now: () => now })
    let reads = 0
    const load = async () => ++reads
    expect(await cache.read('a', 1_000, load)).toBe(1)
    now = 999
    expect(await cache.read('a', 1_000, load)).toBe(1)
    now = 1_000
    expect(await cache.read('a', 1_000, load)).toBe(2)
  })

  it('shares a read in flight; it stops only when every caller cancelled', async () => {
    const cache = createReadCache({ now: () => 0 })
    const pending = deferred<string>()
    const signals: AbortSignal[] = []
    const load = (signal: AbortSignal) => {
      signals.push(signal)
      return pending.promise
    }
    const one = new AbortController()
    const two = new AbortController()
    const first = cache.read('k', 1_000, load, one.signal)
    const second = cache.read('k', 1_000, load, two.signal)
    expect(signals).toHaveLength(1)
    one.abort()
    await expect(first).rejects.toMatchObject({ code: 'ABORTED' })
    expect(signals[0]!.aborted).toBe(false)
    two.abort()
    await expect(second).rejects.toMatchObject({ code: 'ABORTED' })
    expect(signals[0]!.aborted).toBe(true)
    // The next caller starts afresh.
    void cache.read('k', 1_000, load)
    expect(signals).toHaveLength(2)
  })

  it('keeps no failure, and clear() forgets answers and drops what was in flight', async () => {
    const cache = createReadCache({ now: () => 0 })
    let calls = 0
    await expect(
      cache.read('x', 1_000, async () => {
        calls++
        throw new Error('no')
      }),
    ).rejects.toThrow('no')
    expect(await cache.read('x', 1_000, async () => ++calls)).toBe(2)
    const pending = deferred<number>()
    let signal: AbortSignal | undefined
    const late = cache.read('y', 1_000, (inner) => {
      signal = inner
      return pending.promise
    })
    cache.clear()
    expect(signal!.aborted).toBe(true)
    pending.resolve(7)
    expect(await late).toBe(7)
    // An answer that arrives after clear() belongs to the old session: not kept.
    expect(await cache.read('y', 1_000, async () => 8)).toBe(8)
    expect(await cache.read('x', 1_000, async () => 99)).toBe(99)
  })

  it('keeps at most maxEntries answers, the oldest going first', async () => {
    const cache = createReadCache({ now: () => 0 }, 2)
    for (const key of ['a', 'b', 'c']) await cache.read(key, 1_000, async () => key)
    expect(await cache.read('a', 1_000, async () => 'again')).toBe('again')
    expect(await cache.read('c', 1_000, async () => 'again')).toBe('c')
  })
})
