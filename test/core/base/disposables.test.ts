import { describe, expect, it } from 'vitest'
import { createDisposables } from '../../../electron/core/base/disposables'

describe('createDisposables', () => {
  it('undoes what was taken in reverse order, awaiting each, once', async () => {
    const done: string[] = []
    const store = createDisposables()
    store.add(() => done.push('first'))
    store.add(async () => {
      await Promise.resolve()
      done.push('second')
    })
    store.add(() => done.push('third'))
    await store.dispose()
    await store.dispose()
    expect(done).toEqual(['third', 'second', 'first'])
  })

  it('runs the rest when one throws, and reports it', async () => {
    const faults: unknown[] = []
    const done: string[] = []
    const store = createDisposables((error) => faults.push(error))
    store.add(() => done.push('first'))
    store.add(() => {
      throw new Error('stuck')
    })
    await store.dispose()
    expect(done).toEqual(['first'])
    expect(faults).toEqual([new Error('stuck')])
  })

  it('undoes at once what is added after it was disposed', async () => {
    const store = createDisposables()
    await store.dispose()
    let undone = false
    store.add(() => (undone = true))
    await expect.poll(() => undone).toBe(true)
  })

  it('undoes plain disposals before dispose returns, and waits for one that answers a promise', async () => {
    const done: string[] = []
    const plain = createDisposables()
    plain.add(() => done.push('timer'))
    plain.add(() => done.push('subscription'))
    void plain.dispose()
    expect(done).toEqual(['subscription', 'timer'])

    const order: string[] = []
    let release = () => {}
    const mixed = createDisposables()
    mixed.add(() => order.push('after'))
    mixed.add(() => new Promise<void>((resolve) => (release = resolve)))
    mixed.add(() => order.push('before'))
    const disposing = mixed.dispose()
    expect(order).toEqual(['before'])
    release()
    await disposing
    expect(order).toEqual(['before', 'after'])
  })

  it('reports a disposal whose promise fails, and still runs the rest', async () => {
    const faults: unknown[] = []
    const done: string[] = []
    const store = createDisposables((error) => faults.push(error))
    store.add(() => done.push('first'))
    store.add(() => Promise.reject(new Error('stuck')))
    await store.dispose()
    expect(done).toEqual(['first'])
    expect(faults).toEqual([new Error('stuck')])
  })
})
