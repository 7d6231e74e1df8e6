import type { BrowserWindow } from 'electron'
import type { DesktopControl } from '../core'
import type { WindowRegistry } from './shell-context'

type Recording = Pick<DesktopControl, 'recordingHotkey' | 'onRecordingHotkey' | 'hotkeyRecordingEnded'>

/**
 * Follows whether a hotkey field in Settings records keys while the main window has the focus, and calls
 * `changed` with it whenever that may have changed (the field's focus, the window's, a new main window). Only
 * the field counts, not the page around it: media keys keep working while Settings is merely in front. A page
 * that reloads or closes while its field had the focus never says it stopped, so that ends the recording.
 * Answers the function that stops following.
 */
export function followHotkeyRecording(
  windows: WindowRegistry,
  desktop: Recording,
  changed: (recording: boolean) => void,
): () => void {
  const stops = new Set<() => void>()
  let current: BrowserWindow | undefined
  const check = () => {
    const window = current
    changed(!!window && !window.isDestroyed() && window.isFocused() && desktop.recordingHotkey())
  }
  const pageGone = () => {
    desktop.hotkeyRecordingEnded()
    check()
  }
  const follow = (window: BrowserWindow) => {
    current = window
    const events = ['focus', 'blur', 'hide'] as const
    for (const event of events) window.on(event as 'focus', check)
    window.on('closed', pageGone)
    window.webContents.on('did-navigate', pageGone)
    const stop = () => {
      if (!window.isDestroyed()) {
        for (const event of events) window.removeListener(event as 'focus', check)
        window.removeListener('closed', pageGone)
        window.webContents.removeListener('did-navigate', pageGone)
      }
      stops.delete(stop)
    }
    stops.add(stop)
    check()
  }
  const existing = windows.get('main')
  if (existing) follow(existing)
  const offAdded = windows.onAdded((window, role) => {
    if (role === 'main') follow(window)
  })
  const offRecording = desktop.onRecordingHotkey(check)
  return () => {
    offRecording()
    offAdded()
    for (const stop of [...stops]) stop()
  }
}
