import { ipcMain } from 'electron'
import { registerIpcBridge } from '../ipc-bridge'
import type { ShellFeature } from '../shell-context'

/** The bridge over IPC: calls from our own pages, events to every window Encore opens. */
export const ipcFeature: ShellFeature = ({ encore, appOrigin, logger, windows }) => {
  const bridge = registerIpcBridge(ipcMain, encore, appOrigin, logger)
  const stopFollowing = windows.onAdded((window) => bridge.addTarget(window.webContents))
  return () => {
    stopFollowing()
    bridge.dispose()
  }
}
