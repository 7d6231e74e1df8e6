/**
 * The account-level refusals through the client, in each generation, against the emulator's knobs: typed
 * errors the app can turn into states. A quota refusal stops every call until the quota returns, without a
 * retry or a wait; none of them is mistaken for a removed operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AccountNotRegisteredError,
  ApiError,
  OwnerPremiumRequiredError,
  QuotaExceededError,
  type Generation,
} from '../../../../electron/core/service/api'
import {
  startEmulator,
  type EmulatorHandle,
  type ManualClock as EmulatorClock,
} from '../../../../electron/emulator'
import { connectClient } from '../../../support/api-harness'
import { ManualClock } from '../../../support/manual-clock'

let emulator: EmulatorHandle<EmulatorClock>

beforeAll(async () => {
  emulator = await startEmulator({
    size: 'small',
    seed: 'api-client-tests',
    clock: 'manual',
    tokenTtlSeconds: 86_400 * 30,
  })
})
afterAll(() => emulator.close())

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe.each<Generation>(['classic', '2024', '2026'])('generation %s', (generation) => {
  beforeAll(() => emulator.setApiMode(generation))
  const connect = (clock?: ManualClock) =>
    connectClient(emulator, { generation, ...(clock ? { clock } : {}) })
  const track = () => emulator.catalog.tracks[0]!.id

  it('a user not registered for the app: AccountNotRegisteredError (ACCOUNT_NOT_REGISTERED) with the dashboard', async () => {
    emulator.setUnregisteredUser(true)
    try {
      const { client, requests } = connect()
      for (const call of [
        () => client.users.getCurrentUserProfile(),
        () => client.library.saveTracks([track()]),
      ]) {
        const error = await failure(call())
        expect(error).toBeInstanceOf(AccountNotRegisteredError)
        expect((error as AccountNotRegisteredError).toBridgeError()).toEqual({
          code: 'ACCOUNT_NOT_REGISTERED',
          message: expect.stringContaining('User Management') as unknown,
          details: {
            operation: expect.any(String) as unknown,
            dashboardUrl: 'https://developer.spotify.com/dashboard',
          },
        })
      }
      // A 403 on an operation 2026 removed, but not a removal: nothing learned, no replacement tried.
      expect(client.availability().learned).toEqual([])
      expect(requests.map((r) => r.status)).toEqual([403, 403])
    } finally {
      emulator.setUnregisteredUser(false)
    }
  })

  it('the owner’s lapsed Premium: OwnerPremiumRequiredError (OWNER_PREMIUM_REQUIRED)', async () => {
    emulator.setOwnerPremiumLapsed(true)
    try {
      const { client } = connect()
      const error = await failure(client.tracks.getTrack(track()))
      expect(error).toBeInstanceOf(OwnerPremiumRequiredError)
      expect((error as OwnerPremiumRequiredError).toBridgeError()).toMatchObject({
        code: 'OWNER_PREMIUM_REQUIRED',
        message: expect.stringContaining('owner of the app') as unknown,
      })
      expect(client.availability().learned).toEqual([])
    } finally {
      emulator.setOwnerPremiumLapsed(false)
    }
  })

  it('the quota used up: QuotaExceededError with resumesAt; nothing is sent before then, nothing retried', async () => {
    const clock = new ManualClock(emulator.clock.now())
    emulator.setQuota(2, { windowSeconds: 3600 })
    try {
      const { client, requests } = connect(clock)
      await client.tracks.getTrack(track())
      clock.advance(600_000)
      emulator.clock.advance(600_000)
      await client.tracks.getTrack(track())
      const error = await failure(client.tracks.getTrack(track()))
      expect(error).toBeInstanceOf(QuotaExceededError)
      expect((error as QuotaExceededError).toBridgeError()).toEqual({
        code: 'QUOTA_EXCEEDED',
        message: expect.stringContaining(new Date(clock.now() + 3_000_000).toISOString()) as unknown,
        details: { operation: 'tracks.getTrack', retryAfter: 3000, resumesAt: clock.now() + 3_000_000 },
      })
      expect(requests.map((r) => r.status)).toEqual([200, 200, 429])

      // Every call fails fast until then, with the time left.
      clock.advance(1_000_000)
      const fast = await failure(client.users.getCurrentUserProfile())
      expect(fast).toMatchObject({ retryAfter: 2000, resumesAt: (error as QuotaExceededError).resumesAt })
      expect(requests).toHaveLength(3)
      expect(clock.pendingTimers).toBe(0)

      // And goes again once the quota returned.
      clock.advance(2_000_000)
      emulator.clock.advance(3_000_000)
      await expect(client.tracks.getTrack(track())).resolves.toMatchObject({ id: track() })
    } finally {
      emulator.setQuota(null)
    }
  })

  it('a short quota Retry-After is not waited on either (unlike the 30 s rate limit)', async () => {
    emulator.setQuota(1, { windowSeconds: 2 })
    try {
      const { client, requests } = connect(new ManualClock(emulator.clock.now()))
      await client.tracks.getTrack(track())
      const error = await failure(client.tracks.getTrack(track()))
      expect(error).toMatchObject({ code: 'QUOTA_EXCEEDED', retryAfter: 2 })
      expect(requests.map((r) => r.status)).toEqual([200, 429])
    } finally {
      emulator.setQuota(null)
    }
  })

  it('any other 403 stays as it was: an ApiError quoting the service', async () => {
    const { client } = connect()
    const theirs = emulator.catalog.playlistSeeds.find((p) => p.ownerId !== emulator.user.id)!
    const error = await failure(client.playlists.changeDetails(theirs.id, { name: 'Mine now' }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, code: 'SERVICE_ERROR' })
    expect(client.availability().learned).toEqual([])
  })
})
