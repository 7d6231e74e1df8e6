/**
 * The player, the queue, the history and top items through the client against the emulator's player
 * simulation, on the emulator's manual clock (time moves when the test says so).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, type Device } from '../../../electron/core/service/api'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { connectClient, startApiEmulator, type ConnectedClient } from '../../support/api-harness'

let emulator: EmulatorHandle<ManualClock>
let connected: ConnectedClient
let api: ConnectedClient['client']

beforeAll(async () => {
  emulator = (await startApiEmulator({ clock: 'manual' })) as EmulatorHandle<ManualClock>
  connected = connectClient(emulator)
  api = connected.client
})
afterAll(() => emulator.close())

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const album = () => emulator.catalog.albums.find((a) => a.trackIds.length >= 5)!
let device: Device

describe('player', () => {
  it('says NO_ACTIVE_DEVICE when nothing is active, with its own bridge code', async () => {
    await expect(api.player.getPlaybackState()).resolves.toBeUndefined() // 204: nothing is active
    const error = await failure(api.player.play({ uris: [`spotify:track:${album().trackIds[0]}`] }))
    expect(error).toMatchObject({ status: 404, reason: 'NO_ACTIVE_DEVICE', code: 'NO_ACTIVE_DEVICE' })
  })

  it('lists devices and transfers playback to one', async () => {
    const devices = await api.player.getDevices()
    expect(devices.length).toBeGreaterThan(1)
    device = devices.find((d) => d.volume_percent !== null && !d.is_restricted && d.id)!
    await api.player.transferPlayback([device.id!], { play: false })
    const after = await api.player.getDevices()
    expect(after.find((d) => d.is_active)?.id).toBe(device.id)
  })

  it('plays an album from an offset and position, and reports what plays', async () => {
    const record = album()
    await api.player.play({
      deviceId: device.id!,
      contextUri: `spotify:album:${record.id}`,
      offset: { position: 1 },
      positionMs: 1_000,
    })
    const playing = await api.player.getCurrentlyPlaying({ market: 'US' })
    expect(playing).toMatchObject({ is_playing: true, item: { id: record.trackIds[1] } })
    expect(playing?.progress_ms).toBeGreaterThanOrEqual(1_000)
    expect(playing?.context?.uri).toBe(`spotify:album:${record.id}`)
  })

  it('pauses, refuses to pause twice (ALREADY_PAUSED), and resumes', async () => {
    await api.player.pause()
    expect((await api.player.getPlaybackState())?.is_playing).toBe(false)
    const error = await failure(api.player.pause())
    expect(error).toMatchObject({ reason: 'ALREADY_PAUSED', code: 'SERVICE_ERROR' })
    await api.player.play()
    expect((await api.player.getPlaybackState())?.is_playing).toBe(true)
  })

  it('seeks, sets repeat, shuffle and volume', async () => {
    await api.player.seek(5_000, { deviceId: device.id! })
    await api.player.setRepeat('track')
    await api.player.setShuffle(true)
    await api.player.setVolume(30)
    const state = await api.player.getPlaybackState()
    expect(state).toMatchObject({
      repeat_state: 'track',
      shuffle_state: true,
      device: { volume_percent: 30 },
    })
    expect(state?.progress_ms).toBeGreaterThanOrEqual(5_000)
    await api.player.setRepeat('off')
    await api.player.setShuffle(false)
  })

  it('skips to the next and the previous track', async () => {
    const before = (await api.player.getCurrentlyPlaying())?.item?.id
    await api.player.skipToNext()
    const next = (await api.player.getCurrentlyPlaying())?.item?.id
    expect(next).not.toBe(before)
    await api.player.skipToPrevious()
    expect((await api.player.getCurrentlyPlaying())?.item?.id).toBe(before)
  })

  it('queues a track and lists the queue', async () => {
    const uri = `spotify:track:${emulator.catalog.tracks[7]!.id}`
    await api.player.addToQueue(uri)
    const queue = await api.player.getQueue()
    expect(queue.currently_playing).not.toBeNull()
    expect(queue.queue[0]?.uri).toBe(uri)
  })

  it('keeps the history of what played, paged back by the before cursor', async () => {
    emulator.clock.advance(20 * 60_000)
    const recent = await api.player.getRecentlyPlayed({ limit: 50 })
    expect(recent.items.length).toBeGreaterThan(2)
    const played = recent.items.map((item) => item.played_at)
    expect([...played].sort().reverse()).toEqual(played)
    const seen: string[] = []
    for await (const page of api.player.iterateRecentlyPlayed({ limit: 2 })) {
      seen.push(...page.items.map((item) => item.played_at))
      if (seen.length >= 6) break
    }
    expect(seen).toEqual(played.slice(0, seen.length))
    const after = await api.player.getRecentlyPlayed({ limit: 50, after: Date.parse(played.at(-1)!) })
    expect(after.items.length).toBe(recent.items.length - 1)
  })

  it('refuses volume on a device without volume control (VOLUME_CONTROL_DISALLOW)', async () => {
    const fixed = (await api.player.getDevices()).find((d) => d.volume_percent === null && !d.is_restricted)
    expect(fixed).toBeDefined()
    await api.player.transferPlayback([fixed!.id!], { play: true })
    const error = await failure(api.player.setVolume(50))
    expect(error).toMatchObject({ status: 403, reason: 'VOLUME_CONTROL_DISALLOW' })
  })

  it('says PREMIUM_REQUIRED for commands of a free account, with its own bridge code', async () => {
    const user = emulator.state.user(emulator.user.id)
    user.product = 'free'
    try {
      const error = await failure(api.player.skipToNext())
      expect(error).toMatchObject({ status: 403, reason: 'PREMIUM_REQUIRED', code: 'PREMIUM_REQUIRED' })
      expect(error.toBridgeError().code).toBe('PREMIUM_REQUIRED')
    } finally {
      user.product = 'premium'
    }
  })
})

describe('personalization', () => {
  it('lists top artists and tracks per time range', async () => {
    for (const timeRange of ['short_term', 'medium_term', 'long_term'] as const) {
      const tracks = await api.personalization.getTopTracks({ timeRange, limit: 5 })
      expect(tracks.items.length).toBeLessThanOrEqual(5)
      const artists = await api.personalization.getTopArtists({ timeRange, limit: 5, offset: 0 })
      expect(artists.items.every((a) => a.type === 'artist')).toBe(true)
    }
    const recentTop = await api.personalization.getTopTracks({ timeRange: 'short_term', limit: 50 })
    expect(recentTop.items.length).toBeGreaterThan(0)
  })
})
