import type { z } from 'zod'
import { namesAPublicHost, type LyricsSearch } from '../../../contract'
import { axios, isAxiosError } from '../../service/api/axios'
import { AbortedError } from '../../service/api/errors'
import type { Logger } from '../../base/ports'
import { firstIssue, lrclibSchemas, type LrclibRecord } from './lrclib-answers'
import type { WordValues } from '../../base/words'
import { lyricsWords, type LyricsKey } from './lyrics-words'

/**
 * LRCLIB over HTTP, from core (the page never reaches it: its CSP allows its own origin only). Its own lane:
 * nothing here goes through the Spotify client's scheduler, so a slow or absent LRCLIB never delays the
 * player. Each request has a deadline, a size cap and no redirects; each answer is checked with zod.
 */
export interface LrclibClient {
  /** `GET /api/get`: the record LRCLIB matched, or null when it has none (404). */
  get(search: LyricsSearch, signal: AbortSignal): Promise<LrclibRecord | null>
  /** `GET /api/search?q=`: the candidates. */
  search(words: string, signal: AbortSignal): Promise<LrclibRecord[]>
}

/** Why LRCLIB gave nothing usable: `unreachable` (no answer, or too late) or `refused` (an unusable answer). */
export class LrclibFailure extends Error {
  override readonly name = 'LrclibFailure'
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
    /** The failure's words in the catalog (lyrics-words.ts), when it is one said in every language. */
    readonly words?: { key: LyricsKey; values?: WordValues },
  ) {
    super(message)
  }
}

export interface LrclibClientOptions {
  /** The service's root: `https://lrclib.net`, or the emulator's origin followed by `/lrclib`. */
  address: string
  /** As LRCLIB asks: the app's name, version and home page. */
  userAgent: string
  logger: Logger
  /** The deadline of one request, start to last byte. */
  timeoutMs?: number
  /** The largest answer read; a bigger one is refused (a record with lyrics is a few kB; a search, tens). */
  maxBytes?: number
  /**
   * An address on this computer or the local network gets one message for every failure, the details going
   * to the log only: otherwise the page could learn what answers on local ports by trying addresses.
   */
  quietOnLocal?: boolean
}

/** What any failure of an LRCLIB on this computer or the local network says. */
export const LOCAL_LRCLIB_FAILURE = lyricsWords.en.local

export const LRCLIB_TIMEOUT_MS = 8000
export const LRCLIB_MAX_BYTES = 1024 * 1024

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`)

/** `api/get` under the address, keeping a path the address has (`…/lrclib`). */
function endpoint(address: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, address.endsWith('/') ? address : `${address}/`)
  url.search = new URLSearchParams(query).toString()
  return url.toString()
}

export function createLrclibClient(options: LrclibClientOptions): LrclibClient {
  const timeoutMs = options.timeoutMs ?? LRCLIB_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? LRCLIB_MAX_BYTES
  const host = (() => {
    try {
      return new URL(options.address).host
    } catch {
      return options.address
    }
  })()

  const refuse = (path: string, reason: string): never => {
    options.logger.warn('An LRCLIB answer was refused', { host, path, reason })
    throw new LrclibFailure('refused', `LRCLIB answered something Encore cannot use (${reason}).`)
  }

  /** One request: the status and the text, or a failure that says why there is none. */
  async function request(path: string, query: Record<string, string>, signal: AbortSignal) {
    const url = endpoint(options.address, path, query)
    // Settings accept no other address; this keeps core from sending what plays anywhere else regardless.
    if (!/^https?:$/.test(new URL(url).protocol))
      throw new LrclibFailure('refused', lyricsWords.en.notHttp, { key: 'notHttp' })
    const deadline = AbortSignal.timeout(timeoutMs)
    try {
      const response = await axios.request<string>({
        url,
        method: 'GET',
        headers: { Accept: 'application/json', 'User-Agent': options.userAgent },
        signal: AbortSignal.any([signal, deadline]),
        timeout: timeoutMs,
        maxRedirects: 0,
        maxContentLength: maxBytes,
        responseType: 'text',
        transformResponse: [(data: unknown) => data],
        validateStatus: () => true,
      })
      return { status: response.status, text: typeof response.data === 'string' ? response.data : '' }
    } catch (error) {
      if (signal.aborted) throw new AbortedError('lyrics')
      if (
        deadline.aborted ||
        (isAxiosError(error) && error.code === 'ECONNABORTED' && /timeout/i.test(error.message))
      )
        throw new LrclibFailure('unreachable', `LRCLIB did not answer within ${seconds(timeoutMs)}.`, {
          key: 'timeout',
          values: { seconds: seconds(timeoutMs) },
        })
      if (isAxiosError(error) && /maxContentLength/i.test(error.message))
        return refuse(path, `the answer is larger than ${Math.round(maxBytes / 1024)} KiB`)
      const code = isAxiosError(error) ? (error.code ?? error.message) : String(error)
      throw new LrclibFailure('unreachable', `LRCLIB could not be reached (${code.slice(0, 80)}).`)
    }
  }

  /** The answer's JSON checked against `schema`, or refused with the reason. */
  function read<S extends z.ZodType>(path: string, text: string, schema: S): z.output<S> {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return refuse(path, 'not JSON')
    }
    const parsed = schema.safeParse(json)
    return parsed.success ? parsed.data : refuse(path, firstIssue(parsed.error))
  }

  const unexpected = (path: string, status: number): never => {
    if (status >= 300 && status < 400)
      return refuse(path, `a redirect (${status}); enter the address it leads to`)
    throw new LrclibFailure('unreachable', `LRCLIB answered ${status}.`)
  }

  const quiet = options.quietOnLocal === true && !namesAPublicHost(hostnameOf(options.address))
  /** Quiet about local addresses: the failure's details are logged, and one message is thrown. */
  async function said<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (!quiet || !(error instanceof LrclibFailure)) throw error
      options.logger.warn('A local LRCLIB gave nothing usable', { host, detail: error.message })
      throw new LrclibFailure('unreachable', LOCAL_LRCLIB_FAILURE, { key: 'local' })
    }
  }

  return {
    get: (search, signal) => said(() => get(search, signal)),
    search: (words, signal) => said(() => searchFor(words, signal)),
  }

  async function get(search: LyricsSearch, signal: AbortSignal) {
    const path = 'api/get'
    const { status, text } = await request(
      path,
      {
        track_name: search.trackName,
        artist_name: search.artistName,
        album_name: search.albumName,
        duration: String(search.durationS),
      },
      signal,
    )
    if (status === 404) return null
    if (status !== 200) return unexpected(path, status)
    return read(path, text, lrclibSchemas().LrclibRecordSchema)
  }

  async function searchFor(words: string, signal: AbortSignal) {
    const path = 'api/search'
    const { status, text } = await request(path, { q: words }, signal)
    if (status !== 200) return unexpected(path, status)
    return read(path, text, lrclibSchemas().LrclibSearchSchema)
  }
}

function hostnameOf(address: string): string {
  try {
    return new URL(address).hostname
  } catch {
    return ''
  }
}
