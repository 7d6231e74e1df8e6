import { events, type EventName, type EventPayload } from '../../../contract'
import { toDisposable, type Disposable } from '../disposables'
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
 * Core's event bus: how core's parts tell one another what changed (the session, saved items, the library…),
 * and what the transports forward to the windows. A contract event is checked (and stripped of unknown keys)
 * where it leaves core: once per event, when a transport listens; listeners inside core and beside it (the
 * shell) receive it as typed, unparsed. Core's own events (`core-events.ts`) are never forwarded.
 */
/** Told when a listener threw (or an event failed its check): core logs it. */
export type ListenerFault = (event: AnyEventName, error: unknown) => void

/** Gives an event's payload its final form before anyone hears it (core puts notices in a listener's words). */
export type EventShaper = (event: AnyEventName, payload: unknown) => unknown

/**
 * Listeners are isolated: one that throws is reported and the others still run (a throwing listener used to
 * stop the rest, and left core half updated). Without `onFault`, the first error is thrown once every
 * listener has run. With `shape`, every listener, inside core and out, hears the shaped payload.
 */
export class EventBus {
  private readonly transports = new Set<EventListener>()
  private readonly listeners = new Map<AnyEventName, Set<(payload: unknown) => void>>()

  constructor(
    private readonly onFault?: ListenerFault,
    private readonly shape?: EventShaper,
  ) {}

  emit<E extends AnyEventName>(event: E, given: PayloadOf<E>): void {
    const payload = this.shape ? (this.shape(event, given) as PayloadOf<E>) : given
    const faults: unknown[] = []
    const run = (call: () => void) => {
      try {
        call()
      } catch (error) {
        faults.push(error)
      }
    }
    if (isContractEvent(event) && this.transports.size > 0) {
      let clean: unknown
      run(() => (clean = events[event].parse(payload)))
      if (faults.length === 0) for (const listener of [...this.transports]) run(() => listener(event, clean))
    }
    for (const listener of [...(this.listeners.get(event) ?? [])]) run(() => listener(payload))
    if (faults.length === 0) return
    if (!this.onFault) throw faults[0]
    for (const error of faults) this.onFault(event, error)
  }

  /** Every contract event, for a transport that forwards them all. */
  subscribe(listener: EventListener): () => void {
    this.transports.add(listener)
    return () => this.transports.delete(listener)
  }

  /** One event, typed: what services inside core listen with; the Disposable stops hearing it. */
  on<E extends AnyEventName>(event: E, listener: (payload: PayloadOf<E>) => void): Disposable {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set)
    // The payload was typed by `emit` for this very event.
    const wrapped = listener as (payload: unknown) => void
    set.add(wrapped)
    return toDisposable(() => set.delete(wrapped))
  }

  /** Whether a transport forwards the contract's events now (a page may hear them). */
  get forwarding(): boolean {
    return this.transports.size > 0
  }

  get listenerCount(): number {
    let count = this.transports.size
    for (const set of this.listeners.values()) count += set.size
    return count
  }
}

/** What a part of core needs of the bus: to tell what changed, and to hear what others tell. */
export type CoreBus = Pick<EventBus, 'emit' | 'on'>
