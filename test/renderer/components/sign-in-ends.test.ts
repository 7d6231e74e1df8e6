import { describe, expect, it } from 'vitest'
import { SIGN_IN_ENDS_NOTICE_MS, signInEndsWords } from '../../../renderer/src/components/sign-in-ends'

const DAY = 86_400_000
const ends = Date.UTC(2027, 4, 12, 12, 0)

describe('the notice of the day the service ends the sign-in', () => {
  it('says nothing until 14 days before, then on which day, in the person’s words', () => {
    expect(signInEndsWords(ends, ends - SIGN_IN_ENDS_NOTICE_MS - 1, 'en-GB')).toBeNull()
    expect(signInEndsWords(ends, ends - SIGN_IN_ENDS_NOTICE_MS, 'en-GB')).toBe(
      'Spotify will ask you to sign in again on 12 May.',
    )
    expect(signInEndsWords(ends, ends - DAY, 'en-GB')).toBe(
      'Spotify will ask you to sign in again on 12 May.',
    )
    expect(signInEndsWords(ends, ends + DAY, 'en-GB')).toBe('Spotify asks you to sign in again since 12 May.')
  })

  it('says nothing when the date of consent is not known', () => {
    expect(signInEndsWords(undefined, ends)).toBeNull()
  })
})
