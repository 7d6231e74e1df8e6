import { describe, expect, it } from 'vitest'
import { Emitter } from '../../../electron/core/base/emitter'
import { createDisposables, toDisposable, type Disposable } from '../../../electron/core/base/disposables'

describe('Emitter: core’s one listener list', () => {
  it('tells each listener in order, and a disposed subscription hears nothing more', () => {
    const changed = new Emitter<number>()
    const heard: string[] = []
    const first = changed.event((value) => heard.push(`a${value}`))
    changed.event((value) => heard.push(`b${value}`))
    changed.fire(1)
    first.dispose()
    first.dispose()
    changed.fire(2)
    expect(heard).toEqual(['a1', 'b1', 'b2'])
    expect(changed.size).toBe(1)
  })

  it('the same function subscribed twice hears twice, and each subscription is undone on its own', () => {
    const changed = new Emitter<void>()
    let count = 0
    const listener = () => count++
    const once = changed.event(listener)
    changed.event(listener)
    changed.fire()
    once.dispose()
    changed.fire()
    expect(count).toBe(3)
  })

  it('tells those subscribed when it fires: one added meanwhile hears the next value, one removed meanwhile still hears this one', () => {
    const changed = new Emitter<string>()
    const heard: string[] = []
    let late: Disposable | undefined
    const second: Disposable[] = []
    changed.event((value) => {
      heard.push(`first ${value}`)
      late ??= changed.event((later) => heard.push(`late ${later}`))
      second[0]?.dispose()
    })
    second.push(changed.event((value) => heard.push(`second ${value}`)))
    changed.fire('x')
    changed.fire('y')
    expect(heard).toEqual(['first x', 'second x', 'first y', 'late y'])
  })

  it('with a reporter, a listener that throws is reported and the others still hear', () => {
    const faults: unknown[] = []
    const changed = new Emitter<number>((error) => faults.push(error))
    const heard: number[] = []
    changed.event(() => {
      throw new Error('broken listener')
    })
    changed.event((value) => heard.push(value))
    changed.fire(7)
    expect(heard).toEqual([7])
    expect(faults).toEqual([new Error('broken listener')])
  })

  it('without one, the throw reaches whoever fired', () => {
    const changed = new Emitter<number>()
    changed.event(() => {
      throw new Error('broken listener')
    })
    expect(() => changed.fire(1)).toThrow('broken listener')
  })

  it('dispose drops every listener; a store of disposables undoes subscriptions and emitters alike', async () => {
    const changed = new Emitter<number>()
    const heard: number[] = []
    const store = createDisposables()
    store.add(changed.event((value) => heard.push(value)))
    const other = new Emitter<number>()
    other.event((value) => heard.push(value * 10))
    store.add(other)
    let undone = 0
    store.add(toDisposable(() => undone++))
    await store.dispose()
    changed.fire(1)
    other.fire(2)
    expect(heard).toEqual([])
    expect(undone).toBe(1)
    expect(changed.size + other.size).toBe(0)
  })
})
