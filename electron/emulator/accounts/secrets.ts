import { randomBytes } from 'node:crypto'

/** An unguessable opaque string for codes and tokens (not catalog data: real randomness is right here). */
export function opaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
