import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import {
  type ApiClient,
  clientWithScopes,
  fetchJson,
  startTestEmulator,
  type ErrorBody,
} from '../../support/emulator'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
let path: string

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
  path = `/tracks/${emulator.catalog.tracks[0]?.id ?? ''}`
})
afterEach(() => {
  emulator.faults.reset()
})
afterAll(() => emulator.close())

const tokenRequest = () =>
  fetchJson<{ error: string }>(`${emulator.accountsUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=refresh_token&refresh_token=x&client_id=encore-demo-client',
  })

describe('injected errors', () => {
  it('errorRate 1 answers every request with 500, 502 or 503 in the service shape', async () => {
    emulator.faults.set({ errorRate: 1 })
    const statuses = new Set<number>()
    for (let i = 0; i < 30; i++) {
      const response = await api.get(path)
      expect([500, 502, 503]).toContain(response.status)
      expect((response.body as ErrorBody).error.status).toBe(response.status)
      statuses.add(response.status)
    }
    expect(statuses.size).toBeGreaterThan(1)
  })

  it('errorRate 0.5 fails some requests and passes others', async () => {
    emulator.faults.set({ errorRate: 0.5 })
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await api.get(path)).status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0)
    expect(statuses.filter((s) => s >= 500).length).toBeGreaterThan(0)
  })

  it('errorStatuses narrows the failures', async () => {
    emulator.faults.set({ errorRate: 1, errorStatuses: [502] })
    expect((await api.get(path)).status).toBe(502)
  })
})

describe('rate budget over a rolling 30-second window', () => {
  it('answers 429 with Retry-After once the budget is spent, until the window rolls', async () => {
    emulator.faults.set({ rateLimit: 3 })
    for (let i = 0; i < 3; i++) expect((await api.get(path)).status).toBe(200)
    const limited = await api.get(path)
    expect(limited.status).toBe(429)
    expect((limited.body as ErrorBody).error).toEqual({ status: 429, message: expect.any(String) })
    expect(limited.headers.get('retry-after')).toBe('30')

    emulator.clock.advance(10_000)
    const still = await api.get(path)
    expect(still.status).toBe(429)
    expect(still.headers.get('retry-after')).toBe('20')

    emulator.clock.advance(20_000)
    expect((await api.get(path)).status).toBe(200)
  })

  it('counts requests, not distinct ones, and spares the accounts service', async () => {
    emulator.faults.set({ rateLimit: 1 })
    expect((await api.get('/markets')).status).toBe(200)
    expect((await api.get('/markets')).status).toBe(429)
    expect((await tokenRequest()).status).toBe(400)
  })
})

describe('a 429 storm', () => {
  it('throttleRate answers that share of /v1 requests 429 with a Retry-After in the range, whatever the rate', async () => {
    emulator.faults.set({ throttleRate: 1, throttleRetryAfterSeconds: [2, 4] })
    const waits = new Set<string | null>()
    for (let i = 0; i < 30; i++) {
      const response = await api.get(path)
      expect(response.status).toBe(429)
      expect((response.body as ErrorBody).error.status).toBe(429)
      waits.add(response.headers.get('retry-after'))
    }
    expect([...waits].sort()).toEqual(['2', '3', '4'])
    expect((await tokenRequest()).status).toBe(400)
  })

  it('throttleRate 0.5 lets some requests through, and traffic records the wait it asked for', async () => {
    emulator.traffic.clear()
    emulator.faults.set({ throttleRate: 0.5, throttleRetryAfterSeconds: [1, 1] })
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await api.get(path)).status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    const entries = emulator.traffic.entries()
    expect(entries.filter((entry) => entry.status === 429).every((entry) => entry.retryAfter === 1)).toBe(
      true,
    )
    expect(
      entries.filter((entry) => entry.status === 200).every((entry) => entry.retryAfter === undefined),
    ).toBe(true)
  })

  it('refuses a share outside 0..1 and a range whose minimum exceeds its maximum', () => {
    expect(() => emulator.faults.set({ throttleRate: 1.5 })).toThrow(/throttleRate/)
    expect(() => emulator.faults.set({ throttleRetryAfterSeconds: [3, 1] })).toThrow(
      /throttleRetryAfterSeconds/,
    )
  })
})

describe('service down', () => {
  it('fails every request with 503, the accounts service too', async () => {
    emulator.faults.set({ down: true })
    expect((await api.get(path)).status).toBe(503)
    const token = await tokenRequest()
    expect(token.status).toBe(503)
    expect(token.body.error).toBe('temporarily_unavailable')
    const authorize = await fetch(`${emulator.accountsUrl}/authorize`, { redirect: 'manual' })
    expect(authorize.status).toBe(503)
  })
})

describe('a stalled service (stallMs)', () => {
  it('handles a request at once and holds its answer: a refresh token rotated while the client still waits', async () => {
    const issued = emulator.issueToken()
    const refresh = (refreshToken: string) =>
      fetchJson<{ refresh_token?: string; error?: string }>(`${emulator.accountsUrl}/api/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: emulator.clientId,
        }).toString(),
      })
    const before = emulator.issuedTokens().length
    emulator.faults.set({ stallMs: 600_000 })
    let answered = false
    const late = refresh(issued.refresh_token).finally(() => {
      answered = true
    })
    // Handled: the rotation issued new tokens, and the answer is still held.
    await expect.poll(() => emulator.issuedTokens().length).toBeGreaterThan(before)
    const rotated = emulator.issuedTokens().at(-1)
    expect(answered).toBe(false)

    // Lifting the stall lets the held answer go, with the token the rotation issued.
    emulator.faults.set({ stallMs: 0 })
    expect(await late).toMatchObject({ status: 200, body: { refresh_token: rotated } })
    // Sent again with the old token (as a client that gave up would): refused.
    expect(await refresh(issued.refresh_token)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })
  })

  it('holds /v1 answers too, and reset lets them go', async () => {
    emulator.faults.set({ stallMs: 600_000 })
    let answered = false
    const arrived = emulator.traffic.arrival({ path })
    const held = api.get(path).finally(() => {
      answered = true
    })
    await arrived
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(answered).toBe(false)
    emulator.faults.reset()
    expect((await held).status).toBe(200)
    expect(() => emulator.faults.set({ stallMs: -1 })).toThrow(/stallMs/)
  })
})

describe('fault control', () => {
  it('reset returns to the start settings and empties the rate window', async () => {
    emulator.faults.set({ rateLimit: 1, errorRate: 0 })
    await api.get(path)
    expect((await api.get(path)).status).toBe(429)
    const settings = emulator.faults.reset()
    expect(settings.rateLimit).toBeNull()
    expect((await api.get(path)).status).toBe(200)
  })

  it('refuses impossible settings', () => {
    expect(() => emulator.faults.set({ errorRate: 2 })).toThrow(/errorRate/)
    expect(() => emulator.faults.set({ rateLimit: 0 })).toThrow(/rateLimit/)
    expect(() => emulator.faults.set({ latencyMs: -5 })).toThrow(/latencyMs/)
    expect(emulator.faults.get().errorRate).toBe(0)
  })

  it('start options become the settings reset returns to', async () => {
    const other = await startTestEmulator({ faults: { down: true, latencyMs: 0 } })
    try {
      expect(other.faults.get().down).toBe(true)
      other.faults.set({ down: false })
      expect(other.faults.reset().down).toBe(true)
    } finally {
      await other.close()
    }
  })
})
