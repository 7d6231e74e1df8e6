import type { BridgeResult, EventName, MethodName } from '../../../electron/contract'

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed'

/** What carries calls and events between the page and core: Electron IPC or the browser-mode WebSocket. */
export interface BridgeTransport {
  readonly kind: 'ipc' | 'websocket'
  call(method: MethodName, input: unknown): Promise<BridgeResult<unknown>>
  on(event: EventName, listener: (payload: unknown) => void): () => void
  onConnectionChange(listener: (state: ConnectionState) => void): () => void
}
