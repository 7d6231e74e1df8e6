import { describe, expect, it } from 'vitest'
import { developerWords, failureWords } from '../../../electron/contract'
import {
  forPerson,
  LYRICS_FAILED_WORDS,
  SIGN_IN_FAILED_WORDS,
} from '../../../electron/core/base/person-words'
import { createMemoryLogger } from '../../support/memory-logger'

describe('forPerson: what leaves core for a person', () => {
  it('keeps words a listener understands as they are, and logs nothing', () => {
    const { logger, records } = createMemoryLogger()
    const notice = { level: 'info', message: 'Removed “Early Anchors” from Your Library.', code: 'REMOVED' }
    expect(forPerson(notice, logger, 'A notice')).toBe(notice)
    expect(records).toEqual([])
  })

  it.each([
    ['playlists.getPlaylist: the service could not be reached (ECONNREFUSED).', 'NETWORK'],
    ['playlists.getItems: the service answered 429 Too Many Requests.', 'RATE_LIMITED'],
    ['The service answered 503 Service Unavailable for track 4uLU6hMCjMI75M1A2tKUQC.', 'SERVICE_ERROR'],
  ] as const)('puts “%s” in the words of its kind (%s) and sends the detail to the log', (message, code) => {
    const { logger, records } = createMemoryLogger()
    const shown = forPerson({ code, message }, logger, 'A page')
    expect(shown).toEqual({ code, message: failureWords[code] })
    expect(developerWords(shown.message)).toEqual([])
    expect(records).toHaveLength(1)
    expect(records[0]!.fields).toMatchObject({ code, detail: message })
  })

  it('uses the fallback of its place when the failure has no kind', () => {
    const { logger } = createMemoryLogger()
    expect(
      forPerson({ message: 'lrclib: ENOTFOUND lrclib.net' }, logger, 'Lyrics', LYRICS_FAILED_WORDS),
    ).toEqual({
      message: LYRICS_FAILED_WORDS,
    })
    const reason = { code: 'failed', message: 'users.getCurrentUserProfile: the service answered 500.' }
    expect(forPerson(reason, logger, 'A sign-in', SIGN_IN_FAILED_WORDS)).toEqual({
      code: 'failed',
      message: SIGN_IN_FAILED_WORDS,
    })
  })
})
