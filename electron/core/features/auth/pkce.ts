import { createHash, randomBytes } from 'node:crypto'

/** RFC 7636 §4.1: the verifier's alphabet ("unreserved" characters). */
export const VERIFIER_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'
export const VERIFIER_MIN_LENGTH = 43
export const VERIFIER_MAX_LENGTH = 128

export type RandomSource = (size: number) => Uint8Array

const cryptoRandom: RandomSource = (size) => randomBytes(size)

/**
 * A code verifier of `length` characters drawn uniformly from the unreserved alphabet out of a CSPRNG
 * (rejection sampling: 66 symbols do not divide 256, so bytes ≥ 198 are dropped instead of biasing).
 */
export function createCodeVerifier(length = 64, random: RandomSource = cryptoRandom): string {
  if (!Number.isInteger(length) || length < VERIFIER_MIN_LENGTH || length > VERIFIER_MAX_LENGTH) {
    throw new RangeError(
      `A code verifier has ${VERIFIER_MIN_LENGTH} to ${VERIFIER_MAX_LENGTH} characters; ${length} was asked for.`,
    )
  }
  const limit = 256 - (256 % VERIFIER_CHARSET.length)
  let out = ''
  while (out.length < length) {
    for (const byte of random(length * 2)) {
      if (byte >= limit) continue
      out += VERIFIER_CHARSET[byte % VERIFIER_CHARSET.length]
      if (out.length === length) break
    }
  }
  return out
}

/** BASE64URL(SHA256(ASCII(verifier))), without padding (RFC 7636 §4.2). */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/** 32 random bytes (256 bits) as base64url: the `state` that binds the answer to this sign-in. */
export function createState(random: RandomSource = cryptoRandom): string {
  return Buffer.from(random(32)).toString('base64url')
}

export interface PkcePair {
  verifier: string
  challenge: string
  method: 'S256'
}

export function createPkcePair(random: RandomSource = cryptoRandom): PkcePair {
  const verifier = createCodeVerifier(64, random)
  return { verifier, challenge: codeChallengeS256(verifier), method: 'S256' }
}
