import { events, type EventName, type EventPayload } from '../../contract'
import type { CoreEventName, CoreEvents } from './core-events'

/** A listener to every contract event (the transports forward them all). */
export type EventListener = (event: EventName, payload: unknown) => void

type AnyEventName = EventName | CoreEventName
type PayloadOf<E extends AnyEventName> = E extends EventName
  ? EventPayload<E>
  : E extends CoreEventName
    ? CoreEvents[E]
    : never

const isContractEvent = (name: AnyEventName): name is EventName => Object.hasOwn(events, name)

/**
 * Core's event bus. Contract events are checked (and stripped of unknown keys) once, here, for every transport;
 * core's own events (`core-events.ts`) reach only the listeners inside core and are never forwarded.
 */
export class EventBus {
  private readonly transports = new Set<EventListener>()
  private readonly listeners = new Map<AnyEventName, Set<(payload: unknown) => void>>()

  emit<E extends AnyEventName>(event: E, payload: PayloadOf<E>): void {
    const clean: unknown = isContractEvent(event) ? events[event].parse(payload) : payload
    if (isContractEvent(event)) for (const listener of this.transports) listener(event, clean)
    for (const listener of this.listeners.get(event) ?? []) listener(clean)
  }

  /** Every contract event, for a transport that forwards them all. */
  subscribe(listener: EventListener): () => void {
    this.transports.add(listener)
    return () => this.transports.delete(listener)
  }

  /** One event, typed: what services inside core and code beside core (the shell) listen with. */
  on<E extends AnyEventName>(event: E, listener: (payload: PayloadOf<E>) => void): () => void {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set)
    // The payload was parsed with this event's schema (contract events) or typed by CoreEvents in `emit`.
    const wrapped = listener as (payload: unknown) => void
    set.add(wrapped)
    return () => set.delete(wrapped)
  }

  get listenerCount(): number {
    let count = this.transports.size
    for (const set of this.listeners.values()) count += set.size
    return count
  }
}
