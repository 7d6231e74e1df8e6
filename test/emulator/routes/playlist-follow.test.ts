import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, collectPages, startTestEmulator } from '../../support/emulator'
import { expectError, send } from '../user-state-support'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

/** Public playlists of other users that the demo user does not follow yet. */
function unfollowedPlaylists(count: number) {
  const refs = new Set(emulator.state.demoUser().playlists.map((ref) => ref.id))
  const found = [...emulator.state.playlists.all()].filter(
    (playlist) => playlist.ownerId !== emulator.user.id && playlist.public && !refs.has(playlist.id),
  )
  if (found.length < count) throw new Error('not enough playlists')
  return found.slice(0, count)
}

async function listedIds(client: ApiClient, path = '/me/playlists?limit=50') {
  const { items } = await collectPages<{ id: string }>(client, path)
  return items.map((playlist) => playlist.id)
}

describe('PUT /playlists/{id}/followers', () => {
  it('follows publicly by default: first in /me/playlists and on the profile', async () => {
    const [playlist] = unfollowedPlaylists(1)
    const response = await api.request('PUT', `/playlists/${playlist?.id}/followers`)
    expect(response.status).toBe(200)
    expect(response.body).toBeUndefined()
    expect((await listedIds(api))[0]).toBe(playlist?.id)
    // Seen with only the collaborative scope, the list shows what is public on the profile.
    const profileOnly = clientWithScopes(emulator, ['playlist-read-collaborative'])
    expect(await listedIds(profileOnly, `/users/${emulator.user.id}/playlists?limit=50`)).toContain(
      playlist?.id,
    )
  })

  it('public false keeps the follow private: listed for the user, not on the profile', async () => {
    const [playlist] = unfollowedPlaylists(1)
    expect((await send(api, 'PUT', `/playlists/${playlist?.id}/followers`, { public: false })).status).toBe(
      200,
    )
    expect(await listedIds(api)).toContain(playlist?.id)
    const profileOnly = clientWithScopes(emulator, ['playlist-read-collaborative'])
    expect(await listedIds(profileOnly)).not.toContain(playlist?.id)
    // Following again publicly changes the listing.
    expect((await send(api, 'PUT', `/playlists/${playlist?.id}/followers`, { public: true })).status).toBe(
      200,
    )
    expect(await listedIds(profileOnly)).toContain(playlist?.id)
  })

  it('a private follow needs playlist-modify-private; a public one playlist-modify-public', async () => {
    const [a, b] = unfollowedPlaylists(2)
    const publicOnly = clientWithScopes(emulator, ['playlist-modify-public'])
    const privateOnly = clientWithScopes(emulator, ['playlist-modify-private'])
    expectError(await send(publicOnly, 'PUT', `/playlists/${a?.id}/followers`, { public: false }), 403, {
      message: /playlist-modify-private/,
    })
    expect((await publicOnly.request('PUT', `/playlists/${a?.id}/followers`)).status).toBe(200)
    expectError(await privateOnly.request('PUT', `/playlists/${b?.id}/followers`), 403, {
      message: /playlist-modify-public/,
    })
    expect((await send(privateOnly, 'PUT', `/playlists/${b?.id}/followers`, { public: false })).status).toBe(
      200,
    )
  })

  it('refuses a non-boolean public and an unknown playlist', async () => {
    const [playlist] = unfollowedPlaylists(1)
    expectError(await send(api, 'PUT', `/playlists/${playlist?.id}/followers`, { public: 'yes' }), 400, {
      message: /public/,
    })
    expectError(await api.request('PUT', '/playlists/nosuchplaylist/followers'), 404)
  })
})

describe('DELETE /playlists/{id}/followers', () => {
  it('unfollows: the playlist leaves /me/playlists', async () => {
    const [playlist] = unfollowedPlaylists(1)
    await api.request('PUT', `/playlists/${playlist?.id}/followers`)
    const response = await api.request('DELETE', `/playlists/${playlist?.id}/followers`)
    expect(response.status).toBe(200)
    expect(await listedIds(api)).not.toContain(playlist?.id)
  })

  it('needs the modify scope of how the playlist is followed', async () => {
    const [playlist] = unfollowedPlaylists(1)
    await send(api, 'PUT', `/playlists/${playlist?.id}/followers`, { public: false })
    const publicOnly = clientWithScopes(emulator, ['playlist-modify-public'])
    expectError(await publicOnly.request('DELETE', `/playlists/${playlist?.id}/followers`), 403, {
      message: /playlist-modify-private/,
    })
    const privateOnly = clientWithScopes(emulator, ['playlist-modify-private'])
    expect((await privateOnly.request('DELETE', `/playlists/${playlist?.id}/followers`)).status).toBe(200)
  })
})

describe('GET /playlists/{id}/followers/contains', () => {
  it('answers one boolean per user id (at most 5)', async () => {
    const [playlist] = unfollowedPlaylists(1)
    const owner = playlist?.ownerId as string
    const other = emulator.catalog.users.find((user) => user.id !== owner && user.id !== emulator.user.id)?.id
    const path = (ids: string[]) => `/playlists/${playlist?.id}/followers/contains?ids=${ids.join(',')}`
    expect((await api.get<boolean[]>(path([emulator.user.id, owner, other as string]))).body).toEqual([
      false,
      true,
      false,
    ])
    await send(api, 'PUT', `/playlists/${playlist?.id}/followers`, { public: false })
    // The user's own private follow is known to the user.
    expect((await api.get<boolean[]>(path([emulator.user.id, 'nosuchuser']))).body).toEqual([true, false])
    expectError(await api.get(path(['a', 'b', 'c', 'd', 'e', 'f'])), 400, { message: /ids.*5/ })
    expectError(await api.get(`/playlists/${playlist?.id}/followers/contains`), 400, { message: /ids/ })
    expectError(await api.get('/playlists/nosuchplaylist/followers/contains?ids=x'), 404)
  })

  it('needs playlist-read-private (api-spec.md)', async () => {
    const [playlist] = unfollowedPlaylists(1)
    const client = clientWithScopes(emulator, ['playlist-read-collaborative'])
    expectError(
      await client.get(`/playlists/${playlist?.id}/followers/contains?ids=${emulator.user.id}`),
      403,
      {
        message: /playlist-read-private/,
      },
    )
  })
})
