import { createHash } from 'node:crypto'

/** RFC 7636: a verifier is 43-128 characters of [A-Za-z0-9-._~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/
/** An S256 challenge is the base64url SHA-256 of the verifier: always 43 characters. */
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/

export const isWellFormedVerifier = (verifier: string): boolean => VERIFIER.test(verifier)
export const isWellFormedChallenge = (challenge: string): boolean => CHALLENGE.test(challenge)

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  return s256Challenge(verifier) === challenge
}
