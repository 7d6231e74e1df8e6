import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { HistoryStatus, PlaybackState } from '../../../../electron/contract'
import { createApiClient, type ApiClient } from '../../../../electron/core/service/api'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { createHistory, type History } from '../../../../electron/core/features/history'
import { readingFromWire } from '../../../../electron/core/features/playback/reading'
import type { EmulatorHandle, ManualClock as EmulatorClock } from '../../../../electron/emulator'
import { startTestEmulator } from '../../../support/emulator'
import { EmulatorTokenProvider } from '../../../support/emulator-token-provider'
import { demoSession } from '../../../support/history-offline'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'
import { aState } from '../../../support/playback-states'

/**
 * The history service on core's bus, against the emulator as the service, on two fake clocks moved together:
 * the phone plays, Encore reads the player now and then, and the service's recently played is read hourly.
 */

const S = 1000
const MIN = 60 * S
let emulator: EmulatorHandle<EmulatorClock>
let clock: ManualClock
let api: ApiClient
let bus: EventBus
let history: History
let dataDir: string
const statuses: HistoryStatus[] = []

function start() {
  history = createHistory({
    bus,
    api: () => api,
    apiUrl: () => emulator.apiUrl,
    clock,
    logger: createMemoryLogger().logger,
    dataDir,
    library: {
      savedTracks: () => [],
      trackOf: () => aState().track!,
      followedArtists: () => null,
      contextInfo: () => null,
    },
  })
}

beforeEach(async () => {
  emulator = await startTestEmulator()
  clock = new ManualClock(emulator.clock.now())
  const tokens = new EmulatorTokenProvider({
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    initial: emulator.issueToken({ ttlSeconds: 90 * 86_400 }),
    now: () => clock.now(),
  })
  api = createApiClient({
    baseUrl: emulator.apiUrl,
    tokenProvider: tokens,
    clock,
    logger: createMemoryLogger().logger,
    random: () => 0,
  })
  bus = new EventBus()
  bus.on('history.changed', (status) => statuses.push(status))
  dataDir = mkdtempSync(join(tmpdir(), 'encore-history-service-'))
  start()
})
afterEach(async () => {
  history.dispose()
  await emulator.close()
  rmSync(dataDir, { recursive: true, force: true })
  statuses.length = 0
})

/** A sign-in of `userId` as core's bus tells it; the read it starts (at once, on the clock) is waited for. */
async function signIn(userId = emulator.user.id) {
  bus.emit('session.changed', demoSession(userId))
  await pass(0)
}

/** Both clocks move together; timers due meanwhile fire (the hourly read among them) and are waited for. */
async function pass(ms: number) {
  emulator.clock.advance(ms)
  clock.advance(ms)
  await history.service.idle()
}

/** Encore reads the player, as the engine does, and publishes what it read. */
async function encoreReads(): Promise<PlaybackState> {
  const wire = await api.player.getPlaybackState({}, { lane: 'sync' })
  const reading = readingFromWire(wire, clock.now())
  const state = aState({
    ...(reading ?? { track: null, isPlaying: false, device: null }),
    context: reading?.context ? { ...reading.context, name: null } : null,
    status: reading?.track ? 'ok' : 'idle',
    progressMs: reading?.progressMs ?? 0,
    sampledAt: clock.now(),
    readAt: clock.now(),
    saved: null,
  })
  bus.emit('playback.state', state)
  return state
}

/** The phone starts an album. */
async function phonePlays(albumId: string) {
  const devices = await api.player.getDevices({ lane: 'interactive' })
  const phone = devices.find((device) => device.type === 'Smartphone')!
  await api.player.play(
    { deviceId: phone.id!, contextUri: `spotify:album:${albumId}` },
    { lane: 'interactive' },
  )
}

const albumOf = (tracks: number) => emulator.catalog.albums.find((album) => album.trackIds.length >= tracks)!
const durationOf = (trackId: string) => emulator.catalog.track(trackId)!.durationMs
const recent = async (limit = 50) =>
  (await history.handlers['history.recentlyPlayed']({ limit }, { signal: new AbortController().signal }))
    .items

describe('the history keeps every play once, however Encore learned of it', () => {
  it('a sign-in reads the service’s recently played (its newest 50); the hourly read goes on from the cursor', async () => {
    await signIn()
    expect(history.service.status()).toMatchObject({
      plays: 50,
      serviceReadAt: clock.now(),
      serviceProblem: null,
      // Settings says where it is kept: the user's own folder in the data folder.
      folder: expect.stringMatching(new RegExp(`^${dataDir}/history/history-[0-9a-f]{24}$`)),
    })
    expect(emulator.traffic.count({ path: '/me/player/recently-played' })).toBe(1)

    const album = albumOf(3)
    await phonePlays(album.id)
    await pass(60 * MIN)
    // Every track that ended within the hour (the album stops at its end).
    let elapsed = 0
    const ended = album.trackIds.filter((id) => (elapsed += durationOf(id)) <= 60 * MIN).length
    expect(history.service.status().plays).toBe(50 + ended)
    const reads = emulator.traffic.entries().filter((entry) => entry.path === '/me/player/recently-played')
    expect(reads).toHaveLength(2)
    expect(Number(new URLSearchParams(reads[1]!.query).get('after'))).toBeGreaterThan(0)
    expect(new URLSearchParams(reads[0]!.query).get('after')).toBeNull()
  })

  it('seen by Encore’s reads, by the service’s recently played, or both: one play each', async () => {
    await signIn()
    const before = history.service.status().plays
    const album = albumOf(3)
    const [one, two, three] = album.trackIds as [string, string, string]
    await phonePlays(album.id)
    const startedAt = clock.now()
    // Encore looks now and then while the first track plays, and sees the second start.
    await encoreReads()
    await pass(60 * S)
    await encoreReads()
    await pass(durationOf(one) - 60 * S + 10 * S)
    await encoreReads()
    expect(history.service.status().plays).toBe(before + 1)
    // Then it looks away: the second and third tracks play unseen; the hourly read tells of all three.
    await pass(durationOf(two) + durationOf(three))
    await pass(60 * MIN)
    const sources = async () =>
      (await recent(50))
        .filter((play) => [one, two, three].includes(play.track.id ?? ''))
        .map((play) => [play.track.id, play.source])
    // The first, seen to its end: one play with the service's time and Encore's device and listening. The
    // second is still open on Encore's side (it saw it start, not end): the service's record alone for now.
    expect(await sources()).toEqual([
      [three, 'service'],
      [two, 'service'],
      [one, 'both'],
    ])
    const first = (await recent(50)).find((play) => play.track.id === one)
    expect(first).toMatchObject({ device: 'Pocket Phone', playedMs: durationOf(one) })
    // Every track of the album that ended meanwhile once, however many ways Encore heard of it.
    let elapsed = 0
    const ended = album.trackIds.filter((id) => (elapsed += durationOf(id)) <= clock.now() - startedAt).length
    expect(history.service.status().plays).toBe(before + ended)
    // Encore looks again: the second is over on its side too, and it is the service's play of it.
    await encoreReads()
    expect(await sources()).toEqual([
      [three, 'service'],
      [two, 'both'],
      [one, 'both'],
    ])
    expect(history.service.status().plays).toBe(before + ended)
  })

  it('the service tells of a play before Encore saw it end: still one play', async () => {
    await signIn()
    const before = history.service.status().plays
    const album = albumOf(2)
    const [one] = album.trackIds as [string]
    await phonePlays(album.id)
    await encoreReads()
    await pass(90 * S)
    await encoreReads()
    // The track ends unseen; the hourly read comes first and tells of it (and of the next ones).
    await pass(60 * MIN)
    const told = history.service.status().plays
    expect(told).toBeGreaterThan(before)
    // Encore looks again: the track it last saw is over; it is the one the service told of.
    await encoreReads()
    expect(history.service.status().plays).toBe(told)
    const first = (await recent(50)).find((play) => play.track.id === one)
    expect(first).toMatchObject({ source: 'both', device: 'Pocket Phone' })
  })

  it('a track Encore counted that the service did not (half of a short track) stays one play', async () => {
    await signIn()
    const before = history.service.status().plays
    const state = aState({
      track: aState().track,
      progressMs: 0,
      sampledAt: clock.now(),
      readAt: clock.now(),
    })
    const short = { ...state.track!, durationMs: 40 * S, uri: 'spotify:track:shortone', id: 'shortone' }
    bus.emit('playback.state', { ...state, track: short })
    await pass(25 * S)
    bus.emit('playback.state', {
      ...state,
      track: short,
      progressMs: 25 * S,
      sampledAt: clock.now(),
      readAt: clock.now(),
    })
    bus.emit('playback.state', {
      ...state,
      status: 'idle',
      track: null,
      sampledAt: clock.now() + 1,
      readAt: clock.now() + 1,
    })
    expect(history.service.status().plays).toBe(before + 1)
    await pass(60 * MIN)
    expect(
      (await recent(50)).filter((play) => play.track.id === 'shortone').map((play) => play.source),
    ).toEqual(['player'])
  })
})

describe('per user, kept across sign-outs and restarts', () => {
  it('signing out keeps it; another user has a history of their own; a restart finds it again', async () => {
    await signIn()
    const mine = history.service.status()
    expect(mine.owner).toEqual({ service: 'demo', userId: emulator.user.id })
    bus.emit('session.changed', { status: 'signed-out', profile: 'demo', reason: null })
    expect(history.service.status()).toMatchObject({ owner: null, plays: 0 })
    await expect(recent()).rejects.toMatchObject({ code: 'NOT_SIGNED_IN' })

    await signIn('someone-else')
    expect(history.service.status().owner?.userId).toBe('someone-else')

    history.dispose()
    start()
    bus.emit('session.changed', demoSession(emulator.user.id))
    expect(history.service.status().plays).toBe(mine.plays)
    // Signed in again soon after the last read: no request at once.
    await history.service.idle()
    expect(emulator.traffic.count({ path: '/me/player/recently-played' })).toBe(2)
  })

  it('forget erases it (the page asked first); plays made after it are kept afresh, the forgotten ones not read again', async () => {
    await signIn()
    expect(history.service.status().plays).toBe(50)
    const forgotten = await history.handlers['history.forget'](undefined, {
      signal: new AbortController().signal,
    })
    expect(forgotten).toMatchObject({ plays: 0, firstPlayedAt: null })
    expect(statuses.at(-1)).toMatchObject({ plays: 0 })
    await phonePlays(albumOf(1).id)
    await pass(durationOf(albumOf(1).trackIds[0]!) + 60 * MIN)
    const plays = history.service.status().plays
    expect(plays).toBeGreaterThan(0)
    expect(plays).toBeLessThan(50)
  })
})

describe('requests: the recently played read costs at most 30 a day', () => {
  it('a day with sign-ins every 20 minutes and hourly reads stays within 30 requests', async () => {
    for (let n = 0; n < 72; n++) {
      bus.emit('session.changed', demoSession(emulator.user.id))
      await pass(10 * MIN)
      bus.emit('session.changed', { status: 'signed-out', profile: 'demo', reason: null })
      await pass(10 * MIN)
    }
    // Each sign-in would read (the last read is 20 minutes old): the day's budget stops them at 30.
    expect(emulator.traffic.count({ path: '/me/player/recently-played' })).toBe(30)
  })
})
