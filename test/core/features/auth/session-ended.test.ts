import { describe, expect, it } from 'vitest'
import { sessionEndedReason } from '../../../../electron/core/features/auth/session-ended'

describe('sessionEndedReason: words for a refused refresh token', () => {
  it('says a Spotify sign-in expired, and why, when the token endpoint says "expired"', () => {
    const { kind, reason } = sessionEndedReason('spotify', 'Refresh token expired')
    expect(kind).toBe('expired')
    expect(reason).toMatch(
      /^Your Spotify sign-in expired: .*six months after you agreed.*Sign in again to continue\.$/,
    )
  })

  it('says so too for "revoked", the other wording people report for the six-month end', () => {
    const { kind, reason } = sessionEndedReason('spotify', 'Refresh token revoked')
    expect(kind).toBe('expired')
    expect(reason).toContain('six months')
  })

  it('keeps the general words otherwise, and never speaks of six months for the demo', () => {
    for (const description of ['Invalid refresh token', undefined]) {
      expect(sessionEndedReason('spotify', description)).toEqual({
        kind: 'refused',
        reason:
          'Spotify no longer accepts your sign-in: it was revoked, it expired, or it was replaced by a newer one. Sign in again to continue.',
      })
    }
    expect(sessionEndedReason('demo', 'Refresh token expired').reason).not.toContain('six months')
    expect(sessionEndedReason('demo', undefined).reason).toMatch(/^The demo service no longer accepts/)
  })
})
