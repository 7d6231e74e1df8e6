import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'

/** One request the API client sent, as it went over the wire (never the Authorization value). */
export interface RecordedRequest {
  method: string
  /** The full URL, query included. */
  url: string
  /** The path relative to the base URL (`/albums/x`), without the query. */
  path: string
  query: URLSearchParams
  contentType: string | undefined
  hadAuthorization: boolean
  /** The body as sent: JSON text, base64 text, or undefined. */
  body: string | undefined
  /** The status the service answered, or undefined when no answer came. */
  status?: number
}

/**
 * Wraps axios's real HTTP adapter to record every request the client sends. The request still goes over the
 * network to the emulator; nothing is stubbed. Pass `adapter` to createApiClient.
 */
export function createRecordingAdapter(baseUrl: string) {
  let onResponse: ((request: RecordedRequest) => void) | undefined
  const http = axios.getAdapter('http')
  const base = new URL(baseUrl)
  const requests: RecordedRequest[] = []
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', baseUrl)
    const contentType = config.headers.getContentType()
    const record: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: url.toString(),
      path: url.pathname.startsWith(base.pathname) ? url.pathname.slice(base.pathname.length) : url.pathname,
      query: url.searchParams,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      hadAuthorization: config.headers.has('Authorization'),
      body: typeof config.data === 'string' ? config.data : undefined,
    }
    requests.push(record)
    const response = await http(config)
    record.status = response.status
    onResponse?.(record)
    return response
  }
  return {
    adapter,
    requests,
    clear: () => void (requests.length = 0),
    /** Runs after each answer arrives and before the client sees it (e.g. to lift a fault mid-retry). */
    onResponse: (listener: ((request: RecordedRequest) => void) | undefined) => void (onResponse = listener),
  }
}
