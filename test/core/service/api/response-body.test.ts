import { describe, expect, it } from 'vitest'
import {
  parseRetryAfter,
  readBody,
  readServiceError,
} from '../../../../electron/core/service/api/response-body'

describe('response bodies', () => {
  it('reads an empty body and the JSON text null as no content', () => {
    expect(readBody('')).toEqual({ kind: 'empty' })
    expect(readBody(undefined)).toEqual({ kind: 'empty' })
    expect(readBody(' null \n')).toEqual({ kind: 'empty' })
    expect(readBody('{"a":1}')).toEqual({ kind: 'json', value: { a: 1 } })
    expect(readBody('OK')).toEqual({ kind: 'text', text: 'OK' })
  })

  it("takes the service's error message and reason", () => {
    expect(
      readServiceError(
        readBody('{"error":{"status":404,"message":"No active device","reason":"NO_ACTIVE_DEVICE"}}'),
        'Not Found',
      ),
    ).toEqual({ message: 'No active device', reason: 'NO_ACTIVE_DEVICE' })
    expect(readServiceError(readBody('<html>oops</html>'), 'Bad Gateway')).toEqual({ message: 'Bad Gateway' })
    expect(readServiceError(readBody(''), '')).toEqual({ message: 'no message' })
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0)
    expect(parseRetryAfter('7', now)).toBe(7)
    expect(parseRetryAfter(new Date(now + 12_000).toUTCString(), now)).toBe(12)
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })
})
