import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type EmulatorHandle } from '../../../electron/emulator'
import type { TrackRecord } from '../../../electron/emulator/catalog/catalog-types'
import { lyricsKindOf, type LyricsKind } from '../../../electron/emulator/lrclib/generate-lyrics'

/** The emulator's LRCLIB: LRCLIB's routes, parameters, record shape and errors, without a token. */

let emulator: EmulatorHandle
beforeAll(async () => {
  emulator = await startEmulator({ size: 'small', seed: 'lrclib-routes' })
})
afterAll(async () => emulator.close())

const trackOf = (kind: LyricsKind): TrackRecord =>
  emulator.catalog.tracks.find((track) => lyricsKindOf(emulator.catalog.seed, track) === kind)!

function getQuery(track: TrackRecord, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    track_name: track.name,
    artist_name: emulator.catalog.artist(track.artistIds[0]!)!.name,
    album_name: emulator.catalog.album(track.albumId)!.name,
    duration: String(Math.round(track.durationMs / 1000)),
    ...overrides,
  }
}

async function ask(path: string, query: Record<string, string>) {
  const response = await fetch(`${emulator.accountsUrl}/lrclib/api/${path}?${new URLSearchParams(query)}`)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as unknown,
  }
}

describe("the emulator's LRCLIB", () => {
  it('answers get with the record: its names, length in seconds and synced and plain lyrics', async () => {
    const track = trackOf('synced')
    const { status, type, body } = await ask('get', getQuery(track))
    expect(status).toBe(200)
    expect(type).toMatch(/^application\/json/)
    expect(body).toEqual({
      id: expect.any(Number),
      trackName: track.name,
      artistName: track.artistIds.map((id) => emulator.catalog.artist(id)!.name).join(', '),
      albumName: emulator.catalog.album(track.albumId)!.name,
      duration: track.durationMs / 1000,
      instrumental: false,
      plainLyrics: expect.stringContaining('\n'),
      syncedLyrics: expect.stringMatching(/^\[ti:/),
    })
  })

  it('answers plain-only and instrumental records as LRCLIB does', async () => {
    expect((await ask('get', getQuery(trackOf('plain')))).body).toMatchObject({
      instrumental: false,
      syncedLyrics: null,
      plainLyrics: expect.any(String),
    })
    expect((await ask('get', getQuery(trackOf('instrumental')))).body).toMatchObject({
      instrumental: true,
      syncedLyrics: null,
      plainLyrics: null,
    })
  })

  it('matches the length within 2 s, and answers 404 past it or for a track it has no lyrics of', async () => {
    const track = trackOf('synced')
    const seconds = track.durationMs / 1000
    expect((await ask('get', getQuery(track, { duration: String(seconds + 2) }))).status).toBe(200)
    expect((await ask('get', getQuery(track, { duration: String(seconds - 2.5) }))).status).toBe(404)
    expect((await ask('get', getQuery(track, { album_name: 'Another Album' }))).status).toBe(404)
    const missing = await ask('get', getQuery(trackOf('missing')))
    expect(missing).toMatchObject({
      status: 404,
      body: { code: 404, name: 'TrackNotFound', message: 'Failed to find specified track' },
    })
  })

  it('refuses a get without a title or artist, and a length that is not a number', async () => {
    const track = trackOf('synced')
    expect((await ask('get', { track_name: track.name })).body).toMatchObject({
      code: 400,
      name: 'ValidationError',
    })
    expect((await ask('get', getQuery(track, { duration: 'long' }))).status).toBe(400)
    expect((await ask('search', {})).status).toBe(400)
  })

  it('searches by words of the title, artist and album, listing only records it has', async () => {
    const track = trackOf('synced')
    const artist = emulator.catalog.artist(track.artistIds[0]!)!.name
    const { status, body } = await ask('search', { q: `${track.name} ${artist}` })
    expect(status).toBe(200)
    expect((body as { trackName: string }[]).map((record) => record.trackName)).toContain(track.name)
    const missing = trackOf('missing')
    const none = await ask('search', {
      track_name: missing.name,
      artist_name: emulator.catalog.artist(missing.artistIds[0]!)!.name,
      album_name: emulator.catalog.album(missing.albumId)!.name,
    })
    const album = emulator.catalog.album(missing.albumId)!.name
    const records = none.body as { albumName: string; trackName: string }[]
    expect(records.some((record) => record.trackName === missing.name && record.albumName === album)).toBe(
      false,
    )
  })

  it('is in the traffic log under its own path', async () => {
    emulator.traffic.clear()
    await ask('search', { q: 'a' })
    expect(emulator.traffic.entries()).toEqual([
      { method: 'GET', path: '/lrclib/api/search', query: 'q=a', status: 200, at: expect.any(Number) },
    ])
  })
})
