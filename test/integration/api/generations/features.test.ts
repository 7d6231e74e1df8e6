/**
 * Every feature through the client in each generation, against the emulator playing that generation, over
 * real HTTP: save, remove and contains for tracks, albums, artists, users and playlists; several-item reads;
 * playlist creation; search and artist albums beyond 10; playlist items of an owned and of a followed
 * playlist; operations the generation lacks. Each test also checks what went over the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PlaylistItemsUnavailableError,
  UnavailableOperationError,
  itemOf,
  itemsOf,
  type Generation,
} from '../../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../../support/api-harness'
import type { RecordedRequest } from '../../../support/recording-adapter'

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator()
})
afterAll(() => emulator.close())

const generationsUnderTest: Generation[] = ['classic', '2024', '2026']
const sent = (requests: readonly RecordedRequest[]) =>
  requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query.toString()}` : ''}`)
const paths = (requests: readonly RecordedRequest[]) => requests.map((r) => `${r.method} ${r.path}`)

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe.each(generationsUnderTest)('generation %s against the emulator playing it', (generation) => {
  const today = generation === '2026'
  /** Ids that no other generation's tests touch: the emulator's state is shared by the three. */
  const slot = generationsUnderTest.indexOf(generation)
  const connect = () => connectClient(emulator, { generation })
  const user = () => emulator.state.demoUser()
  const fresh = <T extends { id: string }>(
    all: readonly T[],
    taken: (id: string) => boolean,
    count: number,
  ) =>
    all
      .filter((item) => !taken(item.id))
      .slice(slot * count, slot * count + count)
      .map((item) => item.id)

  beforeAll(() => emulator.setApiMode(generation))

  describe('saving, removing and checking', () => {
    it('tracks: save, contains, remove (classic /me/tracks, 2026 /me/library by URI)', async () => {
      const { client, requests } = connect()
      const ids = fresh(emulator.catalog.tracks, (id) => user().library.tracks.has(id), 3)
      await client.library.saveTracks(ids)
      expect(ids.every((id) => user().library.tracks.has(id))).toBe(true)
      expect(await client.library.checkSavedTracks([...ids, emulator.catalog.tracks[0]!.id])).toEqual([
        true,
        true,
        true,
        user().library.tracks.has(emulator.catalog.tracks[0]!.id),
      ])
      await client.library.removeSavedTracks(ids.slice(1))
      expect(await client.library.checkSavedTracks(ids)).toEqual([true, false, false])
      expect(paths(requests)).toEqual(
        today
          ? ['PUT /me/library', 'GET /me/library/contains', 'DELETE /me/library', 'GET /me/library/contains']
          : ['PUT /me/tracks', 'GET /me/tracks/contains', 'DELETE /me/tracks', 'GET /me/tracks/contains'],
      )
      if (today) expect(requests[0]!.query.get('uris')).toBe(ids.map((id) => `spotify:track:${id}`).join(','))
    })

    it('albums: save, contains, remove', async () => {
      const { client, requests } = connect()
      const ids = fresh(emulator.catalog.albums, (id) => user().library.albums.has(id), 2)
      await client.library.saveAlbums(ids)
      expect(await client.library.checkSavedAlbums(ids)).toEqual([true, true])
      await client.library.removeSavedAlbums(ids)
      expect(await client.library.checkSavedAlbums(ids)).toEqual([false, false])
      expect(new Set(paths(requests).map((p) => p.split(' ')[1]))).toEqual(
        new Set(today ? ['/me/library', '/me/library/contains'] : ['/me/albums', '/me/albums/contains']),
      )
    })

    it('any number of tracks: classic 50s one after another, 2026 40s together, answers in order', async () => {
      const { client, requests } = connect()
      const ids = fresh(emulator.catalog.tracks, (id) => user().library.tracks.has(id), 95)
      await client.library.saveTracksInBatches(ids)
      const writes = requests.filter((r) => r.method === 'PUT')
      expect(writes.map((r) => (r.query.get('ids') ?? r.query.get('uris'))!.split(',').length)).toEqual(
        today ? [40, 40, 15] : [50, 45],
      )
      const probe = [
        ids[94]!,
        emulator.catalog.tracks.find((t) => !user().library.tracks.has(t.id))!.id,
        ids[0]!,
      ]
      const many = [...ids, ...probe]
      const answers = await client.library.checkSavedTracksInBatches(many)
      expect(answers).toHaveLength(many.length)
      expect(answers.slice(-3)).toEqual([true, false, true])
      await client.library.removeSavedTracksInBatches(ids)
      expect(ids.some((id) => user().library.tracks.has(id))).toBe(false)
    })

    it('artists and users: follow, contains, unfollow (2026 by artist and user URIs)', async () => {
      const { client, requests } = connect()
      const artists = fresh(emulator.catalog.artists, (id) => user().follows.artists.has(id), 2)
      // Few users in the small catalog: each generation unfollows its pick again, so the first free one will do.
      const people = emulator.catalog.users
        .filter((u) => u.id !== emulator.user.id && !user().follows.users.has(u.id))
        .slice(0, 1)
        .map((u) => u.id)
      await client.follow.follow('artist', artists)
      await client.follow.follow('user', people)
      expect(await client.follow.checkFollowing('artist', artists)).toEqual([true, true])
      expect(await client.follow.checkFollowing('user', people)).toEqual([true])
      await client.follow.unfollow('artist', artists.slice(0, 1))
      expect(await client.follow.checkFollowing('artist', artists)).toEqual([false, true])
      await client.follow.unfollowInBatches('artist', artists)
      await client.follow.unfollow('user', people)
      expect(user().follows.users.has(people[0]!)).toBe(false)
      const uris = requests.map((r) => r.query.get('uris')).filter(Boolean)
      if (today) {
        expect(new Set(paths(requests).map((p) => p.split(' ')[1]))).toEqual(
          new Set(['/me/library', '/me/library/contains']),
        )
        expect(uris[1]).toBe(`spotify:user:${people[0]}`)
      } else {
        expect(paths(requests)[0]).toBe('PUT /me/following')
        expect(uris).toEqual([])
      }
    })

    it('playlists: follow, contains, unfollow', async () => {
      const { client, requests } = connect()
      const [id] = fresh(
        emulator.catalog.playlistSeeds,
        (pid) => user().playlists.some((r) => r.id === pid),
        1,
      )
      await client.follow.followPlaylist(id!)
      expect(await client.follow.checkFollowingPlaylists([id!])).toEqual([true])
      await client.follow.unfollowPlaylist(id!)
      expect(await client.follow.checkFollowingPlaylists([id!])).toEqual([false])
      expect(paths(requests)).toEqual(
        today
          ? ['PUT /me/library', 'GET /me/library/contains', 'DELETE /me/library', 'GET /me/library/contains']
          : [
              `PUT /playlists/${id}/followers`,
              'GET /me',
              `GET /playlists/${id}/followers/contains`,
              `DELETE /playlists/${id}/followers`,
              `GET /playlists/${id}/followers/contains`,
            ],
      )
    })
  })

  describe('reading several items', () => {
    it('albums, artists and tracks in order, null for an unknown id (2026: one read per id, together)', async () => {
      const { client, requests } = connect()
      const unknown = '0000000000000000000000'
      const albums = emulator.catalog.albums.slice(0, 3).map((a) => a.id)
      const artists = emulator.catalog.artists.slice(0, 3).map((a) => a.id)
      const tracks = emulator.catalog.tracks.slice(0, 4).map((t) => t.id)
      expect((await client.albums.getAlbums([...albums, unknown])).map((a) => a?.id ?? null)).toEqual([
        ...albums,
        null,
      ])
      expect((await client.artists.getArtists(artists)).map((a) => a.id)).toEqual(artists)
      expect((await client.tracks.getTracks(tracks, { market: 'US' })).map((t) => t.id)).toEqual(tracks)
      const many = emulator.catalog.tracks.slice(0, 60).map((t) => t.id)
      expect((await client.tracks.getTracksInBatches(many)).map((t) => t.id)).toEqual(many)
      if (today) {
        expect(requests.filter((r) => r.query.has('ids'))).toEqual([])
        expect(requests).toHaveLength(4 + 3 + 4 + 60)
        expect(requests.filter((r) => r.status === 404).map((r) => r.path)).toEqual([`/albums/${unknown}`])
      } else {
        expect(paths(requests)).toEqual([
          'GET /albums',
          'GET /artists',
          'GET /tracks',
          'GET /tracks',
          'GET /tracks',
        ])
      }
    })
  })

  describe('creating a playlist', () => {
    it('creates for the signed-in user (2026 at /me/playlists)', async () => {
      const { client, requests } = connect()
      const created = await client.playlists.createPlaylist(emulator.user.id, { name: `New ${generation}` })
      expect(created).toMatchObject({ name: `New ${generation}`, owner: { id: emulator.user.id } })
      expect(itemsOf(created)?.total).toBe(0)
      expect(paths(requests)).toEqual([
        today ? 'POST /me/playlists' : `POST /users/${emulator.user.id}/playlists`,
      ])
    })
  })

  describe('search and artist albums beyond 10', () => {
    it('search with limit 30: one request classic, three of 10 in 2026 merged into one page per type', async () => {
      const { client, requests } = connect()
      const results = await client.search.search({ query: 'a', types: ['track', 'artist'], limit: 30 })
      expect(results.tracks).toMatchObject({ limit: 30, offset: 0 })
      expect(results.tracks!.items).toHaveLength(30)
      // The same items as one classic page of 30 (the emulator's ranking is deterministic).
      emulator.setApiMode('classic')
      try {
        const reference = await connectClient(emulator).client.search.search({
          query: 'a',
          types: ['track', 'artist'],
          limit: 30,
        })
        expect(results.tracks!.items.map((t) => t.id)).toEqual(reference.tracks!.items.map((t) => t.id))
        expect(results.artists!.items.map((a) => a.id)).toEqual(reference.artists!.items.map((a) => a.id))
        expect(results.tracks!.total).toBe(reference.tracks!.total)
      } finally {
        emulator.setApiMode(generation)
      }
      expect(sent(requests)).toEqual(
        today
          ? [0, 10, 20].map((offset) => `GET /search?q=a&type=track%2Cartist&limit=10&offset=${offset}`)
          : ['GET /search?q=a&type=track%2Cartist&limit=30'],
      )
      if (today) {
        const next = new URL(results.tracks!.next!)
        expect(next.searchParams.get('offset')).toBe('30')
      }
    })

    it('a merged page can be followed by its next link, as any page', async () => {
      const { client } = connect()
      const seen: string[] = []
      for await (const page of client.paging.pages(
        () => client.search.search({ query: 'a', types: ['track'], limit: 20 }),
        (results) => results.tracks,
      )) {
        seen.push(...page.items.map((t) => t.id))
        if (seen.length >= 30) break
      }
      const first = await client.search.search({ query: 'a', types: ['track'], limit: 30 })
      expect(seen.slice(0, 30)).toEqual(first.tracks!.items.map((t) => t.id))
    })

    it('search asks nothing beyond the end of the results', async () => {
      const { client, requests } = connect()
      const rare = emulator.catalog.tracks[0]!.name
      const results = await client.search.search({ query: `"${rare}"`, types: ['track'], limit: 40 })
      expect(results.tracks!.items.length).toBe(Math.min(40, results.tracks!.total))
      if (today)
        expect(requests).toHaveLength(Math.max(1, Math.ceil(Math.min(40, results.tracks!.total) / 10)))
    })

    it('artist albums with limit 20 and an offset', async () => {
      const { client, requests } = connect()
      const artist = [...emulator.catalog.artists].sort(
        (a, b) => b.albumIds.length + b.appearsOnIds.length - (a.albumIds.length + a.appearsOnIds.length),
      )[0]!
      const listed = artist.albumIds.length + artist.appearsOnIds.length
      const page = await client.artists.getArtistAlbums(artist.id, { limit: 20, offset: 1 })
      expect(page).toMatchObject({ limit: 20, offset: 1, total: listed })
      expect(page.items).toHaveLength(Math.min(20, listed - 1))
      expect(new Set(page.items.map((a) => a.id)).size).toBe(page.items.length)
      const expected = today ? Math.max(1, Math.ceil(Math.min(20, listed - 1) / 10)) : 1
      expect(requests).toHaveLength(expected)
      if (today) expect(requests.every((r) => Number(r.query.get('limit')) <= 10)).toBe(true)
      if (today) expect(page.items[0]).not.toHaveProperty('album_group')
      else expect(page.items[0]).toHaveProperty('album_group')
    })
  })

  describe('playlist items', () => {
    const owned = () =>
      emulator.catalog.playlistSeeds.find((p) => p.ownerId === emulator.user.id && p.items.length > 5)!
    const followed = () =>
      emulator.catalog.playlistSeeds.find(
        (p) =>
          p.ownerId !== emulator.user.id &&
          !p.collaborative &&
          p.items.length > 0 &&
          user().playlists.some((ref) => ref.id === p.id),
      )!

    it('of an owned playlist: a page, every item, and the playlist with them (classic /tracks, else /items)', async () => {
      const { client, requests } = connect()
      const seed = owned()
      const page = await client.playlists.getItems(seed.id, { limit: 3 })
      expect(page.items.map((entry) => itemOf(entry)?.id)).toEqual(
        seed.items.slice(0, 3).map((i) => i.trackId),
      )
      const all = await client.playlists.getAllItems(seed.id)
      expect(all.map((entry) => itemOf(entry)?.id)).toEqual(seed.items.map((i) => i.trackId))
      const playlist = await client.playlists.getPlaylist(seed.id)
      expect(itemsOf(playlist)?.total).toBe(seed.items.length)
      expect(requests[0]!.path).toBe(`/playlists/${seed.id}/${generation === 'classic' ? 'tracks' : 'items'}`)
      // 100 at most at /tracks, 50 at /items: a larger limit is asked in parts there.
      requests.length = 0
      const big = await client.playlists.getItems(seed.id, { limit: 100 })
      expect(big.limit).toBe(100)
      expect(big.items).toHaveLength(Math.min(100, seed.items.length))
      const parts = generation === 'classic' || seed.items.length <= 50 ? 1 : 2
      expect(requests).toHaveLength(parts)
    })

    it('of a followed playlist the user does not own: 2026 refuses them with PlaylistItemsUnavailableError', async () => {
      const { client, requests } = connect()
      const seed = followed()
      const playlist = await client.playlists.getPlaylist(seed.id)
      expect(playlist.name).toBe(seed.name)
      if (!today) {
        const page = await client.playlists.getItems(seed.id)
        expect(page.total).toBe(seed.items.length)
        expect(itemsOf(playlist)?.total).toBe(seed.items.length)
        return
      }
      expect(itemsOf(playlist)).toBeUndefined()
      const error = await failure(client.playlists.getItems(seed.id))
      expect(error).toBeInstanceOf(PlaylistItemsUnavailableError)
      expect(error).toBeInstanceOf(UnavailableOperationError)
      expect((error as PlaylistItemsUnavailableError).toBridgeError()).toMatchObject({
        code: 'UNAVAILABLE',
        details: { operation: 'playlists.getItems', playlistId: seed.id, scope: 'playlist', status: 403 },
      })
      // Not a removal: the operation stays available, and other playlists' items still come.
      expect(client.availability().unavailable).not.toContain('playlists.getItems')
      await expect(client.playlists.getItems(owned().id, { limit: 1 })).resolves.toMatchObject({ limit: 1 })
      expect(requests.filter((r) => r.status === 403)).toHaveLength(1)
    })
  })

  describe('what the generation lacks', () => {
    it('refuses before sending anything, with the generation in the error', async () => {
      const { client, requests } = connect()
      const artist = emulator.catalog.artists[0]!.id
      const lacking: [string, () => Promise<unknown>][] = [
        ['artists.getRelatedArtists', () => client.artists.getRelatedArtists(artist)],
        ['recommendations.getAvailableGenreSeeds', () => client.recommendations.getAvailableGenreSeeds()],
        ['audio.getAudioFeatures', () => client.audio.getAudioFeatures(emulator.catalog.tracks[0]!.id)],
        ...(today
          ? ([
              ['browse.getNewReleases', () => client.browse.getNewReleases()],
              ['browse.getCategories', () => client.browse.getCategories()],
              [
                'artists.getArtistTopTracks',
                () => client.artists.getArtistTopTracks(artist, { market: 'US' }),
              ],
              ['users.getUserProfile', () => client.users.getUserProfile(emulator.user.id)],
              ['playlists.getUserPlaylists', () => client.playlists.getUserPlaylists(emulator.user.id)],
              [
                'follow.checkUsersFollowPlaylist',
                () => client.follow.checkUsersFollowPlaylist(emulator.catalog.playlistSeeds[0]!.id, ['x']),
              ],
            ] as [string, () => Promise<unknown>][])
          : []),
      ]
      if (generation === 'classic') {
        for (const [, call] of lacking) await call()
        expect(requests.length).toBe(lacking.length)
        return
      }
      const before = emulator.traffic.count()
      for (const [operation, call] of lacking) {
        const error = await failure(call())
        expect(error, operation).toBeInstanceOf(UnavailableOperationError)
        expect((error as UnavailableOperationError).toBridgeError()).toEqual({
          code: 'UNAVAILABLE',
          message: expect.stringContaining('nothing was sent') as unknown,
          details: { operation, why: 'generation', generation },
        })
      }
      expect(requests).toEqual([])
      expect(emulator.traffic.count()).toBe(before)
      expect(client.availability()).toMatchObject({ generation, learned: [] })
      expect(client.availability().unavailable).toEqual(expect.arrayContaining(lacking.map(([op]) => op)))
    })

    it('reads /me, without country, email and product in 2026', async () => {
      const { client } = connect()
      const me = await client.users.getCurrentUserProfile()
      expect(me.id).toBe(emulator.user.id)
      if (today) {
        expect(me).not.toHaveProperty('product')
        expect(me.account_id).toEqual(expect.any(String))
      } else expect(me.product).toBe('premium')
    })
  })
})

describe('the generation option', () => {
  it('is classic by default and refuses an unknown value', () => {
    expect(connectClient(emulator).client.generation).toBe('classic')
    expect(() => connectClient(emulator, { generation: '2025' as Generation })).toThrow(
      /generation must be one of classic, 2024, 2026/,
    )
  })

  it('gives an empty availability in classic, the Nov 2024 set in 2024, both sets in 2026', () => {
    const unavailable = (generation: Generation) =>
      connectClient(emulator, { generation }).client.availability()
    expect(unavailable('classic')).toEqual({ generation: 'classic', unavailable: [], learned: [] })
    expect(unavailable('2024').unavailable).toEqual([
      'artists.getRelatedArtists',
      'audio.getAudioAnalysis',
      'audio.getAudioFeatures',
      'audio.getSeveralAudioFeatures',
      'browse.getCategoryPlaylists',
      'browse.getFeaturedPlaylists',
      'recommendations.getAvailableGenreSeeds',
      'recommendations.getRecommendations',
    ])
    const all = unavailable('2026').unavailable
    // The 27 operations of api-spec.md retired in Feb 2026, 13 of podcasts and audiobooks (several-at-once
    // reads, saves, contains), and GET /markets (the emulator serves it; the client never sends it).
    expect(all).toHaveLength(8 + 27 + 13 + 1)
    expect(all).toEqual(
      expect.arrayContaining(['library.saveTracks', 'playlists.getTracks', 'tracks.getTracks']),
    )
    expect(all).not.toContain('library.saveItems')
    expect(all).not.toContain('playlists.getItems')
  })
})
