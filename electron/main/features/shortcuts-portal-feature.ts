import { probeGlobalShortcutsPortal } from '../../core'
import type { ShellFeature } from '../shell-context'

/**
 * Linux on Wayland: asks the session bus whether the desktop offers the GlobalShortcuts portal, without
 * holding the start back, and tells core, which then says in Settings that hotkeys cannot work here (and
 * what to do instead) rather than registering keys that would never fire.
 */
export const shortcutsPortalFeature: ShellFeature = ({ encore, logger }) => {
  const { platform, sessionType } = encore.desktop.environment
  if (platform !== 'linux' || sessionType !== 'wayland') return () => {}
  let stopped = false
  probeGlobalShortcutsPortal(process.env['DBUS_SESSION_BUS_ADDRESS'] ?? '', logger).then(
    (available) => {
      if (!stopped) encore.desktop.reportPortal(available)
    },
    (error: unknown) => logger.warn('Could not ask for the GlobalShortcuts portal', { error }),
  )
  return () => {
    stopped = true
  }
}
