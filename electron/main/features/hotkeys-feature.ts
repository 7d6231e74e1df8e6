import { globalShortcut } from 'electron'
import { samePlan, type HotkeyBinding, type HotkeyRegistration } from '../../core'
import { followHotkeyRecording } from '../hotkey-recording'
import type { ShellFeature } from '../shell-context'

/**
 * Global hotkeys and media keys: registers what core lists (from settings and what the session supports),
 * reports each registration's real result back to core (Settings shows it beside the hotkey), registers
 * again when the list changes, and unregisters everything when hotkeys are turned off and at quit. A press
 * runs the action in core.
 */
export const hotkeysFeature: ShellFeature = ({ encore, logger, actions, windows }) => {
  /** What was last asked of the system, and what it took (only those are unregistered). */
  let attempted: HotkeyBinding[] = []
  let registered: HotkeyBinding[] = []
  let suspended = false

  /**
   * While a hotkey field in Settings records (and its window has the focus), hotkeys are suspended
   * (globalShortcut.md, setSuspended: "while displaying a UI to rebind shortcuts"): the system hands a
   * registered hotkey to Encore before any page sees it, so recording one would play or skip instead of
   * reaching the field. Only the field: media keys keep working while the rest of Settings is in front.
   */
  const suspend = (on: boolean) => {
    if (on === suspended) return
    suspended = on
    globalShortcut.setSuspended(on)
  }

  const unregisterAll = () => {
    for (const binding of registered) {
      try {
        globalShortcut.unregister(binding.accelerator)
      } catch (error) {
        logger.debug('Could not unregister a hotkey', { accelerator: binding.accelerator, error })
      }
    }
    registered = []
    attempted = []
  }

  const sync = () => {
    const wanted = encore.desktop.hotkeyBindings()
    if (samePlan(wanted, attempted)) return
    unregisterAll()
    attempted = wanted
    // "New shortcut registrations will fail while handling is suspended": a hotkey just recorded in Settings
    // is registered with the suspension lifted, so Settings shows what registering it really gave.
    if (suspended) globalShortcut.setSuspended(false)
    const results: HotkeyRegistration[] = wanted.map((binding) => {
      let ok = false
      try {
        ok = globalShortcut.register(binding.accelerator, () => {
          encore.desktop
            .runHotkey(binding.action, { toggleMiniPlayer: () => actions.toggleMiniPlayer('elsewhere') })
            .catch((error: unknown) =>
              logger.warn('A hotkey action failed', { action: binding.action, error }),
            )
        })
      } catch (error) {
        // Electron throws for an accelerator it cannot parse; to the user that is a hotkey it could not take.
        logger.warn('A hotkey could not be registered', { accelerator: binding.accelerator, error })
      }
      return { ...binding, registered: ok }
    })
    if (suspended) globalShortcut.setSuspended(true)
    registered = wanted.filter((_binding, index) => results[index]?.registered)
    // Reporting publishes desktop.changed, which calls sync again: the list is the same by then.
    encore.desktop.reportHotkeys(results)
  }

  sync()
  // Settings and the MPRIS player's state both change the list; both arrive as desktop.changed.
  const offDesktop = encore.on('desktop.changed', sync)
  const offSettings = encore.on('settings.changed', sync)
  const offFocus = followHotkeyRecording(windows, encore.desktop, suspend)
  return () => {
    offFocus()
    suspend(false)
    offDesktop()
    offSettings()
    unregisterAll()
    globalShortcut.unregisterAll()
  }
}
