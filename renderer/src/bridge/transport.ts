import type { BridgeResult, CallOptions, EventSubscriber, MethodName } from '@contract'

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed'

/** What carries calls and events between the page and core: Electron IPC or the browser-mode WebSocket. */
export interface BridgeTransport {
  readonly kind: 'ipc' | 'websocket'
  /**
   * Runs one call. When `options.signal` fires first, the call answers ABORTED at once, core is told to stop
   * its work, and a late answer is ignored.
   */
  call(method: MethodName, input: unknown, options?: CallOptions): Promise<BridgeResult<unknown>>
  /** Payloads were checked against the event's schema in core before they were sent. */
  on: EventSubscriber
  /** `problem`: why the host closed the connection, in words for the page; null when it just dropped. */
  onConnectionChange(listener: (state: ConnectionState, problem: string | null) => void): () => void
}

/** The answer of a call its caller cancelled. */
export function abortedResult(method: MethodName): BridgeResult<never> {
  return { ok: false, error: { code: 'ABORTED', message: `The call to ${method} was cancelled.` } }
}
