import { describe, expect, it } from 'vitest'
import {
  freshnessWords,
  heldWords,
  type Freshness,
} from '../../../renderer/src/components/library/freshness-words'
import { formatAhead } from '../../../renderer/src/formatting'

const fresh = (over: Partial<Freshness> = {}): Freshness => ({
  offline: false,
  waiting: 0,
  fromCache: false,
  readAt: '17:40',
  ...over,
})

describe('the library header says how fresh its copy is, and only what is true', () => {
  it.each<[string, Partial<Freshness>, string]>([
    ['read, nothing waits', {}, 'Up to date (read at 17:40).'],
    ['offline', { offline: true }, 'Offline · showing your library as read at 17:40'],
    [
      'offline with changes waiting',
      { offline: true, waiting: 2 },
      'Offline · showing your library as read at 17:40 · 2 changes waiting to be sent',
    ],
    [
      'offline, never read whole',
      { offline: true, readAt: null },
      'Offline · showing your library as kept on this computer',
    ],
    ['changes on their way', { waiting: 2 }, 'Sending 2 changes…'],
    ['one change on its way, from the copy', { waiting: 1, fromCache: true }, 'Sending 1 change…'],
    ['from the copy, checking', { fromCache: true }, 'Shown from this computer; checking for changes…'],
    ['never read', { readAt: null }, ''],
  ])('%s: “%s”', (_case, over, words) => {
    expect(freshnessWords(fresh(over))).toBe(words)
  })

  it('never says "Up to date" while offline or while changes wait', () => {
    for (const offline of [true, false])
      for (const waiting of [0, 1, 3])
        for (const fromCache of [true, false]) {
          const words = freshnessWords(fresh({ offline, waiting, fromCache }))
          expect(words.startsWith('Up to date')).toBe(!offline && waiting === 0 && !fromCache)
        }
  })
})

describe('a library read held back by the day’s request budget, in words', () => {
  const now = new Date(2026, 10, 29, 9, 30).getTime()
  const lists = [
    { label: 'Tracks', loaded: 1800, total: 3000 },
    { label: 'Playlists', loaded: 6, total: 12 },
  ]
  it('says what was read and when the rest comes: today, tomorrow, or a later day', () => {
    expect(heldWords(lists, new Date(2026, 10, 29, 14, 5).getTime(), now, true, 'en-GB')).toBe(
      'Tracks 1,800 of 3,000, Playlists 6 of 12 read. Encore reads the rest at 14:05, to stay within Spotify’s daily limit.',
    )
    expect(formatAhead(new Date(2026, 10, 30, 8, 50).getTime(), now, 'en-GB')).toBe('tomorrow at 08:50')
    expect(formatAhead(new Date(2026, 11, 2, 8, 50).getTime(), now, 'en-GB')).toBe('on Wednesday at 08:50')
    expect(formatAhead(new Date(2026, 11, 7, 8, 50).getTime(), now, 'en-GB')).toBe('on 7 Dec')
  })

  it('lists held back before their first page count nothing read; the rows already shown are named', () => {
    const none = [{ label: 'Albums', loaded: 0, total: null }]
    expect(heldWords(none, now + 60_000, now, false, 'en-GB')).toBe(
      'Encore reads your library at 09:31, to stay within Spotify’s daily limit.',
    )
    expect(heldWords(none, now + 60_000, now, true, 'en-GB')).toBe(
      'Encore reads the rest of your library at 09:31, to stay within Spotify’s daily limit.',
    )
  })
})

describe('a time ahead in words (formatAhead): today, tomorrow, this week, then a date', () => {
  it('reads right whatever the distance', () => {
    const monday = new Date(2026, 11, 7, 9, 30).getTime()
    const at = (day: number, hour: number, minute: number, second = 0) =>
      new Date(2026, 11, day, hour, minute, second).getTime()
    expect(formatAhead(at(7, 17, 45), monday, 'en-GB')).toBe('at 17:45')
    expect(formatAhead(at(7, 9, 30, 30), monday, 'en-GB', true)).toBe('at 09:30:30')
    expect(formatAhead(at(8, 5, 11), monday, 'en-GB')).toBe('tomorrow at 05:11')
    expect(formatAhead(at(8, 5, 11), monday, 'en-GB', true)).toBe('tomorrow at 05:11')
    expect(formatAhead(at(9, 5, 11), monday, 'en-GB')).toBe('on Wednesday at 05:11')
    expect(formatAhead(at(13, 5, 11), monday, 'en-GB')).toBe('on Sunday at 05:11')
    // A week ahead: "Mon 05:10" would read as today.
    expect(formatAhead(at(14, 5, 10), monday, 'en-GB')).toBe('on 14 Dec')
  })
})
