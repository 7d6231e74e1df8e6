import { describe, expect, it } from 'vitest'
import { operations } from '../../../../electron/core/service/api/operations'
import { refusesOperation } from '../../../../electron/core/service/api/unavailable'

describe('refusesOperation: the endpoint itself is refused, not one id or this user', () => {
  it('reads 410 as a removed endpoint on any operation', () => {
    expect(refusesOperation(operations['search.search'], 410, 'Gone', undefined)).toBe(true)
  })

  it('reads 404 on a removable operation as the endpoint only when it names nothing', () => {
    const spec = operations['artists.getRelatedArtists']
    const endpoint = (message: string) => refusesOperation(spec, 404, message, undefined)
    // The real service's related-artists answer, and an absent message (the reason phrase, or nothing).
    expect(endpoint('Not Found')).toBe(true)
    expect(endpoint('Not found')).toBe(true)
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

  it('never reads a 404 naming an id as a removal, even on an operation without ids in its path', () => {
    // Saving an unknown track answers this; it must not make the client stop saving for good.
    const saveTracks = operations['library.saveTracks']
    expect(refusesOperation(saveTracks, 404, "Non existing id: no track with id 'x'", undefined)).toBe(false)
  })

  it('reads a bare 403 on a removable operation as the endpoint: the Feb 2026 "Forbidden" and the message-less one', () => {
    expect(refusesOperation(operations['artists.getRelatedArtists'], 403, 'Forbidden', undefined)).toBe(true)
    expect(refusesOperation(operations['library.saveTracks'], 403, 'Forbidden', undefined)).toBe(true)
    expect(refusesOperation(operations['playlists.getTracks'], 403, 'Forbidden', undefined)).toBe(true)
    // Audio features answer {"error":{"status":403}}: no message, and maybe no reason phrase either.
    expect(refusesOperation(operations['audio.getAudioFeatures'], 403, '', undefined)).toBe(true)
  })

  it('never reads a 403 that says what it is as a removal', () => {
    const spec = operations['library.saveTracks']
    for (const message of [
      'Insufficient client scope',
      'The user is not registered for this application. Please check your settings on https://developer.spotify.com/dashboard.',
      'Active premium subscription required for the owner of the app',
      'You cannot read the items of a playlist you neither own nor collaborate on',
    ])
      expect(refusesOperation(spec, 403, message, undefined), message).toBe(false)
  })

  it('never reads an answer with a player reason, or an operation no generation removed, as removed', () => {
    expect(refusesOperation(operations['player.play'], 404, 'No active device', 'NO_ACTIVE_DEVICE')).toBe(
      false,
    )
    expect(refusesOperation(operations['albums.getAlbum'], 404, 'Not found', undefined)).toBe(false)
    expect(refusesOperation(operations['playlists.getItems'], 403, 'Forbidden', undefined)).toBe(false)
    expect(refusesOperation(operations['library.saveItems'], 403, 'Forbidden', undefined)).toBe(false)
  })
})
