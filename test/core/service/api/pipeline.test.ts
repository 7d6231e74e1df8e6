/**
 * Pipeline behaviour the emulator cannot be made to produce on demand: odd bodies on success, foreign paging
 * URLs, connection-level failures. Everything else, retired endpoints included, is tested against the
 * emulator in test/integration/api. The fake adapter stands in for the network only here.
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { describe, expect, it } from 'vitest'
import {
  createApiClient,
  InsufficientScopeError,
  NetworkError,
  UnexpectedResponseError,
  ValidationError,
  type TokenProvider,
} from '../../../../electron/core/service/api'
import type { Logger } from '../../../../electron/core/base/ports'
import { systemClock } from '../../../../electron/core/base/ports'

const token = 'secret-access-token-value'
const tokens: TokenProvider = {
  current: () => ({
    accessToken: token,
    expiresAt: Date.now() + 3_600_000,
    scopes: ['user-read-playback-state', 'playlist-modify-public', 'user-modify-playback-state'],
  }),
  refresh: () => Promise.reject(new Error('not expected')),
}
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }

type Reply = { status: number; body?: string; headers?: Record<string, string> } | { networkError: string }

/** Answers each request with the next reply and records the URLs asked for. */
function scripted(replies: Reply[]) {
  const urls: string[] = []
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    urls.push(`${config.method?.toUpperCase()} ${config.url}`)
    const reply = replies.shift() ?? { status: 500 }
    if ('networkError' in reply)
      throw new AxiosError(`connect ${reply.networkError}`, reply.networkError, config)
    const response: AxiosResponse<string> = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.body ?? '',
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    }
    return response
  }
  return { adapter, urls }
}

function client(adapter: AxiosAdapter) {
  return createApiClient({
    baseUrl: 'https://api.example.test/v1',
    tokenProvider: tokens,
    clock: systemClock,
    logger: silent,
    adapter,
    random: () => 0,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
  })
}

describe('transport pipeline (fake network)', () => {
  it('tolerates a 2xx with a non-JSON body where no content is promised', async () => {
    const { adapter } = scripted([{ status: 200, body: 'OK, paused' }])
    await expect(client(adapter).player.pause()).resolves.toBeUndefined()
  })

  it('reads the JSON text null as no content', async () => {
    const { adapter } = scripted([{ status: 200, body: 'null' }])
    await expect(client(adapter).player.getPlaybackState()).resolves.toBeUndefined()
  })

  it('fails clearly when a promised body is missing or not JSON', async () => {
    const { adapter } = scripted([
      { status: 200, body: '' },
      { status: 200, body: '<html>' },
    ])
    const api = client(adapter)
    await expect(api.player.getDevices()).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(api.player.getDevices()).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('reads a 403 the service gives for scope as InsufficientScopeError (tables disagreeing)', async () => {
    const { adapter } = scripted([
      { status: 403, body: '{"error":{"status":403,"message":"Insufficient client scope"}}' },
    ])
    const error = await client(adapter)
      .player.getDevices()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientScopeError)
    expect((error as InsufficientScopeError).toBridgeError()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' })
  })

  it('never follows a paging URL outside the base URL (it would carry the token elsewhere)', async () => {
    const page = {
      href: 'x',
      items: [1],
      limit: 1,
      offset: 0,
      total: 2,
      previous: null,
      next: 'https://evil.test/v1/me/tracks?offset=1',
    }
    const { adapter, urls } = scripted([{ status: 200, body: JSON.stringify(page) }])
    const api = createApiClient({
      baseUrl: 'https://api.example.test/v1',
      tokenProvider: {
        ...tokens,
        current: () => ({
          accessToken: token,
          expiresAt: Date.now() + 3_600_000,
          scopes: ['user-library-read'],
        }),
      },
      clock: systemClock,
      logger: silent,
      adapter,
    })
    const pages = api.paging.pages(
      () => api.library.getSavedTracks({ limit: 1 }),
      (p) => p,
    )
    await expect(pages.next()).resolves.toMatchObject({ done: false })
    await expect(pages.next()).rejects.toBeInstanceOf(UnexpectedResponseError)
    expect(urls).toHaveLength(1)
  })

  it('sends a POST again only when the connection was refused (it never reached the service)', async () => {
    const refused = scripted([{ networkError: 'ECONNREFUSED' }, { status: 204 }])
    await expect(client(refused.adapter).player.skipToNext()).resolves.toBeUndefined()
    expect(refused.urls).toHaveLength(2)

    const reset = scripted([{ networkError: 'ECONNRESET' }, { status: 204 }])
    const error = await client(reset.adapter)
      .player.skipToNext()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(reset.urls).toHaveLength(1)
    expect(JSON.stringify((error as NetworkError).toBridgeError())).not.toContain(token)
  })

  it('retries an idempotent request after a network failure', async () => {
    const { adapter, urls } = scripted([{ networkError: 'ECONNRESET' }, { status: 204 }])
    await expect(client(adapter).player.pause()).resolves.toBeUndefined()
    expect(urls).toHaveLength(2)
  })

  it('refuses a base URL that does not end in /v1', () => {
    const make = (baseUrl: string) => () =>
      createApiClient({ baseUrl, tokenProvider: tokens, clock: systemClock, logger: silent })
    expect(make('https://api.spotify.com')).toThrow(ValidationError)
    expect(make('ftp://api.spotify.com/v1')).toThrow(/http/)
    expect(make('not a url')).toThrow(/absolute URL/)
    expect(make('https://api.spotify.com/v1/').call(null).baseUrl).toBe('https://api.spotify.com/v1')
  })
})
