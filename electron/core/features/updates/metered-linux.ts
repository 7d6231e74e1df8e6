import { readBusProperty } from '../../base/dbus/bus-property'
import type { Logger } from '../../base/ports'

/**
 * Linux: whether NetworkManager says the connection is metered, read from its `Metered` property on the
 * system bus (NMMetered: 0 unknown, 1 yes, 2 no, 3 guessed yes, 4 guessed no). Null when it does not say: no
 * NetworkManager (systemd-networkd, a container), no system bus, or no answer in time.
 */
export function meteredFromNetworkManager(value: unknown): boolean | null {
  if (value === 1 || value === 3) return true
  if (value === 2 || value === 4) return false
  return null
}

/** The system bus, where NetworkManager is (`DBUS_SYSTEM_BUS_ADDRESS` when set, as libdbus reads it). */
export function systemBusAddress(env: Readonly<Record<string, string | undefined>>): string {
  return env['DBUS_SYSTEM_BUS_ADDRESS'] || 'unix:path=/var/run/dbus/system_bus_socket'
}

export async function networkManagerMetered(
  busAddress: string,
  logger: Logger,
  timeoutMs = 5_000,
): Promise<boolean | null> {
  return readBusProperty(
    busAddress,
    {
      destination: 'org.freedesktop.NetworkManager',
      path: '/org/freedesktop/NetworkManager',
      interface: 'org.freedesktop.NetworkManager',
      property: 'Metered',
    },
    {
      answered: meteredFromNetworkManager,
      refused(error) {
        logger.debug('NetworkManager did not say whether the connection is metered', { error })
        return null
      },
      noBus: 'No system bus to ask NetworkManager whether the connection is metered',
    },
    logger,
    timeoutMs,
  )
}
