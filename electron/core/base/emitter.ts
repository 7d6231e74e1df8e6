import { toDisposable, type Disposable } from './disposables'

/** Subscribing to an emitter's values: the returned Disposable stops hearing them. */
export type Event<T> = (listener: (value: T) => void) => Disposable

/**
 * Core's one listener list, for a fact a part tells those who asked (a presence level changed, the settings
 * changed, the feed moved): `event` subscribes, `fire` tells every listener subscribed when it is called, in
 * order. Facts between features go on core's bus (base/bridge/event-bus.ts); this is for a part's own
 * listeners. With `onListenerError`, a listener that throws is reported and the others still hear; without
 * it, the throw reaches the one who fired.
 */
export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>()

  constructor(private readonly onListenerError?: (error: unknown) => void) {}

  readonly event: Event<T> = (listener) => {
    // The same function subscribed twice hears twice and is undone one by one: each subscription is its own.
    const own = (value: T) => listener(value)
    this.listeners.add(own)
    return toDisposable(() => this.listeners.delete(own))
  }

  fire(value: T): void {
    for (const listener of [...this.listeners]) {
      if (!this.onListenerError) {
        listener(value)
        continue
      }
      try {
        listener(value)
      } catch (error) {
        this.onListenerError(error)
      }
    }
  }

  /** How many listen now (tests, and parts that work only while someone listens). */
  get size(): number {
    return this.listeners.size
  }

  /** Nobody hears any more. */
  dispose(): void {
    this.listeners.clear()
  }
}
