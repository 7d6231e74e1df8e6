import { isBridgeResult, nestedCaller, type PreloadApi, type PreloadCallOptions } from '@contract'
import { abortedResult, type BridgeTransport } from './transport'

/**
 * Calls through `window.encore`, the preload's API. IPC is always connected while the window lives. A
 * cancellable call is numbered, so that `window.encore.cancel(id)` can stop its work in core; the page does
 * not wait for that: it answers ABORTED at once and ignores the late answer.
 */
export function createIpcTransport(api: PreloadApi): BridgeTransport {
  let nextCallId = 1
  return {
    kind: 'ipc',
    async call(method, input, options = {}) {
      const caller = nestedCaller<PreloadCallOptions>(api, method)
      if (!caller)
        return {
          ok: false,
          error: { code: 'UNKNOWN_METHOD', message: `The preload does not offer ${method}.` },
        }
      const { signal } = options
      if (signal?.aborted) return abortedResult(method)
      const callId = signal ? nextCallId++ : undefined
      const answer = caller(input, callId === undefined ? undefined : { callId }).then(
        (result) =>
          isBridgeResult(result)
            ? result
            : {
                ok: false as const,
                error: {
                  code: 'INTERNAL' as const,
                  message: `Encore answered ${method} in an unknown form.`,
                },
              },
        () => ({
          ok: false as const,
          error: {
            code: 'TRANSPORT_CLOSED' as const,
            message: `The call to ${method} did not reach Encore.`,
          },
        }),
      )
      if (!signal || callId === undefined) return answer
      return new Promise((resolve) => {
        const onAbort = () => {
          api.cancel(callId)
          resolve(abortedResult(method))
        }
        signal.addEventListener('abort', onAbort, { once: true })
        void answer.then((result) => {
          signal.removeEventListener('abort', onAbort)
          resolve(result)
        })
      })
    },
    on: (event, listener) => api.on(event, listener),
    onConnectionChange(listener) {
      listener('open', null)
      return () => {}
    },
  }
}
