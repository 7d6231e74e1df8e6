import WebSocket from 'ws'
import type { Clock, Logger } from '../../base/ports'
import { feedStep, feedView, initialFeedState, type FeedInput, type FeedState, type FeedView } from './feed'
import { createQuietLog } from './quiet-log'
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
  /** Closes the socket for good. */
  dispose(): void
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
  const refusals = createQuietLog(logger, clock)
  const skipped = createQuietLog(logger, clock, 'debug')
  let state = initialFeedState
  let closed = false
  const step = (input: FeedInput) => {
    state = feedStep(state, input)
    options.onView(feedView(state), state)
  }
  /** Nothing a frame does may throw out of the socket: a throw there would end the whole process. */
  const guarded =
    <A extends unknown[]>(handler: (...args: A) => void) =>
    (...args: A) => {
      try {
        handler(...args)
      } catch (error) {
        refusals.note('soloist feed: frame refused', {
          reason: error instanceof Error ? `failed: ${error.name}` : 'failed',
        })
      }
    }
  const onMessage = (data: WebSocket.RawData, isBinary: boolean) => {
    if (isBinary) return refusals.note('soloist feed: frame refused', { reason: 'binary frame' })
    const parsed = parseFrame(String(data))
    if (parsed.kind === 'refused')
      return refusals.note('soloist feed: frame refused', { reason: parsed.reason })
    if (parsed.kind === 'other') return skipped.note('soloist feed: event skipped', { type: parsed.type })
    if (parsed.event.type === 'error')
      refusals.note('soloist feed: Soloist answered an error', { code: parsed.event.code })
    step({ kind: 'event', event: parsed.event, at: clock.now() })
  }
  step({ kind: 'connecting' })
  const socket = new WebSocket(options.url, { maxPayload: MAX_FRAME_CHARS * 4, perMessageDeflate: false })
  socket.on(
    'open',
    guarded(() => step({ kind: 'open' })),
  )
  socket.on('message', guarded(onMessage))
  socket.on(
    'error',
    guarded((error: Error) => logger.warn('soloist feed: socket error', { message: error.message })),
  )
  socket.on(
    'close',
    guarded((code: number) => {
      refusals.flush()
      skipped.flush()
      if (!closed) logger.info('soloist feed: socket closed', { code })
      step({ kind: 'closed', reason: `closed ${code}` })
    }),
  )
  return {
    view: () => feedView(state),
    state: () => state,
    activeDevice: (isSoloist) => step({ kind: 'active-device', isSoloist }),
    send(command) {
      if (socket.readyState !== WebSocket.OPEN) return false
      socket.send(encodeCommand(command))
      return true
    },
    dispose() {
      closed = true
      socket.terminate()
    },
  }
}
