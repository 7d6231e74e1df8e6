/**
 * The transport pipeline against the emulator over real HTTP: token refresh, rate limits, server errors,
 * timeouts, aborts, typed errors. Faults come from the emulator's own knobs; nothing is stubbed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  AbortedError,
  ApiError,
  NetworkError,
  NotSignedInError,
  RateLimitedError,
  SessionEndedError,
  TimeoutError,
} from '../../../electron/core/service/api'
import type { EncoreError } from '../../../electron/core/base/errors'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../support/api-harness'

let emulator: EmulatorHandle
const trackIds = () => emulator.catalog.tracks.slice(0, 20).map((t) => t.id)

beforeAll(async () => {
  emulator = await startApiEmulator()
})
afterEach(() => void emulator.faults.reset())
afterAll(() => emulator.close())

async function failure(promise: Promise<unknown>): Promise<EncoreError> {
  try {
    await promise
  } catch (error) {
    return error as EncoreError
  }
  throw new Error('expected the call to fail')
}

/** Nothing secret in what a failure carries across the bridge or in the log. */
function expectNoSecrets(texts: string[], secrets: (string | undefined)[]): void {
  for (const secret of secrets.filter((s): s is string => Boolean(s))) {
    for (const text of texts) expect(text).not.toContain(secret)
  }
}

describe('access token', () => {
  it('after a 401 refreshes once against the accounts service and retries the request once', async () => {
    const { client, tokens, requests, logLines } = connectClient(emulator)
    const before = tokens.current()?.accessToken
    emulator.revokeAccessTokens()
    const track = await client.tracks.getTrack(trackIds()[0]!)
    expect(track.id).toBe(trackIds()[0])
    expect(tokens.refreshCount).toBe(1)
    expect(tokens.current()?.accessToken).not.toBe(before)
    expect(requests.map((r) => r.status)).toEqual([401, 200])
    expectNoSecrets(logLines, [before, tokens.current()?.accessToken])
  })

  it('refreshes shortly before expiry instead of sending a token about to expire', async () => {
    const { client, tokens, requests } = connectClient(emulator, { ttlSeconds: 30, refreshSkewMs: 60_000 })
    await client.users.getCurrentUserProfile()
    expect(tokens.refreshCount).toBe(1)
    expect(requests.map((r) => r.status)).toEqual([200])
  })

  it('20 concurrent calls with an expired token cause exactly one refresh', async () => {
    const { client, tokens, requests } = connectClient(emulator)
    tokens.markExpired()
    const tracks = await Promise.all(trackIds().map((id) => client.tracks.getTrack(id)))
    expect(tracks.map((t) => t.id)).toEqual(trackIds())
    expect(tokens.refreshCount).toBe(1)
    expect(requests).toHaveLength(20)
    expect(requests.every((r) => r.status === 200)).toBe(true)
  })

  it('20 concurrent calls that all get 401 share one refresh and retry once each', async () => {
    // All 20 in flight at once, so every one of them is sent with the revoked token.
    const { client, tokens, requests } = connectClient(emulator, { scheduler: { maxConcurrent: 20 } })
    emulator.revokeAccessTokens()
    const tracks = await Promise.all(trackIds().map((id) => client.tracks.getTrack(id)))
    expect(tracks).toHaveLength(20)
    expect(tokens.refreshCount).toBe(1)
    expect(requests.filter((r) => r.status === 401)).toHaveLength(20)
    expect(requests.filter((r) => r.status === 200)).toHaveLength(20)
  })

  it('a refused refresh token (invalid_grant) ends the session with a reason, and leaks no token', async () => {
    const { client, tokens, logLines } = connectClient(emulator)
    const access = tokens.current()?.accessToken
    emulator.revokeAccessTokens()
    emulator.revokeRefreshTokens()
    const error = await failure(client.users.getCurrentUserProfile())
    expect(error).toBeInstanceOf(SessionEndedError)
    expect(error.toBridgeError()).toMatchObject({ code: 'NOT_SIGNED_IN' })
    expect((error as SessionEndedError).reason).toMatch(/sign in again/)
    expectNoSecrets([error.message, JSON.stringify(error.toBridgeError()), ...logLines], [access])
    // Signed out now: the next call fails before sending anything.
    await expect(client.users.getCurrentUserProfile()).rejects.toBeInstanceOf(NotSignedInError)
  })

  it('fails with NOT_SIGNED_IN and sends nothing when nobody is signed in', async () => {
    const { client, tokens, requests } = connectClient(emulator)
    emulator.revokeRefreshTokens()
    emulator.revokeAccessTokens()
    await failure(client.users.getCurrentUserProfile()) // ends the session
    const sent = requests.length
    const error = await failure(client.tracks.getTrack(trackIds()[0]!))
    expect(error).toBeInstanceOf(NotSignedInError)
    expect(error.code).toBe('NOT_SIGNED_IN')
    expect(tokens.current()).toBeUndefined()
    expect(requests).toHaveLength(sent)
  })
})

describe('rate limits (429)', () => {
  it('waits out a short Retry-After and retries', async () => {
    emulator.faults.set({ rateLimit: 2, rateWindowMs: 1_000 })
    const { client, requests } = connectClient(emulator, { scheduler: { maxConcurrent: 1 } })
    const tracks = await Promise.all(
      trackIds()
        .slice(0, 3)
        .map((id) => client.tracks.getTrack(id)),
    )
    expect(tracks.map((t) => t.id)).toEqual(trackIds().slice(0, 3))
    expect(requests.map((r) => r.status)).toEqual([200, 200, 429, 200])
  })

  it('fails fast with RateLimitedError carrying the wait when Retry-After exceeds the cap', async () => {
    emulator.faults.set({ rateLimit: 1, rateWindowMs: 30_000 })
    const { client, requests } = connectClient(emulator, { retry: { maxRetryAfterSeconds: 5 } })
    await client.tracks.getTrack(trackIds()[0]!)
    const error = await failure(client.tracks.getTrack(trackIds()[1]!))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBeGreaterThan(5)
    expect(error.toBridgeError()).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfter: (error as RateLimitedError).retryAfter },
    })
    expect(requests.map((r) => r.status)).toEqual([200, 429])
    // Until the wait is over, further calls fail at once without spending a request.
    await expect(client.tracks.getTrack(trackIds()[2]!)).rejects.toBeInstanceOf(RateLimitedError)
    expect(requests).toHaveLength(2)
  })

  it('gives up with RateLimitedError when the retry budget is spent', async () => {
    emulator.faults.set({ rateLimit: 1, rateWindowMs: 1_000 })
    const { client, requests } = connectClient(emulator, { retry: { maxRateLimitRetries: 0 } })
    await client.tracks.getTrack(trackIds()[0]!)
    await expect(client.tracks.getTrack(trackIds()[1]!)).rejects.toBeInstanceOf(RateLimitedError)
    expect(requests.map((r) => r.status)).toEqual([200, 429])
  })
})

describe('server errors and network failures', () => {
  it('retries a GET after a 503 and succeeds once the service recovers', async () => {
    emulator.faults.set({ down: true })
    const { client, requests, recorder } = connectClient(emulator, { retry: { baseDelayMs: 50 } })
    recorder.onResponse((request) => {
      if (request.status === 503) emulator.faults.set({ down: false })
    })
    await expect(client.tracks.getTrack(trackIds()[0]!)).resolves.toMatchObject({ id: trackIds()[0] })
    expect(requests.map((r) => r.status)).toEqual([503, 200])
  })

  it('gives up after the retry budget with ApiError 503', async () => {
    emulator.faults.set({ errorRate: 1, errorStatuses: [503] })
    const { client, requests } = connectClient(emulator, { retry: { baseDelayMs: 10, maxServerRetries: 3 } })
    const error = await failure(client.tracks.getTrack(trackIds()[0]!))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503, operation: 'tracks.getTrack', code: 'SERVICE_ERROR' })
    expect(requests).toHaveLength(4)
  })

  it('never retries a POST that adds items after a 5xx (it may have reached the service)', async () => {
    emulator.faults.set({ errorRate: 1, errorStatuses: [503] })
    const { client, requests } = connectClient(emulator, { retry: { baseDelayMs: 10 } })
    const playlist = emulator.catalog.playlistSeeds.find((p) => p.ownerId === emulator.user.id)!
    const error = await failure(client.playlists.addItems(playlist.id, [`spotify:track:${trackIds()[0]}`]))
    expect(error).toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ method: 'POST' })
  })

  it('reports a service that cannot be reached as NetworkError after retrying', async () => {
    const gone = await startApiEmulator()
    const { client, requests } = connectClient(gone, { retry: { baseDelayMs: 10, maxServerRetries: 2 } })
    await gone.close()
    const error = await failure(client.tracks.getTrack(trackIds()[0]!))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.toBridgeError()).toMatchObject({ code: 'NETWORK', details: { cause: 'ECONNREFUSED' } })
    expect(requests).toHaveLength(3)
  })

  it('maps an error answer to ApiError with status, message and operation', async () => {
    const { client } = connectClient(emulator)
    const error = await failure(client.albums.getAlbum('0000000000000000000000'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, operation: 'albums.getAlbum', code: 'SERVICE_ERROR' })
    expect(error.toBridgeError()).toMatchObject({ code: 'SERVICE_ERROR', details: { status: 404 } })
  })
})

describe('timeouts and aborts', () => {
  it('times out a slow answer with TimeoutError and does not retry it', async () => {
    emulator.faults.set({ latencyMs: 1_000 })
    const { client, requests } = connectClient(emulator, { timeoutMs: 100 })
    const error = await failure(client.tracks.getTrack(trackIds()[0]!))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error.toBridgeError()).toMatchObject({ code: 'TIMEOUT', details: { timeoutMs: 100 } })
    expect(requests).toHaveLength(1)
  })

  it('takes a per-call timeout over the client default', async () => {
    emulator.faults.set({ latencyMs: 1_000 })
    const { client } = connectClient(emulator, { timeoutMs: 30_000 })
    await expect(client.tracks.getTrack(trackIds()[0]!, {}, { timeoutMs: 50 })).rejects.toBeInstanceOf(
      TimeoutError,
    )
  })

  it('aborts a request in flight', async () => {
    emulator.faults.set({ latencyMs: 1_000 })
    const { client, requests } = connectClient(emulator)
    const controller = new AbortController()
    const pending = client.tracks.getTrack(trackIds()[0]!, {}, { signal: controller.signal })
    await expect.poll(() => requests.length, { interval: 5 }).toBeGreaterThan(0)
    controller.abort()
    const error = await failure(pending)
    expect(error).toBeInstanceOf(AbortedError)
    expect(error.code).toBe('ABORTED')
  })

  it('sends nothing for an already aborted signal, or for a call aborted while queued', async () => {
    emulator.faults.set({ latencyMs: 300 })
    const { client, requests } = connectClient(emulator, { scheduler: { maxConcurrent: 1 } })
    await expect(
      client.tracks.getTrack(trackIds()[0]!, {}, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(AbortedError)
    expect(requests).toHaveLength(0)
    const first = client.tracks.getTrack(trackIds()[0]!)
    const controller = new AbortController()
    const queued = client.tracks.getTrack(trackIds()[1]!, {}, { signal: controller.signal })
    controller.abort()
    await expect(queued).rejects.toBeInstanceOf(AbortedError)
    await first
    expect(requests.map((r) => r.path)).toEqual([`/tracks/${trackIds()[0]}`])
  })
})

describe('scheduler against the service', () => {
  it('lets an interactive request through while background paging fills the other slots', async () => {
    emulator.faults.set({ latencyMs: 40 })
    const { client, requests } = connectClient(emulator, { scheduler: { maxConcurrent: 2 } })
    const playlist = [...emulator.catalog.playlistSeeds].sort((a, b) => b.items.length - a.items.length)[0]!
    const background = client.collectAll(
      ({ offset, limit, signal }) =>
        client.playlists.getItems(playlist.id, { offset, limit }, { lane: 'background', signal }),
      { pageSize: 1 },
    )
    await expect.poll(() => requests.length, { interval: 5 }).toBeGreaterThanOrEqual(3)
    const track = trackIds()[0]!
    // Counted from the moment of the click, not from a fixed number: however long a busy machine took to notice
    // the backlog had started, the click goes within the next few sends (the slots free up one by one).
    const sentBefore = requests.length
    await client.tracks.getTrack(track, {}, { lane: 'interactive' })
    const clickAt = requests.findIndex((r) => r.path === `/tracks/${track}`)
    await background
    // The click was sent long before the background backlog (one request per item) was through.
    expect(clickAt - sentBefore).toBeLessThan(3)
    expect(requests.length).toBeGreaterThan(playlist.items.length)
  })

  it("spreads requests over the rolling window so the service's budget is never exceeded", async () => {
    emulator.faults.set({ rateLimit: 3, rateWindowMs: 1_000 })
    // The client's window is a little longer than the service's: the client counts from when it sends, the
    // service from when a request arrives, and on a busy machine the way between takes longer for some
    // requests than for others. The margin covers that difference (100 ms left little room for it).
    const { client, requests } = connectClient(emulator, {
      scheduler: { budget: 3, windowMs: 1_500, interactiveReserve: { budget: 0 } },
    })
    const tracks = await Promise.all(
      trackIds()
        .slice(0, 5)
        .map((id) => client.tracks.getTrack(id)),
    )
    expect(tracks).toHaveLength(5)
    expect(requests.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
  })
})
