import {
  SPOTIFY_DASHBOARD_URL,
  type AccountRefusal,
  type Capabilities,
  type Feature,
  type ShownLanguage,
} from '../../../contract'
import { wordsIn } from '../../base/words'
import { operationSpec, type Availability, type OperationId } from '../api'
import { capabilityWords } from './capability-words'

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

/** One line, shown where the feature would be, instead of an error. */
function reasonFor(ids: readonly OperationId[], availability: Availability, language: ShownLanguage): string {
  const say = wordsIn(capabilityWords, language)
  if (ids.some((id) => availability.learned.includes(id))) return say('learned')
  const retiredIn = operationSpec(ids[0]!).retiredIn ?? '2026'
  return say('retired', { since: say(`since.${retiredIn}`) })
}

/** The page's capability list, derived from what the client will not send and any refusal of the account. */
export function capabilitiesOf(
  availability: Availability,
  refusal: AccountRefusal | null,
  language: ShownLanguage = 'en',
): Capabilities {
  const unavailable = (Object.entries(featureOperations) as [Feature, readonly OperationId[]][])
    .filter(([, ids]) => ids.every((id) => availability.unavailable.includes(id)))
    .map(([feature, ids]) => ({ feature, reason: reasonFor(ids, availability, language) }))
  return { generation: availability.generation, unavailable, refusal }
}

/** Words and a way forward for a refusal of the whole account. */
export function refusalOf(
  error: { code: string; details?: Record<string, unknown> | undefined },
  language: ShownLanguage = 'en',
): AccountRefusal | null {
  const say = wordsIn(capabilityWords, language)
  switch (error.code) {
    case 'ACCOUNT_NOT_REGISTERED':
      return {
        code: 'ACCOUNT_NOT_REGISTERED',
        message: say('notRegistered'),
        link: SPOTIFY_DASHBOARD_URL,
        resumesAt: null,
      }
    case 'OWNER_PREMIUM_REQUIRED':
      return {
        code: 'OWNER_PREMIUM_REQUIRED',
        message: say('ownerPremium'),
        link: SPOTIFY_DASHBOARD_URL,
        resumesAt: null,
      }
    case 'QUOTA_EXCEEDED': {
      const resumesAt = error.details?.['resumesAt']
      const at = typeof resumesAt === 'number' ? resumesAt : null
      return {
        code: 'QUOTA_EXCEEDED',
        // The page says when, from `resumesAt`, in the user's own clock format.
        message: say('quota'),
        link: null,
        resumesAt: at,
      }
    }
    default:
      return null
  }
}
