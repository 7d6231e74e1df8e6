import type { BrowserWindow } from 'electron'
import { PRESENCE_RENEW_MS } from '../../contract'
import type { ShellFeature, WindowRole } from '../shell-context'

/**
 * Tells core which Encore windows show and which has the focus: the playback engine reads more often while
 * one shows the player, most often while it has the focus (`playback.setVisible` with `focused`, said again
 * while it stays visible, as its lease asks, and when the focus moves), and
 * notifications stay quiet while the user looks at Encore. The page may say the same for itself; the window
 * is the shell's to report (a hidden window's page cannot always tell).
 */
export const windowPresenceFeature: ShellFeature = ({ encore, logger, windows }) => {
  const stops = new Set<() => void>()

  const follow = (window: BrowserWindow, role: WindowRole) => {
    const viewer = `window:${role}`
    let renewal: ReturnType<typeof setInterval> | undefined
    let focused = false
    const say = (visible: boolean) => {
      encore.api.playback
        .setVisible({ viewer, visible, focused: visible && focused })
        .catch((error: unknown) => logger.debug('Presence not recorded', { viewer, error }))
    }
    const update = () => {
      if (window.isDestroyed()) return
      const visible = window.isVisible() && !window.isMinimized()
      const focusNow = visible && window.isFocused()
      const focusMoved = focusNow !== focused
      focused = focusNow
      // Hidden (not even minimized), core may release the window after a while to give its memory back.
      encore.desktop.setWindow(role, { visible, focused, hidden: !window.isVisible() })
      if (visible && !renewal) {
        say(true)
        renewal = setInterval(() => say(true), PRESENCE_RENEW_MS)
        renewal.unref?.()
      } else if (visible && focusMoved) {
        // Seen but not worked with (the mini player on top, the window on another screen): core reads less.
        say(true)
      } else if (!visible && renewal) {
        clearInterval(renewal)
        renewal = undefined
        say(false)
      }
    }
    const events = ['show', 'hide', 'minimize', 'restore', 'focus', 'blur'] as const
    for (const event of events) window.on(event as 'show', update)
    const stop = () => {
      if (renewal) clearInterval(renewal)
      renewal = undefined
      if (!window.isDestroyed()) for (const event of events) window.removeListener(event as 'show', update)
      encore.desktop.setWindow(role, { visible: false, focused: false })
      stops.delete(stop)
    }
    window.once('closed', () => {
      if (renewal) say(false)
      stop()
    })
    stops.add(stop)
    update()
  }

  const stopFollowing = windows.onAdded(follow)
  for (const role of ['main', 'mini'] as const) {
    const existing = windows.get(role)
    if (existing) follow(existing, role)
  }
  return () => {
    stopFollowing()
    for (const stop of [...stops]) stop()
  }
}
