/**
 * API mode 2026 (service-2026.md §1, §2, §6): every endpoint removed in Feb 2026 answers 403 with the bare
 * reason phrase "Forbidden"; the Nov 2024 set keeps answering as in 2024; what stayed still works. Over real
 * HTTP, and switchable at runtime.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { parseEmulatorArgs, USAGE } from '../../../electron/emulator/cli-args'
import { apiClient, clientWithScopes, startTestEmulator, type ApiClient } from '../../support/emulator'
import { send } from '../user-state-support'

const FORBIDDEN = { error: { status: 403, message: 'Forbidden' } }
const NOT_FOUND = { error: { status: 404, message: 'Not Found' } }
const BARE_FORBIDDEN = { error: { status: 403 } }

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator({ apiMode: '2026' })
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

interface Call {
  method: string
  path: string
  body?: unknown
}

/** Every request of service-2026.md §1 and the left column of §2 that the emulator serves. */
function removedIn2026(e: EmulatorHandle): Call[] {
  const artist = e.catalog.artists[0]!.id
  const track = e.catalog.tracks[0]!.id
  const album = e.catalog.albums[0]!.id
  const category = e.catalog.categories[0]!.id
  const other = e.catalog.users.find((user) => user.id !== e.user.id)!.id
  const playlist = e.state.demoUser().playlists[0]!.id
  const uri = `spotify:track:${track}`
  return [
    { method: 'GET', path: '/browse/new-releases' },
    { method: 'GET', path: '/browse/categories' },
    { method: 'GET', path: `/browse/categories/${category}` },
    { method: 'GET', path: `/artists/${artist}/top-tracks?market=US` },
    { method: 'GET', path: `/users/${other}` },
    { method: 'GET', path: `/users/${other}/playlists` },
    { method: 'GET', path: '/markets' },
    // Batch reads, even with one id (§6).
    { method: 'GET', path: `/tracks?ids=${track}` },
    { method: 'GET', path: `/albums?ids=${album}` },
    { method: 'GET', path: `/artists?ids=${artist}` },
    { method: 'PUT', path: `/me/tracks?ids=${track}` },
    { method: 'DELETE', path: `/me/tracks?ids=${track}` },
    { method: 'PUT', path: `/me/albums?ids=${album}` },
    { method: 'DELETE', path: `/me/albums?ids=${album}` },
    { method: 'GET', path: `/me/tracks/contains?ids=${track}` },
    { method: 'GET', path: `/me/albums/contains?ids=${album}` },
    { method: 'PUT', path: `/me/following?type=artist&ids=${artist}` },
    { method: 'DELETE', path: `/me/following?type=artist&ids=${artist}` },
    { method: 'GET', path: `/me/following/contains?type=artist&ids=${artist}` },
    { method: 'PUT', path: `/playlists/${playlist}/followers` },
    { method: 'DELETE', path: `/playlists/${playlist}/followers` },
    { method: 'GET', path: `/playlists/${playlist}/followers/contains?ids=${e.user.id}` },
    { method: 'GET', path: `/playlists/${playlist}/tracks` },
    { method: 'POST', path: `/playlists/${playlist}/tracks`, body: { uris: [uri] } },
    { method: 'PUT', path: `/playlists/${playlist}/tracks`, body: { uris: [uri] } },
    { method: 'DELETE', path: `/playlists/${playlist}/tracks`, body: { tracks: [{ uri }] } },
    { method: 'POST', path: `/users/${e.user.id}/playlists`, body: { name: 'Never made' } },
    ...removedSpokenIn2026(e),
  ]
}

/** The podcast and audiobook operations of the same removals (several-at-once reads, saves, contains). */
function removedSpokenIn2026(e: EmulatorHandle): Call[] {
  const { spoken } = e.catalog
  const show = spoken.shows[0]!
  const book = spoken.audiobooks[0]!
  const ids = { shows: show.id, episodes: show.episodeIds[0]!, audiobooks: book.id }
  return [
    { method: 'GET', path: `/shows?ids=${ids.shows}` },
    { method: 'GET', path: `/episodes?ids=${ids.episodes}` },
    { method: 'GET', path: `/audiobooks?ids=${ids.audiobooks}` },
    { method: 'GET', path: `/chapters?ids=${book.chapterIds[0]}` },
    ...Object.entries(ids).flatMap(([kind, id]): Call[] => [
      { method: 'PUT', path: `/me/${kind}?ids=${id}` },
      { method: 'DELETE', path: `/me/${kind}?ids=${id}` },
      { method: 'GET', path: `/me/${kind}/contains?ids=${id}` },
    ]),
  ]
}

function removedIn2024(e: EmulatorHandle): { path: string; body: unknown }[] {
  const artist = e.catalog.artists[0]!.id
  const track = e.catalog.tracks[0]!.id
  const category = e.catalog.categories[0]!.id
  return [
    { path: `/artists/${artist}/related-artists`, body: NOT_FOUND },
    { path: `/recommendations?seed_artists=${artist}`, body: NOT_FOUND },
    { path: '/recommendations/available-genre-seeds', body: NOT_FOUND },
    { path: '/browse/featured-playlists', body: NOT_FOUND },
    { path: `/browse/categories/${category}/playlists`, body: NOT_FOUND },
    { path: `/audio-features/${track}`, body: BARE_FORBIDDEN },
    { path: `/audio-features?ids=${track}`, body: BARE_FORBIDDEN },
    { path: `/audio-analysis/${track}`, body: BARE_FORBIDDEN },
  ]
}

describe('API mode 2026: removed endpoints', () => {
  it('answers every Feb 2026 removal 403 {"error":{"status":403,"message":"Forbidden"}} and changes nothing', async () => {
    const savedBefore = emulator.state.demoUser().library.tracks.size
    for (const call of removedIn2026(emulator)) {
      const response = await send(api, call.method, call.path, call.body)
      expect({ ...call, status: response.status, body: response.body }).toEqual({
        ...call,
        status: 403,
        body: FORBIDDEN,
      })
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
    expect(emulator.state.demoUser().library.tracks.size).toBe(savedBefore)
  })

  it('keeps answering the Nov 2024 removals as in 2024', async () => {
    for (const { path, body } of removedIn2024(emulator)) {
      const response = await api.get(path)
      expect({ path, body: response.body }).toEqual({ path, body })
    }
  })

  it('refuses the path before looking at the query or the scopes, but after the token', async () => {
    const noScopes = clientWithScopes(emulator, ['user-read-email'])
    expect(await noScopes.request('PUT', '/me/tracks')).toMatchObject({ status: 403, body: FORBIDDEN })
    expect((await apiClient(emulator, 'forged').get('/markets')).status).toBe(401)
  })

  it('keeps what stayed: single reads, the library lists, followed artists, /me/playlists, /items', async () => {
    const e = emulator
    const playlist = e.state.demoUser().playlists[0]!.id
    const stayed = [
      `/tracks/${e.catalog.tracks[0]!.id}`,
      `/albums/${e.catalog.albums[0]!.id}`,
      `/artists/${e.catalog.artists[0]!.id}`,
      `/artists/${e.catalog.artists[0]!.id}/albums`,
      `/albums/${e.catalog.albums[0]!.id}/tracks`,
      '/me',
      '/me/tracks',
      '/me/albums',
      '/me/following?type=artist',
      '/me/playlists',
      '/me/top/tracks',
      '/me/player/recently-played',
      `/playlists/${playlist}`,
      `/playlists/${playlist}/items`,
      '/search?q=a&type=track',
      `/shows/${e.catalog.spoken.shows[0]!.id}`,
      `/shows/${e.catalog.spoken.shows[0]!.id}/episodes`,
      `/episodes/${e.catalog.spoken.shows[0]!.episodeIds[0]}`,
      `/audiobooks/${e.catalog.spoken.audiobooks[0]!.id}`,
      `/audiobooks/${e.catalog.spoken.audiobooks[0]!.id}/chapters`,
      `/chapters/${e.catalog.spoken.audiobooks[0]!.chapterIds[0]}`,
      '/me/shows',
      '/me/episodes',
      '/me/audiobooks',
      '/search?q=a&type=show,episode,audiobook',
    ]
    for (const path of stayed)
      expect({ path, status: (await api.get(path)).status }).toEqual({ path, status: 200 })
  })
})

describe('switching generations', () => {
  it('setApiMode moves a running emulator between classic, 2024 and 2026', async () => {
    const track = emulator.catalog.tracks[0]!.id
    const several = `/tracks?ids=${track}`
    const related = `/artists/${emulator.catalog.artists[0]!.id}/related-artists`
    try {
      emulator.setApiMode('classic')
      expect(emulator.apiMode).toBe('classic')
      expect((await api.get(several)).status).toBe(200)
      expect((await api.get(related)).status).toBe(200)
      emulator.setApiMode('2024')
      expect((await api.get(several)).status).toBe(200)
      expect((await api.get(related)).status).toBe(404)
      emulator.setRetiredEndpoints(false)
      expect(emulator.apiMode).toBe('classic')
      emulator.setRetiredEndpoints(true)
      expect(emulator.apiMode).toBe('2024')
      emulator.setApiMode('2026')
      expect(await api.get(several)).toMatchObject({ status: 403, body: FORBIDDEN })
      expect(() => emulator.setApiMode('2025' as never)).toThrow(/apiMode must be one of classic, 2024, 2026/)
    } finally {
      emulator.setApiMode('2026')
    }
  })

  it('faults.reset() leaves the mode alone', async () => {
    emulator.faults.reset()
    expect(emulator.apiMode).toBe('2026')
    expect((await api.get('/markets')).status).toBe(403)
  })

  it('takes retiredEndpoints as an alias of apiMode 2024, and refuses the two when they disagree', async () => {
    const alias = await startTestEmulator({ retiredEndpoints: true })
    try {
      expect(alias.apiMode).toBe('2024')
    } finally {
      await alias.close()
    }
    await expect(startTestEmulator({ apiMode: '2026', retiredEndpoints: true })).rejects.toThrow(
      /contradicts apiMode '2026'/,
    )
    await expect(startTestEmulator({ apiMode: 'new' as never })).rejects.toThrow(/apiMode must be one of/)
  })
})

describe('the CLI flag', () => {
  it('--api-mode becomes the apiMode option; a wrong value or a clash with --retired-endpoints is refused', () => {
    expect(parseEmulatorArgs(['--api-mode', '2026'])).toEqual({ kind: 'run', options: { apiMode: '2026' } })
    expect(parseEmulatorArgs(['--api-mode', '2024', '--retired-endpoints'])).toEqual({
      kind: 'run',
      options: { apiMode: '2024', retiredEndpoints: true },
    })
    expect(() => parseEmulatorArgs(['--api-mode', '2025'])).toThrow(
      /--api-mode must be one of classic, 2024, 2026/,
    )
    expect(() => parseEmulatorArgs(['--api-mode', 'classic', '--retired-endpoints'])).toThrow(
      /--retired-endpoints is --api-mode 2024/,
    )
    expect(USAGE).toMatch(/--api-mode M/)
  })
})
