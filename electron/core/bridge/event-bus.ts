import { events, type EventName, type EventPayload } from '../../contract'

/** A listener to every event (the transports forward them all). */
export type EventListener = (event: EventName, payload: unknown) => void

/** Core's outgoing events: payloads are checked (and stripped of unknown keys) once, here, for every transport. */
export class EventBus {
  private readonly listeners = new Set<EventListener>()

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    const clean = events[event].parse(payload)
    for (const listener of this.listeners) listener(event, clean)
  }

  /** Every event, for a transport that forwards them all. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** One event, typed: what code beside core (the shell) listens with. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    return this.subscribe((name, payload) => {
      // The payload was parsed with this event's schema in `emit`.
      if (name === event) listener(payload as EventPayload<E>)
    })
  }

  get listenerCount(): number {
    return this.listeners.size
  }
}
