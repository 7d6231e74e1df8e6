import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  securityHeaders,
} from '../../../../electron/core/base/security/content-policy'

/** The policy's directives, by name. */
const directives = new Map(
  contentSecurityPolicy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ')
    return [name!, sources] as const
  }),
)

describe('contentSecurityPolicy', () => {
  it('runs only the page’s own scripts and styles, and talks only to its own origin', () => {
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('style-src')).toEqual(["'self'"])
    expect(directives.get('connect-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('shows images from the service’s CDN, a loopback emulator and the page’s own copies of covers', () => {
    const images = directives.get('img-src')!
    expect(images).toEqual(
      expect.arrayContaining(["'self'", 'blob:', 'https://i.scdn.co', 'http://127.0.0.1:*']),
    )
    // No other origin's pictures (a tracking pixel in a description, say).
    expect(images).not.toContain('https:')
    expect(images).not.toContain('*')
  })

  it('is the header both shells send', () => {
    expect(securityHeaders['Content-Security-Policy']).toBe(contentSecurityPolicy)
  })
})
