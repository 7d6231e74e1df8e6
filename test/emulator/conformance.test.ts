import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../electron/emulator'
import type { TrackRecord } from '../../electron/emulator/catalog/catalog-types'
import { MARKETS } from '../../electron/emulator/catalog/markets'
import { apiClient, clientWithScopes, startTestEmulator, type ApiClient } from '../support/emulator'
import {
  expectResponseConforms,
  openApiAvailable,
  warnIfOpenApiMissing,
} from '../support/openapi-conformance'

/**
 * Every read operation's success response, and the documented error responses, validate against the real
 * service's OpenAPI description. Where that description and api-spec.md disagree on request limits (search
 * `limit`/`offset`, artist albums `limit`, playlist items `limit`), the emulator follows api-spec.md; the
 * response shapes checked here are the same either way.
 */
warnIfOpenApiMissing()

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
const ids: Record<string, string> = {}

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
  const { catalog, state } = emulator
  const edition = catalog.albums.find((album) => album.editionOf !== undefined)
  const original = catalog.album(edition?.editionOf ?? '')
  const originalTrack = catalog.track(original?.trackIds[0] ?? '') as TrackRecord
  const restricted = catalog.tracks.find(
    (t) => !t.twinId && t.markets.list.length < MARKETS.length,
  ) as TrackRecord
  Object.assign(ids, {
    track: catalog.tracks[0]?.id,
    tracks: catalog.tracks
      .slice(0, 5)
      .map((t) => t.id)
      .join(','),
    album: catalog.albums[0]?.id,
    albums: catalog.albums
      .slice(0, 3)
      .map((a) => a.id)
      .join(','),
    artist: catalog.artists[0]?.id,
    artists: catalog.artists
      .slice(0, 3)
      .map((a) => a.id)
      .join(','),
    original: original?.id,
    originalTrack: originalTrack.id,
    inside: catalog.track(originalTrack.twinId ?? '')?.markets.list[0],
    restricted: restricted.id,
    excluded: MARKETS.find((code) => !restricted.markets.has(code)),
    playlist: state.demoUser().playlists[0]?.id,
    otherUser: catalog.users[2]?.id,
  })
})
afterAll(() => emulator.close())

const fill = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? `missing-${key}`)

const OPERATIONS = [
  '/albums/{album}',
  '/albums/{original}?market={inside}',
  '/albums?ids={albums}',
  '/albums/{album}/tracks',
  '/albums/{original}/tracks?market={inside}',
  '/artists/{artist}',
  '/artists?ids={artists}',
  '/artists/{artist}/albums',
  '/artists/{artist}/albums?market=SE&include_groups=album,single,appears_on,compilation',
  '/artists/{artist}/top-tracks?market=US',
  '/artists/{artist}/related-artists',
  '/tracks/{track}',
  '/tracks/{originalTrack}?market={inside}',
  '/tracks/{restricted}?market={excluded}',
  '/tracks?ids={tracks}',
  '/tracks?ids={tracks}&market=from_token',
  '/audio-features/{track}',
  '/audio-features?ids={tracks}',
  '/audio-analysis/{track}',
  '/browse/categories?locale=sv_SE',
  '/browse/categories/toplists?locale=fr_FR',
  '/browse/categories/pop/playlists',
  '/browse/featured-playlists?timestamp=2025-06-01T20:00:00',
  '/browse/new-releases?country=DE',
  '/recommendations?seed_genres=pop,rock&seed_artists={artist}&target_energy=0.5&min_tempo=60',
  '/recommendations/available-genre-seeds',
  '/search?q=the&type=album,artist,playlist,track',
  '/search?q=year:1900-2100&type=track,album,artist&market=JP',
  '/me',
  '/users/{otherUser}',
  '/me/playlists',
  '/users/{otherUser}/playlists',
  '/playlists/{playlist}',
  '/playlists/{playlist}?market=JP',
  '/playlists/{playlist}/tracks',
  '/playlists/{playlist}/items?market=SE',
  '/playlists/{playlist}/images',
  '/markets',
]

describe('success responses conform to the OpenAPI description', () => {
  it.skipIf(!openApiAvailable).each(OPERATIONS)('GET %s', async (template) => {
    const path = fill(template)
    const response = await api.get(path)
    expect(response.status).toBe(200)
    expectResponseConforms('GET', path.split('?')[0] as string, 200, response.body)
  })
})

describe('documented error responses conform too', () => {
  it.skipIf(!openApiAvailable)('401 without a token', async () => {
    const response = await apiClient(emulator, undefined).get(fill('/tracks/{track}'))
    expect(response.status).toBe(401)
    expectResponseConforms('GET', fill('/tracks/{track}'), 401, response.body)
  })

  it.skipIf(!openApiAvailable)('403 without the scope', async () => {
    const response = await clientWithScopes(emulator, []).get('/me')
    expect(response.status).toBe(403)
    expectResponseConforms('GET', '/me', 403, response.body)
  })

  it.skipIf(!openApiAvailable)('429 over the rate budget', async () => {
    emulator.faults.set({ rateLimit: 1 })
    try {
      await api.get('/markets')
      const response = await api.get(fill('/albums/{album}'))
      expect(response.status).toBe(429)
      expectResponseConforms('GET', fill('/albums/{album}'), 429, response.body)
    } finally {
      emulator.faults.reset()
    }
  })
})
