import WebSocket from 'ws'
import type { Clock, Logger } from '../../base/ports'
import { feedStep, feedView, initialFeedState, type FeedInput, type FeedState, type FeedView } from './feed'
import { encodeCommand, MAX_FRAME_CHARS, parseFrame, type SoloistCommand } from './protocol'

/**
 * The socket side of the live feed: connects to Soloist's endpoint, reads each frame through the protocol
 * and runs the feed's state machine; tells the owner every time the view changes. Uses the `ws` package:
 * Node 20's global WebSocket is still experimental, and Electron's main process is Node.
 */

export interface FeedClient {
  view(): FeedView
  state(): FeedState
  /** Tells the feed what the Web API says of the active device. */
  activeDevice(isSoloist: boolean): void
  /** Sends a command; false when no socket is open (the caller uses the Web API instead). */
  send(command: SoloistCommand): boolean
  close(): void
}

export interface FeedClientOptions {
  url: string
  /** Only read: when each event arrived. */
  clock: Pick<Clock, 'now'>
  logger: Logger
  onView: (view: FeedView, state: FeedState) => void
}

export function connectFeed(options: FeedClientOptions): FeedClient {
  const { clock, logger } = options
  let state = initialFeedState
  let closed = false
  const step = (input: FeedInput) => {
    state = feedStep(state, input)
    options.onView(feedView(state), state)
  }
  step({ kind: 'connecting' })
  const socket = new WebSocket(options.url, { maxPayload: MAX_FRAME_CHARS * 4, perMessageDeflate: false })
  socket.on('open', () => step({ kind: 'open' }))
  socket.on('message', (data, isBinary) => {
    if (isBinary) return logger.warn('soloist feed: binary frame refused')
    const parsed = parseFrame(String(data))
    if (parsed.kind === 'refused')
      return logger.warn('soloist feed: frame refused', { reason: parsed.reason })
    if (parsed.kind === 'other') return logger.debug('soloist feed: event skipped', { type: parsed.type })
    if (parsed.event.type === 'error')
      logger.warn('soloist feed: Soloist answered an error', { code: parsed.event.code })
    step({ kind: 'event', event: parsed.event, at: clock.now() })
  })
  socket.on('error', (error) => logger.warn('soloist feed: socket error', { message: error.message }))
  socket.on('close', (code) => {
    if (!closed) logger.info('soloist feed: socket closed', { code })
    step({ kind: 'closed', reason: `closed ${code}` })
  })
  return {
    view: () => feedView(state),
    state: () => state,
    activeDevice: (isSoloist) => step({ kind: 'active-device', isSoloist }),
    send(command) {
      if (socket.readyState !== WebSocket.OPEN) return false
      socket.send(encodeCommand(command))
      return true
    },
    close() {
      closed = true
      socket.terminate()
    },
  }
}
