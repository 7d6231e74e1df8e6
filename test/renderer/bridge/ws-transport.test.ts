import { describe, expect, it } from 'vitest'
import { speak } from '../../../renderer/src/i18n'
import { WS_MAX_MESSAGE_BYTES } from '../../../electron/contract'
import { createWsTransport } from '../../../renderer/src/bridge/ws-transport'

/** A WebSocket the test drives by hand: open it, answer it, drop it. */
class FakeSocket {
  static instances: FakeSocket[] = []
  readonly sent: unknown[] = []
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>()
  constructor(
    readonly url: string,
    readonly protocols?: string[],
  ) {
    FakeSocket.instances.push(this)
  }
  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text))
  }
  fire(type: string, event: unknown = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
  receive(message: unknown): void {
    this.fire('message', { data: typeof message === 'string' ? message : JSON.stringify(message) })
  }
}

function setup(callTimeoutMs = 30_000, protocols?: () => string[]) {
  FakeSocket.instances = []
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = []
  const transport = createWsTransport({
    url: 'ws://127.0.0.1:1/bridge',
    ...(protocols ? { protocols } : {}),
    WebSocketImpl: FakeSocket as never,
    callTimeoutMs,
    reconnectDelaysMs: [100, 200],
    setTimer: (fn, ms) => {
      const timer = { fn, ms, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimer: (handle) => {
      ;(handle as { cleared: boolean }).cleared = true
    },
  })
  const socket = () => FakeSocket.instances.at(-1)!
  return { transport, timers, socket }
}

describe('the WebSocket transport', () => {
  it('queues calls until the socket opens, then matches answers by id', async () => {
    const { transport, socket } = setup()
    const states: string[] = []
    transport.onConnectionChange((state) => states.push(state))
    const first = transport.call('app.info', undefined)
    const second = transport.call('app.ping', { nonce: 'a' })
    expect(socket().sent).toEqual([])
    socket().fire('open')
    expect(socket().sent).toEqual([
      { type: 'call', id: 1, method: 'app.info' },
      { type: 'call', id: 2, method: 'app.ping', input: { nonce: 'a' } },
    ])
    socket().receive({ type: 'result', id: 2, result: { ok: true, value: { nonce: 'a', receivedAt: 1 } } })
    socket().receive({
      type: 'result',
      id: 1,
      result: { ok: false, error: { code: 'INTERNAL', message: 'x' } },
    })
    await expect(second).resolves.toEqual({ ok: true, value: { nonce: 'a', receivedAt: 1 } })
    await expect(first).resolves.toEqual({ ok: false, error: { code: 'INTERNAL', message: 'x' } })
    expect(states).toEqual(['connecting', 'open'])
  })

  it('sends the calls that waited before those made on hearing the socket opened (the first screen asks first)', () => {
    const { transport, socket } = setup()
    void transport.call('desktop.restoreView', { route: '/library/tracks' })
    transport.onConnectionChange((state) => {
      if (state === 'open') void transport.call('session.get', undefined)
    })
    socket().fire('open')
    expect(socket().sent).toEqual([
      { type: 'call', id: 1, method: 'desktop.restoreView', input: { route: '/library/tracks' } },
      { type: 'call', id: 2, method: 'session.get' },
    ])
  })

  it('ignores garbage and answers for nobody', async () => {
    const { transport, socket } = setup()
    socket().fire('open')
    const call = transport.call('app.info', undefined)
    socket().receive('not json')
    socket().receive({ type: 'result', id: 99, result: { ok: true, value: 1 } })
    socket().receive({ type: 'mystery' })
    socket().receive({ type: 'result', id: 1, result: { ok: true, value: 'mine' } })
    await expect(call).resolves.toEqual({ ok: true, value: 'mine' })
  })

  it('fails calls in flight with TRANSPORT_CLOSED when the socket drops, and reconnects with growing delays', async () => {
    const { transport, socket, timers } = setup()
    socket().fire('open')
    const inFlight = transport.call('app.info', undefined)
    const first = socket()
    first.fire('close')
    await expect(inFlight).resolves.toMatchObject({ ok: false, error: { code: 'TRANSPORT_CLOSED' } })
    const reconnect = timers.filter((t) => !t.cleared && t.ms < 1000)
    expect(reconnect.map((t) => t.ms)).toEqual([100])
    reconnect[0]!.fn()
    expect(FakeSocket.instances).toHaveLength(2)
    socket().fire('close')
    const delays = timers.filter((t) => t.ms < 1000).map((t) => t.ms)
    expect(delays).toEqual([100, 200])
  })

  it('keeps calls that were never sent for the next socket', async () => {
    const { transport, socket, timers } = setup()
    const waiting = transport.call('app.info', undefined)
    socket().fire('close')
    timers.find((t) => t.ms === 100)!.fn()
    socket().fire('open')
    expect(socket().sent).toEqual([{ type: 'call', id: 1, method: 'app.info' }])
    socket().receive({ type: 'result', id: 1, result: { ok: true, value: 'late but fine' } })
    await expect(waiting).resolves.toEqual({ ok: true, value: 'late but fine' })
  })

  it('times a call out with TIMEOUT', async () => {
    const { transport, socket, timers } = setup(5_000)
    socket().fire('open')
    const call = transport.call('app.info', undefined)
    timers.find((t) => t.ms === 5_000)!.fn()
    await expect(call).resolves.toEqual({
      ok: false,
      error: { code: 'TIMEOUT', message: 'Encore did not answer app.info within 5 s.' },
    })
  })

  it('delivers events to their listeners until they unsubscribe', () => {
    const { transport, socket } = setup()
    const seen: unknown[] = []
    const off = transport.on('notice', (payload) => seen.push(payload))
    socket().fire('open')
    socket().receive({ type: 'event', event: 'notice', payload: { level: 'info', message: 'one' } })
    off()
    socket().receive({ type: 'event', event: 'notice', payload: { level: 'info', message: 'two' } })
    expect(seen).toEqual([{ level: 'info', message: 'one' }])
  })

  it('cancels a sent call with a cancel message, answers ABORTED at once, and ignores the late answer', async () => {
    const { transport, socket } = setup()
    socket().fire('open')
    const controller = new AbortController()
    const call = transport.call(
      'search.query',
      { query: 'x', kinds: ['track'] },
      { signal: controller.signal },
    )
    controller.abort()
    await expect(call).resolves.toMatchObject({ ok: false, error: { code: 'ABORTED' } })
    expect(socket().sent).toEqual([
      { type: 'call', id: 1, method: 'search.query', input: { query: 'x', kinds: ['track'] } },
      { type: 'cancel', id: 1 },
    ])
    socket().receive({ type: 'result', id: 1, result: { ok: true, value: 'too late' } })
    const next = transport.call('app.info', undefined)
    socket().receive({ type: 'result', id: 2, result: { ok: true, value: 'next' } })
    await expect(next).resolves.toEqual({ ok: true, value: 'next' })
  })

  it('drops a call cancelled before it was sent, sending nothing for it', async () => {
    const { transport, socket } = setup()
    const controller = new AbortController()
    const call = transport.call('app.info', undefined, { signal: controller.signal })
    controller.abort()
    await expect(call).resolves.toMatchObject({ ok: false, error: { code: 'ABORTED' } })
    socket().fire('open')
    expect(socket().sent).toEqual([])
    await expect(
      transport.call('app.info', undefined, { signal: AbortSignal.abort() }),
    ).resolves.toMatchObject({ ok: false, error: { code: 'ABORTED' } })
  })
})

describe('the WebSocket transport: what the host says when it closes', () => {
  it('offers the subprotocols asked for, afresh at each connection (a newer page key from another tab)', () => {
    let key = 'first'
    const { socket, timers } = setup(30_000, () => ['encore-bridge', `encore-key.${key}`])
    expect(socket().protocols).toEqual(['encore-bridge', 'encore-key.first'])
    key = 'second'
    socket().fire('close')
    timers.find((t) => t.ms === 100)!.fn()
    expect(socket().protocols).toEqual(['encore-bridge', 'encore-key.second'])
  })

  it('a 1009 close: the calls in flight say that request was too large, and so does the connection state', async () => {
    const { transport, socket, timers } = setup()
    const told: [string, string | null][] = []
    transport.onConnectionChange((state, problem) => told.push([state, problem]))
    socket().fire('open')
    const inFlight = transport.call('playlists.uploadCover', { id: 'p1', jpegBase64: 'AAAA' })
    socket().fire('close', { code: 1009, reason: '' })
    const tooLarge =
      'That request was too large: Encore takes at most 1 MB at once. Encore reset the connection.'
    await expect(inFlight).resolves.toEqual({
      ok: false,
      error: { code: 'TRANSPORT_CLOSED', message: `${tooLarge} playlists.uploadCover was not answered.` },
    })
    timers.find((t) => t.ms === 100)!.fn()
    socket().fire('open')
    expect(told).toEqual([
      ['connecting', null],
      ['open', null],
      ['reconnecting', tooLarge],
      ['open', null],
    ])
  })

  it('shows the reason the host gave for closing a page that stopped reading (4008) or lacks the key (4003)', () => {
    const { transport, socket, timers } = setup()
    const problems: (string | null)[] = []
    transport.onConnectionChange((_state, problem) => problems.push(problem))
    socket().fire('open')
    socket().fire('close', { code: 4008, reason: 'Encore closed it.' })
    timers.find((t) => t.ms === 100)!.fn()
    socket().fire('close', { code: 4003, reason: '' })
    socket().fire('close', { code: 1006, reason: '' })
    expect(problems).toEqual([
      null,
      null,
      'Encore closed it.',
      'This page is not signed in to this start of Encore. Open the link Encore printed when it started.',
    ])
  })

  it('says why it closed in the language spoken, where the host gave no reason', async () => {
    await speak('de')
    try {
      const { transport, socket, timers } = setup()
      const problems: (string | null)[] = []
      transport.onConnectionChange((_state, problem) => problems.push(problem))
      socket().fire('open')
      socket().fire('close', { code: 4003, reason: '' })
      timers.find((t) => t.ms === 100)!.fn()
      socket().fire('close', { code: 1009, reason: '' })
      expect(problems.filter(Boolean)).toEqual([
        'Diese Seite ist nicht bei diesem Start von Encore angemeldet. Öffne den Link, den Encore beim Start ausgegeben hat.',
        'Diese Anfrage war zu groß: Encore nimmt höchstens 1 MB auf einmal an. Encore hat die Verbindung zurückgesetzt.',
      ])
    } finally {
      await speak('en')
    }
  })

  it('refuses a call too large for the host at once, without sending it (the host would reset the socket)', async () => {
    const { transport, socket } = setup()
    socket().fire('open')
    const big = 'A'.repeat(WS_MAX_MESSAGE_BYTES)
    await expect(transport.call('playlists.uploadCover', { id: 'p1', jpegBase64: big })).resolves.toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: 'That request was too large: Encore takes at most 1 MB at once.',
      },
    })
    expect(socket().sent).toEqual([])
  })
})
