import { APP_ID, PRODUCT_NAME, startEncoreMpris, systemClock } from '../../core'
import type { ShellFeature } from '../shell-context'

/**
 * Linux: Encore's MPRIS player on the session D-Bus, so media keys (which desktops forward to MPRIS
 * players), the GNOME and KDE media widgets and `playerctl` control it. It starts without waiting: a slow
 * or missing bus never holds the window back, and its state shows in Settings.
 */
export const mprisFeature: ShellFeature = ({ encore, logger, actions }) => {
  if (process.platform !== 'linux') return () => {}
  const started = startEncoreMpris(encore, {
    busAddress: process.env['DBUS_SESSION_BUS_ADDRESS'] ?? '',
    instanceId: String(process.pid),
    identity: PRODUCT_NAME,
    // The desktop entry's name (app.encore.remote.desktop), so media widgets show Encore's icon and raise it.
    desktopEntry: APP_ID,
    raise: () => actions.showMainWindow(),
    quit: () => actions.quit(),
    clock: systemClock,
    logger,
  })
  return () => {
    void started.then((player) => player?.stop())
  }
}
