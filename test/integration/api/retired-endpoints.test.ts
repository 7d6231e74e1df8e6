/**
 * The client against an emulator playing the real service for an app registered since Nov 2024: the retired
 * endpoints answer 404 "Not Found" or 403 with no message, exactly as the real service does, over real HTTP.
 * Each becomes UnavailableOperationError; an unknown id on a live endpoint stays an ordinary ApiError.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiError,
  UnavailableOperationError,
  type ApiClient,
  type OperationId,
} from '../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../support/api-harness'

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator({ retiredEndpoints: true })
})
afterAll(() => emulator.close())

const unknownId = '0000000000000000000000'

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

type Call = (api: ApiClient) => Promise<unknown>

/** Every operation the real service retired for new apps, the status it answers with, and one call of it. */
function retired(): { operation: OperationId; status: number; call: Call }[] {
  const artist = emulator.catalog.artists[0]!.id
  const track = emulator.catalog.tracks[0]!.id
  const category = emulator.catalog.categories.find((c) => c.countries === null)!.id
  return [
    {
      operation: 'artists.getRelatedArtists',
      status: 404,
      call: (api) => api.artists.getRelatedArtists(artist),
    },
    {
      operation: 'recommendations.getRecommendations',
      status: 404,
      call: (api) => api.recommendations.getRecommendations({ seedArtists: [artist] }),
    },
    {
      operation: 'recommendations.getAvailableGenreSeeds',
      status: 404,
      call: (api) => api.recommendations.getAvailableGenreSeeds(),
    },
    {
      operation: 'browse.getFeaturedPlaylists',
      status: 404,
      call: (api) => api.browse.getFeaturedPlaylists(),
    },
    {
      operation: 'browse.getCategoryPlaylists',
      status: 404,
      call: (api) => api.browse.getCategoryPlaylists(category),
    },
    { operation: 'audio.getAudioFeatures', status: 403, call: (api) => api.audio.getAudioFeatures(track) },
    {
      operation: 'audio.getSeveralAudioFeatures',
      status: 403,
      call: (api) => api.audio.getSeveralAudioFeatures([track]),
    },
    { operation: 'audio.getAudioAnalysis', status: 403, call: (api) => api.audio.getAudioAnalysis(track) },
  ]
}

describe('retired endpoints (emulator: retiredEndpoints on)', () => {
  it('gives UnavailableOperationError (UNAVAILABLE) for every retired operation, sent once', async () => {
    for (const { operation, status, call } of retired()) {
      const { client, requests } = connectClient(emulator)
      const error = await failure(call(client))
      expect(error, operation).toBeInstanceOf(UnavailableOperationError)
      expect(error).toMatchObject({ operation, status })
      // The 403 carries no message at all: nothing of it may read "undefined".
      expect((error as UnavailableOperationError).message).not.toMatch(/undefined/)
      expect((error as UnavailableOperationError).toBridgeError()).toMatchObject({
        code: 'UNAVAILABLE',
        details: { operation, status },
      })
      // A refused endpoint is not a transient failure: no retry.
      expect(requests.map((r) => r.status)).toEqual([status])
    }
  })

  it('gives it for a helper that splits ids into several requests too', async () => {
    const ids = emulator.catalog.tracks.slice(0, 3).map((t) => t.id)
    const { client } = connectClient(emulator)
    await expect(client.audio.getAudioFeaturesInBatches(ids)).rejects.toBeInstanceOf(
      UnavailableOperationError,
    )
  })

  it('still gives an ordinary 404 ApiError for an unknown id on a live endpoint', async () => {
    const { client } = connectClient(emulator)
    const error = await failure(client.artists.getArtist(unknownId))
    expect(error).not.toBeInstanceOf(UnavailableOperationError)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, operation: 'artists.getArtist', code: 'SERVICE_ERROR' })
  })

  it('reads a 404 naming an id as that id, even on an operation the description marks retired', async () => {
    // Top tracks and a category are marked deprecated but still served: their unknown-id 404 names the id.
    const { client } = connectClient(emulator)
    for (const call of [
      client.artists.getArtistTopTracks(unknownId, { market: 'US' }),
      client.browse.getCategory('no-such-category'),
    ]) {
      const error = await failure(call)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 404, code: 'SERVICE_ERROR' })
    }
  })
})

describe('the same operations with the mode off', () => {
  it('all answer normally', async () => {
    emulator.setRetiredEndpoints(false)
    try {
      const { client } = connectClient(emulator)
      for (const { operation, call } of retired()) {
        const result = await call(client)
        expect(result, operation).toBeTruthy()
      }
      const features = await client.audio.getAudioFeatures(emulator.catalog.tracks[0]!.id)
      expect(features.id).toBe(emulator.catalog.tracks[0]!.id)
      expect(await client.recommendations.getAvailableGenreSeeds()).toEqual([...emulator.catalog.genreSeeds])
    } finally {
      emulator.setRetiredEndpoints(true)
    }
  })
})
