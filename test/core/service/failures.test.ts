import { describe, expect, it } from 'vitest'
import {
  ApiError,
  NetworkError,
  QuotaExceededError,
  RateLimitedError,
  TimeoutError,
} from '../../../electron/core/service/api'
import { EncoreError } from '../../../electron/core/base/errors'
import { meaningOf, whenInWords } from '../../../electron/core/service/failures'

const now = Date.UTC(2026, 10, 23, 12)

describe('meaningOf: what a failure means for the player', () => {
  it.each<[string, unknown, string]>([
    ['no answer', new NetworkError('player.pause', 'ECONNREFUSED'), 'offline'],
    ['too slow', new TimeoutError('player.getPlaybackState', 4000), 'offline'],
    [
      'a 503: the service says it is down',
      new ApiError(503, 'Service unavailable', 'player.getPlaybackState'),
      'offline',
    ],
    [
      'a 502: perhaps a passing fault',
      new ApiError(502, 'Bad gateway', 'player.getPlaybackState'),
      'server-error',
    ],
    ['a 429', new RateLimitedError(12, 'player.pause'), 'rate-limited'],
    [
      'a free account',
      new ApiError(403, 'Player command failed: Premium required', 'player.pause', 'PREMIUM_REQUIRED'),
      'premium-required',
    ],
    [
      'no device',
      new ApiError(404, 'Player command failed: No active device found', 'player.play', 'NO_ACTIVE_DEVICE'),
      'no-active-device',
    ],
    [
      'a fixed volume',
      new ApiError(403, 'Cannot control device volume', 'player.setVolume', 'VOLUME_CONTROL_DISALLOW'),
      'refused',
    ],
    [
      'a restricted device',
      new ApiError(403, 'Player command failed: Restriction violated', 'player.pause', 'UNKNOWN'),
      'refused',
    ],
    ['signed out', new EncoreError('NOT_SIGNED_IN', 'nobody'), 'signed-out'],
    ['cancelled', new EncoreError('ABORTED', 'cancelled'), 'aborted'],
    ['anything else', new ApiError(400, 'Bad request', 'player.seek'), 'other'],
    ['not ours', new Error('boom'), 'other'],
  ])('%s → %s', (_name, error, kind) => {
    expect(meaningOf(error, now).kind).toBe(kind)
  })

  it('knows when a rate limit and a used-up quota end', () => {
    expect(meaningOf(new RateLimitedError(12, 'player.pause'), now)).toEqual({
      kind: 'rate-limited',
      retryAt: now + 12_000,
      quota: false,
    })
    const quota = meaningOf(new QuotaExceededError('player.getPlaybackState', 48_925, now + 48_925_000), now)
    expect(quota).toEqual({ kind: 'rate-limited', retryAt: now + 48_925_000, quota: true })
  })

  it('keeps the service’s own words for what it refused', () => {
    expect(meaningOf(new ApiError(400, 'Invalid device id', 'player.transferPlayback'), now)).toEqual({
      kind: 'other',
      words: 'Invalid device id',
    })
  })
})

describe('whenInWords', () => {
  it('says seconds, minutes, or a time ahead that reads right: today, tomorrow, this week, a date', () => {
    expect(whenInWords(now + 12_000, now)).toBe('in 12 s')
    expect(whenInWords(now + 5 * 60_000, now)).toBe('in 5 min')
    // Local times (the person's clock): Monday 7 Dec 2026, 09:30.
    const monday = new Date(2026, 11, 7, 9, 30).getTime()
    const at = (day: number, hour: number, minute: number) => new Date(2026, 11, day, hour, minute).getTime()
    expect(whenInWords(at(7, 17, 45), monday)).toBe('at 17:45')
    expect(whenInWords(at(8, 5, 11), monday)).toBe('tomorrow at 05:11')
    expect(whenInWords(at(10, 5, 11), monday)).toBe('on Thursday at 05:11')
    expect(whenInWords(at(13, 23, 59), monday)).toBe('on Sunday at 23:59')
    // A week ahead is a date: "Mon" would read as today.
    expect(whenInWords(at(14, 5, 10), monday)).toBe('on 14 Dec')
    expect(whenInWords(new Date(2027, 0, 2, 8).getTime(), monday)).toBe('on 2 Jan')
    // Late at night, the small hours are tomorrow's.
    expect(whenInWords(at(8, 1, 30), at(7, 23, 50))).toBe('tomorrow at 01:30')
  })
})

describe('meaningOf: how a request without an answer failed', () => {
  it.each<[string, unknown, string]>([
    ['nothing answers at the address', new NetworkError('player.addToQueue', 'ECONNREFUSED'), 'unreachable'],
    ['too slow', new TimeoutError('player.addToQueue', 10_000), 'timeout'],
    ['the connection broke off', new NetworkError('player.addToQueue', 'ECONNRESET'), 'dropped'],
    ['never left this computer', new NetworkError('player.addToQueue', 'ERR_INVALID_URL'), 'unsent'],
  ])('%s', (_name, error, how) => {
    expect(meaningOf(error, now)).toEqual({ kind: 'offline', how })
  })
})
