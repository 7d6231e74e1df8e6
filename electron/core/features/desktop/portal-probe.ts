import { readBusProperty } from '../../base/dbus/bus-property'
import type { Logger } from '../../base/ports'

export const PORTAL_BUS_NAME = 'org.freedesktop.portal.Desktop'
export const PORTAL_PATH = '/org/freedesktop/portal/desktop'
export const GLOBAL_SHORTCUTS_INTERFACE = 'org.freedesktop.portal.GlobalShortcuts'

/** Errors that mean "this desktop has no such portal", as opposed to "the question got no answer". */
const ABSENT = [
  'org.freedesktop.DBus.Error.ServiceUnknown',
  'org.freedesktop.DBus.Error.UnknownInterface',
  'org.freedesktop.DBus.Error.UnknownProperty',
  'org.freedesktop.DBus.Error.InvalidArgs',
  'org.freedesktop.DBus.Error.UnknownObject',
  'org.freedesktop.DBus.Error.UnknownMethod',
]

/**
 * Whether the desktop offers the GlobalShortcuts portal, which Wayland apps need for global hotkeys: asks the
 * session bus for the interface's `version` on the desktop portal. True when it answers; false when the bus
 * says there is no portal or no such interface; null when there is no bus or no answer in time (unknown).
 * dbus-next is loaded only when asked (Linux on Wayland).
 */
export async function probeGlobalShortcutsPortal(
  busAddress: string,
  logger: Logger,
  timeoutMs = 5_000,
): Promise<boolean | null> {
  if (!busAddress) return null
  return readBusProperty(
    busAddress,
    {
      destination: PORTAL_BUS_NAME,
      path: PORTAL_PATH,
      interface: GLOBAL_SHORTCUTS_INTERFACE,
      property: 'version',
    },
    {
      answered: () => true,
      refused(error) {
        const name = (error as { type?: string }).type ?? ''
        if (ABSENT.includes(name)) return false
        logger.debug('The desktop portal did not say whether it has GlobalShortcuts', { error })
        return null
      },
      noBus: 'No session bus to ask for the GlobalShortcuts portal',
    },
    logger,
    timeoutMs,
  )
}
