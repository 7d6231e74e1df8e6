import type { BrowserWindow } from 'electron'
import type { WindowRegistry } from './shell-context'

/** Whether a page's URL shows Settings (the page's hash history: `…/index.html#/settings`). */
export function showsSettings(url: string): boolean {
  return /#\/settings(?:[/?]|$)/.test(url)
}

/**
 * Follows whether the main window has the focus and shows Settings, where hotkeys are recorded, and calls
 * `changed` with it whenever that may have changed (focus, blur, a navigation inside the page, a new main
 * window). Answers the function that stops following.
 */
export function followSettingsFocus(
  windows: WindowRegistry,
  changed: (inSettings: boolean) => void,
): () => void {
  const stops = new Set<() => void>()
  let current: BrowserWindow | undefined
  const check = () => {
    const window = current
    const inSettings =
      !!window && !window.isDestroyed() && window.isFocused() && showsSettings(window.webContents.getURL())
    changed(inSettings)
  }
  const follow = (window: BrowserWindow) => {
    current = window
    const events = ['focus', 'blur', 'hide', 'closed'] as const
    for (const event of events) window.on(event as 'focus', check)
    window.webContents.on('did-navigate-in-page', check)
    window.webContents.on('did-navigate', check)
    const stop = () => {
      if (!window.isDestroyed()) {
        for (const event of events) window.removeListener(event as 'focus', check)
        window.webContents.removeListener('did-navigate-in-page', check)
        window.webContents.removeListener('did-navigate', check)
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
  return () => {
    offAdded()
    for (const stop of [...stops]) stop()
  }
}
