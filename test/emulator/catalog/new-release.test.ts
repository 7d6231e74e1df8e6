import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { clientWithScopes, startTestEmulator, type ApiClient, type PagingBody } from '../../support/emulator'
import { devicesOf, expectNoContent, type RecentlyPlayedBody, send } from '../user-state-support'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

interface ListedAlbum {
  id: string
  name: string
  album_type: string
  release_date: string
}

describe('addRelease: an artist gets a new single while the service runs (a test control)', () => {
  it('lists it on the artist’s page with the emulator’s date, reads it as an album, and plays it', async () => {
    const artist = emulator.catalog.artists[3]!
    const day = Date.UTC(2025, 6, 14, 10)
    const { albumId, trackIds } = emulator.addRelease({
      artistId: artist.id,
      name: 'Out Today',
      releasedAt: day,
    })
    expect(trackIds).toHaveLength(1)

    const listed = (
      await api.get<PagingBody<ListedAlbum>>(`/artists/${artist.id}/albums?include_groups=single&limit=50`)
    ).body.items
    expect(listed[0]).toMatchObject({
      id: albumId,
      name: 'Out Today',
      album_type: 'single',
      release_date: '2025-07-14',
    })
    const album = await api.get<{ name: string; tracks: { items: { id: string }[] } }>(`/albums/${albumId}`)
    expect(album.body.tracks.items.map((track) => track.id)).toEqual(trackIds)

    // The phone plays it; once it ended it is in the recently played.
    const { phone } = await devicesOf(api)
    expectNoContent(
      await send(api, 'PUT', `/me/player/play?device_id=${phone.id}`, {
        context_uri: `spotify:album:${albumId}`,
      }),
    )
    emulator.clock.advance(180_000 + 1_000)
    const recent = (await api.get<RecentlyPlayedBody>('/me/player/recently-played?limit=1')).body
    expect(recent.items[0]?.track.id).toBe(trackIds[0])
  })

  it('an album of several tracks, deterministic from its options; an unknown artist is refused', () => {
    const artist = emulator.catalog.artists[5]!
    const first = emulator.addRelease({
      artistId: artist.id,
      albumType: 'album',
      name: 'Twice',
      releasedAt: 1,
    })
    expect(first.trackIds).toHaveLength(8)
    expect(emulator.catalog.artist(artist.id)?.albumIds[0]).toBe(first.albumId)
    expect(() => emulator.addRelease({ artistId: 'nobody' })).toThrow('no artist nobody in the catalog')
  })
})
