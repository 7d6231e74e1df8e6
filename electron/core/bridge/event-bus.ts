import { events, type EventName, type EventPayload } from '../../contract'

export type EventListener = (event: EventName, payload: unknown) => void

/** Core's outgoing events: payloads are checked (and stripped of unknown keys) once, here, for every transport. */
export class EventBus {
  private readonly listeners = new Set<EventListener>()

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    const clean = events[event].parse(payload)
    for (const listener of this.listeners) listener(event, clean)
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get listenerCount(): number {
    return this.listeners.size
  }
}
