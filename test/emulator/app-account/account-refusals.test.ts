/**
 * The account-level refusals of service-2026.md §5, in every API mode: the developer account's quota (429
 * QUOTA_EXCEEDED with a real Retry-After), a user not registered for the app, and the owner's lapsed Premium
 * (403 with the service's words); and refresh tokens that end six months after consent in API mode 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MODES, type EmulatorHandle, type ManualClock } from '../../../electron/emulator'
import { parseEmulatorArgs, USAGE } from '../../../electron/emulator/cli-args'
import {
  apiClient,
  clientWithScopes,
  fetchJson,
  startTestEmulator,
  type ApiClient,
} from '../../support/emulator'

const QUOTA_BODY = { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } }
const UNREGISTERED = {
  error: {
    status: 403,
    message:
      'The user is not registered for this application. Please check your settings on https://developer.spotify.com/dashboard.',
  },
}
const OWNER_PREMIUM = {
  error: { status: 403, message: 'Active premium subscription required for the owner of the app' },
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator({ apiMode: '2026' })
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const track = () => `/tracks/${emulator.catalog.tracks[0]!.id}`

describe('the quota', () => {
  it('lets N requests through per window, then answers 429 QUOTA_EXCEEDED with Retry-After until the window frees', async () => {
    emulator.setQuota(3, { windowSeconds: 3600 })
    try {
      for (let i = 0; i < 3; i++) expect((await api.get(track())).status).toBe(200)
      emulator.clock.advance(600_000)
      const refused = await api.get(track())
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual(QUOTA_BODY)
      expect(refused.headers.get('retry-after')).toBe('3000')
      emulator.clock.advance(2_999_000)
      expect((await api.get('/me')).headers.get('retry-after')).toBe('1')
      emulator.clock.advance(1_000)
      expect((await api.get(track())).status).toBe(200)
    } finally {
      emulator.setQuota(null)
    }
  })

  it('is a rolling window: each request leaves it on its own, and Retry-After names when the oldest does', async () => {
    emulator.setQuota(3, { windowSeconds: 3600 })
    try {
      expect((await api.get(track())).status).toBe(200) // t = 0
      emulator.clock.advance(1_000_000)
      expect((await api.get(track())).status).toBe(200) // t = 1,000 s
      emulator.clock.advance(1_000_000)
      expect((await api.get(track())).status).toBe(200) // t = 2,000 s
      emulator.clock.advance(100_000)
      const refused = await api.get(track())
      expect(refused.status).toBe(429)
      // The first request leaves at 3,600 s: 1,500 s from 2,100 s. A fixed window would say the same here…
      expect(refused.headers.get('retry-after')).toBe('1500')
      emulator.clock.advance(1_500_000)
      expect((await api.get(track())).status).toBe(200) // t = 3,600 s: one slot freed
      // …but then only one more fits: the second request leaves at 4,600 s, not a whole window later.
      const again = await api.get(track())
      expect(again.status).toBe(429)
      expect(again.headers.get('retry-after')).toBe('1000')
    } finally {
      emulator.setQuota(null)
    }
  })

  it('counts only requests with a valid token, and a day by default', async () => {
    emulator.setQuota(1)
    try {
      expect(emulator.account()).toMatchObject({ quota: 1, quotaWindowSeconds: 86_400 })
      expect((await apiClient(emulator, 'forged').get(track())).status).toBe(401)
      expect((await api.get(track())).status).toBe(200)
      const refused = await api.get(track())
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBe(86_400)
    } finally {
      emulator.setQuota(null)
    }
  })

  it('is not the 30-second rate limit: faults.reset() leaves it, and a new setting starts an empty window', async () => {
    emulator.setQuota(1)
    try {
      await api.get(track())
      emulator.faults.reset()
      expect((await api.get(track())).status).toBe(429)
      emulator.setQuota(1)
      expect((await api.get(track())).status).toBe(200)
    } finally {
      emulator.setQuota(null)
    }
  })

  it('refuses a quota that is not a whole number of at least 1', async () => {
    expect(() => emulator.setQuota(0)).toThrow(/quota must be a whole number/)
    expect(() => emulator.setQuota(2, { windowSeconds: 0.5 })).toThrow(/quotaWindowSeconds/)
    await expect(startTestEmulator({ quota: -1 })).rejects.toThrow(/quota/)
  })
})

describe('the user not registered for the app, and the owner without Premium', () => {
  it('answer every /v1 call with 403 and the service’s words, in every API mode', async () => {
    const me = emulator.user.id
    const paths = [track(), '/me', '/me/player', `/users/${me}`, '/me/library/contains?uris=spotify:user:x']
    for (const mode of API_MODES) {
      emulator.setApiMode(mode)
      try {
        emulator.setUnregisteredUser(true)
        for (const path of paths)
          expect({ mode, path, ...(await api.get(path)) }).toMatchObject({ status: 403, body: UNREGISTERED })
        emulator.setUnregisteredUser(false)
        emulator.setOwnerPremiumLapsed(true)
        for (const path of paths)
          expect({ mode, path, ...(await api.get(path)) }).toMatchObject({ status: 403, body: OWNER_PREMIUM })
      } finally {
        emulator.setUnregisteredUser(false)
        emulator.setOwnerPremiumLapsed(false)
        emulator.setApiMode('2026')
      }
    }
    expect((await api.get(track())).status).toBe(200)
  })

  it('still answers 401 first, and leaves the accounts service alone (sign-in works)', async () => {
    emulator.setUnregisteredUser(true)
    try {
      expect((await apiClient(emulator, undefined).get('/me')).status).toBe(401)
      const { refresh_token } = emulator.issueToken()
      const refreshed = await fetchJson(`${emulator.accountsUrl}/api/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token,
          client_id: emulator.clientId,
        }),
      })
      expect(refreshed.status).toBe(200)
    } finally {
      emulator.setUnregisteredUser(false)
    }
  })

  it('can be set at start', async () => {
    const started = await startTestEmulator({ ownerPremiumLapsed: true, quota: 5, quotaWindowSeconds: 60 })
    try {
      expect(started.account()).toEqual({
        quota: 5,
        quotaWindowSeconds: 60,
        unregisteredUser: false,
        ownerPremiumLapsed: true,
      })
      expect((await clientWithScopes(started).get('/me')).body).toEqual(OWNER_PREMIUM)
    } finally {
      await started.close()
    }
  })
})

describe('refresh tokens in API mode 2026', () => {
  const refresh = (e: EmulatorHandle, refreshToken: string) =>
    fetchJson<{ error?: string; error_description?: string; refresh_token?: string }>(
      `${e.accountsUrl}/api/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: e.clientId,
        }),
      },
    )

  it('end 182 days after consent, however often they were refreshed, with invalid_grant "Refresh token expired"', async () => {
    let token = emulator.issueToken().refresh_token
    for (let month = 0; month < 6; month++) {
      emulator.clock.advance(30 * 86_400_000)
      const renewed = await refresh(emulator, token)
      expect(renewed.status).toBe(200)
      token = renewed.body.refresh_token!
    }
    emulator.clock.advance(2 * 86_400_000)
    expect(await refresh(emulator, token)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Refresh token expired' },
    })
  })

  it('live on in the classic mode', async () => {
    const classic = await startTestEmulator({ tokenTtlSeconds: 60 })
    try {
      const token = classic.issueToken().refresh_token
      classic.clock.advance(400 * 86_400_000)
      expect((await refresh(classic, token)).status).toBe(200)
    } finally {
      await classic.close()
    }
  })
})

describe('the CLI flags', () => {
  it('become the options, and the usage names them', () => {
    expect(
      parseEmulatorArgs([
        '--quota',
        '100',
        '--quota-window-s',
        '3600',
        '--unregistered-user',
        '--owner-premium-lapsed',
      ]),
    ).toEqual({
      kind: 'run',
      options: { quota: 100, quotaWindowSeconds: 3600, unregisteredUser: true, ownerPremiumLapsed: true },
    })
    expect(() => parseEmulatorArgs(['--quota', '0'])).toThrow(/--quota must be a whole number from 1/)
    expect(() => parseEmulatorArgs(['--quota-window-s', 'day'])).toThrow(/--quota-window-s/)
    for (const flag of ['--quota N', '--quota-window-s S', '--unregistered-user', '--owner-premium-lapsed'])
      expect(USAGE).toContain(flag)
  })
})
