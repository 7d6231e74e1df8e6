import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  centredSquare,
  createLimiter,
  DECODES_AT_ONCE,
  withSquareBitmap,
} from '../../renderer/src/cover-drawing'

describe('centredSquare', () => {
  it.each([
    { picture: { width: 300, height: 300 }, crop: { sx: 0, sy: 0, sw: 300, sh: 300 } },
    { picture: { width: 640, height: 360 }, crop: { sx: 140, sy: 0, sw: 360, sh: 360 } },
    { picture: { width: 360, height: 641 }, crop: { sx: 0, sy: 140, sw: 360, sh: 360 } },
    { picture: { width: 1, height: 1 }, crop: { sx: 0, sy: 0, sw: 1, sh: 1 } },
  ])('a $picture.width×$picture.height picture shows its centred square', ({ picture, crop }) => {
    expect(centredSquare(picture)).toEqual(crop)
  })
})

describe('createLimiter', () => {
  it('runs at most its limit at once, the waiting ones in the order they came', async () => {
    const run = createLimiter(DECODES_AT_ONCE)
    let running = 0
    let most = 0
    const started: number[] = []
    const releases: (() => void)[] = []
    const tasks = Array.from({ length: 10 }, (_, index) =>
      run(async () => {
        started.push(index)
        most = Math.max(most, ++running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running--
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2, 3])
    while (releases.length) {
      releases.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(await Promise.all(tasks)).toEqual([...Array(10).keys()])
    expect(started).toEqual([...Array(10).keys()])
    expect(most).toBe(DECODES_AT_ONCE)
  })

  it('a place freed goes to the task waiting longest, before one that comes later', async () => {
    const run = createLimiter(1)
    const started: string[] = []
    let running = 0
    let most = 0
    const releases = new Map<string, () => void>()
    const task = (name: string) =>
      run(async () => {
        started.push(name)
        most = Math.max(most, ++running)
        await new Promise<void>((resolve) => releases.set(name, resolve))
        running--
      })
    const first = task('first')
    const waiting = task('waiting')
    await Promise.resolve()
    releases.get('first')!()
    await first
    const late = task('late')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual(['first', 'waiting'])
    releases.get('waiting')!()
    await waiting
    await new Promise((resolve) => setTimeout(resolve, 0))
    releases.get('late')!()
    await late
    expect(started).toEqual(['first', 'waiting', 'late'])
    expect(most).toBe(1)
  })

  it('a task that fails frees its place for the next', async () => {
    const run = createLimiter(1)
    const failed = run(() => Promise.reject(new Error('broken picture')))
    const next = run(() => Promise.resolve('drawn'))
    await expect(failed).rejects.toThrow('broken picture')
    await expect(next).resolves.toBe('drawn')
  })
})

describe('withSquareBitmap', () => {
  // Chromium decodes (the e2e tests draw real covers); here, what is asked of it and what is given back.
  const picture = { naturalWidth: 400, naturalHeight: 300 } as HTMLImageElement
  const decode = () => {
    const bitmap = { close: vi.fn() } as unknown as ImageBitmap & { close: ReturnType<typeof vi.fn> }
    const create = vi.fn(async () => bitmap)
    vi.stubGlobal('createImageBitmap', create)
    return { bitmap, create }
  }
  afterEach(() => vi.unstubAllGlobals())

  it('gives `use` the centred square at the size asked, then closes the bitmap', async () => {
    const { bitmap, create } = decode()
    await expect(
      withSquareBitmap(picture, 148, (given) => (given === bitmap ? 'used' : 'other')),
    ).resolves.toBe('used')
    expect(create).toHaveBeenCalledWith(picture, 50, 0, 300, 300, {
      resizeWidth: 148,
      resizeHeight: 148,
      resizeQuality: 'high',
    })
    expect(bitmap.close).toHaveBeenCalledTimes(1)
  })

  it('closes the bitmap when `use` fails', async () => {
    const { bitmap } = decode()
    const failing = withSquareBitmap(picture, 148, () => {
      throw new Error('no canvas')
    })
    await expect(failing).rejects.toThrow('no canvas')
    expect(bitmap.close).toHaveBeenCalledTimes(1)
  })

  it('decodes nothing once the result is no longer wanted, and uses nothing decoded meanwhile', async () => {
    const { bitmap, create } = decode()
    const use = vi.fn()
    await expect(withSquareBitmap(picture, 148, use, () => false)).resolves.toBeNull()
    expect(create).not.toHaveBeenCalled()
    let asked = 0
    // Wanted before the decode, not after it (the next track came meanwhile).
    await expect(withSquareBitmap(picture, 148, use, () => asked++ === 0)).resolves.toBeNull()
    expect(use).not.toHaveBeenCalled()
    expect(bitmap.close).toHaveBeenCalledTimes(1)
  })
})
