import { describe, expect, it, vi } from 'vitest'
import { createCoverCopies, worthACopy } from '../../renderer/src/cover-copies'

describe('worthACopy', () => {
  it.each([
    // A card's cover: 300 pixels for 148 (or 176) shown.
    [{ width: 300, height: 300 }, 148, true],
    [{ width: 300, height: 300 }, 176, true],
    // The same at twice the density: the picture is about the size shown.
    [{ width: 300, height: 300 }, 296, false],
    // A header at twice the density: 640 for 352.
    [{ width: 640, height: 640 }, 352, true],
    // A list's small cover: its decode is small whatever it is drawn at.
    [{ width: 64, height: 64 }, 36, false],
    [{ width: 64, height: 64 }, 20, false],
    // Without a size (a playlist's mosaic may come so), or nothing to show.
    [{ width: null, height: null }, 148, false],
    [{ width: 300, height: 300 }, 0, false],
  ])('%o shown at %i pixels: %s', (size, pixels, worth) => {
    expect(worthACopy(size, pixels)).toBe(worth)
  })
})

/** Copies made by a fake (a blob per call), object URLs counted, nothing loaded. */
function copies(limit = 3) {
  const made: string[] = []
  const revoked: string[] = []
  let count = 0
  const make = vi.fn(async (url: string, pixels: number) => {
    made.push(`${pixels} ${url}`)
    return new Blob([url])
  })
  const store = createCoverCopies({
    limit,
    make,
    objectUrls: { create: () => `blob:copy-${++count}`, revoke: (url) => revoked.push(url) },
    hold: () => ({}),
  })
  return { store, make, made, revoked }
}

describe('createCoverCopies', () => {
  it('makes each cover at each size once and gives the same copy to everyone who asks', async () => {
    const { store, made } = copies()
    const [first, again] = await Promise.all([store.copy('a.png', 148), store.copy('a.png', 148)])
    expect(first).toBe('blob:copy-1')
    expect(again).toBe(first)
    expect(await store.copy('a.png', 176)).toBe('blob:copy-2')
    expect(made).toEqual(['148 a.png', '176 a.png'])
  })

  it('lets the least recently asked go beyond its limit, its object URL revoked', async () => {
    const { store, revoked } = copies(2)
    await store.copy('a.png', 148)
    await store.copy('b.png', 148)
    // Asked again: the most recent now.
    await store.copy('a.png', 148)
    await store.copy('c.png', 148)
    expect(revoked).toEqual(['blob:copy-2'])
    expect(store.size).toBe(2)
  })

  it('keeps a copy still being made (somebody waits for it) and lets a made one go instead', async () => {
    const { store, make, revoked } = copies(1)
    await store.copy('a.png', 148)
    let finish: (blob: Blob) => void = () => {}
    make.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    const pending = store.copy('b.png', 148)
    expect(revoked).toEqual(['blob:copy-1'])
    make.mockImplementationOnce(() => new Promise(() => {}))
    void store.copy('c.png', 148)
    // Two waiting, none made: nothing can go yet.
    expect(store.size).toBe(2)
    finish(new Blob(['b']))
    expect(await pending).toBe('blob:copy-2')
  })

  it('does not keep a copy that failed: asked again, it is tried again', async () => {
    const { store, make } = copies()
    make.mockRejectedValueOnce(new Error('The cover at a.png could not be loaded.'))
    await expect(store.copy('a.png', 148)).rejects.toThrow('could not be loaded')
    expect(store.size).toBe(0)
    expect(await store.copy('a.png', 148)).toBe('blob:copy-1')
    expect(make).toHaveBeenCalledTimes(2)
  })
})
