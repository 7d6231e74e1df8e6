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
  client?.close()
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
  it('refuses frames that are not the protocol, logs why, and keeps reading the ones that are', async () => {
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
    expect(lines.filter((line) => line.includes('refused'))).toHaveLength(3)
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
