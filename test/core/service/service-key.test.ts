import { describe, expect, it } from 'vitest'
import { serviceKeyOf } from '../../../electron/core/service/service-key'

describe('the service a session keeps its library and history under', () => {
  it('is one demo whatever port the demo listens on this start', () => {
    expect(serviceKeyOf({ profile: 'demo', apiUrl: 'http://127.0.0.1:41234/v1' })).toBe('demo')
    expect(serviceKeyOf({ profile: 'demo', apiUrl: 'http://127.0.0.1:50001/v1' })).toBe('demo')
  })

  it("is Spotify's API address otherwise, so another address keeps its own", () => {
    expect(serviceKeyOf({ profile: 'spotify', apiUrl: 'https://api.spotify.com/v1' })).toBe(
      'spotify@https://api.spotify.com/v1',
    )
    expect(serviceKeyOf({ profile: 'spotify', apiUrl: 'http://127.0.0.1:8080/v1' })).not.toBe(
      serviceKeyOf({ profile: 'spotify', apiUrl: 'https://api.spotify.com/v1' }),
    )
  })
})
