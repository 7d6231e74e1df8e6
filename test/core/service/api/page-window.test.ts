import { describe, expect, it } from 'vitest'
import { inParallel } from '../../../../electron/core/service/api/batches'
import { fetchWindow, mergePages, windowParts } from '../../../../electron/core/service/api/page-window'
import type { Paging } from '../../../../electron/core/service/api'

const pageOf = (offset: number, limit: number, total: number): Paging<number> => ({
  href: `h${offset}`,
  items: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i),
  limit,
  next: offset + limit < total ? `n${offset + limit}` : null,
  offset,
  previous: offset > 0 ? `p${offset}` : null,
  total,
})

describe('windowParts', () => {
  it('cuts a window into requests of at most the cap, in order', () => {
    expect(windowParts({ offset: 0, limit: 30 }, 10)).toEqual([
      { offset: 0, limit: 10 },
      { offset: 10, limit: 10 },
      { offset: 20, limit: 10 },
    ])
    expect(windowParts({ offset: 5, limit: 23 }, 10)).toEqual([
      { offset: 5, limit: 10 },
      { offset: 15, limit: 10 },
      { offset: 25, limit: 3 },
    ])
    expect(windowParts({ offset: 0, limit: 7 }, 10)).toEqual([{ offset: 0, limit: 7 }])
  })
})

describe('mergePages', () => {
  it('keeps the first page’s href, previous and total, the last one’s next, and the asked window', () => {
    const merged = mergePages([pageOf(10, 10, 100), pageOf(20, 10, 100)], { offset: 10, limit: 20 })
    expect(merged).toEqual({
      href: 'h10',
      items: Array.from({ length: 20 }, (_, i) => 10 + i),
      limit: 20,
      next: 'n30',
      offset: 10,
      previous: 'p10',
      total: 100,
    })
  })

  it('leaves out what a fields filter left out', () => {
    expect(mergePages([{ total: 3 }, { total: 3 }], { offset: 0, limit: 20 })).toEqual({ total: 3 })
  })
})

describe('fetchWindow', () => {
  it('asks the first part, then only the parts the list reaches, together, and merges them', async () => {
    const asked: number[] = []
    const result = await fetchWindow(
      { offset: 0, limit: 50 },
      {
        cap: 10,
        fetchPart: async (part) => {
          asked.push(part.offset)
          return pageOf(part.offset, part.limit, 23)
        },
        totalOf: (first) => first.total,
        merge: (pages) => mergePages(pages, { offset: 0, limit: 50 }),
      },
    )
    expect(asked).toEqual([0, 10, 20])
    expect(result.items).toEqual(Array.from({ length: 23 }, (_, i) => i))
    expect(result.next).toBeNull()
  })

  it('asks nothing beyond the largest offset the service takes', async () => {
    const asked: number[] = []
    await fetchWindow(
      { offset: 990, limit: 30 },
      {
        cap: 10,
        maxOffset: 1000,
        fetchPart: async (part) => {
          asked.push(part.offset)
          return pageOf(part.offset, part.limit, 5000)
        },
        totalOf: (first) => first.total,
        merge: (pages) => pages[0]!,
      },
    )
    expect(asked).toEqual([990, 1000])
  })
})

describe('inParallel', () => {
  it('answers in order, and aborts the parts still running when one fails', async () => {
    expect(await inParallel([3, 1, 2], async (n) => n * 2)).toEqual([6, 2, 4])
    const aborted: number[] = []
    const run = inParallel([1, 2, 3], (n, signal) =>
      n === 2
        ? Promise.reject(new Error('part 2 failed'))
        : new Promise<number>((_resolve, reject) =>
            signal.addEventListener('abort', () => {
              aborted.push(n)
              reject(new Error('aborted'))
            }),
          ),
    )
    await expect(run).rejects.toThrow('part 2 failed')
    expect(aborted.sort()).toEqual([1, 3])
  })

  it('refuses at once when the caller already gave up', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(inParallel([1], async (n) => n, controller.signal)).rejects.toMatchObject({
      code: 'ABORTED',
    })
  })
})
