/**
 * The "new app" mode: the endpoints the real service retired for apps registered since Nov 2024 answer as it
 * does (404 with the bare reason phrase, or 403 with a status and no message), over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { parseEmulatorArgs, USAGE } from '../../../electron/emulator/cli-args'
import { apiClient, clientWithScopes, startTestEmulator, type ApiClient } from '../../support/emulator'

const NOT_FOUND = { error: { status: 404, message: 'Not Found' } }
const FORBIDDEN = { error: { status: 403 } }

let retired: EmulatorHandle<ManualClock>
let normal: EmulatorHandle<ManualClock>
let onApi: ApiClient
let offApi: ApiClient

beforeAll(async () => {
  ;[retired, normal] = await Promise.all([startTestEmulator({ retiredEndpoints: true }), startTestEmulator()])
  onApi = clientWithScopes(retired)
  offApi = clientWithScopes(normal)
})
afterAll(() => Promise.all([retired.close(), normal.close()]))

/** Both emulators share seed and size, so these ids name the same records in each. */
function retiredPaths(
  emulator: EmulatorHandle,
): { path: string; body: typeof NOT_FOUND | typeof FORBIDDEN }[] {
  const artist = emulator.catalog.artists[0]!.id
  const track = emulator.catalog.tracks[0]!.id
  const category = emulator.catalog.categories[0]!.id
  return [
    { path: `/artists/${artist}/related-artists`, body: NOT_FOUND },
    { path: `/recommendations?seed_artists=${artist}`, body: NOT_FOUND },
    { path: '/recommendations/available-genre-seeds', body: NOT_FOUND },
    { path: '/browse/featured-playlists', body: NOT_FOUND },
    { path: `/browse/categories/${category}/playlists`, body: NOT_FOUND },
    { path: `/audio-features/${track}`, body: FORBIDDEN },
    { path: `/audio-features?ids=${track}`, body: FORBIDDEN },
    { path: `/audio-analysis/${track}`, body: FORBIDDEN },
  ]
}

describe('startEmulator({ retiredEndpoints: true })', () => {
  it('answers every retired endpoint exactly as the real service does', async () => {
    for (const { path, body } of retiredPaths(retired)) {
      const response = await onApi.get(path)
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: body.error.status,
        body,
      })
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })

  it('still answers 401 first for a missing or unknown token', async () => {
    for (const { path } of retiredPaths(retired)) {
      expect((await apiClient(retired, undefined).get(path)).status).toBe(401)
      expect((await apiClient(retired, 'forged').get(path)).status).toBe(401)
    }
  })

  it('refuses the path whatever the query: no 400 for a request the live endpoint would refuse', async () => {
    expect((await offApi.get('/recommendations')).status).toBe(400)
    expect(await onApi.get('/recommendations')).toMatchObject({ status: 404, body: NOT_FOUND })
    expect((await onApi.get('/audio-features')).status).toBe(403)
  })

  it('leaves every other endpoint alone, unknown ids and unknown paths included', async () => {
    const artist = retired.catalog.artists[0]!.id
    const track = retired.catalog.tracks[0]!.id
    const category = retired.catalog.categories[0]!.id
    const live = [
      `/artists/${artist}`,
      `/artists/${artist}/top-tracks?market=US`,
      `/artists/${artist}/albums`,
      `/tracks/${track}`,
      `/tracks?ids=${track}`,
      '/browse/categories',
      `/browse/categories/${category}`,
      '/browse/new-releases',
      '/search?q=a&type=artist',
      '/markets',
      '/me',
    ]
    for (const path of live)
      expect({ path, status: (await onApi.get(path)).status }).toEqual({ path, status: 200 })

    const unknownArtist = await onApi.get('/artists/0000000000000000000000')
    expect(unknownArtist.status).toBe(404)
    expect(unknownArtist.body).toEqual({
      error: { status: 404, message: expect.stringMatching(/non existing id/i) as unknown },
    })
    expect((await onApi.get('/no-such-path')).body).not.toEqual(NOT_FOUND)
  })
})

describe('off by default, and switchable at runtime', () => {
  it('serves the retired endpoints normally unless asked', async () => {
    for (const { path } of retiredPaths(normal)) {
      expect({ path, status: (await offApi.get(path)).status }).toEqual({ path, status: 200 })
    }
  })

  it('setRetiredEndpoints turns the mode on and off on a running emulator', async () => {
    const path = `/audio-features/${normal.catalog.tracks[0]!.id}`
    try {
      normal.setRetiredEndpoints(true)
      expect(await offApi.get(path)).toMatchObject({ status: 403, body: FORBIDDEN })
      expect((await offApi.get('/recommendations/available-genre-seeds')).status).toBe(404)
      normal.setRetiredEndpoints(false)
      expect((await offApi.get(path)).status).toBe(200)
      expect((await offApi.get('/recommendations/available-genre-seeds')).status).toBe(200)
    } finally {
      normal.setRetiredEndpoints(false)
    }
  })

  it('faults.reset() does not touch the mode (it is not a fault)', async () => {
    retired.faults.reset()
    expect((await onApi.get('/browse/featured-playlists')).status).toBe(404)
  })
})

describe('the CLI flag', () => {
  it('--retired-endpoints becomes the retiredEndpoints option, and the usage names it', () => {
    expect(parseEmulatorArgs(['--retired-endpoints'])).toEqual({
      kind: 'run',
      options: { retiredEndpoints: true },
    })
    expect(parseEmulatorArgs([])).toEqual({ kind: 'run', options: {} })
    expect(USAGE).toMatch(/--retired-endpoints/)
  })
})
