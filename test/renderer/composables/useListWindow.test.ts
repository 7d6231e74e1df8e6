import { flushPromises } from '@vue/test-utils'
import { computed, effectScope } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  chunksFor,
  farthest,
  useListWindow,
  type ListWindowOptions,
} from '../../../renderer/src/composables/useListWindow'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))

/** A list of 10,000 numbers read 100 at a time, with the chunks asked for in order. */
function numbers(options: Pick<ListWindowOptions<number>, 'keep' | 'start' | 'prefetched'> = {}) {
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
      ...options,
      failure: 'Could not read.',
    }),
  )!
  return { list, asked, stop: () => scope.stop() }
}

/**
 * Rows that come while the list is shown are drawn with the next frame. Frames come only when a test says so
 * (fake animation frames, below): a real one could fire between two steps on a busy machine.
 */
const nextFrame = async () => {
  vi.advanceTimersToNextFrame()
  await flushPromises()
}
/** The frame that draws a query's first rows has been painted (the task after its animation frame). */
const firstRowsDrawn = async () => {
  await nextFrame()
  await new Promise((resolve) => setTimeout(resolve))
  await flushPromises()
}

describe('useListWindow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the chunk ahead on the way the list scrolls, once the list is known to go on', async () => {
    const { list, asked, stop } = numbers()
    await flushPromises()
    // The first read: only the rows in view (the list's length is not known yet).
    expect(asked).toEqual([0])
    await firstRowsDrawn()
    // Once they are drawn, the chunk ahead.
    expect(asked).toEqual([0, 1])
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
    const { list, asked, stop } = numbers({ keep: 4 })
    await flushPromises()
    await firstRowsDrawn()
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
    await firstRowsDrawn()
    await nextFrame()
    let draws = 0
    const drawn = computed(() => {
      draws++
      return [list.rowAt(350), list.rowAt(450)]
    })
    expect(drawn.value).toEqual([undefined, undefined])
    // Chunk 3 and the one ahead, 4, come between two frames: drawn once, together.
    list.ensure(350, 370)
    await flushPromises()
    expect(drawn.value).toEqual([undefined, undefined])
    await nextFrame()
    expect(drawn.value).toEqual([350, 450])
    expect(draws).toBe(2)
    // Scrolling on draws what came at once, with the rows in view.
    list.ensure(510, 530)
    await flushPromises()
    list.ensure(512, 532)
    expect(list.rowAt(520)).toBe(520)
    stop()
  })

  it('reads nothing more until its first rows are drawn, and a list opened lower down is not scrolling up', async () => {
    const { list, asked, stop } = numbers({ start: 5_000 })
    await flushPromises()
    expect(asked).toEqual([50])
    // The list opens at row 5,000 and says its rows, two above it among them (drawn out of view).
    list.ensure(4_998, 5_017)
    await flushPromises()
    expect(asked).toEqual([50])
    await firstRowsDrawn()
    // Then the chunk those two rows are in, and the one below (not the one above: it did not move up).
    expect(asked).toEqual([50, 49, 51])
    stop()
  })

  it('takes the rows read ahead for its first chunk, and reads them itself when that read came to nothing', async () => {
    for (const ahead of [{ revision: 1, total: 10_000, items: [-1] }, null]) {
      const { list, asked, stop } = numbers({
        start: 5_000,
        prefetched: (offset) => (offset === 5_000 ? Promise.resolve(ahead) : null),
      })
      await flushPromises()
      expect(list.rowAt(5_000)).toBe(ahead ? -1 : 5_000)
      expect(asked).toEqual(ahead ? [] : [50])
      stop()
    }
  })
})

describe('farthest', () => {
  it.each([
    { indexes: [0, 1, 2, 3, 4], centre: 2, count: 2, dropped: [0, 4] },
    { indexes: [0, 1, 2, 3, 4], centre: 0, count: 2, dropped: [4, 3] },
    { indexes: [10, 11, 12], centre: 11.5, count: 1, dropped: [10] },
    { indexes: [0, 1], centre: 0, count: 0, dropped: [] },
  ])('drops $count from $indexes around $centre', ({ indexes, centre, count, dropped }) => {
    expect(farthest(indexes, centre, count)).toEqual(dropped)
  })
})

describe('chunksFor', () => {
  it.each([
    // Rows 150–349 fall in chunks 1–3; the one below goes with them once the length is known.
    { start: 150, end: 350, up: false, known: 10_000, chunks: [1, 2, 3, 4] },
    { start: 150, end: 350, up: true, known: 10_000, chunks: [1, 2, 3, 0] },
    // Not known yet (a new query is read): only the rows in view, none ahead.
    { start: 150, end: 350, up: false, known: null, chunks: [1, 2, 3] },
    // None past the end: a list of 250 rows has chunks 0–2.
    { start: 150, end: 350, up: false, known: 250, chunks: [1, 2] },
    // Nothing above the first chunk.
    { start: 0, end: 50, up: true, known: 10_000, chunks: [0] },
  ])('rows $start–$end (up: $up, length $known): chunks $chunks', ({ start, end, up, known, chunks }) => {
    expect(chunksFor(start, end, up, 100, known)).toEqual(chunks)
  })
})
