import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../../support/emulator'
import { expectError, expectNoContent, send } from '../user-state-support'

interface FollowedArtists {
  artists: {
    href: string
    items: { id: string; type: string }[]
    next: string | null
    cursors: { after: string | null }
    total: number
    limit: number
  }
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const followedArtists = () => emulator.state.demoUser().follows.artists
const unfollowedArtistIds = (count: number) =>
  emulator.catalog.artists
    .map((artist) => artist.id)
    .filter((id) => !followedArtists().has(id))
    .slice(0, count)

describe('following artists and users', () => {
  it('PUT follows the ids of the body (204), contains says so, DELETE unfollows', async () => {
    const ids = unfollowedArtistIds(2)
    expectNoContent(await send(api, 'PUT', '/me/following?type=artist', { ids }))
    expect(
      (await api.get<boolean[]>(`/me/following/contains?type=artist&ids=${ids.join(',')}`)).body,
    ).toEqual([true, true])
    expectNoContent(await send(api, 'DELETE', '/me/following?type=artist', { ids: [ids[0]] }))
    expect(
      (await api.get<boolean[]>(`/me/following/contains?type=artist&ids=${ids.join(',')}`)).body,
    ).toEqual([false, true])
  })

  it('also takes ids in the query (the real service does)', async () => {
    const [id] = unfollowedArtistIds(1) as [string]
    expectNoContent(await api.request('PUT', `/me/following?type=artist&ids=${id}`))
    expect(followedArtists().has(id)).toBe(true)
    expectNoContent(await api.request('DELETE', `/me/following?type=artist&ids=${id}`))
    expect(followedArtists().has(id)).toBe(false)
  })

  it('follows users with type=user', async () => {
    const users = emulator.state.demoUser().follows.users
    const user = emulator.catalog.users.find(
      (record) => record.id !== emulator.user.id && !users.has(record.id),
    )
    if (!user) throw new Error('no unfollowed user')
    expectNoContent(await send(api, 'PUT', '/me/following?type=user', { ids: [user.id] }))
    expect((await api.get<boolean[]>(`/me/following/contains?type=user&ids=${user.id}`)).body).toEqual([true])
    // An artist id is not a user: checking it as a user says false.
    const artist = [...followedArtists()][0] as string
    expect((await api.get<boolean[]>(`/me/following/contains?type=user&ids=${artist}`)).body).toEqual([false])
    expectNoContent(await send(api, 'DELETE', '/me/following?type=user', { ids: [user.id] }))
    expect(users.has(user.id)).toBe(false)
  })

  it('refuses more than 50 ids, a missing or wrong type, and unknown ids', async () => {
    const fiftyOne = emulator.catalog.artists.slice(0, 24).map((artist) => artist.id)
    while (fiftyOne.length < 51) fiftyOne.push(...fiftyOne.slice(0, 51 - fiftyOne.length))
    expectError(await send(api, 'PUT', '/me/following?type=artist', { ids: fiftyOne }), 400, {
      message: /ids.*50/,
    })
    expectError(await send(api, 'PUT', '/me/following', { ids: unfollowedArtistIds(1) }), 400, {
      message: /type/,
    })
    expectError(await send(api, 'PUT', '/me/following?type=album', { ids: unfollowedArtistIds(1) }), 400, {
      message: /type must be one of artist, user/,
    })
    expectError(await send(api, 'PUT', '/me/following?type=artist', {}), 400, { message: /ids/ })
    expectError(await send(api, 'PUT', '/me/following?type=artist', { ids: ['nosuchartist'] }), 404)
    expectError(await api.get('/me/following/contains?type=artist'), 400, { message: /ids/ })
  })

  it('needs user-follow-modify to change and user-follow-read to read', async () => {
    const reader = clientWithScopes(emulator, ['user-follow-read'])
    const writer = clientWithScopes(emulator, ['user-follow-modify'])
    const ids = unfollowedArtistIds(1)
    expectError(await send(reader, 'PUT', '/me/following?type=artist', { ids }), 403, {
      message: /user-follow-modify/,
    })
    expectError(await writer.get('/me/following?type=artist'), 403, { message: /user-follow-read/ })
    expectError(await writer.get(`/me/following/contains?type=artist&ids=${ids[0]}`), 403)
  })
})

describe('GET /me/following?type=artist (cursor paging)', () => {
  it('answers {artists: {items, next, cursors.after, total, limit}} and `after` walks every followed artist', async () => {
    expectNoContent(await send(api, 'PUT', '/me/following?type=artist', { ids: unfollowedArtistIds(5) }))
    const total = followedArtists().size
    const seen: string[] = []
    let next: string | null = '/me/following?type=artist&limit=4'
    let pages = 0
    while (next !== null) {
      const response: { status: number; body: FollowedArtists } = await api.get<FollowedArtists>(next)
      expect(response.status).toBe(200)
      const { artists } = response.body
      expect(artists.limit).toBe(4)
      expect(artists.total).toBe(total)
      expect(artists.items.length).toBeLessThanOrEqual(4)
      expect(artists.items.every((artist) => artist.type === 'artist')).toBe(true)
      if (artists.next !== null) {
        expect(artists.cursors.after).toBe(artists.items.at(-1)?.id)
        expect(new URL(artists.next).searchParams.get('after')).toBe(artists.cursors.after)
      } else expect(artists.cursors.after).toBeNull()
      seen.push(...artists.items.map((artist) => artist.id))
      next = artists.next
      pages++
    }
    expect(pages).toBe(Math.ceil(total / 4))
    expect(new Set(seen)).toEqual(followedArtists())
    expect(seen).toHaveLength(total)
  })

  it('an `after` cursor stays valid when its artist is unfollowed in between', async () => {
    const first = await api.get<FollowedArtists>('/me/following?type=artist&limit=3')
    const cursor = first.body.artists.cursors.after as string
    expectNoContent(await send(api, 'DELETE', '/me/following?type=artist', { ids: [cursor] }))
    const second = await api.get<FollowedArtists>(`/me/following?type=artist&limit=3&after=${cursor}`)
    expect(second.status).toBe(200)
    const shown = second.body.artists.items.map((artist) => artist.id)
    expect(shown.some((id) => first.body.artists.items.some((artist) => artist.id === id))).toBe(false)
    expect(shown.length).toBeGreaterThan(0)
  })

  it('defaults to limit 20, allows 1-50, and only type=artist', async () => {
    expect((await api.get<FollowedArtists>('/me/following?type=artist')).body.artists.limit).toBe(20)
    expectError(await api.get('/me/following?type=artist&limit=51'), 400, { message: /limit/ })
    expectError(await api.get('/me/following?type=user'), 400, { message: /type/ })
    expectError(await api.get('/me/following'), 400, { message: /type/ })
  })
})
