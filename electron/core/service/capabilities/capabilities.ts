import {
  SPOTIFY_DASHBOARD_URL,
  type AccountRefusal,
  type Capabilities,
  type Feature,
} from '../../../contract'
import { operationSpec, type Availability, type OperationId } from '../api'

/** The operations each feature needs; it is offered while any one of them is. */
export const featureOperations: Readonly<Record<Feature, readonly OperationId[]>> = {
  'artist.topTracks': ['artists.getArtistTopTracks'],
  'artist.related': ['artists.getRelatedArtists'],
  recommendations: ['recommendations.getRecommendations'],
  'audio.features': ['audio.getAudioFeatures'],
  'audio.analysis': ['audio.getAudioAnalysis'],
  'browse.featured': ['browse.getFeaturedPlaylists'],
  'browse.categories': ['browse.getCategories'],
  'browse.categoryPlaylists': ['browse.getCategoryPlaylists'],
  'browse.newReleases': ['browse.getNewReleases'],
  'users.profiles': ['users.getUserProfile'],
  'users.playlists': ['playlists.getUserPlaylists'],
}

const since: Record<'2024' | '2026', string> = { '2024': 'November 2024', '2026': 'February 2026' }

/** One line, shown where the feature would be, instead of an error. */
function reasonFor(ids: readonly OperationId[], availability: Availability): string {
  if (ids.some((id) => availability.learned.includes(id))) {
    return 'The service refused this to your app, so Encore no longer asks for it.'
  }
  const retiredIn = operationSpec(ids[0]!).retiredIn ?? '2026'
  return `Spotify no longer offers this to apps registered after ${since[retiredIn]}.`
}

/** The page's capability list, derived from what the client will not send and any refusal of the account. */
export function capabilitiesOf(availability: Availability, refusal: AccountRefusal | null): Capabilities {
  const unavailable = (Object.entries(featureOperations) as [Feature, readonly OperationId[]][])
    .filter(([, ids]) => ids.every((id) => availability.unavailable.includes(id)))
    .map(([feature, ids]) => ({ feature, reason: reasonFor(ids, availability) }))
  return { generation: availability.generation, unavailable, refusal }
}

/** Words and a way forward for a refusal of the whole account. */
export function refusalOf(error: {
  code: string
  details?: Record<string, unknown> | undefined
}): AccountRefusal | null {
  switch (error.code) {
    case 'ACCOUNT_NOT_REGISTERED':
      return {
        code: 'ACCOUNT_NOT_REGISTERED',
        message:
          'Spotify does not let this account use your app yet: add it under User Management in your app’s settings on the developer dashboard (an app in development mode allows 5 people), then sign in again.',
        link: SPOTIFY_DASHBOARD_URL,
        resumesAt: null,
      }
    case 'OWNER_PREMIUM_REQUIRED':
      return {
        code: 'OWNER_PREMIUM_REQUIRED',
        message:
          'Spotify refuses every request because the Premium subscription of the app’s owner has lapsed. Renew it; Spotify takes a few hours to notice, then Encore works again.',
        link: SPOTIFY_DASHBOARD_URL,
        resumesAt: null,
      }
    case 'QUOTA_EXCEEDED': {
      const resumesAt = error.details?.['resumesAt']
      const at = typeof resumesAt === 'number' ? resumesAt : null
      return {
        code: 'QUOTA_EXCEEDED',
        // The page says when, from `resumesAt`, in the user's own clock format.
        message:
          'Your app has used up its requests to Spotify for now. Encore sends nothing until the quota resets.',
        link: null,
        resumesAt: at,
      }
    }
    default:
      return null
  }
}
