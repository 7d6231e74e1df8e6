import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../support/emulator'
import {
  expectResponseConforms,
  openApiAvailable,
  warnIfOpenApiMissing,
} from '../support/openapi-conformance'
import { buildJpeg } from './images/jpeg-fixture'
import { albumWith, devicesOf, send, someTrackIds, trackUri } from './user-state-support'

/**
 * Issue 4's operations answer what the real service's OpenAPI description documents: status code and body
 * schema (no body where none is documented). Known gaps of that description (openapi/README.md) are avoided,
 * not asserted: the player's error `reason` is an extra property the schema allows; cursor pages are checked
 * where `next` and `cursors` are strings (the description does not mark them nullable, the real service sends
 * null on the last page); the playback `context` is checked non-null for the same reason.
 */
warnIfOpenApiMissing()

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
const ids: Record<string, string> = {}

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
  const tracks = someTrackIds(emulator, 6, 30)
  const album = albumWith(emulator, 4)
  const foreign = [...emulator.state.playlists.all()].find(
    (playlist) => playlist.ownerId !== emulator.user.id && playlist.public,
  )
  const created = await send<{ id: string }>(api, 'POST', '/me/playlists', { name: 'Conformance' })
  await send(api, 'POST', `/playlists/${created.body.id}/tracks`, { uris: tracks.slice(0, 4).map(trackUri) })
  await api.request('PUT', `/playlists/${created.body.id}/images`, {
    body: buildJpeg(300, 300).toString('base64'),
    headers: { 'content-type': 'image/jpeg' },
  })
  Object.assign(ids, {
    me: emulator.user.id,
    track: tracks[4],
    tracks: tracks.join(','),
    album: album.id,
    albums: emulator.catalog.albums
      .slice(0, 3)
      .map((record) => record.id)
      .join(','),
    artists: emulator.catalog.artists
      .slice(0, 3)
      .map((record) => record.id)
      .join(','),
    foreign: foreign?.id,
    playlist: created.body.id,
  })
})
afterAll(() => emulator.close())

const fill = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? `missing-${key}`)

async function check(method: string, template: string, status: number, body?: unknown) {
  const path = fill(template)
  const init =
    body === undefined
      ? {}
      : typeof body === 'string'
        ? { body, headers: { 'content-type': 'image/jpeg' } }
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
  const response = await api.request(method, path, init)
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status)
  expectResponseConforms(method, path.split('?')[0] as string, status, response.body)
  return response
}

describe.skipIf(!openApiAvailable)('issue 4 responses conform to the OpenAPI description', () => {
  it('library', async () => {
    await check('PUT', '/me/tracks?ids={tracks}', 200)
    await check('PUT', '/me/albums?ids={albums}', 200)
    await check('GET', '/me/tracks', 200)
    await check('GET', '/me/tracks?market=SE&limit=3', 200)
    await check('GET', '/me/albums?market=from_token', 200)
    await check('GET', '/me/tracks/contains?ids={tracks}', 200)
    await check('GET', '/me/albums/contains?ids={albums}', 200)
    await check('DELETE', '/me/tracks?ids={track}', 200)
    await check('DELETE', '/me/albums?ids={albums}', 200)
  })

  it('follow', async () => {
    await check('PUT', '/me/following?type=artist', 204, { ids: ids['artists']?.split(',') })
    await check('GET', '/me/following?type=artist&limit=2', 200)
    await check('GET', '/me/following/contains?type=artist&ids={artists}', 200)
    await check('DELETE', '/me/following?type=artist&ids={artists}', 204)
    await check('PUT', '/playlists/{foreign}/followers', 200, { public: false })
    await check('GET', '/playlists/{foreign}/followers/contains?ids={me}', 200)
    await check('DELETE', '/playlists/{foreign}/followers', 200)
  })

  it('playlists', async () => {
    await check('POST', '/users/{me}/playlists', 201, {
      name: 'Made',
      description: 'by a test',
      public: false,
    })
    await check('POST', '/me/playlists', 201, { name: 'Made too' })
    await check('PUT', '/playlists/{playlist}', 200, { name: 'Renamed' })
    await check('POST', '/playlists/{playlist}/tracks', 201, { uris: [trackUri(ids['track'] as string)] })
    await check('POST', '/playlists/{playlist}/items', 201, {
      uris: [trackUri(ids['track'] as string)],
      position: 0,
    })
    await check('PUT', '/playlists/{playlist}/tracks', 200, { range_start: 0, insert_before: 3 })
    await check('PUT', '/playlists/{playlist}/items', 200, {
      range_start: 1,
      range_length: 2,
      insert_before: 0,
    })
    await check('DELETE', '/playlists/{playlist}/tracks', 200, {
      tracks: [{ uri: trackUri(ids['track'] as string) }],
    })
    await check('PUT', '/playlists/{playlist}/items', 200, { uris: ids['tracks']?.split(',').map(trackUri) })
    const first = ids['tracks']?.split(',')[0] as string
    await check('DELETE', '/playlists/{playlist}/items', 200, {
      items: [{ uri: trackUri(first), positions: [0] }],
    })
    await check('PUT', '/playlists/{playlist}/images', 202, buildJpeg(64, 64).toString('base64'))
    await check('GET', '/playlists/{playlist}/images', 200)
    await check('GET', '/playlists/{playlist}', 200)
    await check('GET', '/playlists/{playlist}/items', 200)
    await check('GET', '/me/playlists', 200)
    await check('GET', '/users/{me}/playlists', 200)
  })

  it('personalization and history', async () => {
    await check('GET', '/me/top/artists', 200)
    await check('GET', '/me/top/tracks?time_range=short_term&limit=5', 200)
    await check('GET', '/me/top/artists?time_range=long_term&offset=3', 200)
    await check('GET', '/me/player/recently-played?limit=5', 200)
    await check(
      'GET',
      '/me/player/recently-played?limit=5&before=' + String(emulator.clock.now() - 86_400_000),
      200,
    )
  })

  it('player and queue', async () => {
    await check('GET', '/me/player', 204)
    await check('GET', '/me/player/devices', 200)
    const { computer, phone } = await devicesOf(api)
    ids['computer'] = computer.id
    ids['phone'] = phone.id
    await check('PUT', '/me/player/play?device_id={computer}', 204, {
      context_uri: `spotify:album:${ids['album']}`,
      offset: { position: 1 },
      position_ms: 1_000,
    })
    emulator.clock.advance(5_000)
    await check('GET', '/me/player', 200)
    await check('GET', '/me/player?market=SE', 200)
    await check('GET', '/me/player/currently-playing', 200)
    await check('POST', '/me/player/queue?uri=' + trackUri(ids['track'] as string), 204)
    await check('GET', '/me/player/queue', 200)
    await check('PUT', '/me/player/pause', 204)
    await check('PUT', '/me/player/play', 204)
    await check('POST', '/me/player/next', 204)
    await check('POST', '/me/player/previous', 204)
    await check('PUT', '/me/player/seek?position_ms=2000', 204)
    await check('PUT', '/me/player/repeat?state=context', 204)
    await check('PUT', '/me/player/shuffle?state=true', 204)
    await check('PUT', '/me/player/volume?volume_percent=40', 204)
    await check('PUT', '/me/player', 204, { device_ids: [ids['phone']], play: true })
    await check('GET', '/me/player/devices', 200)
  })

  it('player refusals are ErrorObjects (plus the real service’s reason)', async () => {
    emulator.setPremium(false)
    try {
      const response = await check('PUT', '/me/player/pause', 403)
      expect((response.body as { error: { reason: string } }).error.reason).toBe('PREMIUM_REQUIRED')
    } finally {
      emulator.setPremium(true)
    }
  })
})
