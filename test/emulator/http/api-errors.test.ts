import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import {
  type ApiClient,
  apiClient,
  clientWithScopes,
  fetchJson,
  startTestEmulator,
  type ErrorBody,
} from '../../support/emulator'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
let trackId: string
let albumId: string
let artistId: string

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
  const track = emulator.catalog.tracks[0]
  if (!track) throw new Error('empty catalog')
  trackId = track.id
  albumId = track.albumId
  artistId = track.artistIds[0] as string
})
afterAll(() => emulator.close())

function expectError(response: { status: number; body: unknown }, status: number, message?: RegExp) {
  expect(response.status).toBe(status)
  const body = response.body as ErrorBody
  expect(Object.keys(body)).toEqual(['error'])
  expect(body.error.status).toBe(status)
  expect(body.error.message).toEqual(expect.any(String))
  if (message) expect(body.error.message).toMatch(message)
}

describe('401: the bearer token', () => {
  it('is required', async () => {
    expectError(await apiClient(emulator, undefined).get(`/tracks/${trackId}`), 401, /No token provided/)
  })

  it('must be a Bearer token', async () => {
    const response = await fetchJson(`${emulator.apiUrl}/tracks/${trackId}`, {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    })
    expectError(response, 401, /bearer/i)
  })

  it('must be one the service issued', async () => {
    expectError(
      await apiClient(emulator, 'forged-token').get(`/tracks/${trackId}`),
      401,
      /Invalid access token/,
    )
  })

  it('must not be expired (by the emulator clock)', async () => {
    const token = emulator.issueToken({ ttlSeconds: 30 })
    const client = apiClient(emulator, token.access_token)
    expect((await client.get(`/tracks/${trackId}`)).status).toBe(200)
    emulator.clock.advance(30_000)
    expectError(await client.get(`/tracks/${trackId}`), 401, /expired/)
  })

  it('stops working after revokeAccessTokens', async () => {
    const client = clientWithScopes(emulator)
    emulator.revokeAccessTokens()
    expectError(await client.get(`/tracks/${trackId}`), 401)
    api = clientWithScopes(emulator)
  })
})

describe('403: scopes', () => {
  it('GET /me needs a profile scope', async () => {
    expectError(await clientWithScopes(emulator, []).get('/me'), 403, /user-read-private/)
    expect((await clientWithScopes(emulator, ['user-read-email']).get('/me')).status).toBe(200)
  })

  it('the playlist lists need a playlist-read scope', async () => {
    expectError(await clientWithScopes(emulator, ['user-read-private']).get('/me/playlists'), 403)
    expectError(
      await clientWithScopes(emulator, ['user-read-private']).get(`/users/${emulator.user.id}/playlists`),
      403,
    )
  })

  it('market=from_token needs user-read-private', async () => {
    expectError(
      await clientWithScopes(emulator, ['user-read-email']).get(`/tracks/${trackId}?market=from_token`),
      403,
      /user-read-private/,
    )
    expect(
      (await clientWithScopes(emulator, ['user-read-private']).get(`/tracks/${trackId}?market=from_token`))
        .status,
    ).toBe(200)
  })

  it('catalog reads need no scope', async () => {
    expect((await clientWithScopes(emulator, []).get(`/albums/${albumId}`)).status).toBe(200)
  })
})

describe('404 and 405', () => {
  it('unknown ids are 404', async () => {
    for (const path of [
      '/tracks/0000000000000000000000',
      '/albums/nope',
      '/artists/nope',
      '/artists/nope/albums',
      '/audio-features/nope',
      '/audio-analysis/nope',
      '/playlists/nope',
      '/playlists/nope/tracks',
      '/users/nobody-at-all',
      '/browse/categories/nope',
    ]) {
      expectError(await api.get(path), 404)
    }
  })

  it('unknown paths are 404, with or without a token', async () => {
    expectError(await api.get('/no/such/thing'), 404)
    expectError(await apiClient(emulator, undefined).get('/no/such/thing'), 404)
    expectError(await fetchJson(`${emulator.accountsUrl}/nothing-here`), 404)
  })

  it('a known path with another method is 405 with Allow', async () => {
    const response = await api.request('POST', `/tracks/${trackId}`)
    expectError(response, 405)
    expect(response.headers.get('allow')).toContain('GET')
    expectError(await api.request('DELETE', '/me'), 405)
    const token = await fetchJson(`${emulator.accountsUrl}/api/token`)
    expect(token.status).toBe(405)
    expect(token.headers.get('allow')).toContain('POST')
  })
})

describe('400: every broken rule names its parameter', () => {
  const tooMany = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`).join(',')
  it.each([
    ['/albums/{album}/tracks?limit=0', 'limit'],
    ['/albums/{album}/tracks?limit=51', 'limit'],
    ['/albums/{album}/tracks?limit=ten', 'limit'],
    ['/albums/{album}/tracks?offset=-1', 'offset'],
    ['/albums/{album}/tracks?limit=1&limit=2', 'limit'],
    [`/albums?ids=${tooMany(21)}`, 'ids'],
    ['/albums', 'ids'],
    [`/artists?ids=${tooMany(51)}`, 'ids'],
    [`/tracks?ids=${tooMany(51)}`, 'ids'],
    ['/tracks?ids=a,,b', 'ids'],
    [`/audio-features?ids=${tooMany(101)}`, 'ids'],
    ['/tracks/{track}?market=XX', 'market'],
    ['/tracks/{track}?market=se', 'market'],
    ['/artists/{artist}/top-tracks', 'market'],
    ['/artists/{artist}/albums?include_groups=album,live', 'include_groups'],
    ['/artists/{artist}/albums?limit=51', 'limit'],
    ['/browse/categories?locale=english', 'locale'],
    ['/browse/categories?country=Sweden', 'country'],
    ['/browse/categories?limit=0', 'limit'],
    ['/browse/featured-playlists?timestamp=yesterday', 'timestamp'],
    ['/browse/featured-playlists?timestamp=2025-02-30T10:00:00', 'timestamp'],
    ['/browse/new-releases?limit=51', 'limit'],
    ['/me/playlists?offset=100001', 'offset'],
    ['/me/playlists?limit=51', 'limit'],
    ['/playlists/{playlist}/tracks?limit=101', 'limit'],
    ['/playlists/{playlist}/tracks?limit=0', 'limit'],
    ['/playlists/{playlist}?fields=name,(', 'fields'],
    ['/search?type=track', 'q'],
    ['/search?q=rain', 'type'],
    ['/search?q=rain&type=track,podcast', 'type'],
    ['/search?q=rain&type=track&limit=51', 'limit'],
    ['/search?q=rain&type=track&offset=9990&limit=11', 'offset + limit'],
    ['/search?q=rain&type=track&include_external=video', 'include_external'],
    ['/recommendations', 'seed'],
    ['/recommendations?seed_genres=pop&limit=101', 'limit'],
    ['/recommendations?seed_genres=pop&limit=0', 'limit'],
    ['/recommendations?seed_genres=pop,rock,jazz&seed_artists={artist},{artist},{artist}', 'seed'],
    ['/recommendations?seed_genres=not-a-genre', 'seed_genres'],
    ['/recommendations?seed_tracks=nope', 'seed_tracks'],
    ['/recommendations?seed_genres=pop&min_energy=2', 'min_energy'],
    ['/recommendations?seed_genres=pop&target_key=12', 'target_key'],
    ['/recommendations?seed_genres=pop&min_tempo=150&max_tempo=100', 'min_tempo'],
  ])('%s → 400 about %s', async (template, parameter) => {
    const playlistId = emulator.state.demoUser().playlists[0]?.id ?? ''
    const path = template
      .replaceAll('{album}', albumId)
      .replaceAll('{track}', trackId)
      .replaceAll('{artist}', artistId)
      .replaceAll('{playlist}', playlistId)
    const response = await api.get(path)
    expectError(response, 400)
    expect((response.body as ErrorBody).error.message).toContain(parameter)
  })
})

describe('never a 500 for bad input', () => {
  it.each([
    `/tracks/${'x'.repeat(5000)}`,
    '/tracks/%E2%98%83',
    '/tracks/%ZZ',
    '/search?q=%22&type=track',
    '/search?q=artist:&type=artist,album,track,playlist',
    '/search?q=year:abcd&type=track',
    '/search?q=NOT&type=track',
    '/search?q=OR%20OR&type=track',
    '/search?q=tag:&type=album',
    '/playlists/x?fields=!!!',
    '/albums?ids=' + ','.repeat(30),
    '/recommendations?seed_genres=pop&min_energy=',
    '/browse/categories?offset=99999999999999999999',
  ])('GET %s', async (path) => {
    const response = await api.get(path)
    expect(response.status).toBeGreaterThanOrEqual(200)
    expect(response.status).toBeLessThan(500)
  })

  it('a body that does not parse answers 4xx in the service shape', async () => {
    const response = await api.request('POST', `/tracks/${trackId}`, {
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((response.body as ErrorBody).error.status).toBe(response.status)
  })
})
