/**
 * Learn, do not guess: a client told it speaks the classic API (an app with extended quota, say) against the
 * emulator playing 2026 or 2024. The first refusal of a removed operation is learned, kept through the port and
 * reported; the operation is never sent again; features with a replacement carry on with it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiError,
  UnavailableOperationError,
  itemOf,
  memoryLearnedRemovals,
  type Availability,
  type LearnedRemovals,
  type OperationId,
} from '../../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../../support/api-harness'
import type { RecordedRequest } from '../../../support/recording-adapter'

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator({ apiMode: '2026' })
})
afterAll(() => emulator.close())

const calls = (requests: readonly RecordedRequest[]) =>
  requests.map((r) => `${r.method} ${r.path} ${r.status}`)

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

/** A port that records what it was asked to keep. */
function recordingStore(initial: OperationId[] = []) {
  const saves: OperationId[][] = []
  const inner = memoryLearnedRemovals(initial)
  const store: LearnedRemovals = {
    load: () => inner.load(),
    save: (ids) => {
      saves.push(ids)
      inner.save(ids)
    },
  }
  return { store, saves }
}

describe('a classic client against the 2026 service', () => {
  it('learns a removal without a replacement from its 403 Forbidden, keeps it, reports it, and never sends it again', async () => {
    const { store, saves } = recordingStore()
    const { client, requests } = connectClient(emulator, { learnedRemovals: store })
    const changes: Availability[] = []
    const unsubscribe = client.onAvailabilityChange((availability) => changes.push(availability))
    expect(client.availability()).toEqual({ generation: 'classic', unavailable: [], learned: [] })

    const first = await failure(client.browse.getNewReleases())
    expect(first).toBeInstanceOf(UnavailableOperationError)
    expect(first).toMatchObject({ operation: 'browse.getNewReleases', status: 403, why: 'refused' })
    expect(saves).toEqual([['browse.getNewReleases']])
    expect(changes).toEqual([
      { generation: 'classic', unavailable: ['browse.getNewReleases'], learned: ['browse.getNewReleases'] },
    ])
    expect(client.availability().learned).toEqual(['browse.getNewReleases'])

    const before = emulator.traffic.count({ path: '/browse/new-releases' })
    const again = await failure(client.browse.getNewReleases({ limit: 5 }))
    expect(again).toMatchObject({ operation: 'browse.getNewReleases', why: 'learned', status: undefined })
    expect((again as UnavailableOperationError).toBridgeError().details).toEqual({
      operation: 'browse.getNewReleases',
      why: 'learned',
    })
    expect(emulator.traffic.count({ path: '/browse/new-releases' })).toBe(before)
    expect(calls(requests)).toEqual(['GET /browse/new-releases 403'])

    // Learning another adds to what is kept; the listener can be removed.
    unsubscribe.dispose()
    await failure(client.users.getUserProfile(emulator.user.id))
    expect(saves.at(-1)).toEqual(['browse.getNewReleases', 'users.getUserProfile'])
    expect(changes).toHaveLength(1)
  })

  it('carries on with the replacement in the same call, then goes straight to it', async () => {
    const { client, requests } = connectClient(emulator)
    const saved = emulator.state.demoUser().library.tracks
    const [first, second] = emulator.catalog.tracks.filter((t) => !saved.has(t.id)).map((t) => t.id)
    await client.library.saveTracks([first!])
    expect(saved.has(first!)).toBe(true)
    await client.library.saveTracks([second!])
    expect(saved.has(second!)).toBe(true)
    expect(calls(requests)).toEqual(['PUT /me/tracks 403', 'PUT /me/library 200', 'PUT /me/library 200'])
    expect(client.availability().learned).toEqual(['library.saveTracks'])
  })

  it('moves playlist items from /tracks to /items, several reads to single reads, creation to /me/playlists', async () => {
    const { client, requests } = connectClient(emulator)
    const own = emulator.catalog.playlistSeeds.find(
      (p) => p.ownerId === emulator.user.id && p.items.length > 2,
    )!
    const page = await client.playlists.getItems(own.id, { limit: 2 })
    expect(page.items.map((entry) => itemOf(entry)?.id)).toEqual(own.items.slice(0, 2).map((i) => i.trackId))
    const albums = emulator.catalog.albums.slice(0, 2).map((a) => a.id)
    expect((await client.albums.getAlbums(albums)).map((a) => a.id)).toEqual(albums)
    const created = await client.playlists.createPlaylist(emulator.user.id, { name: 'Learned' })
    expect(created.name).toBe('Learned')
    expect(calls(requests)).toEqual([
      `GET /playlists/${own.id}/tracks 403`,
      `GET /playlists/${own.id}/items 200`,
      'GET /albums 403',
      `GET /albums/${albums[0]} 200`,
      `GET /albums/${albums[1]} 200`,
      `POST /users/${emulator.user.id}/playlists 403`,
      'POST /me/playlists 201',
    ])
    expect(client.availability().learned).toEqual([
      'albums.getAlbums',
      'playlists.createPlaylist',
      'playlists.getTracks',
    ])
  })

  it('starts from what the port kept: nothing of it is sent', async () => {
    const kept: OperationId[] = ['browse.getCategories', 'follow.follow']
    // An id an older version kept that the table no longer knows is ignored.
    const { store } = recordingStore([...kept, 'browse.getEverything' as OperationId])
    const { client, requests } = connectClient(emulator, { learnedRemovals: store })
    expect(client.availability()).toEqual({ generation: 'classic', unavailable: kept, learned: kept })
    expect(await failure(client.browse.getCategories())).toMatchObject({ why: 'learned' })
    const artist = emulator.catalog.artists.find((a) => !emulator.state.demoUser().follows.artists.has(a.id))!
    await client.follow.follow('artist', [artist.id])
    expect(emulator.state.demoUser().follows.artists.has(artist.id)).toBe(true)
    expect(calls(requests)).toEqual(['PUT /me/library 200'])
  })

  it('does not learn from an answer about an id, nor from an operation no generation removed', async () => {
    emulator.setApiMode('classic')
    try {
      const { client } = connectClient(emulator)
      const unknown = '0000000000000000000000'
      const error = await failure(client.library.saveTracks([unknown]))
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 404 })
      await failure(client.artists.getArtist(unknown))
      expect(client.availability().learned).toEqual([])
    } finally {
      emulator.setApiMode('2026')
    }
  })
})

describe('a classic client against the 2024 service', () => {
  it('learns the Nov 2024 removals from their 404 Not Found and 403 without a message', async () => {
    emulator.setApiMode('2024')
    try {
      const { client, requests } = connectClient(emulator)
      const artist = emulator.catalog.artists[0]!.id
      const track = emulator.catalog.tracks[0]!.id
      for (const call of [
        () => client.artists.getRelatedArtists(artist),
        () => client.audio.getAudioFeatures(track),
      ]) {
        expect(await failure(call())).toMatchObject({ why: 'refused' })
        expect(await failure(call())).toMatchObject({ why: 'learned' })
      }
      expect(calls(requests)).toEqual([
        `GET /artists/${artist}/related-artists 404`,
        `GET /audio-features/${track} 403`,
      ])
      expect(client.availability().learned).toEqual(['artists.getRelatedArtists', 'audio.getAudioFeatures'])
      // What 2024 still offers is still sent.
      await expect(client.library.checkSavedTracks([track])).resolves.toHaveLength(1)
    } finally {
      emulator.setApiMode('2026')
    }
  })
})
