import { describe, expect, it } from 'vitest'
import { operations } from '../../../electron/core/api/operations'
import { refusesOperation } from '../../../electron/core/api/unavailable'

describe('refusesOperation: the endpoint itself is refused, not one id', () => {
  it('reads 410 as a retired endpoint on any operation', () => {
    expect(refusesOperation(operations['search.search'], 410, 'Gone', undefined, [])).toBe(true)
  })

  it('reads 404 on a retired operation without ids as the endpoint', () => {
    expect(
      refusesOperation(operations['recommendations.getRecommendations'], 404, 'Not found', undefined, []),
    ).toBe(true)
  })

  it('reads 404 on a retired operation with an id as the endpoint only when it names nothing', () => {
    const spec = operations['artists.getRelatedArtists']
    const endpoint = (message: string) => refusesOperation(spec, 404, message, undefined, ['abc'])
    // The real service's related-artists answer, and an absent message (the reason phrase, or nothing).
    expect(endpoint('Not Found')).toBe(true)
    expect(endpoint('not found.')).toBe(true)
    expect(endpoint('')).toBe(true)
    expect(endpoint('Service not found')).toBe(true)
    expect(endpoint('This endpoint is no longer available')).toBe(true)
    // What it answers for an unknown id on a live endpoint.
    expect(endpoint('Resource not found')).toBe(false)
    expect(endpoint('non existing id')).toBe(false)
    expect(endpoint('Non existing id: no artist with id abc')).toBe(false)
    expect(endpoint('invalid id')).toBe(false)
    expect(endpoint('Unknown track abc')).toBe(false)
    expect(endpoint('abc?')).toBe(false)
  })

  it('reads 403 on a retired catalog read (no scope needed) as the endpoint, never a scope refusal', () => {
    expect(
      refusesOperation(operations['artists.getRelatedArtists'], 403, 'Forbidden', undefined, ['x']),
    ).toBe(true)
    // Audio features answer {"error":{"status":403}}: no message, and maybe no reason phrase either.
    expect(refusesOperation(operations['audio.getAudioFeatures'], 403, '', undefined, ['x'])).toBe(true)
    expect(
      refusesOperation(operations['artists.getRelatedArtists'], 403, 'Insufficient client scope', undefined, [
        'x',
      ]),
    ).toBe(false)
    expect(refusesOperation(operations['library.saveTracks'], 403, 'Forbidden', undefined, [])).toBe(false)
  })

  it('never reads an answer with a player reason, or a live operation, as retired', () => {
    expect(refusesOperation(operations['player.play'], 404, 'No active device', 'NO_ACTIVE_DEVICE', [])).toBe(
      false,
    )
    expect(refusesOperation(operations['albums.getAlbum'], 404, 'Not found', undefined, ['x'])).toBe(false)
  })
})
