import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../electron/core/service/api/errors'

describe('ApiError', () => {
  it('quotes the service’s message', () => {
    const error = new ApiError(404, 'Resource not found', 'artists.getArtist')
    expect(error.message).toBe('artists.getArtist: the service answered 404: Resource not found.')
    expect(error.toBridgeError()).toEqual({
      code: 'SERVICE_ERROR',
      message: error.message,
      details: { status: 404, operation: 'artists.getArtist' },
    })
  })

  it('says so when the service gave no message, instead of ending on a colon', () => {
    expect(new ApiError(403, '', 'audio.getAudioFeatures').message).toBe(
      'audio.getAudioFeatures: the service answered 403 without saying why.',
    )
    expect(new ApiError(500, '  ', 'me.get').message).toBe(
      'me.get: the service answered 500 without saying why.',
    )
  })

  it('maps the player’s reasons to their bridge codes', () => {
    expect(new ApiError(404, 'No active device', 'player.play', 'NO_ACTIVE_DEVICE').code).toBe(
      'NO_ACTIVE_DEVICE',
    )
    expect(new ApiError(403, 'Premium required', 'player.play', 'PREMIUM_REQUIRED').code).toBe(
      'PREMIUM_REQUIRED',
    )
  })
})
