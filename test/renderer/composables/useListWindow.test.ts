import { flushPromises } from '@vue/test-utils'
import { computed, effectScope } from 'vue'
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

/** Rows that come while the list is shown are drawn with the next frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

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
    await nextFrame()
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
    await nextFrame()
    // Far behind: dropped; near the view: held.
    expect(list.rowAt(5)).toBeUndefined()
    expect(list.rowAt(150)).toBeUndefined()
    expect(list.rowAt(610)).toBe(610)
    expect(list.rowAt(710)).toBe(710)
    asked.length = 0
    list.ensure(0, 20)
    await flushPromises()
    await nextFrame()
    expect(asked).toContain(0)
    expect(list.rowAt(5)).toBe(5)
    stop()
  })

  it('shows the first rows at once, and draws rows that come later together, with the next frame', async () => {
    const { list, stop } = numbers()
    await flushPromises()
    expect(list.rowAt(5)).toBe(5)
    let draws = 0
    const drawn = computed(() => {
      draws++
      return [list.rowAt(150), list.rowAt(250)]
    })
    expect(drawn.value).toEqual([undefined, undefined])
    // Chunk 1 and the one ahead, 2, come between two frames: drawn once, together.
    list.ensure(150, 170)
    await flushPromises()
    expect(drawn.value).toEqual([undefined, undefined])
    await nextFrame()
    expect(drawn.value).toEqual([150, 250])
    expect(draws).toBe(2)
    // Scrolling on draws what came at once, with the rows in view.
    list.ensure(310, 330)
    await flushPromises()
    list.ensure(312, 332)
    expect(list.rowAt(320)).toBe(320)
    stop()
  })
})
