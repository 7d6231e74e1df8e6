import { describe, expect, it } from 'vitest'
import { features, unavailableReason } from '../../../../electron/contract'
import { OperationAvailability } from '../../../../electron/core/service/api'
import {
  capabilitiesOf,
  featureOperations,
  refusalOf,
} from '../../../../electron/core/service/capabilities/capabilities'

describe('capabilitiesOf: what the page may offer', () => {
  it('names every feature with the operations it needs', () => {
    expect(Object.keys(featureOperations).sort()).toEqual([...features].sort())
  })

  it('classic offers everything', () => {
    const caps = capabilitiesOf(new OperationAvailability('classic').snapshot(), null)
    expect(caps).toEqual({ generation: 'classic', unavailable: [], refusal: null })
  })

  it('2024 lacks what November 2024 removed, saying so', () => {
    const caps = capabilitiesOf(new OperationAvailability('2024').snapshot(), null)
    expect(caps.unavailable.map((entry) => entry.feature).sort()).toEqual(
      [
        'artist.related',
        'audio.analysis',
        'audio.features',
        'browse.categoryPlaylists',
        'browse.featured',
        'recommendations',
      ].sort(),
    )
    expect(unavailableReason(caps, 'recommendations')).toBe(
      'Spotify no longer offers this to apps registered after November 2024.',
    )
    expect(unavailableReason(caps, 'browse.newReleases')).toBeNull()
  })

  it('2026 also lacks what February 2026 removed', () => {
    const caps = capabilitiesOf(new OperationAvailability('2026').snapshot(), null)
    for (const feature of [
      'artist.topTracks',
      'browse.categories',
      'browse.newReleases',
      'users.profiles',
      'users.playlists',
    ] as const) {
      expect(unavailableReason(caps, feature)).toBe(
        'Spotify no longer offers this to apps registered after February 2026.',
      )
    }
    expect(unavailableReason(caps, 'artist.related')).toContain('November 2024')
  })

  it('says so differently for what the service refused to this app', () => {
    const availability = new OperationAvailability('classic')
    availability.learn('recommendations.getRecommendations')
    const caps = capabilitiesOf(availability.snapshot(), null)
    expect(caps.unavailable).toEqual([
      {
        feature: 'recommendations',
        reason: 'The service refused this to your app, so Encore no longer asks for it.',
      },
    ])
  })
})

describe('refusalOf: a refusal of the whole account, with a way forward', () => {
  it('tells the user to add the account under User Management, with the dashboard', () => {
    expect(refusalOf({ code: 'ACCOUNT_NOT_REGISTERED' })).toMatchObject({
      code: 'ACCOUNT_NOT_REGISTERED',
      message: expect.stringContaining('User Management'),
      link: 'https://developer.spotify.com/dashboard',
    })
    expect(refusalOf({ code: 'OWNER_PREMIUM_REQUIRED' })?.message).toContain('Premium')
  })

  it('says when the quota resets', () => {
    const refusal = refusalOf({ code: 'QUOTA_EXCEEDED', details: { resumesAt: 123 } })
    expect(refusal).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      resumesAt: 123,
      message: expect.stringContaining('until the quota resets'),
    })
    expect(refusalOf({ code: 'SERVICE_ERROR' })).toBeNull()
  })
})

describe('the capability list in the language spoken', () => {
  it('says in Japanese why a feature is gone, and in German why the account is refused', () => {
    const caps = capabilitiesOf(new OperationAvailability('2024').snapshot(), null, 'ja')
    expect(unavailableReason(caps, 'recommendations')).toBe(
      'Spotify は 2024年11月以降に登録されたアプリにこれを提供していません。',
    )
    expect(refusalOf({ code: 'QUOTA_EXCEEDED', details: { resumesAt: 5 } }, 'de')).toMatchObject({
      message:
        'Deine App hat ihre Anfragen an Spotify vorerst aufgebraucht. Encore sendet nichts, bis das Kontingent zurückgesetzt wird.',
      resumesAt: 5,
    })
  })
})
