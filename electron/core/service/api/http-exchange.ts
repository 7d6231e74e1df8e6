import type { AxiosInstance, AxiosResponse } from 'axios'
import type { Clock } from '../../base/ports'
import type { AccessTokenSource } from './access-token'
import { axios } from './axios'
import { AbortedError, NotSignedInError, TimeoutError } from './errors'

/** What one exchange sends: the operation (for its errors), the method, the URL and the body. */
export interface ExchangeRequest {
  operation: string
  method: string
  url: string
  data?: string
  contentType?: string
}

/** A response of any status, with the token it was sent with; or no response (the network's error code). */
export type Attempt =
  | { kind: 'response'; response: AxiosResponse<string>; token: string }
  | { kind: 'network'; code: string | undefined }

/** One HTTP exchange inside a scheduler slot: token, send, and timeout or abort. */
export async function exchange(
  { http, tokens, clock }: { http: AxiosInstance; tokens: AccessTokenSource; clock: Clock },
  request: ExchangeRequest,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Attempt> {
  const grant = await tokens.usable()
  if (!grant) throw new NotSignedInError(request.operation)
  if (signal?.aborted) throw new AbortedError(request.operation)

  const controller = new AbortController()
  let timedOut = false
  const timer = clock.setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const forwardAbort = () => controller.abort()
  signal?.addEventListener('abort', forwardAbort, { once: true })
  try {
    const headers = {
      Authorization: `Bearer ${grant.accessToken}`,
      Accept: 'application/json',
      // Without a body, no Content-Type at all: axios would otherwise label an empty PUT or POST as a form,
      // which services refuse (415). `false` tells axios to send none.
      'Content-Type': request.contentType ?? false,
    }
    const response = await http.request<string>({
      method: request.method,
      url: request.url,
      headers,
      data: request.data,
      signal: controller.signal,
    })
    return { kind: 'response', response, token: grant.accessToken }
  } catch (error) {
    if (timedOut) throw new TimeoutError(request.operation, timeoutMs)
    if (signal?.aborted) throw new AbortedError(request.operation)
    // Only the error code is kept: axios errors carry the request config, headers included.
    return { kind: 'network', code: axios.isAxiosError(error) ? error.code : undefined }
  } finally {
    clock.clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}
