import { errorsOf } from './bus-errors'
import type { Logger } from '../ports'

/** org.freedesktop.DBus.StartServiceByName's answers: started now, or already running. */
const STARTED = [1, 2]

/**
 * Which of `names` answer on the bus at `busAddress`: owned by a running program (`NameHasOwner`), or
 * activatable and started by the bus when asked (`ListActivatableNames`, then `StartServiceByName`, which
 * answers only once the program took its name, and fails when it could not start). Null when there is no
 * bus there or it gives no answer within `timeoutMs`. dbus-next is loaded only when asked.
 */
export async function namesAnswering(
  busAddress: string,
  names: readonly string[],
  logger: Logger,
  timeoutMs = 5_000,
): Promise<string[] | null> {
  if (!busAddress) return null
  const dbus = await import('@jellybrick/dbus-next')
  let bus: ReturnType<typeof dbus.sessionBus>
  try {
    bus = dbus.sessionBus({ busAddress })
  } catch (error) {
    logger.debug('No session bus to ask for a keyring', { error })
    return null
  }
  const ask = async (member: string, signature?: string, body?: unknown[]): Promise<unknown> => {
    const reply = await bus.call(
      new dbus.Message({
        destination: 'org.freedesktop.DBus',
        path: '/org/freedesktop/DBus',
        interface: 'org.freedesktop.DBus',
        member,
        ...(signature ? { signature, body } : {}),
      }),
    )
    return reply?.body[0]
  }
  const asked = (async () => {
    const activatable = (await ask('ListActivatableNames')) as string[]
    const answering: string[] = []
    for (const name of names) {
      if ((await ask('NameHasOwner', 's', [name])) === true) {
        answering.push(name)
      } else if (activatable.includes(name)) {
        const started = await ask('StartServiceByName', 'su', [name, 0]).catch((error: unknown) => {
          logger.info('A keyring the bus offers did not start', { name, error })
          return null
        })
        if (STARTED.includes(started as number)) answering.push(name)
      }
    }
    return answering
  })()
  let timer: ReturnType<typeof setTimeout> | undefined
  const lost = new Promise<null>((resolve) => {
    errorsOf(bus).on('error', (error) => {
      logger.debug('The session bus went away while asked for a keyring', { error })
      resolve(null)
    })
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  try {
    return await Promise.race([asked.catch(() => null), lost])
  } finally {
    clearTimeout(timer)
    bus.disconnect()
  }
}
