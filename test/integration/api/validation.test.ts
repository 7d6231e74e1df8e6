/**
 * Every rule of api-spec.md the client checks before sending: each violation throws ValidationError naming
 * the parameter and the rule, with the bridge code INVALID_INPUT, and nothing reaches the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationError, type ApiClient } from '../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator, type ConnectedClient } from '../../support/api-harness'

let emulator: EmulatorHandle
let connected: ConnectedClient

beforeAll(async () => {
  emulator = await startApiEmulator()
  connected = connectClient(emulator)
})
afterAll(() => emulator.close())

const id = (n: number) => `id${String(n).padStart(20, '0')}`
const ids = (count: number) => Array.from({ length: count }, (_, i) => id(i))
const trackUris = (count: number) => ids(count).map((x) => `spotify:track:${x}`)
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]).toString('base64')

/** A value outside the parameter's type, as a caller from JavaScript (or the bridge) could send it. */
function untyped<T>(value: unknown): T {
  return value as T
}

/** [what is broken, the call, the parameter the error must name, a word of the rule]. */
type Case = [string, (api: ApiClient) => Promise<unknown>, string, RegExp]

const cases: Case[] = [
  // Id counts per request.
  ['albums by ids: more than 20', (api) => api.albums.getAlbums(ids(21)), 'ids', /at most 20/],
  ['albums by ids: none', (api) => api.albums.getAlbums([]), 'ids', /empty/],
  ['artists by ids: more than 50', (api) => api.artists.getArtists(ids(51)), 'ids', /at most 50/],
  ['tracks by ids: more than 50', (api) => api.tracks.getTracks(ids(51)), 'ids', /at most 50/],
  [
    'audio features: more than 100',
    (api) => api.audio.getSeveralAudioFeatures(ids(101)),
    'ids',
    /at most 100/,
  ],
  ['library check: more than 50', (api) => api.library.checkSavedTracks(ids(51)), 'ids', /at most 50/],
  ['library check albums: more than 50', (api) => api.library.checkSavedAlbums(ids(51)), 'ids', /at most 50/],
  ['library save: more than 50', (api) => api.library.saveTracks(ids(51)), 'ids', /at most 50/],
  ['library save albums: more than 50', (api) => api.library.saveAlbums(ids(51)), 'ids', /at most 50/],
  ['library remove: more than 50', (api) => api.library.removeSavedTracks(ids(51)), 'ids', /at most 50/],
  [
    'library remove albums: more than 50',
    (api) => api.library.removeSavedAlbums(ids(51)),
    'ids',
    /at most 50/,
  ],
  ['follow: more than 50', (api) => api.follow.follow('artist', ids(51)), 'ids', /at most 50/],
  ['unfollow: more than 50', (api) => api.follow.unfollow('user', ids(51)), 'ids', /at most 50/],
  ['follow check: more than 50', (api) => api.follow.checkFollowing('artist', ids(51)), 'ids', /at most 50/],
  [
    'playlist followers check: more than 5',
    (api) => api.follow.checkUsersFollowPlaylist(id(1), ids(6)),
    'userIds',
    /at most 5/,
  ],
  ['an id that would break a list', (api) => api.albums.getAlbum('a,b'), 'albumId', /commas/],
  [
    'an id inside a list that would break it',
    (api) => api.tracks.getTracks(['ok', 'x y']),
    'ids[1]',
    /spaces/,
  ],
  ['an empty id', (api) => api.artists.getArtist(''), 'artistId', /non-empty/],
  [
    'a batch helper with a bad id (checked before any batch is sent)',
    (api) => api.library.saveTracksInBatches([...ids(60), '']),
    'ids[60]',
    /non-empty/,
  ],

  // limit and offset ranges.
  ['page limit 0', (api) => api.albums.getAlbumTracks(id(1), { limit: 0 }), 'limit', /1–50/],
  ['page limit 51', (api) => api.library.getSavedTracks({ limit: 51 }), 'limit', /1–50/],
  ['page limit not an integer', (api) => api.browse.getNewReleases({ limit: 2.5 }), 'limit', /integer/],
  ['negative offset', (api) => api.artists.getArtistAlbums(id(1), { offset: -1 }), 'offset', /≥ 0/],
  ['playlist items limit 101', (api) => api.playlists.getItems(id(1), { limit: 101 }), 'limit', /1–100/],
  [
    'playlist list offset above 100,000',
    (api) => api.playlists.getCurrentUserPlaylists({ offset: 100_001 }),
    'offset',
    /0–100000/,
  ],
  [
    'user playlist list offset above 100,000',
    (api) => api.playlists.getUserPlaylists(id(1), { offset: 100_001 }),
    'offset',
    /0–100000/,
  ],
  [
    'recommendation limit 101',
    (api) => api.recommendations.getRecommendations({ seedTracks: [id(1)], limit: 101 }),
    'limit',
    /1–100/,
  ],
  ['recently played limit 51', (api) => api.player.getRecentlyPlayed({ limit: 51 }), 'limit', /1–50/],
  ['top items limit 0', (api) => api.personalization.getTopArtists({ limit: 0 }), 'limit', /1–50/],
  ['followed artists limit 51', (api) => api.follow.getFollowedArtists({ limit: 51 }), 'limit', /1–50/],
  ['categories limit 51', (api) => api.browse.getCategories({ limit: 51 }), 'limit', /1–50/],

  // Search.
  [
    'search offset + limit above 10,000',
    (api) => api.search.search({ query: 'a', types: ['track'], offset: 9_990, limit: 20 }),
    'offset + limit',
    /at most 10000/,
  ],
  [
    'search offset + default limit above 10,000',
    (api) => api.search.search({ query: 'a', types: ['track'], offset: 9_990 }),
    'offset + limit',
    /at most 10000/,
  ],
  [
    'search without keywords',
    (api) => api.search.search({ query: ' ', types: ['track'] }),
    'query',
    /non-empty/,
  ],
  ['search without types', (api) => api.search.search({ query: 'a', types: [] }), 'types', /empty/],
  [
    'search for an unknown type',
    (api) => api.search.search({ query: 'a', types: untyped(['genre']) }),
    'types[0]',
    /album, artist, playlist, track/,
  ],
  [
    'search naming a type twice',
    (api) => api.search.search({ query: 'a', types: ['track', 'track'] }),
    'types',
    /twice/,
  ],
  [
    'include_external other than audio',
    (api) => api.search.search({ query: 'a', types: ['track'], includeExternal: untyped('video') }),
    'includeExternal',
    /audio/,
  ],

  // Recommendations.
  [
    'more than 5 seeds in total',
    (api) =>
      api.recommendations.getRecommendations({
        seedArtists: ids(3),
        seedTracks: ids(2),
        seedGenres: ['rock'],
      }),
    'seedArtists, seedGenres and seedTracks',
    /at most 5/,
  ],
  [
    'no seed at all',
    (api) => api.recommendations.getRecommendations({}),
    'seedArtists, seedGenres and seedTracks',
    /at least 1/,
  ],
  [
    'a filter outside its range',
    (api) => api.recommendations.getRecommendations({ seedTracks: [id(1)], target: { energy: 1.5 } }),
    'target.energy',
    /0–1/,
  ],
  [
    'a key filter above 11',
    (api) => api.recommendations.getRecommendations({ seedTracks: [id(1)], min: { key: 12 } }),
    'min.key',
    /0–11/,
  ],
  [
    'a floor above its ceiling',
    (api) =>
      api.recommendations.getRecommendations({
        seedTracks: [id(1)],
        min: { tempo: 130 },
        max: { tempo: 90 },
      }),
    'min.tempo',
    /must not exceed/,
  ],
  [
    'an unknown filter attribute',
    (api) => api.recommendations.getRecommendations({ seedTracks: [id(1)], max: untyped({ loudnes: 1 }) }),
    'max.loudnes',
    /not an audio attribute/,
  ],

  // Player.
  ['volume above 100', (api) => api.player.setVolume(101), 'volumePercent', /0–100/],
  ['volume below 0', (api) => api.player.setVolume(-1), 'volumePercent', /0–100/],
  ['volume not an integer', (api) => api.player.setVolume(50.5), 'volumePercent', /integer/],
  ['seek to a negative position', (api) => api.player.seek(-1), 'positionMs', /≥ 0/],
  [
    'play from a negative position',
    (api) => api.player.play({ uris: trackUris(1), positionMs: -5 }),
    'positionMs',
    /≥ 0/,
  ],
  ['transfer to two devices', (api) => api.player.transferPlayback(['a', 'b']), 'deviceIds', /exactly one/],
  ['transfer to no device', (api) => api.player.transferPlayback([]), 'deviceIds', /exactly one/],
  [
    'after and before together',
    (api) => api.player.getRecentlyPlayed({ after: 1, before: 2 }),
    'after and before',
    /together/,
  ],
  ['a negative cursor', (api) => api.player.getRecentlyPlayed({ before: -1 }), 'before', /≥ 0/],
  [
    'offset with an artist context',
    (api) => api.player.play({ contextUri: `spotify:artist:${id(1)}`, offset: { position: 1 } }),
    'offset',
    /album, playlist, show or audiobook/,
  ],
  [
    'offset without context or uris',
    (api) => api.player.play({ offset: { position: 1 } }),
    'offset',
    /album, playlist, show or audiobook/,
  ],
  [
    'offset with both position and uri',
    (api) => api.player.play({ uris: trackUris(2), offset: untyped({ position: 1, uri: trackUris(1)[0] }) }),
    'offset',
    /exactly one/,
  ],
  [
    'a negative offset position',
    (api) => api.player.play({ contextUri: `spotify:album:${id(1)}`, offset: { position: -1 } }),
    'offset.position',
    /≥ 0/,
  ],
  [
    'a context that is a track',
    (api) => api.player.play({ contextUri: `spotify:track:${id(1)}` }),
    'contextUri',
    /album or artist or playlist/,
  ],
  [
    'context and uris together',
    (api) => api.player.play({ contextUri: `spotify:album:${id(1)}`, uris: trackUris(1) }),
    'contextUri and uris',
    /together/,
  ],
  [
    'uris that are not track URIs',
    (api) => api.player.play({ uris: ['spotify:album:x'] }),
    'uris[0]',
    /track or episode URI/,
  ],
  ['an unknown repeat state', (api) => api.player.setRepeat(untyped('all')), 'state', /track, context, off/],
  ['shuffle given a string', (api) => api.player.setShuffle(untyped('yes')), 'state', /true or false/],
  [
    'queueing an album',
    (api) => api.player.addToQueue(`spotify:album:${id(1)}`),
    'uri',
    /track or episode URI/,
  ],
  [
    'a device id that would break the query',
    (api) => api.player.pause({ deviceId: 'a b' }),
    'deviceId',
    /spaces/,
  ],

  // Playlists.
  [
    'collaborative without public false (details)',
    (api) => api.playlists.changeDetails(id(1), { collaborative: true }),
    'collaborative',
    /public: false/,
  ],
  [
    'collaborative with public true (creation)',
    (api) => api.playlists.createPlaylist(id(1), { name: 'x', public: true, collaborative: true }),
    'collaborative',
    /public: false/,
  ],
  [
    'creating a playlist without a name',
    (api) => api.playlists.createPlaylist(id(1), { name: '' }),
    'name',
    /non-empty/,
  ],
  ['changing nothing', (api) => api.playlists.changeDetails(id(1), {}), 'details', /at least one/],
  [
    'adding more than 100 items',
    (api) => api.playlists.addItems(id(1), trackUris(101)),
    'uris',
    /at most 100/,
  ],
  ['adding no items', (api) => api.playlists.addItems(id(1), []), 'uris', /empty/],
  [
    'adding an album URI',
    (api) => api.playlists.addItems(id(1), ['spotify:album:x']),
    'uris[0]',
    /track or episode URI/,
  ],
  [
    'adding at a negative position',
    (api) => api.playlists.addItems(id(1), trackUris(1), { position: -1 }),
    'position',
    /≥ 0/,
  ],
  [
    'removing more than 100 items',
    (api) =>
      api.playlists.removeItems(
        id(1),
        trackUris(101).map((uri) => ({ uri })),
      ),
    'items',
    /at most 100/,
  ],
  [
    'removing at a negative position',
    (api) => api.playlists.removeItems(id(1), [{ uri: trackUris(1)[0]!, positions: [-1] }]),
    'items[0].positions[0]',
    /≥ 0/,
  ],
  [
    'replacing with more than 100 items',
    (api) => api.playlists.replaceItems(id(1), trackUris(101)),
    'uris',
    /at most 100/,
  ],
  [
    'reordering from a negative start',
    (api) => api.playlists.reorderItems(id(1), { rangeStart: -1, insertBefore: 0 }),
    'rangeStart',
    /≥ 0/,
  ],
  [
    'reordering a range of 0 items',
    (api) => api.playlists.reorderItems(id(1), { rangeStart: 0, insertBefore: 3, rangeLength: 0 }),
    'rangeLength',
    /≥ 1/,
  ],
  [
    'reordering without insertBefore',
    (api) => api.playlists.reorderItems(id(1), untyped({ rangeStart: 0 })),
    'insertBefore',
    /required/,
  ],
  [
    'a fields filter with an open parenthesis',
    (api) => api.playlists.getPlaylist(id(1), { fields: 'tracks.items(track(name)' }),
    'fields',
    /open/,
  ],
  [
    'a fields filter with spaces',
    (api) => api.playlists.getItems(id(1), { fields: 'items(track name)' }),
    'fields',
    /no spaces/,
  ],
  [
    'a cover that is not a JPEG',
    (api) => api.playlists.uploadCoverImage(id(1), Buffer.from('GIF89a....').toString('base64')),
    'jpeg',
    /JPEG/,
  ],
  [
    'a cover with a data: prefix',
    (api) => api.playlists.uploadCoverImage(id(1), `data:image/jpeg;base64,${jpeg}`),
    'jpeg',
    /plain base64/,
  ],

  // Call options.
  [
    'an unknown lane',
    (api) => api.tracks.getTrack(id(1), {}, { lane: untyped('urgent') }),
    'lane',
    /interactive, sync, background/,
  ],
  ['a timeout of 0 ms', (api) => api.tracks.getTrack(id(1), {}, { timeoutMs: 0 }), 'timeoutMs', /positive/],

  // Formats and literal unions.
  [
    'a market that is not a country code',
    (api) => api.tracks.getTrack(id(1), { market: 'usa' }),
    'market',
    /alpha-2/,
  ],
  [
    'top tracks without the required market',
    (api) => api.artists.getArtistTopTracks(id(1), untyped({})),
    'market',
    /required/,
  ],
  ['a country in lowercase', (api) => api.browse.getNewReleases({ country: 'se' }), 'country', /alpha-2/],
  ['a locale with a hyphen', (api) => api.browse.getCategories({ locale: 'sv-SE' }), 'locale', /sv_SE/],
  [
    'a timestamp without time',
    (api) => api.browse.getFeaturedPlaylists({ timestamp: '2025-06-02' }),
    'timestamp',
    /ISO 8601/,
  ],
  [
    'a timestamp that is no real time',
    (api) => api.browse.getFeaturedPlaylists({ timestamp: '2025-02-30T25:00:00' }),
    'timestamp',
    /ISO 8601/,
  ],
  [
    'an unknown time range',
    (api) => api.personalization.getTopTracks({ timeRange: untyped('forever') }),
    'timeRange',
    /short_term/,
  ],
  [
    'an unknown album group',
    (api) => api.artists.getArtistAlbums(id(1), { includeGroups: untyped(['ep']) }),
    'includeGroups[0]',
    /appears_on/,
  ],
  [
    'following a playlist through /me/following',
    (api) => api.follow.follow(untyped('playlist'), ids(1)),
    'type',
    /artist, user/,
  ],
]

describe('validation before sending', () => {
  it.each(cases)('%s', async (_name, call, parameter, rule) => {
    connected.recorder.clear()
    const error = await call(connected.client).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ValidationError)
    const validation = error as ValidationError
    expect(validation.parameter).toBe(parameter)
    expect(validation.rule).toMatch(rule)
    expect(validation.message).toContain(parameter)
    expect(validation.toBridgeError()).toMatchObject({ code: 'INVALID_INPUT', details: { parameter } })
    expect(connected.requests).toHaveLength(0)
  })

  it('lets through the values at the edges of every range', async () => {
    connected.recorder.clear()
    const api = connected.client
    const album = emulator.catalog.albums[0]!.id
    await api.albums.getAlbumTracks(album, { limit: 50, offset: 0 })
    await api.albums.getAlbumTracks(album, { limit: 1 })
    await api.search.search({ query: 'a', types: ['track'], offset: 9_950, limit: 50 })
    await api.recommendations.getRecommendations({
      seedGenres: emulator.catalog.genreSeeds.slice(0, 5),
      limit: 100,
    })
    await api.playlists.getCurrentUserPlaylists({ offset: 100_000, limit: 50 })
    expect(connected.requests.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
  })
})
