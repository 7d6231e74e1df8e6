import { errorsOf } from './bus-errors'
import type { Logger } from '../ports'

/** One property of one object on a D-Bus bus. */
export interface BusProperty {
  destination: string
  path: string
  interface: string
  property: string
}

/** What to make of the answer: the property's value, or the bus's refusal; and the words when no bus is there. */
export interface BusPropertyReading<T> {
  answered(value: unknown): T
  refused(error: unknown): T | null
  noBus: string
}

/**
 * Asks the bus at `busAddress` once for one property (`org.freedesktop.DBus.Properties.Get`) and disconnects.
 * Null when there is no bus there, it goes away, or nothing answers within `timeoutMs`. dbus-next is loaded
 * only when asked. (dbus-next's systemBus() ignores the address it is given: a client on the address asked
 * serves the system bus as well.)
 */
export async function readBusProperty<T>(
  busAddress: string,
  property: BusProperty,
  reading: BusPropertyReading<T>,
  logger: Logger,
  timeoutMs: number,
): Promise<T | null> {
  const dbus = await import('@jellybrick/dbus-next')
  let bus: ReturnType<typeof dbus.sessionBus>
  try {
    bus = dbus.sessionBus({ busAddress })
  } catch (error) {
    logger.debug(reading.noBus, { error })
    return null
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const lost = new Promise<null>((resolve) => {
    errorsOf(bus).on('error', () => resolve(null))
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  const asked = bus
    .call(
      new dbus.Message({
        destination: property.destination,
        path: property.path,
        interface: 'org.freedesktop.DBus.Properties',
        member: 'Get',
        signature: 'ss',
        body: [property.interface, property.property],
      }),
    )
    .then(
      (reply) => reading.answered((reply?.body[0] as { value?: unknown } | undefined)?.value),
      (error: unknown) => reading.refused(error),
    )
  try {
    return await Promise.race([asked, lost])
  } finally {
    clearTimeout(timer)
    bus.disconnect()
  }
}
