import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron'
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, type BridgeResult } from '../contract'
import type { Encore } from '../core/app'
import { describeName } from '../core/bridge/dispatcher'
import type { Logger } from '../core/ports'
import { originOf } from '../core/security/origin'

/** Only our own top-level page may call: a frame from another origin, or a subframe, is refused. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>, appOrigin: string): boolean {
  const frame = event.senderFrame
  if (!frame || frame.parent !== null) return false
  return originOf(frame.url) === appOrigin
}

export interface BridgeRegistration {
  /** Sends every core event to these web contents. */
  addTarget(contents: WebContents): void
  dispose(): void
}

/** Carries the contract over Electron IPC: one invoke channel for calls, one channel for events. */
export function registerIpcBridge(
  ipcMain: IpcMain,
  encore: Encore,
  appOrigin: string,
  logger: Logger,
): BridgeRegistration {
  ipcMain.handle(
    IPC_INVOKE_CHANNEL,
    async (event, method: unknown, input: unknown): Promise<BridgeResult<unknown>> => {
      if (!isTrustedSender(event, appOrigin)) {
        logger.warn('Refused a bridge call from an untrusted frame', { method: describeName(method) })
        return {
          ok: false,
          error: { code: 'FORBIDDEN', message: 'This page may not use the Encore bridge.' },
        }
      }
      return encore.dispatch(method, input)
    },
  )

  const targets = new Set<WebContents>()
  const unsubscribe = encore.onEvent((name, payload) => {
    for (const contents of targets) {
      if (!contents.isDestroyed()) contents.send(IPC_EVENT_CHANNEL, name, payload)
    }
  })

  return {
    addTarget(contents) {
      targets.add(contents)
      contents.once('destroyed', () => targets.delete(contents))
    },
    dispose() {
      unsubscribe()
      ipcMain.removeHandler(IPC_INVOKE_CHANNEL)
      targets.clear()
    },
  }
}
