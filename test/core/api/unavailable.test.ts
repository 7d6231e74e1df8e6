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

  it('reads 404 on a retired operation with an id as the endpoint unless the message is about the id', () => {
    const spec = operations['audio.getAudioFeatures']
    expect(refusesOperation(spec, 404, 'Service not found', undefined, ['abc'])).toBe(true)
    expect(refusesOperation(spec, 404, 'Not Found', undefined, ['abc'])).toBe(false)
    expect(refusesOperation(spec, 404, 'Unknown track abc', undefined, ['abc'])).toBe(false)
    expect(refusesOperation(spec, 404, 'abc?', undefined, ['abc'])).toBe(false)
    expect(refusesOperation(spec, 404, 'Gone for new apps', undefined, ['abc'])).toBe(true)
  })

  it('reads 403 on a retired catalog read (no scope needed) as the endpoint, never a scope refusal', () => {
    expect(
      refusesOperation(operations['artists.getRelatedArtists'], 403, 'Forbidden', undefined, ['x']),
    ).toBe(true)
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
