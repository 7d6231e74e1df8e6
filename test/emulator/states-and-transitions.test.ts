import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../electron/emulator'
import {
  type ApiClient,
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type PagingBody,
} from '../support/emulator'
import {
  devicesOf,
  expectError,
  expectNoContent,
  playAlbumOnComputer,
  playback,
  send,
  someTrackIds,
  trackOf,
  trackUri,
} from './user-state-support'

/**
 * api-spec.md, "States and transitions": one describe per row of the table, each checking the move, its
 * condition and the next state over HTTP. The last line of the section (a seek or start position beyond the
 * track length starts the next song) has its own block.
 */
let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeEach(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterEach(() => emulator.close())

const playAlbum = (min: number, position = 0) =>
  playAlbumOnComputer(emulator, api, min, { offset: { position } })

const withoutModify = () =>
  clientWithScopes(emulator, ['user-read-playback-state', 'user-read-currently-playing'])

describe('Repeat mode of playback: track, context, off via PUT /me/player/repeat', () => {
  it('needs user-modify-playback-state', async () => {
    await playAlbum(2)
    expectError(await withoutModify().request('PUT', '/me/player/repeat?state=track'), 403)
    expect((await playback(api)).repeat_state).toBe('off')
  })

  it('track repeats the current track, context the current context, off stops repeating', async () => {
    const album = await playAlbum(3, 0)
    const [first, second] = album.trackIds as [string, string]
    expectNoContent(await api.request('PUT', '/me/player/repeat?state=track'))
    expect((await playback(api)).repeat_state).toBe('track')
    emulator.clock.advance(trackOf(emulator, first).durationMs)
    expect(await playback(api)).toMatchObject({ item: { id: first }, progress_ms: 0 })

    const lastIndex = album.trackIds.length - 1
    await send(api, 'PUT', '/me/player/play', {
      context_uri: `spotify:album:${album.id}`,
      offset: { position: lastIndex },
    })
    expectNoContent(await api.request('PUT', '/me/player/repeat?state=context'))
    expect((await playback(api)).repeat_state).toBe('context')
    emulator.clock.advance(trackOf(emulator, album.trackIds[lastIndex] as string).durationMs)
    expect(await playback(api)).toMatchObject({ item: { id: first }, is_playing: true })

    expectNoContent(await api.request('PUT', '/me/player/repeat?state=off'))
    expect((await playback(api)).repeat_state).toBe('off')
    emulator.clock.advance(trackOf(emulator, first).durationMs)
    expect((await playback(api)).item.id).toBe(second)
  })
})

describe('Shuffle of playback: true, false via PUT /me/player/shuffle', () => {
  it('needs user-modify-playback-state; true shuffles, false does not', async () => {
    const album = await playAlbum(8, 0)
    expectError(await withoutModify().request('PUT', '/me/player/shuffle?state=true'), 403)
    expectNoContent(await api.request('PUT', '/me/player/shuffle?state=true'))
    expect((await playback(api)).shuffle_state).toBe(true)
    const upcoming = (await api.get<{ queue: { id: string }[] }>('/me/player/queue')).body.queue.map(
      (t) => t.id,
    )
    expect(upcoming).not.toEqual(album.trackIds.slice(1))
    expect([...upcoming].sort()).toEqual(album.trackIds.slice(1).sort())
    expectNoContent(await api.request('PUT', '/me/player/shuffle?state=false'))
    expect((await playback(api)).shuffle_state).toBe(false)
    const ordered = (await api.get<{ queue: { id: string }[] }>('/me/player/queue')).body.queue.map(
      (t) => t.id,
    )
    expect(ordered).toEqual(album.trackIds.slice(1))
  })
})

describe('Active playback device via PUT /me/player with device_ids', () => {
  it('exactly one id; play true ensures playback, false or absent keeps the state; the device is the target', async () => {
    await playAlbum(2)
    const { computer, phone, speaker } = await devicesOf(api)
    expectError(await send(api, 'PUT', '/me/player', { device_ids: [phone.id, speaker.id] }), 400)
    expect((await playback(api)).device.id).toBe(computer.id)
    expectNoContent(await api.request('PUT', '/me/player/pause'))
    expectNoContent(await send(api, 'PUT', '/me/player', { device_ids: [phone.id], play: false }))
    expect(await playback(api)).toMatchObject({ device: { id: phone.id }, is_playing: false })
    expectNoContent(await send(api, 'PUT', '/me/player', { device_ids: [speaker.id] }))
    expect(await playback(api)).toMatchObject({ device: { id: speaker.id }, is_playing: false })
    expectNoContent(await send(api, 'PUT', '/me/player', { device_ids: [phone.id], play: true }))
    expect(await playback(api)).toMatchObject({ device: { id: phone.id }, is_playing: true })
    // Commands without device_id now go to the new target.
    expectNoContent(await api.request('PUT', '/me/player/volume?volume_percent=12'))
    expect((await devicesOf(api)).phone.volume_percent).toBe(12)
  })
})

describe('Playlist visibility: public, private', () => {
  it('set by POST /users/{id}/playlists with public and changed by PUT /playlists/{id}', async () => {
    const created = await send<{ id: string; public: boolean }>(
      api,
      'POST',
      `/users/${emulator.user.id}/playlists`,
      {
        name: 'Vis',
        public: false,
      },
    )
    expect(created.body.public).toBe(false)
    expect((await send(api, 'PUT', `/playlists/${created.body.id}`, { public: true })).status).toBe(200)
    expect((await api.get<{ public: boolean }>(`/playlists/${created.body.id}`)).body.public).toBe(true)
    expect((await send(api, 'PUT', `/playlists/${created.body.id}`, { public: false })).status).toBe(200)
    expect((await api.get<{ public: boolean }>(`/playlists/${created.body.id}`)).body.public).toBe(false)
  })
})

describe('Playlist collaborative flag', () => {
  it('set by creation and by PUT /playlists/{id}; true requires public false', async () => {
    const path = `/users/${emulator.user.id}/playlists`
    expectError(await send(api, 'POST', path, { name: 'C', collaborative: true, public: true }), 400)
    const created = await send<{ id: string; collaborative: boolean }>(api, 'POST', path, {
      name: 'C',
      collaborative: true,
      public: false,
    })
    expect(created.body.collaborative).toBe(true)
    const id = created.body.id
    expect((await send(api, 'PUT', `/playlists/${id}`, { collaborative: false })).status).toBe(200)
    expect((await api.get<{ collaborative: boolean }>(`/playlists/${id}`)).body.collaborative).toBe(false)
    expect((await send(api, 'PUT', `/playlists/${id}`, { public: true })).status).toBe(200)
    expectError(await send(api, 'PUT', `/playlists/${id}`, { collaborative: true }), 400)
    expect((await send(api, 'PUT', `/playlists/${id}`, { collaborative: true, public: false })).status).toBe(
      200,
    )
    expect(await api.get(`/playlists/${id}`)).toMatchObject({ body: { collaborative: true, public: false } })
  })
})

describe('Follow of a playlist by the current user', () => {
  it('any playlist can be followed by id; public true lists it among the public playlists, false keeps it private', async () => {
    const refs = new Set(emulator.state.demoUser().playlists.map((ref) => ref.id))
    const [a, b] = [...emulator.state.playlists.all()].filter(
      (p) => p.ownerId !== emulator.user.id && !refs.has(p.id),
    )
    const profile = clientWithScopes(emulator, ['playlist-read-collaborative'])
    const listed = async (client: ApiClient) =>
      (await collectPages<{ id: string }>(client, `/users/${emulator.user.id}/playlists?limit=50`)).items.map(
        (p) => p.id,
      )
    expect((await send(api, 'PUT', `/playlists/${a?.id}/followers`, { public: true })).status).toBe(200)
    expect((await send(api, 'PUT', `/playlists/${b?.id}/followers`, { public: false })).status).toBe(200)
    expect(await listed(profile)).toContain(a?.id)
    expect(await listed(profile)).not.toContain(b?.id)
    expect(await listed(api)).toEqual(expect.arrayContaining([a?.id, b?.id]))
    const follows = `/playlists/${a?.id}/followers/contains?ids=${emulator.user.id}`
    expect((await api.get(follows)).body).toEqual([true])
    expect((await api.request('DELETE', `/playlists/${a?.id}/followers`)).status).toBe(200)
    expect((await api.get(follows)).body).toEqual([false])
    expect(await listed(api)).not.toContain(a?.id)
  })
})

describe('Follow of artists or users via PUT or DELETE /me/following', () => {
  it('following, not following', async () => {
    const followed = emulator.state.demoUser().follows.artists
    const artist = emulator.catalog.artists.find((record) => !followed.has(record.id))?.id as string
    const contains = async () =>
      (await api.get<boolean[]>(`/me/following/contains?type=artist&ids=${artist}`)).body[0]
    expect(await contains()).toBe(false)
    expectNoContent(await send(api, 'PUT', '/me/following?type=artist', { ids: [artist] }))
    expect(await contains()).toBe(true)
    expectNoContent(await send(api, 'DELETE', '/me/following?type=artist', { ids: [artist] }))
    expect(await contains()).toBe(false)
  })
})

describe('Saved album or track via PUT or DELETE on /me/albums and /me/tracks', () => {
  it('saved, not saved', async () => {
    for (const kind of ['albums', 'tracks'] as const) {
      const saved = emulator.state.demoUser().library[kind]
      const records = kind === 'albums' ? emulator.catalog.albums : emulator.catalog.tracks
      const id = records.find((record) => !saved.has(record.id))?.id as string
      const contains = async () => (await api.get<boolean[]>(`/me/${kind}/contains?ids=${id}`)).body[0]
      expect(await contains()).toBe(false)
      expect((await api.request('PUT', `/me/${kind}?ids=${id}`)).status).toBe(200)
      expect(await contains()).toBe(true)
      expect((await api.request('DELETE', `/me/${kind}?ids=${id}`)).status).toBe(200)
      expect(await contains()).toBe(false)
    }
  })
})

describe('Playlist content: add, remove, reorder, replace', () => {
  it('each gives the changed list, and snapshot_id identifies the version', async () => {
    const created = await send<{ id: string; snapshot_id: string }>(api, 'POST', '/me/playlists', {
      name: 'Content',
    })
    const id = created.body.id
    const [a, b, c, d] = someTrackIds(emulator, 4) as [string, string, string, string]
    const items = async () =>
      (await api.get<PagingBody<{ track: { id: string } }>>(`/playlists/${id}/tracks`)).body.items.map(
        (item) => item.track.id,
      )
    const snapshots = [created.body.snapshot_id]
    const step = async (method: string, body: unknown, expected: string[]) => {
      const response = await send<{ snapshot_id: string }>(api, method, `/playlists/${id}/tracks`, body)
      expect(response.status).toBeLessThan(300)
      expect(await items()).toEqual(expected)
      expect(snapshots).not.toContain(response.body.snapshot_id)
      snapshots.push(response.body.snapshot_id)
    }
    await step('POST', { uris: [a, b, c].map(trackUri) }, [a, b, c])
    await step('DELETE', { tracks: [{ uri: trackUri(b) }], snapshot_id: snapshots.at(-1) }, [a, c])
    await step('PUT', { range_start: 0, insert_before: 2, snapshot_id: snapshots.at(-1) }, [c, a])
    await step('PUT', { uris: [d, a].map(trackUri) }, [d, a])
    await step('PUT', { uris: [] }, [])
    expect(new Set(snapshots).size).toBe(6)
  })
})

describe('A seek or a start position beyond the track length starts the next song', () => {
  it('for PUT /me/player/seek and for position_ms of PUT /me/player/play', async () => {
    const album = await playAlbum(3, 0)
    const [first, second, third] = album.trackIds as [string, string, string]
    expectNoContent(
      await api.request('PUT', `/me/player/seek?position_ms=${trackOf(emulator, first).durationMs + 1}`),
    )
    expect(await playback(api)).toMatchObject({ item: { id: second }, progress_ms: 0 })
    expectNoContent(
      await send(api, 'PUT', '/me/player/play', {
        context_uri: `spotify:album:${album.id}`,
        offset: { position: 1 },
        position_ms: trackOf(emulator, second).durationMs,
      }),
    )
    expect(await playback(api)).toMatchObject({ item: { id: third }, progress_ms: 0 })
  })
})
