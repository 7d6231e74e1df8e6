import { describe, expect, it } from 'vitest'
import { EventBus } from '../../../electron/core/bridge/event-bus'

describe('EventBus', () => {
  it('delivers checked payloads to every subscriber until it unsubscribes', () => {
    const bus = new EventBus()
    const seen: unknown[] = []
    const off = bus.subscribe((event, payload) => seen.push([event, payload]))
    bus.emit('notice', { level: 'info', message: 'hello' })
    off()
    bus.emit('notice', { level: 'info', message: 'after' })
    expect(seen).toEqual([['notice', { level: 'info', message: 'hello' }]])
    expect(bus.listenerCount).toBe(0)
  })

  it('strips keys outside the event schema before anyone sees them', () => {
    const bus = new EventBus()
    const seen: unknown[] = []
    bus.subscribe((_event, payload) => seen.push(payload))
    bus.emit('notice', { level: 'warning', message: 'x', refreshToken: 'leak' } as never)
    expect(seen).toEqual([{ level: 'warning', message: 'x' }])
  })

  it('refuses a payload that breaks the schema', () => {
    const bus = new EventBus()
    expect(() => bus.emit('notice', { level: 'loud', message: 'x' } as never)).toThrow()
  })
})
