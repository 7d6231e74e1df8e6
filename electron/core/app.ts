import type { AppInfo, EventName } from '../contract'
import { createDispatcher, type Dispatch, type Handlers } from './bridge/dispatcher'
import { EventBus, type EventListener } from './bridge/event-bus'
import type { EncorePorts } from './ports'

export interface Encore {
  /** Runs a bridge call: validates the name and payload, answers a result envelope. */
  dispatch: Dispatch
  /** Subscribes to every event core emits; returns the unsubscribe function. */
  onEvent(listener: EventListener): () => void
  dispose(): Promise<void>
}

export type { EventName }

/** Builds the app's brain from the platform's ports. Every contract method is implemented here or below. */
export function createEncore(ports: EncorePorts): Encore {
  const bus = new EventBus()
  const info = (): AppInfo => ({
    name: ports.identity.name,
    version: ports.identity.version,
    mode: ports.identity.mode,
    service: 'demo',
  })

  const handlers: Handlers = {
    'app.info': () => info(),
    'app.ping': ({ nonce }) => ({ nonce, receivedAt: ports.clock.now() }),
  }

  return {
    dispatch: createDispatcher(handlers, ports.logger),
    onEvent: (listener) => bus.subscribe(listener),
    dispose: async () => {},
  }
}
