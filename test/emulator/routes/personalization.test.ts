import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import {
  type ApiClient,
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type PagingBody,
} from '../../support/emulator'
import {
  devicesOf,
  expectError,
  expectNoContent,
  send,
  someTrackIds,
  trackOf,
  trackUri,
} from '../user-state-support'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const DAY_MS = 86_400_000
const topIds = async (type: 'artists' | 'tracks', query = '') =>
  (await api.get<PagingBody<{ id: string }>>(`/me/top/${type}?limit=50${query}`)).body.items.map(
    (item) => item.id,
  )

/** Plays of the seeded history within `days` of now, counted per key. */
function counts(days: number, key: (trackId: string) => string) {
  const since = emulator.clock.now() - days * DAY_MS
  const tally = new Map<string, number>()
  for (const entry of emulator.state.demoUser().history) {
    if (entry.playedAt < since) continue
    const k = key(entry.trackId)
    tally.set(k, (tally.get(k) ?? 0) + 1)
  }
  return tally
}

describe('GET /me/top/{type}', () => {
  it('ranks by plays within the time range: short, medium (default) and long term differ', async () => {
    const short = await topIds('artists', '&time_range=short_term')
    const medium = await topIds('artists', '&time_range=medium_term')
    const long = await topIds('artists', '&time_range=long_term')
    expect(await topIds('artists')).toEqual(medium)
    expect(short[0]).not.toBe(long[0])
    expect(new Set([short.slice(0, 3).join(), medium.slice(0, 3).join(), long.slice(0, 3).join()]).size).toBe(
      3,
    )
    const artistOf = (trackId: string) => trackOf(emulator, trackId).artistIds[0] as string
    for (const [ids, days] of [
      [short, 28],
      [medium, 182],
      [long, 100_000],
    ] as const) {
      const tally = counts(days, artistOf)
      const plays = ids.map((id) => tally.get(id) ?? 0)
      // Every listed artist was played in the range, most played first.
      expect(plays.every((n) => n > 0)).toBe(true)
      expect([...plays].sort((a, b) => b - a)).toEqual(plays)
      expect(Math.max(...tally.values())).toBe(plays[0])
    }
  })

  it('top tracks follow the same rule and page with limit 1-50 and offset', async () => {
    const tally = counts(28, (id) => id)
    const all = await collectPages<{ id: string; type: string }>(
      api,
      '/me/top/tracks?time_range=short_term&limit=7',
    )
    expect(all.items).toHaveLength(tally.size)
    expect(all.items.every((item) => item.type === 'track')).toBe(true)
    const plays = all.items.map((item) => tally.get(item.id) ?? 0)
    expect([...plays].sort((a, b) => b - a)).toEqual(plays)
    const page = await api.get<PagingBody<{ id: string }>>(
      '/me/top/tracks?time_range=short_term&limit=2&offset=3',
    )
    expect(page.body.items.map((item) => item.id)).toEqual(all.items.slice(3, 5).map((item) => item.id))
    expect((await api.get<PagingBody<unknown>>('/me/top/tracks')).body.limit).toBe(20)
  })

  it('what the simulation plays counts: three hours of one track on repeat make it and its artist the short-term top', async () => {
    const [id] = someTrackIds(emulator, 1, 90) as [string]
    const { computer } = await devicesOf(api)
    expectNoContent(
      await send(api, 'PUT', `/me/player/play?device_id=${computer.id}`, { uris: [trackUri(id)] }),
    )
    expectNoContent(await api.request('PUT', '/me/player/repeat?state=track'))
    emulator.clock.advance(3 * 3_600_000)
    // The simulation is lazy: the request brings the player (and the history) to the present first.
    expect((await topIds('tracks', '&time_range=short_term'))[0]).toBe(id)
    const expected = Math.floor((3 * 3_600_000) / trackOf(emulator, id).durationMs)
    expect(counts(1, (trackId) => trackId).get(id)).toBe(expected)
    expect((await topIds('artists', '&time_range=short_term'))[0]).toBe(trackOf(emulator, id).artistIds[0])
  })

  it('refuses an unknown type, time_range or limit; needs user-top-read', async () => {
    expectError(await api.get('/me/top/albums'), 400, { message: /type/ })
    expectError(await api.get('/me/top/tracks?time_range=forever'), 400, { message: /time_range/ })
    expectError(await api.get('/me/top/tracks?limit=51'), 400, { message: /limit/ })
    expectError(await api.get('/me/top/artists?offset=-1'), 400, { message: /offset/ })
    expectError(await clientWithScopes(emulator, ['user-read-recently-played']).get('/me/top/artists'), 403, {
      message: /user-top-read/,
    })
  })
})
