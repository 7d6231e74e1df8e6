import { axios, isAxiosError } from '../../service/api/axios'

/**
 * The sign-in's HTTP: one request to the accounts service (the token endpoint, the demo's authorize page) and
 * its status, text and redirect target, never following a redirect. Through axios, like the API client: Node's
 * own `fetch` would compile undici's HTTP parser (WebAssembly) at the first sign-in, and that optimizing compile
 * leaves ~30 MiB in a malloc arena of V8's worker thread for as long as the app runs (measured in the library
 * bench, 2026-11-24).
 */

export interface AccountsRequest {
  url: string | URL
  method: 'GET' | 'POST'
  /** Sent form-encoded. */
  form?: Record<string, string>
  timeoutMs: number
}

export interface AccountsAnswer {
  status: number
  text: string
  /** The Location header of a redirect, else null. */
  location: string | null
}

export type AccountsHttp = (request: AccountsRequest) => Promise<AccountsAnswer>

/** No answer: `timedOut`, or the connection failed (`reason`: the system's code, such as ECONNREFUSED). */
export class AccountsUnreachable extends Error {
  constructor(
    readonly timedOut: boolean,
    readonly reason: string,
  ) {
    super(
      timedOut
        ? 'the accounts service did not answer in time'
        : `the accounts service is unreachable (${reason})`,
    )
  }
}

export const axiosAccountsHttp: AccountsHttp = async ({ url, method, form, timeoutMs }) => {
  try {
    const response = await axios.request<string>({
      url: String(url),
      method,
      headers: {
        Accept: 'application/json',
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { data: new URLSearchParams(form).toString() } : {}),
      timeout: timeoutMs,
      maxRedirects: 0,
      validateStatus: () => true,
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
    })
    const location = response.headers['location']
    return {
      status: response.status,
      text: typeof response.data === 'string' ? response.data : '',
      location: typeof location === 'string' ? location : null,
    }
  } catch (error) {
    if (isAxiosError(error)) {
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
      throw new AccountsUnreachable(timedOut, error.code ?? error.message.slice(0, 120))
    }
    throw error
  }
}
