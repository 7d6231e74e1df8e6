import { describe, expect, it } from 'vitest'
import { formatAgo, formatTime } from '../../renderer/src/formatting'

const now = Date.UTC(2026, 10, 23, 12, 0, 0)
const minute = 60_000

describe('formatAgo: when something happened, as people say it', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [minute, '1 minute ago'],
    [5 * minute, '5 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [60 * minute, '1 hour ago'],
    [23 * 60 * minute, '23 hours ago'],
    [24 * 60 * minute, 'yesterday'],
    [3 * 24 * 60 * minute, '3 days ago'],
  ])('%d ms ago reads "%s"', (elapsed, words) => {
    expect(formatAgo(now - elapsed, now, 'en')).toBe(words)
  })

  it('says the date past a week, and "just now" for a clock that is a little ahead', () => {
    expect(formatAgo(Date.UTC(2026, 2, 12, 12), now, 'en-GB')).toBe('12 Mar 2026')
    expect(formatAgo(now + 5_000, now, 'en')).toBe('just now')
  })
})

describe('formatTime', () => {
  it('reads minutes and seconds, hours when there are some, and 0:00 for what is unknown', () => {
    expect(formatTime(187_000)).toBe('3:07')
    expect(formatTime(3_729_000)).toBe('1:02:09')
    expect(formatTime(Number.NaN)).toBe('0:00')
  })
})
