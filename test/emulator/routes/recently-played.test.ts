import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../../support/emulator'
import {
  albumWith,
  devicesOf,
  expectError,
  expectNoContent,
  type RecentlyPlayedBody,
  send,
  trackOf,
} from '../user-state-support'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const stamps = (body: RecentlyPlayedBody) => body.items.map((item) => Date.parse(item.played_at))

describe('GET /me/player/recently-played', () => {
  it('answers the seeded history newest first, 20 by default, with cursors and next', async () => {
    const response = await api.get<RecentlyPlayedBody>('/me/player/recently-played')
    expect(response.status).toBe(200)
    const body = response.body
    expect(body.limit).toBe(20)
    expect(body.items).toHaveLength(20)
    const times = stamps(body)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(times[0]).toBeLessThan(emulator.clock.now())
    expect(body.cursors).toEqual({ after: String(times[0]), before: String(times.at(-1)) })
    expect(new URL(body.next as string).searchParams.get('before')).toBe(body.cursors?.before)
    for (const item of body.items) expect(item.context?.type).toBe('album')
  })

  it('`before` and `after` are exclusive Unix-ms cursors; following next walks back without gaps', async () => {
    const first = (await api.get<RecentlyPlayedBody>('/me/player/recently-played?limit=5')).body
    const second = (await api.get<RecentlyPlayedBody>(first.next as string)).body
    const both = [...stamps(first), ...stamps(second)]
    const history = emulator.state
      .demoUser()
      .history.map((entry) => entry.playedAt)
      .reverse()
    expect(both).toEqual(history.slice(0, 10))
    // before is exclusive: the cursor's own play is not repeated.
    expect(stamps(second)[0]).toBeLessThan(Number(first.cursors?.before))
    // after is exclusive and answers the plays just after it, newest first.
    const pivot = stamps(second)[2] as number
    const after = (await api.get<RecentlyPlayedBody>(`/me/player/recently-played?limit=3&after=${pivot}`))
      .body
    expect(stamps(after)).toEqual(history.slice(4, 7))
    expect(stamps(after).every((time) => time > pivot)).toBe(true)
    expect(new URL(after.next as string).searchParams.get('after')).toBe(after.cursors?.after)
  })

  it('grows with what the simulation plays', async () => {
    const album = albumWith(emulator, 3)
    const { computer } = await devicesOf(api)
    const before = emulator.state.demoUser().history.length
    expectNoContent(
      await send(api, 'PUT', `/me/player/play?device_id=${computer.id}`, {
        context_uri: `spotify:album:${album.id}`,
      }),
    )
    const start = emulator.clock.now()
    const first = trackOf(emulator, album.trackIds[0] as string)
    const second = trackOf(emulator, album.trackIds[1] as string)
    emulator.clock.advance(first.durationMs + second.durationMs + 1_000)
    const latest = (await api.get<RecentlyPlayedBody>('/me/player/recently-played?limit=2')).body
    expect(latest.items.map((item) => item.track.id)).toEqual([second.id, first.id])
    expect(stamps(latest)).toEqual([start + first.durationMs + second.durationMs, start + first.durationMs])
    expect(latest.items[0]?.context).toMatchObject({ type: 'album', uri: `spotify:album:${album.id}` })
    expect(emulator.state.demoUser().history.length).toBe(before + 2)
    const since = (await api.get<RecentlyPlayedBody>(`/me/player/recently-played?after=${start}`)).body
    expect(since.items.map((item) => item.track.id)).toEqual([second.id, first.id])
    expect(since.next).toBeNull()
  })

  it('an empty window has no items, no cursors and no next', async () => {
    const future = emulator.clock.now() + 1
    const body = (await api.get<RecentlyPlayedBody>(`/me/player/recently-played?after=${future}`)).body
    expect(body).toMatchObject({ items: [], cursors: null, next: null })
  })

  it('refuses after with before, bad cursors and limits; needs user-read-recently-played', async () => {
    expectError(await api.get('/me/player/recently-played?after=1&before=2'), 400, {
      message: /after and before/,
    })
    expectError(await api.get('/me/player/recently-played?after=yesterday'), 400, { message: /after/ })
    expectError(await api.get('/me/player/recently-played?before=-1'), 400, { message: /before/ })
    expectError(await api.get('/me/player/recently-played?limit=51'), 400, { message: /limit/ })
    expectError(await api.get('/me/player/recently-played?limit=0'), 400, { message: /limit/ })
    expect(
      (await api.get<RecentlyPlayedBody>('/me/player/recently-played?limit=50')).body.items,
    ).toHaveLength(50)
    expectError(await clientWithScopes(emulator, ['user-top-read']).get('/me/player/recently-played'), 403, {
      message: /user-read-recently-played/,
    })
  })
})
