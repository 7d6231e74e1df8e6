/**
 * Every read operation of the client against the emulator over real HTTP, each result checked against what
 * the emulator's catalog holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator, type ConnectedClient } from '../../support/api-harness'

let emulator: EmulatorHandle
let api: ConnectedClient['client']

beforeAll(async () => {
  emulator = await startApiEmulator()
  api = connectClient(emulator).client
})
afterAll(() => emulator.close())

/** An album with several tracks, and its first artist. */
function sampleAlbum() {
  const album = emulator.catalog.albums.find((a) => a.trackIds.length >= 4)
  if (!album) throw new Error('the small catalog has no album with 4 tracks')
  return album
}

describe('albums', () => {
  it('gets one album with its tracks page', async () => {
    const record = sampleAlbum()
    const album = await api.albums.getAlbum(record.id)
    expect(album).toMatchObject({
      id: record.id,
      name: record.name,
      type: 'album',
      album_type: record.albumType,
    })
    expect(album.tracks.items.map((t) => t.id)).toEqual(record.trackIds.slice(0, album.tracks.limit))
  })

  it('gets several albums in the order asked, and any number in batches of 20', async () => {
    const ids = emulator.catalog.albums.slice(0, 3).map((a) => a.id)
    expect((await api.albums.getAlbums(ids)).map((a) => a.id)).toEqual(ids)
    const many = emulator.catalog.albums.slice(0, 45).map((a) => a.id)
    expect((await api.albums.getAlbumsInBatches(many)).map((a) => a.id)).toEqual(many)
  })

  it("pages an album's tracks", async () => {
    const record = sampleAlbum()
    const page = await api.albums.getAlbumTracks(record.id, { limit: 2, offset: 1, market: 'US' })
    expect(page).toMatchObject({ limit: 2, offset: 1, total: record.trackIds.length })
    expect(page.items.map((t) => t.id)).toEqual(record.trackIds.slice(1, 3))
  })
})

describe('artists', () => {
  const artist = () =>
    emulator.catalog.artists.find((a) => a.albumIds.length >= 2) ?? emulator.catalog.artists[0]!

  it('gets one artist and several', async () => {
    const record = artist()
    await expect(api.artists.getArtist(record.id)).resolves.toMatchObject({
      id: record.id,
      name: record.name,
    })
    const ids = emulator.catalog.artists.slice(0, 4).map((a) => a.id)
    expect((await api.artists.getArtists(ids)).map((a) => a.id)).toEqual(ids)
    const many = emulator.catalog.artists.slice(0, 60).map((a) => a.id)
    expect((await api.artists.getArtistsInBatches(many)).map((a) => a.id)).toEqual(many)
  })

  it("lists an artist's albums filtered by include_groups", async () => {
    const record = artist()
    const page = await api.artists.getArtistAlbums(record.id, {
      includeGroups: ['album', 'single'],
      market: 'US',
      limit: 50,
    })
    expect(page.items.length).toBeGreaterThan(0)
    for (const album of page.items) expect(['album', 'single']).toContain(album.album_group)
  })

  it('gets top tracks for a market and related artists', async () => {
    const record = artist()
    const top = await api.artists.getArtistTopTracks(record.id, { market: 'US' })
    expect(top.length).toBeGreaterThan(0)
    for (const track of top) expect(track.artists.map((a) => a.id)).toContain(record.id)
    const withPeers = emulator.catalog.artists.find((a) => emulator.catalog.relatedArtists(a.id).length > 0)!
    const related = await api.artists.getRelatedArtists(withPeers.id)
    expect(related.map((a) => a.id)).toEqual(emulator.catalog.relatedArtists(withPeers.id).map((a) => a.id))
    expect(related.map((a) => a.id)).not.toContain(withPeers.id)
  })
})

describe('tracks, audio features and analysis', () => {
  it('gets one track and several, in order', async () => {
    const [first, ...rest] = emulator.catalog.tracks.slice(0, 5)
    await expect(api.tracks.getTrack(first!.id)).resolves.toMatchObject({ id: first!.id, name: first!.name })
    const ids = rest.map((t) => t.id)
    expect((await api.tracks.getTracks(ids, { market: 'US' })).map((t) => t.id)).toEqual(ids)
    const many = emulator.catalog.tracks.slice(0, 120).map((t) => t.id)
    expect((await api.tracks.getTracksInBatches(many)).map((t) => t.id)).toEqual(many)
  })

  it('relinks a track unavailable in the market and says so', async () => {
    const twin = emulator.catalog.tracks.find((t) => t.twinId)
    if (!twin) throw new Error('the small catalog has no relinked pair')
    // One of the two editions is playable per market; ask in every market until relinking shows.
    const markets = ['US', 'GB', 'SE', 'DE', 'FR', 'ES', 'JP', 'BR', 'MX', 'CA', 'AU']
    const answers = await Promise.all(markets.map((market) => api.tracks.getTrack(twin.id, { market })))
    const relinked = answers.find((track) => track.linked_from)
    expect(relinked?.linked_from?.id).toBe(twin.id)
    expect(relinked?.is_playable).toBe(true)
  })

  it('gets audio features of one and of several tracks, and an audio analysis', async () => {
    const tracks = emulator.catalog.tracks.slice(0, 3)
    const features = await api.audio.getAudioFeatures(tracks[0]!.id)
    expect(features).toMatchObject({
      id: tracks[0]!.id,
      type: 'audio_features',
      energy: tracks[0]!.features.energy,
    })
    const several = await api.audio.getSeveralAudioFeatures(tracks.map((t) => t.id))
    expect(several.map((f) => f?.id)).toEqual(tracks.map((t) => t.id))
    const batched = await api.audio.getAudioFeaturesInBatches(
      emulator.catalog.tracks.slice(0, 150).map((t) => t.id),
    )
    expect(batched).toHaveLength(150)
    const analysis = await api.audio.getAudioAnalysis(tracks[0]!.id)
    expect(analysis.track.duration).toBeCloseTo(tracks[0]!.durationMs / 1000, 0)
    expect(analysis.sections.length).toBeGreaterThan(0)
  })
})

describe('browse', () => {
  it('lists categories localised and gets one category', async () => {
    const page = await api.browse.getCategories({ locale: 'sv_SE', limit: 50 })
    expect(page.categories.items.length).toBeGreaterThan(0)
    const record =
      emulator.catalog.categories.find((c) => c.names['sv_SE']) ?? emulator.catalog.categories[0]!
    const category = await api.browse.getCategory(record.id, { locale: 'sv_SE' })
    expect(category).toMatchObject({ id: record.id, name: record.names['sv_SE'] ?? record.names['en_US'] })
    const inCountry = await api.browse.getCategories({ country: 'SE', limit: 5, offset: 0 })
    expect(inCountry.categories.limit).toBe(5)
  })

  it("lists a category's playlists, featured playlists and new releases", async () => {
    const record = emulator.catalog.categories.find((c) => c.playlistIds.length > 0 && c.countries === null)!
    const playlists = await api.browse.getCategoryPlaylists(record.id, { limit: 10 })
    expect(playlists.playlists.items.map((p) => p.id)).toEqual(record.playlistIds.slice(0, 10))
    const featured = await api.browse.getFeaturedPlaylists({
      locale: 'en_US',
      timestamp: '2025-06-02T09:00:00',
      limit: 3,
    })
    expect(featured.playlists.items.length).toBeGreaterThan(0)
    expect(typeof featured.message).toBe('string')
    const releases = await api.browse.getNewReleases({ country: 'US', limit: 5 })
    expect(releases.albums.items).toHaveLength(5)
  })
})

describe('recommendations', () => {
  it('lists genre seeds and recommends within the filters', async () => {
    const genres = await api.recommendations.getAvailableGenreSeeds()
    expect(genres).toEqual([...emulator.catalog.genreSeeds])
    const seedTrack = emulator.catalog.tracks[0]!
    const result = await api.recommendations.getRecommendations({
      seedTracks: [seedTrack.id],
      seedGenres: genres.slice(0, 2),
      limit: 10,
      min: { energy: 0.2 },
      max: { energy: 0.9, durationMs: 600_000 },
      target: { danceability: 0.5, tempo: 120 },
      market: 'US',
    })
    expect(result.seeds).toHaveLength(3)
    expect(result.tracks.length).toBeLessThanOrEqual(10)
    expect(result.tracks.length).toBeGreaterThan(0)
  })
})

describe('search', () => {
  it('searches several types with a per-type limit', async () => {
    const track = emulator.catalog.tracks[0]!
    const results = await api.search.search({
      query: track.name,
      types: ['track', 'artist'],
      limit: 3,
      market: 'US',
    })
    expect(results.tracks?.items.length).toBeGreaterThan(0)
    expect(results.tracks?.items.length).toBeLessThanOrEqual(3)
    expect(results.artists).toBeDefined()
    expect(results.albums).toBeUndefined()
    const byIsrc = await api.search.search({
      query: `isrc:${track.isrc}`,
      types: ['track'],
      includeExternal: 'audio',
    })
    expect(byIsrc.tracks?.items.map((t) => t.id)).toContain(track.id)
  })
})

describe('users and playlists (read side)', () => {
  it("gets the current user's profile and a public profile", async () => {
    const me = await api.users.getCurrentUserProfile()
    expect(me).toMatchObject({
      id: emulator.user.id,
      display_name: emulator.user.displayName,
      country: emulator.user.country,
    })
    const other = emulator.catalog.users.find((u) => u.id !== emulator.user.id)!
    await expect(api.users.getUserProfile(other.id)).resolves.toMatchObject({ id: other.id, type: 'user' })
  })

  it("lists the current user's and another user's playlists", async () => {
    const mine = await api.playlists.getCurrentUserPlaylists({ limit: 5 })
    expect(mine.items.length).toBeGreaterThan(0)
    const owner = emulator.catalog.playlistSeeds.find(
      (p) => p.public && p.ownerId !== emulator.user.id,
    )!.ownerId
    const theirs = await api.playlists.getUserPlaylists(owner, { limit: 50, offset: 0 })
    expect(theirs.items.every((p) => p.public !== false)).toBe(true)
    expect(theirs.items.some((p) => p.owner.id === owner)).toBe(true)
  })

  it('gets a playlist, filtered by fields, its items and its cover', async () => {
    const seed = emulator.catalog.playlistSeeds.find((p) => p.public && p.items.length >= 3)!
    const playlist = await api.playlists.getPlaylist(seed.id)
    expect(playlist).toMatchObject({ id: seed.id, name: seed.name, public: true })
    expect(playlist.tracks?.total).toBe(seed.items.length)

    const filtered = await api.playlists.getPlaylist(seed.id, {
      fields: 'name,tracks.items(added_at,track(name,!album))',
    })
    expect(Object.keys(filtered).sort()).toEqual(['name', 'tracks'])
    const firstItem = filtered.tracks?.items?.[0]
    expect(firstItem?.added_at).toBe(seed.items[0]!.addedAt)
    expect(firstItem?.track).not.toHaveProperty('album')

    const items = await api.playlists.getItems(seed.id, { limit: 2, offset: 1, market: 'US' })
    expect(items.items.map((item) => item.track?.id)).toEqual(seed.items.slice(1, 3).map((i) => i.trackId))
    const fieldItems = await api.playlists.getItems(seed.id, { fields: 'total,items(added_by.id)' })
    expect(fieldItems.total).toBe(seed.items.length)

    const cover = await api.playlists.getCoverImage(seed.id)
    expect(cover.length).toBeGreaterThan(0)
    expect(cover[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:/)
  })
})
