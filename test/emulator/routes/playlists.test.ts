import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import type { PlaylistState } from '../../../electron/emulator/state/playlist-store'
import {
  clientWithScopes,
  collectPages,
  startTestEmulator,
  type ApiClient,
  type PagingBody,
} from '../../support/emulator'

interface SimplifiedPlaylist {
  id: string
  name: string
  public: boolean
  collaborative: boolean
  owner: { id: string; display_name: string }
  tracks: { href: string; total: number }
  snapshot_id: string
}
interface Item {
  added_at: string
  added_by: { id: string }
  track: { id: string; linked_from?: { id: string }; is_playable?: boolean }
}
interface Playlist extends Omit<SimplifiedPlaylist, 'tracks'> {
  description: string
  followers: { total: number }
  tracks: PagingBody<Item>
  images: { url: string; width: number }[]
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
const READ = ['playlist-read-private', 'playlist-read-collaborative']

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

const demoPlaylists = () =>
  emulator.state.demoUser().playlists.map((ref) => emulator.state.playlists.get(ref.id) as PlaylistState)
const byName = (name: string) => demoPlaylists().find((playlist) => playlist.name === name) as PlaylistState
const myList = async (scopes: string[]) =>
  (
    await collectPages<SimplifiedPlaylist>(clientWithScopes(emulator, scopes), '/me/playlists?limit=5')
  ).items.map((playlist) => playlist.name)

describe('GET /me/playlists', () => {
  it('lists owned and followed playlists, newest first, following next to the end', async () => {
    const { items, pages } = await collectPages<SimplifiedPlaylist>(api, '/me/playlists?limit=3')
    expect(items.map((playlist) => playlist.id)).toEqual(demoPlaylists().map((playlist) => playlist.id))
    expect(pages[0]?.total).toBe(12)
    const own = items.filter((playlist) => playlist.owner.id === emulator.user.id)
    expect(own).toHaveLength(6)
    expect(items[0]?.tracks.total).toBe(demoPlaylists()[0]?.items.length)
  })

  it('private playlists need playlist-read-private, collaborative ones playlist-read-collaborative', async () => {
    expect(await myList(READ)).toEqual(expect.arrayContaining(['Private Stash', 'Band Practice']))
    const withoutPrivate = await myList(['playlist-read-collaborative'])
    expect(withoutPrivate).not.toContain('Private Stash')
    expect(withoutPrivate).toContain('Band Practice')
    const withoutCollaborative = await myList(['playlist-read-private'])
    expect(withoutCollaborative).toContain('Private Stash')
    expect(withoutCollaborative).not.toContain('Band Practice')
  })

  it('refuses an offset beyond 100000 and accepts it up to there', async () => {
    const at = await api.get<PagingBody<unknown>>('/me/playlists?offset=100000')
    expect(at.status).toBe(200)
    expect(at.body.items).toEqual([])
    expect((await api.get('/me/playlists?offset=100001')).status).toBe(400)
  })
})

describe('GET /users/{user_id}/playlists', () => {
  it('shows another user only the public playlists', async () => {
    const owner = emulator.catalog.users.find(
      (user) =>
        user.id !== emulator.user.id &&
        [...emulator.state.playlists.all()].some((p) => p.ownerId === user.id && !p.public),
    )
    if (!owner) throw new Error('no community user with a private playlist')
    const response = await api.get<PagingBody<SimplifiedPlaylist>>(`/users/${owner.id}/playlists?limit=50`)
    expect(response.status).toBe(200)
    const expected = [...emulator.state.playlists.all()].filter((p) => p.ownerId === owner.id && p.public)
    expect(response.body.items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort())
  })

  it('for the current user it is the same list as /me/playlists', async () => {
    const mine = await api.get<PagingBody<SimplifiedPlaylist>>(
      `/users/${emulator.user.id}/playlists?limit=50`,
    )
    expect(mine.body.items.map((p) => p.id)).toEqual(demoPlaylists().map((p) => p.id))
  })

  it('is 404 for an unknown user', async () => {
    expect((await api.get('/users/nobody-here/playlists')).status).toBe(404)
  })
})

describe('GET /playlists/{id}', () => {
  it('answers the playlist with its first 100 items', async () => {
    const state = byName('Morning Coffee')
    const response = await api.get<Playlist>(`/playlists/${state.id}`)
    expect(response.status).toBe(200)
    const playlist = response.body
    expect(playlist).toMatchObject({
      id: state.id,
      name: 'Morning Coffee',
      description: 'Slow starts and warm mugs.',
      public: true,
      collaborative: false,
      owner: { id: emulator.user.id, display_name: 'Demo Listener' },
      snapshot_id: state.snapshotId,
    })
    expect(playlist.tracks.limit).toBe(100)
    expect(playlist.tracks.items.map((item) => item.track.id)).toEqual(
      state.items.slice(0, 100).map((item) => item.trackId),
    )
    expect(playlist.tracks.items[0]).toMatchObject({
      added_at: state.items[0]?.addedAt,
      added_by: { id: emulator.user.id },
    })
    expect(playlist.images.map((image) => image.width)).toEqual([640, 300, 60])
  })

  it('a collaborative playlist has items added by several users', async () => {
    const response = await api.get<Playlist>(`/playlists/${byName('Band Practice').id}`)
    expect(response.body.collaborative).toBe(true)
    expect(response.body.public).toBe(false)
    expect(new Set(response.body.tracks.items.map((item) => item.added_by.id)).size).toBeGreaterThan(1)
  })

  describe('fields', () => {
    it('keeps only the named fields, with dots for nested ones', async () => {
      const response = await api.get(`/playlists/${byName('Road Trip').id}?fields=name,owner.id,tracks.total`)
      expect(response.body).toEqual({
        name: 'Road Trip',
        owner: { id: emulator.user.id },
        tracks: { total: byName('Road Trip').items.length },
      })
    })

    it('parentheses select inside repeating objects, nested, and ! excludes', async () => {
      const state = byName('Road Trip')
      const response = await api.get<{ tracks: { items: Record<string, unknown>[] } }>(
        `/playlists/${state.id}?fields=${encodeURIComponent('tracks.items(added_by.id,track(name,album(!name,href)))')}`,
      )
      const first = response.body.tracks.items[0] as {
        added_by: Record<string, unknown>
        track: Record<string, unknown>
      }
      expect(Object.keys(response.body)).toEqual(['tracks'])
      expect(Object.keys(response.body.tracks)).toEqual(['items'])
      expect(first.added_by).toEqual({ id: state.items[0]?.addedBy })
      expect(Object.keys(first.track).sort()).toEqual(['album', 'name'])
      expect(Object.keys(first.track['album'] as object)).toEqual(['href'])
    })

    it('only exclusions keep everything else', async () => {
      const response = await api.get<Record<string, unknown>>(
        `/playlists/${byName('Road Trip').id}?fields=!tracks`,
      )
      expect(response.body['tracks']).toBeUndefined()
      expect(response.body['name']).toBe('Road Trip')
    })
  })
})

describe('GET /playlists/{id}/tracks and /items', () => {
  it('page the items (default 100), following next to the end, identically on both paths', async () => {
    const state = [...emulator.state.playlists.all()].sort((a, b) => b.items.length - a.items.length)[0]
    if (!state) throw new Error('no playlists')
    const viaTracks = await collectPages<Item>(api, `/playlists/${state.id}/tracks?limit=7`)
    expect(viaTracks.items.map((item) => item.track.id)).toEqual(state.items.map((item) => item.trackId))
    const viaItems = await collectPages<Item>(api, `/playlists/${state.id}/items?limit=7`)
    expect(viaItems.items).toEqual(viaTracks.items)
    expect(viaItems.pages[0]?.next).toContain(`/playlists/${state.id}/items?`)
    const defaults = await api.get<PagingBody<Item>>(`/playlists/${state.id}/tracks`)
    expect(defaults.body.limit).toBe(100)
  })

  it('apply fields to the paging object', async () => {
    const state = byName('Running Mix')
    const response = await api.get(`/playlists/${state.id}/items?fields=total,items(added_by.id)&limit=2`)
    expect(response.body).toEqual({
      total: state.items.length,
      items: state.items.slice(0, 2).map((item) => ({ added_by: { id: item.addedBy } })),
    })
  })

  it('relink items for a market', async () => {
    const catalog = emulator.catalog
    const withTwin = [...emulator.state.playlists.all()].flatMap((playlist) =>
      playlist.items.flatMap((item, index) => {
        const track = catalog.track(item.trackId)
        return track?.twinId ? [{ playlist, index, track }] : []
      }),
    )[0]
    if (!withTwin) return // the seed put no relinkable track in a playlist
    const twin = catalog.track(withTwin.track.twinId as string)
    const market = twin?.markets.list[0]
    const response = await api.get<PagingBody<Item>>(
      `/playlists/${withTwin.playlist.id}/tracks?offset=${withTwin.index}&limit=1&market=${market}`,
    )
    expect(response.body.items[0]?.track.id).toBe(twin?.id)
    expect(response.body.items[0]?.track.linked_from?.id).toBe(withTwin.track.id)
  })
})

describe('GET /playlists/{id}/images', () => {
  it('answers the cover images', async () => {
    const response = await api.get<{ url: string; width: number; height: number }[]>(
      `/playlists/${byName('Road Trip').id}/images`,
    )
    expect(response.status).toBe(200)
    expect(response.body[0]).toMatchObject({ width: 640, height: 640 })
    expect(response.body[0]?.url).toMatch(new RegExp(`^${emulator.accountsUrl}/images/playlist/`))
  })
})
