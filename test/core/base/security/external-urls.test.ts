import { describe, expect, it } from 'vitest'
import {
  externalLinkDecision,
  isAllowedExternalUrl,
} from '../../../../electron/core/base/security/external-urls'

describe('isAllowedExternalUrl', () => {
  it('allows https links to the allowlisted hosts', () => {
    expect(isAllowedExternalUrl('https://accounts.spotify.com/authorize?client_id=x')).toBe(true)
    expect(isAllowedExternalUrl('https://open.spotify.com/track/abc')).toBe(true)
    expect(isAllowedExternalUrl('https://lrclib.net')).toBe(true)
  })

  it('refuses other hosts, look-alikes, other schemes and credentials in the URL', () => {
    for (const url of [
      'http://accounts.spotify.com/authorize',
      'https://accounts.spotify.com.evil.example/',
      'https://evil.example/?u=https://open.spotify.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://open.spotify.com/share',
      'https://user:pass@open.spotify.com/',
      'not a url',
    ]) {
      expect(isAllowedExternalUrl(url), url).toBe(false)
    }
  })

  it('allows an exact extra origin, such as the demo service on a loopback port, and nothing near it', () => {
    const extra = ['http://127.0.0.1:41234']
    expect(isAllowedExternalUrl('http://127.0.0.1:41234/authorize?x=1', extra)).toBe(true)
    expect(isAllowedExternalUrl('http://127.0.0.1:41235/authorize', extra)).toBe(false)
    expect(isAllowedExternalUrl('http://localhost:41234/authorize', extra)).toBe(false)
  })
})

describe('externalLinkDecision', () => {
  it.each([
    ['https://open.spotify.com/show/abc', 'open'],
    ['https://example.org/episode-notes', 'ask'],
    ['http://example.org/', 'ask'],
    ['https://accounts.spotify.com.evil.example/', 'ask'],
    ['https://user:pass@example.org/', 'refuse'],
    ['file:///etc/passwd', 'refuse'],
    ['javascript:alert(1)', 'refuse'],
    ['smb://example.org/share', 'refuse'],
    ['spotify:track:abc', 'refuse'],
    ['http://127.0.0.1:41234/authorize', 'refuse'],
    ['http://localhost:8080/', 'refuse'],
    ['http://app.localhost/', 'refuse'],
    ['http://[::1]/', 'refuse'],
    ['http://192.168.1.1/admin', 'refuse'],
    ['http://intranet/', 'refuse'],
    ['https://podcast.example.co.uk./notes', 'ask'],
    ['not a url', 'refuse'],
  ])('%s: %s', (url, decision) => {
    expect(externalLinkDecision(url)).toBe(decision)
  })
})
