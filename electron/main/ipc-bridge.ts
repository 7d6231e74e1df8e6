import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent, WebContents } from 'electron'
import { IPC_CANCEL_CHANNEL, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, type BridgeResult } from '../contract'
import { describeName, type Encore, type Logger, originOf } from '../core'

/** Only our own top-level page may call: a frame from another origin, or a subframe, is refused. */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent | IpcMainEvent, 'senderFrame'>,
  appOrigin: string,
): boolean {
  const frame = event.senderFrame
  if (!frame || frame.parent !== null) return false
  return originOf(frame.url) === appOrigin
}

export interface BridgeRegistration {
  /** Sends every core event to these web contents. */
  addTarget(contents: WebContents): void
  dispose(): void
}

/** A call id the page numbered (to cancel it later): a non-negative safe integer. */
function isCallId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/**
 * Carries the contract over Electron IPC: one invoke channel for calls, one channel for events, and one on
 * which the page cancels a numbered call (core aborts it, and the requests it made).
 */
export function registerIpcBridge(
  ipcMain: IpcMain,
  encore: Pick<Encore, 'dispatch' | 'onEvent'>,
  appOrigin: string,
  logger: Logger,
): BridgeRegistration {
  /** Calls in flight that can be cancelled, by web contents and call id. */
  const inFlight = new Map<string, AbortController>()
  const keyOf = (sender: { id: number }, callId: number) => `${sender.id}:${callId}`

  ipcMain.handle(
    IPC_INVOKE_CHANNEL,
    async (event, method: unknown, input: unknown, callId?: unknown): Promise<BridgeResult<unknown>> => {
      if (!isTrustedSender(event, appOrigin)) {
        logger.warn('Refused a bridge call from an untrusted frame', { method: describeName(method) })
        return {
          ok: false,
          error: { code: 'FORBIDDEN', message: 'This page may not use the Encore bridge.' },
        }
      }
      if (!isCallId(callId)) return encore.dispatch(method, input)
      const key = keyOf(event.sender, callId)
      const controller = new AbortController()
      inFlight.get(key)?.abort()
      inFlight.set(key, controller)
      try {
        return await encore.dispatch(method, input, { signal: controller.signal })
      } finally {
        if (inFlight.get(key) === controller) inFlight.delete(key)
      }
    },
  )

  const onCancel = (event: IpcMainEvent, callId: unknown) => {
    if (!isTrustedSender(event, appOrigin) || !isCallId(callId)) return
    inFlight.get(keyOf(event.sender, callId))?.abort()
  }
  ipcMain.on(IPC_CANCEL_CHANNEL, onCancel)

  const targets = new Set<WebContents>()
  // Core's events are forwarded only while a window is there: with none, core holds its notices for the next
  // page that reads them (core/base/bridge/held-notices.ts) instead of sending them to nobody.
  let unsubscribe: (() => void) | null = null
  const forward = (name: string, payload: unknown) => {
    for (const contents of targets) {
      if (!contents.isDestroyed()) contents.send(IPC_EVENT_CHANNEL, name, payload)
    }
  }

  return {
    addTarget(contents) {
      targets.add(contents)
      unsubscribe ??= encore.onEvent(forward)
      contents.once('destroyed', () => {
        targets.delete(contents)
        if (!targets.size) {
          unsubscribe?.()
          unsubscribe = null
        }
        // A closed window's calls have nobody to answer: stop their work.
        for (const [key, controller] of inFlight) {
          if (key.startsWith(`${contents.id}:`)) controller.abort()
        }
      })
    },
    dispose() {
      unsubscribe?.()
      unsubscribe = null
      ipcMain.removeHandler(IPC_INVOKE_CHANNEL)
      ipcMain.removeListener(IPC_CANCEL_CHANNEL, onCancel)
      for (const controller of inFlight.values()) controller.abort()
      inFlight.clear()
      targets.clear()
    },
  }
}
