import { dialog, systemPreferences } from 'electron'
import type { ShellFeature } from '../shell-context'

/** How often, and how long after the person was asked, Encore looks whether access was granted. */
const POLL_MS = 3_000
const WATCH_FOR_MS = 3 * 60_000

/**
 * macOS: media keys reach an app only once it is a trusted accessibility client (global-shortcut.md). Encore
 * reports whether it is to core (which then leaves media keys out of the hotkeys it registers, saying why in
 * Settings), asks once in its own words before the system's prompt, and looks again until access is granted
 * (for a while after asking, and whenever Encore becomes the active app): the hotkeys feature then registers
 * the media keys, as core's list now holds them.
 */
export const mediaKeyAccessFeature: ShellFeature = ({ app, encore, logger }) => {
  if (process.platform !== 'darwin') return () => {}
  let watch: ReturnType<typeof setInterval> | undefined
  let watchUntil = 0

  const stopWatching = () => {
    if (watch) clearInterval(watch)
    watch = undefined
  }
  const check = () => {
    const trusted = systemPreferences.isTrustedAccessibilityClient(false)
    encore.desktop.reportAccessibility(trusted)
    if (trusted || Date.now() > watchUntil) stopWatching()
  }
  const ask = () => {
    const request = encore.desktop.takeAccessibilityRequest()
    if (!request) return
    dialog
      .showMessageBox({
        type: 'info',
        message: request.message,
        detail: request.detail,
        buttons: ['Open System Settings', 'Not Now'],
        defaultId: 0,
        cancelId: 1,
      })
      .then(({ response }) => {
        if (response !== 0) return
        // The system's own prompt, which also lists Encore under Accessibility for the person to switch on.
        systemPreferences.isTrustedAccessibilityClient(true)
        watchUntil = Date.now() + WATCH_FOR_MS
        watch ??= setInterval(check, POLL_MS)
        watch.unref?.()
      })
      .catch((error: unknown) => logger.warn('Could not ask for the accessibility permission', { error }))
  }

  check()
  ask()
  // A change of hotkeys may bring media keys into the list: ask then (once ever, core keeps that).
  const offDesktop = encore.on('desktop.changed', ask)
  app.on('did-become-active', check)
  return () => {
    stopWatching()
    offDesktop()
    app.removeListener('did-become-active', check)
  }
}
