import type { ServiceKind } from '../../../contract'

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
): { kind: SessionEndedKind; reason: string } {
  const spotify = profile === 'spotify'
  if (description !== undefined && /expired/i.test(description)) {
    return {
      kind: 'expired',
      reason: spotify
        ? 'Your Spotify sign-in expired: Spotify ends each sign-in six months after you agreed, however often Encore renewed it. Sign in again to continue.'
        : 'Your sign-in to the demo service expired. Sign in again to continue.',
    }
  }
  if (description !== undefined && /revoked/i.test(description)) {
    return {
      kind: 'expired',
      reason: spotify
        ? 'Spotify revoked your sign-in: sign-ins end six months after you agreed, or when the access is removed from your account. Sign in again to continue.'
        : 'The demo service revoked your sign-in. Sign in again to continue.',
    }
  }
  const service = spotify ? 'Spotify' : 'The demo service'
  if (afterLostAnswer) {
    return {
      kind: 'refused',
      reason: `${service} did not answer Encore's renewal of your sign-in in time, then no longer accepted it: it most likely renewed it, but its answer never arrived. Sign in again to continue: your library, your listening history, the changes waiting to be sent and your settings are kept.`,
    }
  }
  return {
    kind: 'refused',
    reason: `${service} no longer accepts your sign-in: it was revoked, it expired, or it was replaced by a newer one. Sign in again to continue.`,
  }
}
