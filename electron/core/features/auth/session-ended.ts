import type { ServiceKind, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { signInWords } from './sign-in-words'

/** Why a refused refresh token ended the session: past its lifetime, or refused for another reason. */
export type SessionEndedKind = 'expired' | 'refused'

/**
 * Words for a refresh token the token endpoint refused (`invalid_grant`), from what it said. Spotify ends
 * every sign-in six months after the user agreed, however often it was renewed (service-2026.md §5), and then
 * says the token "expired" or, as people also report, "revoked"; those get words that say so. Anything else
 * (a reused, rotated token; no description) keeps the general words.
 */
export function sessionEndedReason(
  profile: ServiceKind,
  description: string | undefined,
  /** A renewal before this one got no answer in time: the service most likely renewed it unheard. */
  afterLostAnswer = false,
  language: ShownLanguage = 'en',
): { kind: SessionEndedKind; reason: string } {
  const spotify = profile === 'spotify'
  const say = wordsIn(signInWords, language)
  if (description !== undefined && /expired/i.test(description)) {
    return {
      kind: 'expired',
      reason: say(spotify ? 'ended.spotifyExpired' : 'ended.demoExpired'),
    }
  }
  if (description !== undefined && /revoked/i.test(description)) {
    return {
      kind: 'expired',
      reason: say(spotify ? 'ended.spotifyRevoked' : 'ended.demoRevoked'),
    }
  }
  const service = say(spotify ? 'ended.spotify' : 'ended.demo')
  if (afterLostAnswer) {
    return {
      kind: 'refused',
      reason: say('ended.answerLost', { service }),
    }
  }
  return {
    kind: 'refused',
    reason: say('ended.refused', { service }),
  }
}
