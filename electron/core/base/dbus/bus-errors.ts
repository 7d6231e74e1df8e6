/**
 * The session bus as the source of its connection errors: dbus-next emits 'error' when the bus goes away, but
 * its typings name only its other events.
 */
export interface BusErrors {
  on(event: 'error', listener: (error: Error) => void): unknown
}

export const errorsOf = (bus: BusErrors): BusErrors => bus
