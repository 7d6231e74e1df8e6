import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer, type WebSocket } from 'ws'
import { connectFeed, type FeedClient } from '../../../../electron/core/features/soloist/feed-client'
import { systemClock } from '../../../../electron/core/base/ports'
import { createMemoryLogger } from '../../../support/memory-logger'

/** A socket that says whatever the test tells it: a stranger on Soloist's port. */
let server: WebSocketServer | undefined
let client: FeedClient | undefined

afterEach(async () => {
  client?.dispose()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = client = undefined
})

async function stranger(onConnection: (socket: WebSocket) => void) {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server!.once('listening', resolve))
  server.on('connection', onConnection)
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the feed client', () => {
  it('refuses frames that are not the protocol, logs why once, and keeps reading the ones that are', async () => {
    const url = await stranger((socket) => {
      socket.send('not json at all')
      socket.send(Buffer.from([1, 2, 3]), { binary: true })
      socket.send(
        JSON.stringify({ type: 'playback_state', status: 'playing', item: { uri: 'javascript:alert(1)' } }),
      )
      socket.send(JSON.stringify({ type: 'auth_state', logged_in: false }))
    })
    const { logger, lines } = createMemoryLogger()
    client = connectFeed({ url, clock: systemClock, logger, onView: () => {} })
    await expect.poll(() => client!.view().reason).toBe('logged-out')
    expect(client.state().player).toBeNull()
    // The first refusal is written at once; the two after it within the minute are counted.
    expect(lines.filter((line) => line.includes('refused'))).toEqual([
      expect.stringContaining('"reason":"not JSON","count":1'),
    ])
  })

  it('survives the audit frame (parent nested 1,500 deep) and reads the next one', async () => {
    const open = '{"uri":"spotify:track:2JRoUnfMaEYHIrWMpTbE3v","decorations":{"parent":{"entity":'
    const url = await stranger((socket) => {
      socket.send(`{"type":"track_changed","item":${open.repeat(1_500)}null${'}}}'.repeat(1_500)}}`)
      socket.send(JSON.stringify({ type: 'auth_state', logged_in: false }))
    })
    const { logger, lines } = createMemoryLogger()
    client = connectFeed({ url, clock: systemClock, logger, onView: () => {} })
    await expect.poll(() => client!.view().reason).toBe('logged-out')
    expect(lines.filter((line) => line.includes('refused'))).toEqual([
      expect.stringContaining('"reason":"nested too deep"'),
    ])
  })

  it('writes one line for a flood of bad frames, with their count when the socket closes', async () => {
    const FLOOD = 5_000
    const url = await stranger((socket) => {
      for (let frame = 0; frame < FLOOD; frame++) socket.send(frame % 2 ? 'not json' : '{"type":1}')
      socket.send(JSON.stringify({ type: 'auth_state', logged_in: false }))
      socket.close()
    })
    const { logger, lines } = createMemoryLogger()
    client = connectFeed({ url, clock: systemClock, logger, onView: () => {} })
    const refused = () => lines.filter((line) => line.includes('refused'))
    await expect.poll(() => refused().length, { timeout: 30_000 }).toBe(2)
    expect(refused()[1]).toContain(`"count":${FLOOD - 1}`)
    expect(lines.length).toBeLessThan(10)
  })

  it('keeps a handler that throws inside the socket (a failing listener is counted, not thrown)', async () => {
    const url = await stranger((socket) =>
      socket.send(JSON.stringify({ type: 'auth_state', logged_in: false })),
    )
    const { logger, lines } = createMemoryLogger()
    let views = 0
    client = connectFeed({
      url,
      clock: systemClock,
      logger,
      onView: (view) => {
        views++
        if (view.reason === 'logged-out') throw new RangeError('Maximum call stack size exceeded')
      },
    })
    await expect.poll(() => lines.some((line) => line.includes('failed: RangeError'))).toBe(true)
    expect(views).toBeGreaterThan(1)
  })

  it('says no socket (the Web API leads) when nothing listens, and sends nothing then', async () => {
    await stranger(() => {})
    const port = (server!.address() as AddressInfo).port
    await new Promise((resolve) => server!.close(resolve))
    server = undefined
    const views: string[] = []
    client = connectFeed({
      url: `ws://127.0.0.1:${port}`,
      clock: systemClock,
      logger: createMemoryLogger().logger,
      onView: (view) => views.push(view.reason ?? view.source),
    })
    await expect.poll(() => views.at(-1)).toBe('no-socket')
    expect(client.send({ type: 'command', command: 'pause' })).toBe(false)
  })
})
