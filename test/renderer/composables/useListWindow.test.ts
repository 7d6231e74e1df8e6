import { flushPromises } from '@vue/test-utils'
import { effectScope } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import { useListWindow } from '../../../renderer/src/composables/useListWindow'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))

/** A list of 10,000 numbers read 100 at a time, with the chunks asked for in order. */
function numbers(keep?: number) {
  const asked: number[] = []
  const scope = effectScope()
  const list = scope.run(() =>
    useListWindow<number>({
      fetch: async (offset, limit) => {
        asked.push(offset / 100)
        return {
          revision: 1,
          total: 10_000,
          items: Array.from({ length: limit }, (_, at) => offset + at),
        }
      },
      key: 'all',
      keep,
      failure: 'Could not read.',
    }),
  )!
  return { list, asked, stop: () => scope.stop() }
}

describe('useListWindow', () => {
  it('reads the chunk ahead on the way the list scrolls, once the list is known to go on', async () => {
    const { list, asked, stop } = numbers()
    await flushPromises()
    // The first read: only the rows in view (the list's length is not known yet).
    expect(asked).toEqual([0])
    list.ensure(150, 170)
    await flushPromises()
    expect(asked).toEqual([0, 1, 2])
    list.ensure(5_020, 5_040)
    await flushPromises()
    expect(asked.slice(3)).toEqual([50, 51])
    // Scrolling up: the chunk before.
    list.ensure(4_990, 5_010)
    await flushPromises()
    expect(asked.slice(5)).toEqual([49, 48])
    expect(list.rowAt(4_995)).toBe(4_995)
    // Never past the end.
    list.ensure(9_980, 10_000)
    await flushPromises()
    expect(asked.slice(7)).toEqual([99])
    stop()
  })

  it('holds at most `keep` chunks, dropping the farthest from view, and reads them again when back', async () => {
    const { list, asked, stop } = numbers(4)
    await flushPromises()
    for (const start of [100, 200, 300, 400, 500, 600]) {
      list.ensure(start, start + 20)
      await flushPromises()
    }
    // Far behind: dropped; near the view: held.
    expect(list.rowAt(5)).toBeUndefined()
    expect(list.rowAt(150)).toBeUndefined()
    expect(list.rowAt(610)).toBe(610)
    expect(list.rowAt(710)).toBe(710)
    asked.length = 0
    list.ensure(0, 20)
    await flushPromises()
    expect(asked).toContain(0)
    expect(list.rowAt(5)).toBe(5)
    stop()
  })
})
