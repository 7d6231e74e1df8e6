import { describe, expect, it } from 'vitest'
import { playFromHere } from '../../electron/contract/queue-rules'

const upNext = ['spotify:track:a', 'spotify:local:x', 'spotify:track:b', 'spotify:track:c'].map((uri) => ({
  uri,
}))

describe('playFromHere', () => {
  it.each(['album', 'playlist'])('starts the %s that plays at that track', (type) => {
    expect(playFromHere({ type, uri: `spotify:${type}:p1` }, upNext, 2)).toEqual({
      contextUri: `spotify:${type}:p1`,
      offset: { uri: 'spotify:track:b' },
    })
  })

  it.each([
    null,
    { type: 'artist', uri: 'spotify:artist:r1' },
    { type: 'collection', uri: 'spotify:user:u:collection' },
  ])('with %j, plays Next up from that track on as a list, local files left out', (context) => {
    expect(playFromHere(context, upNext, 0)).toEqual({
      uris: ['spotify:track:a', 'spotify:track:b', 'spotify:track:c'],
    })
  })

  it('takes at most 100 tracks, and refuses a place Next up does not have', () => {
    const long = Array.from({ length: 150 }, (_, at) => ({ uri: `spotify:track:t${at}` }))
    const input = playFromHere(null, long, 10)
    expect(input.uris).toHaveLength(100)
    expect(input.uris?.[0]).toBe('spotify:track:t10')
    expect(() => playFromHere(null, long, 150)).toThrow(RangeError)
  })
})
