import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../../support/emulator'
import {
  albumWith,
  devicesOf,
  expectNoContent,
  playback,
  type RecentlyPlayedBody,
  send,
  trackOf,
} from '../user-state-support'

/**
 * An hour of playback on the manual clock, over HTTP: tracks end and the next ones start at the exact
 * instants, repeat modes and shuffle decide what comes next, the end of the context stops, and every track
 * that ends enters the history. No sleeping: the clock is moved, and each request brings the player along.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeEach(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterEach(() => emulator.close())

async function start(body: Record<string, unknown>, settings: string[] = []) {
  const { computer } = await devicesOf(api)
  expectNoContent(await send(api, 'PUT', `/me/player/play?device_id=${computer.id}`, body))
  for (const setting of settings) expectNoContent(await api.request('PUT', `/me/player/${setting}`))
  return { startedAt: emulator.clock.now(), historyBefore: emulator.state.demoUser().history.length }
}

/** The plays since `from` (index into the history), as [trackId, playedAt, contextUri]. */
const playsSince = (from: number) =>
  emulator.state
    .demoUser()
    .history.slice(from)
    .map((entry) => [entry.trackId, entry.playedAt, entry.contextUri] as const)

const durationOf = (id: string) => trackOf(emulator, id).durationMs

describe('an hour of playback', () => {
  it('an album with repeat off: every track in turn, then the context ends and playback stops', async () => {
    const album = albumWith(emulator, 6)
    const contextUri = `spotify:album:${album.id}`
    const { startedAt, historyBefore } = await start({ context_uri: contextUri })
    const ends: number[] = []
    let at = startedAt
    for (const id of album.trackIds) ends.push((at += durationOf(id)))
    const total = (ends.at(-1) as number) - startedAt
    expect(total).toBeLessThan(HOUR)

    for (let minute = 1; minute <= 60; minute++) {
      emulator.clock.advance(MINUTE)
      const elapsed = minute * MINUTE
      const state = await playback(api)
      if (elapsed < total) {
        const index = ends.findIndex((end) => startedAt + elapsed < end)
        const trackStart = index === 0 ? startedAt : (ends[index - 1] as number)
        expect(state).toMatchObject({
          is_playing: true,
          item: { id: album.trackIds[index] },
          progress_ms: startedAt + elapsed - trackStart,
          context: { uri: contextUri },
        })
      } else {
        // The end of the context: stopped, back at its first track.
        expect(state).toMatchObject({ is_playing: false, item: { id: album.trackIds[0] }, progress_ms: 0 })
      }
    }
    expect(playsSince(historyBefore)).toEqual(album.trackIds.map((id, i) => [id, ends[i], contextUri]))
  })

  it('repeat track: the same track over and over, each play in the history', async () => {
    const album = albumWith(emulator, 2)
    const id = album.trackIds[1] as string
    const { startedAt, historyBefore } = await start(
      { context_uri: `spotify:album:${album.id}`, offset: { position: 1 } },
      ['repeat?state=track'],
    )
    for (let minute = 0; minute < 60; minute += 5) {
      emulator.clock.advance(5 * MINUTE)
      expect((await playback(api)).item.id).toBe(id)
    }
    const duration = durationOf(id)
    const plays = Math.floor(HOUR / duration)
    expect(playsSince(historyBefore)).toEqual(
      Array.from({ length: plays }, (_, i) => [
        id,
        startedAt + (i + 1) * duration,
        `spotify:album:${album.id}`,
      ]),
    )
    expect(await playback(api)).toMatchObject({ is_playing: true, progress_ms: HOUR % duration })
  })

  it('repeat context: the album comes round again and again', async () => {
    const album = albumWith(emulator, 3)
    const { startedAt, historyBefore } = await start({ context_uri: `spotify:album:${album.id}` }, [
      'repeat?state=context',
    ])
    emulator.clock.advance(HOUR)
    const state = await playback(api)
    expect(state.is_playing).toBe(true)
    const expected: string[] = []
    let at = startedAt
    for (let i = 0; ; i++) {
      const id = album.trackIds[i % album.trackIds.length] as string
      if (at + durationOf(id) > startedAt + HOUR) {
        expect(state.item.id).toBe(id)
        expect(state.progress_ms).toBe(startedAt + HOUR - at)
        break
      }
      at += durationOf(id)
      expected.push(id)
    }
    expect(expected.length).toBeGreaterThan(album.trackIds.length)
    expect(playsSince(historyBefore).map(([id]) => id)).toEqual(expected)
  })

  it('shuffle with repeat context: every round is a permutation of the playlist, reproducible by seed', async () => {
    const playlist = [...emulator.state.playlists.all()].find(
      (p) => p.items.length >= 8 && p.items.length <= 12,
    )
    if (!playlist) throw new Error('no playlist of 8-12 tracks in the test catalog')
    const contextOrder = playlist.items.map((item) => item.trackId)
    const { historyBefore } = await start({ context_uri: `spotify:playlist:${playlist.id}` }, [
      'shuffle?state=true',
      'repeat?state=context',
    ])
    emulator.clock.advance(2 * HOUR)
    await playback(api)
    // The first track was chosen when play started (unshuffled); shuffle then drew an order for the rest.
    const played = playsSince(historyBefore).map(([id]) => id)
    const firstRound = played.slice(0, contextOrder.length)
    expect([...firstRound].sort()).toEqual([...contextOrder].sort())
    expect(firstRound).not.toEqual(contextOrder)
    const rounds = Math.floor(played.length / contextOrder.length)
    expect(rounds).toBeGreaterThanOrEqual(2)
    for (let round = 1; round < rounds; round++) {
      const slice = played.slice(round * contextOrder.length, (round + 1) * contextOrder.length)
      expect([...slice].sort()).toEqual([...contextOrder].sort())
    }
    expect(played.slice(contextOrder.length, 2 * contextOrder.length)).not.toEqual(firstRound)

    // Another emulator with the same seed and the same commands plays the very same order.
    const twin = await startTestEmulator()
    try {
      const twinApi = clientWithScopes(twin)
      const { computer } = await devicesOf(twinApi)
      const before = twin.state.demoUser().history.length
      expectNoContent(
        await send(twinApi, 'PUT', `/me/player/play?device_id=${computer.id}`, {
          context_uri: `spotify:playlist:${playlist.id}`,
        }),
      )
      expectNoContent(await twinApi.request('PUT', '/me/player/shuffle?state=true'))
      expectNoContent(await twinApi.request('PUT', '/me/player/repeat?state=context'))
      twin.clock.advance(2 * HOUR)
      expect((await twinApi.get<{ item: { id: string } }>('/me/player')).body.item.id).toBe(
        (await playback(api)).item.id,
      )
      expect(
        twin.state
          .demoUser()
          .history.slice(before)
          .map((entry) => entry.trackId),
      ).toEqual(played)
    } finally {
      await twin.close()
    }
  })

  it('skips and pauses along the way: a track left before 30 s is not history, one listened to longer is', async () => {
    const album = albumWith(emulator, 4)
    const { historyBefore } = await start({ context_uri: `spotify:album:${album.id}` })
    emulator.clock.advance(10_000)
    expectNoContent(await api.request('POST', '/me/player/next'))
    emulator.clock.advance(45_000)
    expectNoContent(await api.request('PUT', '/me/player/pause'))
    emulator.clock.advance(HOUR)
    expectNoContent(await api.request('PUT', '/me/player/play'))
    expectNoContent(await api.request('POST', '/me/player/next'))
    const played = playsSince(historyBefore).map(([id]) => id)
    expect(played).toEqual([album.trackIds[1]])
    const recent = (await api.get<RecentlyPlayedBody>('/me/player/recently-played?limit=1')).body
    expect(recent.items[0]?.track.id).toBe(album.trackIds[1])
    expect(await playback(api)).toMatchObject({
      item: { id: album.trackIds[2] },
      is_playing: true,
      progress_ms: 0,
    })
  })
})
