import { describe, expect, it } from 'vitest'
import { originOf } from '../../../../electron/core/base/security/origin'

describe('originOf', () => {
  it('gives scheme://host for our app: scheme, where URL.origin says "null"', () => {
    expect(new URL('app://encore/index.html').origin).toBe('null')
    expect(originOf('app://encore/index.html#/library')).toBe('app://encore')
  })

  it('keeps ports and lower-cases hosts', () => {
    expect(originOf('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173')
    expect(originOf('https://Open.Spotify.com/x')).toBe('https://open.spotify.com')
  })

  it('answers undefined for host-less or broken URLs', () => {
    expect(originOf('file:///etc/passwd')).toBeUndefined()
    expect(originOf('about:blank')).toBeUndefined()
    expect(originOf('not a url')).toBeUndefined()
  })
})
