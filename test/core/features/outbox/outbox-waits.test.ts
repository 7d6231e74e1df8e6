import { describe, expect, it } from 'vitest'
import {
  AccountNotRegisteredError,
  ApiError,
  NetworkError,
  QuotaExceededError,
  RateLimitedError,
  TimeoutError,
  UnavailableOperationError,
} from '../../../../electron/core/service/api'
import { EncoreError } from '../../../../electron/core/base/errors'
import {
  ACCOUNT_RETRY_MS,
  backoffMs,
  verdictOf,
  whyInWords,
} from '../../../../electron/core/features/outbox/outbox-waits'

/** What a failed send means for the outbox, as a table. */

const NOW = 1_000_000

describe('verdictOf', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a short Retry-After: wait for it',
      new RateLimitedError(1, 'library.saveTracks'),
      { kind: 'wait', reason: 'rate-limited', until: NOW + 1_000, mayHaveLanded: false },
    ],
    [
      'the quota: until it returns',
      new QuotaExceededError('library.saveTracks', 3_600, NOW + 3_600_000),
      { kind: 'wait', reason: 'quota', until: NOW + 3_600_000, mayHaveLanded: false },
    ],
    [
      'nothing listens: offline, it never arrived',
      new NetworkError('library.saveTracks', 'ECONNREFUSED'),
      { kind: 'wait', reason: 'offline', until: null, mayHaveLanded: false },
    ],
    [
      'a cut connection: offline, and it may have arrived',
      new NetworkError('library.saveTracks', 'ECONNRESET'),
      { kind: 'wait', reason: 'offline', until: null, mayHaveLanded: true },
    ],
    [
      'no answer in time: it may have arrived',
      new TimeoutError('playlists.addItems', 15_000),
      { kind: 'wait', reason: 'offline', until: null, mayHaveLanded: true },
    ],
    [
      '503: the service is down, and took nothing',
      new ApiError(503, 'Service unavailable', 'playlists.createPlaylist'),
      { kind: 'wait', reason: 'offline', until: null, mayHaveLanded: false },
    ],
    [
      '500: a problem, and it may have done it',
      new ApiError(500, 'Server error', 'playlists.createPlaylist'),
      { kind: 'wait', reason: 'service-error', until: null, mayHaveLanded: true },
    ],
    [
      'the user is not on the app’s list: the account waits',
      new AccountNotRegisteredError('library.saveTracks'),
      { kind: 'wait', reason: 'account', until: NOW + ACCOUNT_RETRY_MS, mayHaveLanded: false },
    ],
    [
      'signed out under it: stopped until the same user signs in',
      new EncoreError('NOT_SIGNED_IN', 'nobody'),
      { kind: 'stopped', mayHaveLanded: false },
    ],
    [
      '404: refused for good',
      new ApiError(404, 'Non existing id', 'library.saveTracks'),
      { kind: 'refused', words: 'Non existing id' },
    ],
    [
      '403 about the playlist: refused for good',
      new ApiError(403, 'You cannot change the items of a playlist you don’t own', 'playlists.addItems'),
      { kind: 'refused', words: 'You cannot change the items of a playlist you don’t own' },
    ],
    [
      'an operation the service does not offer: refused for good',
      new UnavailableOperationError('follow.follow', { why: 'learned' }),
      { kind: 'refused', words: 'the service does not offer this' },
    ],
  ])('%s', (_name, error, verdict) => {
    expect(verdictOf(error, NOW)).toEqual(verdict)
  })
})

describe('waits in words', () => {
  it('backs off after an outage: 2, 4, 8, 16, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it.each<[Parameters<typeof whyInWords>[0], number | null, string]>([
    ['offline', null, 'Spotify cannot be reached. Encore sends it once it is back.'],
    ['rate-limited', NOW + 12_000, 'Spotify asked Encore to wait. It is sent in 12 s.'],
    [
      'quota',
      NOW + 3 * 60_000,
      'This app has used up its requests to Spotify for now. It is sent when they return, in 3 min.',
    ],
    ['signed-out', null, 'Sign in again as the same user to send it.'],
  ])('%s', (reason, until, words) => {
    expect(whyInWords(reason, until, 'Spotify', NOW)).toBe(words)
  })
})

describe('whyInWords in the language spoken', () => {
  it('says why the changes wait in German and Japanese, naming the demo service and when they go', () => {
    expect(whyInWords('rate-limited', NOW + 12_000, 'Spotify', NOW, 'de')).toBe(
      'Spotify hat Encore um eine Pause gebeten. Es wird in 12 s gesendet.',
    )
    expect(whyInWords('offline', null, 'the demo service', NOW, 'de')).toBe(
      'Demo-Dienst ist nicht erreichbar. Encore sendet es, sobald die Verbindung zurück ist.',
    )
    expect(whyInWords('quota', NOW + 3 * 60_000, 'Spotify', NOW, 'ja')).toBe(
      'このアプリは Spotify へのリクエストを当面使い切りました。リクエストが戻り次第、3 分後に送信されます。',
    )
    expect(whyInWords('service-error', null, 'the demo service', NOW, 'ja')).toBe(
      'デモサービス で問題が発生しました。Encore はこの後すぐにもう一度試します。',
    )
    expect(whyInWords('offline', null, 'the demo service', NOW)).toBe(
      'The demo service cannot be reached. Encore sends it once it is back.',
    )
  })
})
