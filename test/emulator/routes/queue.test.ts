import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../../support/emulator'
import {
  albumWith,
  devicesOf,
  expectError,
  expectNoContent,
  playAlbumOnComputer,
  playback,
  send,
  someTrackIds,
  trackOf,
  trackUri,
} from '../user-state-support'

interface QueueBody {
  currently_playing: { id: string } | null
  queue: { id: string }[]
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeEach(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterEach(() => emulator.close())

const playAlbum = (min: number) => playAlbumOnComputer(emulator, api, min)

const enqueue = (id: string) => api.request('POST', `/me/player/queue?uri=${trackUri(id)}`)

describe('GET /me/player/queue', () => {
  it('with nothing loaded: nothing playing, an empty queue', async () => {
    const response = await api.get<QueueBody>('/me/player/queue')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ currently_playing: null, queue: [] })
  })

  it('lists the queued tracks first, then the rest of the context', async () => {
    const album = await playAlbum(4)
    const [queued] = someTrackIds(emulator, 1, 50) as [string]
    expectNoContent(await enqueue(queued))
    const response = await api.get<QueueBody>('/me/player/queue')
    expect(response.body.currently_playing?.id).toBe(album.trackIds[0])
    expect(response.body.queue.map((track) => track.id)).toEqual([queued, ...album.trackIds.slice(1)])
  })
})

describe('POST /me/player/queue', () => {
  it('queued tracks play before the context continues (on next and when a track ends)', async () => {
    const album = await playAlbum(4)
    const [a, b] = someTrackIds(emulator, 2, 60) as [string, string]
    expectNoContent(await enqueue(a))
    expectNoContent(await enqueue(b))
    expectNoContent(await api.request('POST', '/me/player/next'))
    expect((await playback(api)).item.id).toBe(a)
    // The queued track plays outside the context; when it ends, the next queued one starts.
    expect((await playback(api)).context).toBeNull()
    emulator.clock.advance(trackOf(emulator, a).durationMs)
    expect((await playback(api)).item.id).toBe(b)
    expectNoContent(await api.request('POST', '/me/player/next'))
    const state = await playback(api)
    expect(state.item.id).toBe(album.trackIds[1])
    expect(state.context?.uri).toBe(`spotify:album:${album.id}`)
    // Previous from the context returns to the track before the queue.
    expectNoContent(await api.request('POST', '/me/player/previous'))
    expect((await playback(api)).item.id).toBe(album.trackIds[0])
  })

  it('a queued track lets next go on at the end of the context', async () => {
    const album = albumWith(emulator, 2)
    const { computer } = await devicesOf(api)
    const last = album.trackIds.length - 1
    await send(api, 'PUT', `/me/player/play?device_id=${computer.id}`, {
      context_uri: `spotify:album:${album.id}`,
      offset: { position: last },
    })
    expectError(await api.request('POST', '/me/player/next'), 403, { reason: 'NO_NEXT_TRACK' })
    const [queued] = someTrackIds(emulator, 1, 70) as [string]
    expectNoContent(await enqueue(queued))
    expectNoContent(await api.request('POST', '/me/player/next'))
    expect((await playback(api)).item.id).toBe(queued)
  })

  it('needs an active device, a track uri of the catalog, and the modify scope', async () => {
    const [id] = someTrackIds(emulator, 1) as [string]
    expectError(await enqueue(id), 404, { reason: 'NO_ACTIVE_DEVICE' })
    await playAlbum(2)
    expectError(await api.request('POST', '/me/player/queue'), 400, { message: /uri/ })
    expectError(await api.request('POST', '/me/player/queue?uri=spotify:album:abc'), 400, { message: /uri/ })
    expectError(await api.request('POST', '/me/player/queue?uri=spotify:track:nosuchtrack'), 404)
    const readOnly = clientWithScopes(emulator, ['user-read-playback-state'])
    expectError(await readOnly.request('POST', `/me/player/queue?uri=${trackUri(id)}`), 403, {
      message: /user-modify-playback-state/,
    })
    expect((await readOnly.get('/me/player/queue')).status).toBe(200)
    expectError(await clientWithScopes(emulator, ['user-modify-playback-state']).get('/me/player/queue'), 403)
  })
})
