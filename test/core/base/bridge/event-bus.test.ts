import { describe, expect, it, vi } from 'vitest'
import { events } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'

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

  it('gives every listener, inside core and out, the shaped payload', () => {
    const bus = new EventBus(undefined, (event, payload) =>
      event === 'notice' ? { ...(payload as object), message: 'shaped' } : payload,
    )
    const seen: unknown[] = []
    bus.subscribe((_event, payload) => seen.push(payload))
    bus.on('notice', (notice) => seen.push(notice))
    bus.emit('notice', { level: 'info', message: 'as given' })
    expect(seen).toEqual([
      { level: 'info', message: 'shaped' },
      { level: 'info', message: 'shaped' },
    ])
  })

  it('strips keys outside the event schema before anyone sees them', () => {
    const bus = new EventBus()
    const seen: unknown[] = []
    bus.subscribe((_event, payload) => seen.push(payload))
    bus.emit('notice', { level: 'warning', message: 'x', refreshToken: 'leak' } as never)
    expect(seen).toEqual([{ level: 'warning', message: 'x' }])
  })

  it('refuses a payload that breaks the schema before a transport forwards it', () => {
    const bus = new EventBus()
    const forwarded: unknown[] = []
    bus.subscribe((_event, payload) => forwarded.push(payload))
    expect(() => bus.emit('notice', { level: 'loud', message: 'x' } as never)).toThrow()
    expect(forwarded).toEqual([])
  })

  it('checks a contract event where it leaves core: once for every transport, never for listeners inside', () => {
    const bus = new EventBus()
    const parse = vi.spyOn(events.notice, 'parse')
    const heard: unknown[] = []
    bus.on('notice', (notice) => heard.push(notice))
    bus.emit('notice', { level: 'info', message: 'inside' })
    expect(parse).not.toHaveBeenCalled()
    const forwarded: unknown[] = []
    bus.subscribe((_event, payload) => forwarded.push(payload))
    bus.subscribe((_event, payload) => forwarded.push(payload))
    bus.emit('notice', { level: 'info', message: 'out' })
    expect(parse).toHaveBeenCalledOnce()
    expect(forwarded).toEqual([
      { level: 'info', message: 'out' },
      { level: 'info', message: 'out' },
    ])
    expect(heard).toHaveLength(2)
    parse.mockRestore()
  })

  it("keeps core's own events inside core: `on` hears them, transports never do", () => {
    const bus = new EventBus()
    const forwarded: unknown[] = []
    const heard: unknown[] = []
    bus.subscribe((event) => forwarded.push(event))
    const off = bus.on('saved.changed', (payload) => heard.push(payload))
    bus.emit('saved.changed', { uris: ['spotify:track:1'], saved: true })
    off.dispose()
    bus.emit('saved.changed', { uris: ['spotify:track:2'], saved: false })
    expect(heard).toEqual([{ uris: ['spotify:track:1'], saved: true }])
    expect(forwarded).toEqual([])
  })

  it('delivers one contract event to its typed listeners only', () => {
    const bus = new EventBus()
    const heard: unknown[] = []
    bus.on('notice', (notice) => heard.push(notice.message))
    bus.on('settings.changed', () => heard.push('wrong event'))
    bus.emit('notice', { level: 'info', message: 'one' })
    expect(heard).toEqual(['one'])
  })

  it('isolates listeners: one that throws is reported, the others (and the transports) still hear the event', () => {
    const faults: [string, unknown][] = []
    const bus = new EventBus((event, error) => faults.push([event, error]))
    const heard: string[] = []
    const forwarded: unknown[] = []
    bus.subscribe(() => {
      throw new Error('a transport broke')
    })
    bus.subscribe((_event, payload) => forwarded.push(payload))
    bus.on('notice', () => {
      throw new Error('a listener broke')
    })
    bus.on('notice', (notice) => heard.push(notice.message))
    expect(() => bus.emit('notice', { level: 'info', message: 'still heard' })).not.toThrow()
    expect(heard).toEqual(['still heard'])
    expect(forwarded).toEqual([{ level: 'info', message: 'still heard' }])
    expect(faults.map(([event, error]) => [event, (error as Error).message])).toEqual([
      ['notice', 'a transport broke'],
      ['notice', 'a listener broke'],
    ])
  })

  it('without a fault handler, every listener runs first and then the first error is thrown', () => {
    const bus = new EventBus()
    const heard: string[] = []
    bus.on('notice', () => {
      throw new Error('first')
    })
    bus.on('notice', (notice) => heard.push(notice.message))
    expect(() => bus.emit('notice', { level: 'info', message: 'x' })).toThrow('first')
    expect(heard).toEqual(['x'])
  })
})
