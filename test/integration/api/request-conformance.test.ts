/**
 * Every request the client can send validates against the request side of the OpenAPI description (path,
 * query, body; ../shared/openapi). The walk is a table with one entry per operation of the client's operation
 * table (TypeScript makes it complete), called with every optional parameter the operation takes, in each
 * generation against the emulator playing it. Requests are captured as they go over HTTP to the emulator; the
 * answers do not matter here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  UnavailableOperationError,
  type ApiClient,
  type Generation,
  type OperationId,
} from '../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../support/api-harness'
import { loadOpenApi, openApiAvailable, openApiMissingReason } from '../../support/openapi-document'
import { checkRequest } from '../../support/openapi-requests'

if (!openApiAvailable) console.warn(`request conformance skipped: ${openApiMissingReason}`)

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator()
})
afterAll(() => emulator.close())

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 0xff, 0xd9]).toString(
  'base64',
)

/** Operations of the table the emulator serves and the client never sends (it has no function for them). */
type ServedOnly = 'markets.getAvailableMarkets'

/** One call per operation the client sends, with every optional parameter it takes. */
function walk(
  e: EmulatorHandle,
): Record<Exclude<OperationId, ServedOnly>, (api: ApiClient) => Promise<unknown>> {
  const album = e.catalog.albums[0]!.id
  const artist = e.catalog.artists[0]!.id
  const tracks = e.catalog.tracks.slice(0, 3).map((t) => t.id)
  const uris = tracks.map((id) => `spotify:track:${id}`)
  const category = e.catalog.categories[0]!.id
  const other = e.catalog.users.find((u) => u.id !== e.user.id)!.id
  // The user's own, so that a 2026 service shows its items.
  const playlist = e.catalog.playlistSeeds.find((p) => p.ownerId === e.user.id)!.id
  const page = { limit: 5, offset: 1 }
  const show = e.catalog.spoken.shows[0]!
  const episode = show.episodeIds[0]!
  const book = e.catalog.spoken.audiobooks[0]!
  const chapter = book.chapterIds[0]!
  const saved = [
    uris[0]!,
    `spotify:album:${album}`,
    `spotify:artist:${artist}`,
    `spotify:user:${other}`,
    `spotify:show:${show.id}`,
    `spotify:episode:${episode}`,
    `spotify:audiobook:${book.id}`,
  ]
  // The classic generation sends these to /tracks, the others to /items: one walk entry per operation.
  const items: Partial<Record<OperationId, (api: ApiClient) => Promise<unknown>>> = {
    'playlists.getItems': (api) =>
      api.playlists.getItems(playlist, { fields: 'total,items(added_at)', ...page, market: 'US' }),
    'playlists.addItems': (api) => api.playlists.addItems(playlist, uris, { position: 0 }),
    'playlists.removeItems': (api) =>
      api.playlists.removeItems(playlist, [{ uri: uris[0]!, positions: [0] }, { uri: uris[1]! }], {
        snapshotId: 'abc',
      }),
    'playlists.reorderItems': (api) =>
      api.playlists.reorderItems(playlist, {
        rangeStart: 0,
        insertBefore: 2,
        rangeLength: 1,
        snapshotId: 'abc',
      }),
    'playlists.replaceItems': (api) => api.playlists.replaceItems(playlist, uris),
  }
  return {
    'playlists.getTracks': items['playlists.getItems']!,
    'playlists.addTracks': items['playlists.addItems']!,
    'playlists.removeTracks': items['playlists.removeItems']!,
    'playlists.reorderTracks': items['playlists.reorderItems']!,
    'playlists.replaceTracks': items['playlists.replaceItems']!,
    'albums.getAlbum': (api) => api.albums.getAlbum(album, { market: 'US' }),
    'albums.getAlbums': (api) => api.albums.getAlbums([album, album], { market: 'from_token' }),
    'albums.getAlbumTracks': (api) => api.albums.getAlbumTracks(album, { ...page, market: 'SE' }),
    'artists.getArtist': (api) => api.artists.getArtist(artist),
    'artists.getArtists': (api) => api.artists.getArtists([artist]),
    'artists.getArtistAlbums': (api) =>
      api.artists.getArtistAlbums(artist, { includeGroups: ['album', 'appears_on'], market: 'US', ...page }),
    'artists.getArtistTopTracks': (api) => api.artists.getArtistTopTracks(artist, { market: 'US' }),
    'artists.getRelatedArtists': (api) => api.artists.getRelatedArtists(artist),
    'browse.getCategories': (api) => api.browse.getCategories({ country: 'SE', locale: 'sv_SE', ...page }),
    'browse.getCategory': (api) => api.browse.getCategory(category, { country: 'SE', locale: 'sv_SE' }),
    'browse.getCategoryPlaylists': (api) =>
      api.browse.getCategoryPlaylists(category, { country: 'SE', ...page }),
    'browse.getFeaturedPlaylists': (api) =>
      api.browse.getFeaturedPlaylists({
        locale: 'de_DE',
        country: 'DE',
        timestamp: '2025-06-02T09:00:00',
        ...page,
      }),
    'browse.getNewReleases': (api) => api.browse.getNewReleases({ country: 'US', ...page }),
    'recommendations.getRecommendations': (api) =>
      api.recommendations.getRecommendations({
        limit: 10,
        market: 'US',
        seedArtists: [artist],
        seedGenres: e.catalog.genreSeeds.slice(0, 2),
        seedTracks: [tracks[0]!],
        min: { energy: 0.1, durationMs: 1_000, key: 0, popularity: 1 },
        max: { energy: 0.9, timeSignature: 7, mode: 1 },
        target: { danceability: 0.5, tempo: 120.5, loudness: -7.5 },
      }),
    'recommendations.getAvailableGenreSeeds': (api) => api.recommendations.getAvailableGenreSeeds(),
    'search.search': (api) =>
      api.search.search({
        query: 'artist:Abba year:1970-1979',
        types: ['album', 'artist', 'playlist', 'track'],
        market: 'US',
        ...page,
        includeExternal: 'audio',
      }),
    'tracks.getTrack': (api) => api.tracks.getTrack(tracks[0]!, { market: 'US' }),
    'tracks.getTracks': (api) => api.tracks.getTracks(tracks, { market: 'US' }),
    'audio.getAudioFeatures': (api) => api.audio.getAudioFeatures(tracks[0]!),
    'audio.getSeveralAudioFeatures': (api) => api.audio.getSeveralAudioFeatures(tracks),
    'audio.getAudioAnalysis': (api) => api.audio.getAudioAnalysis(tracks[0]!),
    'users.getCurrentUserProfile': (api) => api.users.getCurrentUserProfile(),
    'users.getUserProfile': (api) => api.users.getUserProfile(other),
    'follow.checkFollowing': (api) => api.follow.checkFollowing('artist', [artist]),
    'follow.follow': (api) => api.follow.follow('artist', [artist]),
    'follow.unfollow': (api) => api.follow.unfollow('user', [other]),
    'follow.getFollowedArtists': (api) => api.follow.getFollowedArtists({ limit: 10, after: artist }),
    'follow.checkUsersFollowPlaylist': (api) => api.follow.checkUsersFollowPlaylist(playlist, [e.user.id]),
    'follow.followPlaylist': (api) => api.follow.followPlaylist(playlist, { public: false }),
    'follow.unfollowPlaylist': (api) => api.follow.unfollowPlaylist(playlist),
    'library.checkSavedAlbums': (api) => api.library.checkSavedAlbums([album]),
    'library.checkSavedTracks': (api) => api.library.checkSavedTracks(tracks),
    'library.getSavedAlbums': (api) => api.library.getSavedAlbums({ ...page, market: 'US' }),
    'library.getSavedTracks': (api) => api.library.getSavedTracks({ ...page, market: 'US' }),
    'library.saveAlbums': (api) => api.library.saveAlbums([album]),
    'library.saveTracks': (api) => api.library.saveTracks(tracks),
    'library.removeSavedAlbums': (api) => api.library.removeSavedAlbums([album]),
    'library.removeSavedTracks': (api) => api.library.removeSavedTracks(tracks),
    'personalization.getTopArtists': (api) =>
      api.personalization.getTopArtists({ timeRange: 'long_term', ...page }),
    'personalization.getTopTracks': (api) =>
      api.personalization.getTopTracks({ timeRange: 'short_term', ...page }),
    'player.getPlaybackState': (api) =>
      api.player.getPlaybackState({ market: 'US', additionalTypes: ['track', 'episode'] }),
    'player.getDevices': (api) => api.player.getDevices(),
    'player.getCurrentlyPlaying': (api) =>
      api.player.getCurrentlyPlaying({ market: 'US', additionalTypes: ['episode'] }),
    'player.getRecentlyPlayed': (api) =>
      api.player.getRecentlyPlayed({ limit: 10, before: 1_700_000_000_000 }),
    'player.play': (api) =>
      api.player.play({
        deviceId: 'device1',
        contextUri: `spotify:album:${album}`,
        offset: { position: 1 },
        positionMs: 1_000,
      }),
    'player.pause': (api) => api.player.pause({ deviceId: 'device1' }),
    'player.skipToNext': (api) => api.player.skipToNext({ deviceId: 'device1' }),
    'player.skipToPrevious': (api) => api.player.skipToPrevious({ deviceId: 'device1' }),
    'player.seek': (api) => api.player.seek(25_000, { deviceId: 'device1' }),
    'player.setRepeat': (api) => api.player.setRepeat('context', { deviceId: 'device1' }),
    'player.setVolume': (api) => api.player.setVolume(0, { deviceId: 'device1' }),
    'player.setShuffle': (api) => api.player.setShuffle(false, { deviceId: 'device1' }),
    'player.transferPlayback': (api) => api.player.transferPlayback(['device1'], { play: true }),
    'player.getQueue': (api) => api.player.getQueue(),
    'player.addToQueue': (api) => api.player.addToQueue(uris[0]!, { deviceId: 'device1' }),
    'playlists.getPlaylist': (api) =>
      api.playlists.getPlaylist(playlist, {
        fields: 'name,tracks.items(track(name,album(!images)))',
        market: 'US',
      }),
    'playlists.changeDetails': (api) =>
      api.playlists.changeDetails(playlist, {
        name: 'n',
        public: false,
        collaborative: true,
        description: 'd',
      }),
    'playlists.createPlaylist': (api) =>
      api.playlists.createPlaylist(e.user.id, {
        name: 'new',
        public: false,
        collaborative: true,
        description: 'd',
      }),
    // Creates at /me/playlists where /users/{id}/playlists is gone.
    'playlists.createMyPlaylist': (api) =>
      api.playlists.createPlaylist(e.user.id, { name: 'mine', public: true, description: 'd' }),
    'library.saveItems': (api) => api.library.saveItems(saved),
    'library.removeItems': (api) => api.library.removeItems(saved),
    'library.checkItems': (api) => api.library.checkItems(saved),
    'playlists.getCurrentUserPlaylists': (api) => api.playlists.getCurrentUserPlaylists(page),
    'playlists.getUserPlaylists': (api) => api.playlists.getUserPlaylists(other, page),
    'playlists.getItems': items['playlists.getItems']!,
    'playlists.addItems': items['playlists.addItems']!,
    'playlists.removeItems': items['playlists.removeItems']!,
    'playlists.reorderItems': items['playlists.reorderItems']!,
    'playlists.replaceItems': items['playlists.replaceItems']!,
    'playlists.getCoverImage': (api) => api.playlists.getCoverImage(playlist),
    'playlists.uploadCoverImage': (api) => api.playlists.uploadCoverImage(playlist, jpeg),
    'shows.getShow': (api) => api.shows.getShow(show.id, { market: 'US' }),
    'shows.getShows': (api) => api.shows.getShows([show.id], { market: 'US' }),
    'shows.getShowEpisodes': (api) => api.shows.getShowEpisodes(show.id, { ...page, market: 'US' }),
    'shows.getEpisode': (api) => api.shows.getEpisode(episode, { market: 'US' }),
    'shows.getEpisodes': (api) => api.shows.getEpisodes([episode], { market: 'US' }),
    'audiobooks.getAudiobook': (api) => api.audiobooks.getAudiobook(book.id, { market: 'US' }),
    'audiobooks.getAudiobooks': (api) => api.audiobooks.getAudiobooks([book.id], { market: 'US' }),
    'audiobooks.getAudiobookChapters': (api) =>
      api.audiobooks.getAudiobookChapters(book.id, { ...page, market: 'US' }),
    'audiobooks.getChapter': (api) => api.audiobooks.getChapter(chapter, { market: 'US' }),
    'audiobooks.getChapters': (api) => api.audiobooks.getChapters([chapter], { market: 'US' }),
    'library.getSavedShows': (api) => api.library.getSavedShows(page),
    'library.getSavedEpisodes': (api) => api.library.getSavedEpisodes({ ...page, market: 'US' }),
    'library.getSavedAudiobooks': (api) => api.library.getSavedAudiobooks(page),
    'library.saveShows': (api) => api.library.saveShows([show.id]),
    'library.removeSavedShows': (api) => api.library.removeSavedShows([show.id]),
    'library.checkSavedShows': (api) => api.library.checkSavedShows([show.id]),
    'library.saveEpisodes': (api) => api.library.saveEpisodes([episode]),
    'library.removeSavedEpisodes': (api) => api.library.removeSavedEpisodes([episode]),
    'library.checkSavedEpisodes': (api) => api.library.checkSavedEpisodes([episode]),
    'library.saveAudiobooks': (api) => api.library.saveAudiobooks([book.id]),
    'library.removeSavedAudiobooks': (api) => api.library.removeSavedAudiobooks([book.id]),
    'library.checkSavedAudiobooks': (api) => api.library.checkSavedAudiobooks([book.id]),
  }
}

describe.each<Generation>(['classic', '2024', '2026'])(
  'request conformance (generation %s)',
  (generation) => {
    beforeAll(() => emulator.setApiMode(generation))

    it.skipIf(!openApiAvailable)(
      'every operation sends a request the OpenAPI description accepts',
      async () => {
        const doc = loadOpenApi()
        const { client, recorder, requests } = connectClient(emulator, {
          generation,
          retry: { maxServerRetries: 0 },
        })
        const unavailable = new Set(client.availability().unavailable)
        const problems: string[] = []
        for (const [operation, call] of Object.entries(walk(emulator))) {
          recorder.clear()
          // The answer does not matter here, the request does.
          const failure = await call(client).then(
            () => undefined,
            (error: unknown) => error,
          )
          const refusedUnsent = failure instanceof UnavailableOperationError && failure.status === undefined
          if (unavailable.has(operation as OperationId)) {
            // Not offered: its feature goes to a replacement, or fails before anything is sent.
            if (requests.length === 0 && !refusedUnsent)
              problems.push(`${operation}: neither replaced nor refused before sending`)
          } else if (requests.length === 0) problems.push(`${operation}: sent no request`)
          for (const request of requests) {
            const check = checkRequest(doc, request)
            for (const problem of check.problems)
              problems.push(`${operation} (${check.operation}): ${problem}`)
            if (request.body !== undefined && !request.contentType)
              problems.push(`${operation}: a body without Content-Type`)
            if (request.body === undefined && request.contentType)
              problems.push(`${operation}: a Content-Type without a body`)
          }
        }
        expect(problems).toEqual([])
      },
      // A hundred operations, the first walk compiling the description's schemas: seconds on a busy machine.
      20_000,
    )

    it.skipIf(!openApiAvailable)(
      'sends playlist items to the generation’s path, with its DELETE body key',
      async () => {
        const { client, requests } = connectClient(emulator, { generation })
        const playlist = emulator.state.demoUser().playlists[0]!.id
        const uri = `spotify:track:${emulator.catalog.tracks[0]!.id}`
        await client.playlists.getItems(playlist).catch(() => undefined)
        await client.playlists.removeItems(playlist, [{ uri }]).catch(() => undefined)
        const segment = generation === 'classic' ? 'tracks' : 'items'
        expect(requests.map((r) => r.path)).toEqual([
          `/playlists/${playlist}/${segment}`,
          `/playlists/${playlist}/${segment}`,
        ])
        expect(Object.keys(JSON.parse(requests[1]!.body!) as object)).toEqual([segment])
      },
    )
  },
)

describe('request conventions', () => {
  it('sends JSON bodies as application/json and the cover as base64 image/jpeg', async () => {
    const { client, requests } = connectClient(emulator)
    const playlist = emulator.catalog.playlistSeeds[0]!.id
    await client.player.transferPlayback(['device1']).catch(() => undefined)
    await client.playlists.uploadCoverImage(playlist, jpeg).catch(() => undefined)
    await client.player.pause().catch(() => undefined)
    expect(requests[0]).toMatchObject({ contentType: 'application/json', body: '{"device_ids":["device1"]}' })
    expect(requests[1]).toMatchObject({ contentType: 'image/jpeg', body: jpeg })
    expect(requests[2]).toMatchObject({ body: undefined, contentType: undefined })
  })

  it('joins lists with commas and omits parameters without a value', async () => {
    const { client, requests } = connectClient(emulator)
    const ids = emulator.catalog.tracks.slice(0, 3).map((t) => t.id)
    await client.tracks.getTracks(ids)
    expect(requests[0]!.url).toContain(`ids=${ids.join(',')}`)
    expect([...requests[0]!.query.keys()]).toEqual(['ids'])
  })
})

describe('the conformance checker itself', () => {
  const request = (method: string, path: string, query: string, body?: string, contentType?: string) => ({
    method,
    url: `http://127.0.0.1/v1${path}?${query}`,
    path,
    query: new URLSearchParams(query),
    contentType,
    hadAuthorization: true,
    body,
  })

  it.skipIf(!openApiAvailable)('finds what a wrong request gets wrong', () => {
    const doc = loadOpenApi()
    expect(checkRequest(doc, request('GET', '/albums/x/tracks', 'limit=0&color=red')).problems).toEqual([
      expect.stringContaining('limit=0'),
      'query parameter color is not documented',
    ])
    expect(checkRequest(doc, request('GET', '/search', 'type=track')).problems).toEqual([
      'required query parameter q is missing',
    ])
    expect(
      checkRequest(doc, request('PUT', '/me/player', '', '{"device_ids":"x"}', 'application/json')).problems,
    ).toEqual([expect.stringContaining('body: /device_ids must be array')])
    expect(checkRequest(doc, request('PUT', '/me/player', '', '{}', 'text/plain')).problems).toEqual([
      'body content type text/plain is not one of application/json',
    ])
    expect(checkRequest(doc, request('GET', '/nowhere', '')).problems).toEqual([
      'no operation of the OpenAPI description matches',
    ])
  })
})
