import { describe, expect, it } from 'vitest'
import {
  codeChallengeS256,
  createCodeVerifier,
  createPkcePair,
  createState,
  VERIFIER_CHARSET,
} from '../../../../electron/core/features/auth/pkce'

describe('PKCE (RFC 7636)', () => {
  it('computes the S256 challenge of the RFC 7636 Appendix B test vector', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('makes verifiers of 43 to 128 unreserved characters and refuses other lengths', () => {
    for (const length of [43, 64, 128]) {
      const verifier = createCodeVerifier(length)
      expect(verifier).toHaveLength(length)
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/)
    }
    expect(() => createCodeVerifier(42)).toThrow(RangeError)
    expect(() => createCodeVerifier(129)).toThrow(RangeError)
  })

  it('draws verifier characters from the random source without bias (bytes ≥ 198 are dropped)', () => {
    const asked: number[] = []
    // 198..255 would wrap around the 66-symbol alphabet unevenly; they must be skipped, not folded.
    const bytes = [255, 198, 0, 65, 197, 66]
    const random = (size: number) => {
      asked.push(size)
      return Uint8Array.from({ length: size }, (_, i) => bytes[i % bytes.length]!)
    }
    const verifier = createCodeVerifier(43, random)
    expect(verifier.startsWith(`A~${VERIFIER_CHARSET[197 % 66]}A`)).toBe(true)
    expect(verifier).not.toContain(VERIFIER_CHARSET[255 % 66])
    expect(asked.every((size) => size > 0)).toBe(true)
  })

  it('uses the CSPRNG by default: verifiers and states never repeat', () => {
    const verifiers = new Set(Array.from({ length: 200 }, () => createCodeVerifier()))
    const states = new Set(Array.from({ length: 200 }, () => createState()))
    expect(verifiers.size).toBe(200)
    expect(states.size).toBe(200)
  })

  it('makes a state of at least 128 bits (32 random bytes, base64url)', () => {
    const state = createState()
    expect(state).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(Buffer.from(state, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
  })

  it('pairs a verifier with its S256 challenge', () => {
    const pair = createPkcePair()
    expect(pair.method).toBe('S256')
    expect(pair.challenge).toBe(codeChallengeS256(pair.verifier))
    expect(pair.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
