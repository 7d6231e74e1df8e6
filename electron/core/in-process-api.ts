import { buildNestedApi, methodNames, type InProcessApi } from '../contract'
import { runHandler, type Handlers } from './base/bridge/dispatcher'
import type { Logger } from './base/ports'

/**
 * Core's typed API for code that runs beside it (the shell's tray, hotkeys, MPRIS, login item):
 * `api.settings.get()` calls the settings service's handler directly and resolves its output, or throws the
 * EncoreError a bridge caller would have received. Nothing is parsed on the way: the input is typed as the
 * handler receives it, and checks belong where data crosses into core (IPC, WebSocket, the service's HTTP).
 * Cancellation is the same as the dispatcher's.
 */
export function createInProcessApi(handlers: Handlers, logger: Logger): InProcessApi {
  return buildNestedApi<'value', { signal?: AbortSignal }, 'parsed'>(
    methodNames,
    (name) => (input, options) =>
      runHandler(handlers, name, input, options?.signal ?? new AbortController().signal, logger),
  )
}
