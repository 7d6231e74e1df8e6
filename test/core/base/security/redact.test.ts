import { describe, expect, it } from 'vitest'
import { Redactor } from '../../../../electron/core/base/security/redact'

describe('Redactor', () => {
  it('replaces registered secrets wherever they occur', () => {
    const redactor = new Redactor()
    redactor.addSecret('BQDsecretAccessToken123')
    expect(redactor.redact('request failed for BQDsecretAccessToken123 at /v1/me')).toBe(
      'request failed for [redacted] at /v1/me',
    )
    redactor.removeSecret('BQDsecretAccessToken123')
    expect(redactor.redact('BQDsecretAccessToken123')).toBe('BQDsecretAccessToken123')
  })

  it('ignores very short secrets, which would mangle ordinary text', () => {
    const redactor = new Redactor()
    redactor.addSecret('abc')
    expect(redactor.redact('abcdef')).toBe('abcdef')
  })

  it('masks credential shapes nobody registered', () => {
    const redactor = new Redactor()
    expect(redactor.redact('Authorization: Bearer eyJhbGciOi.payload.sig')).toBe(
      'Authorization: Bearer [redacted]',
    )
    expect(redactor.redact('grant_type=refresh_token&refresh_token=AQAx9&client_id=abc')).toBe(
      'grant_type=refresh_token&refresh_token=[redacted]&client_id=abc',
    )
    expect(redactor.redact('{"access_token":"BQD123","expires_in":3600}')).toBe(
      '{"access_token":"[redacted]","expires_in":3600}',
    )
    expect(redactor.redact('/callback?code=AQBcode&state=s1')).toBe('/callback?code=[redacted]&state=s1')
  })

  it('redacts nested values and secret-named keys in structured fields', () => {
    const redactor = new Redactor()
    redactor.addSecret('live-refresh-token-xyz')
    expect(
      redactor.redactValue({
        refreshToken: 'anything',
        nested: [{ note: 'saw live-refresh-token-xyz' }],
        error: new Error('Bearer abcdefghij failed'),
        count: 3,
      }),
    ).toEqual({
      refreshToken: '[redacted]',
      nested: [{ note: 'saw [redacted]' }],
      error: { name: 'Error', message: 'Bearer [redacted] failed' },
      count: 3,
    })
  })
})
