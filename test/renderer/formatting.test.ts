import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  countOf,
  formatAhead,
  formatList,
  formatNumber,
  shownLocale,
  formatTime,
  imageFor,
  pictureFor,
  pixelRatio,
  planName,
  playerTitle,
  spokenTime,
} from '../../renderer/src/formatting'
import {
  formatAgo,
  formatDate,
  formatPast,
  formatDuration,
  formatReleaseDate,
} from '../../renderer/src/dates-and-lengths'
import { speak } from '../../renderer/src/i18n'

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

describe('countOf: a count and its noun through Intl.PluralRules', () => {
  it.each([
    [0, 'track', undefined, 'en', '0 tracks'],
    [1, 'track', undefined, 'en', '1 track'],
    [2, 'track', undefined, 'en', '2 tracks'],
    [1234, 'follower', undefined, 'en', '1,234 followers'],
    [1234, 'follower', undefined, 'de', '1.234 followers'],
    [1, 'match', 'matches', 'en', '1 match'],
    [3, 'match', 'matches', 'en', '3 matches'],
  ] as const)('%d %s reads "%s"', (count, one, other, locale, words) => {
    expect(countOf(count, one, other, locale)).toBe(words)
  })

  it('speaks a slider time with the same rules (no "1 seconds")', () => {
    expect(spokenTime(61_000)).toBe('1 minute 1 second')
    expect(spokenTime(1_000)).toBe('1 second')
  })
})

describe('formatReleaseDate: as precise as the service knows it, in the system language', () => {
  it.each([
    ['2023-12-23', 'en-US', 'Dec 23, 2023'],
    ['2023-12-23', 'en-GB', '23 Dec 2023'],
    ['2023-12-23', 'de', '23.12.2023'],
    ['2023-01-01', 'en-US', 'Jan 1, 2023'],
    ['2023-12', 'en-US', 'Dec 2023'],
    ['2023', 'en-US', '2023'],
    ['sometime', 'en-US', 'sometime'],
  ])('%s in %s reads "%s"', (date, locale, words) => {
    expect(formatReleaseDate(date, locale)).toBe(words)
  })
})

describe('formatDuration: a length in words through Intl', () => {
  it.each([
    [(2 * 3600 + 14 * 60 + 9) * 1000, 'en', '2 hr 14 min'],
    [2 * 3600 * 1000, 'en', '2 hr'],
    [(42 * 60 + 10) * 1000, 'en', '42 min 10 sec'],
    [5 * 60 * 1000, 'en', '5 min'],
    [35_000, 'en', '35 sec'],
    [Number.NaN, 'en', '0 sec'],
    [(2 * 3600 + 14 * 60) * 1000, 'de', '2 Std., 14 Min.'],
  ])('%d ms in %s reads "%s"', (ms, locale, words) => {
    expect(formatDuration(ms, locale)).toBe(words)
  })
})

describe('imageFor and pixelRatio: the smallest cover that fills its place on this screen', () => {
  const images = [640, 300, 64].map((width) => ({ url: `${width}.png`, width, height: width }))
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    [1, 36, '64.png'],
    [1, 148, '300.png'],
    [2, 36, '300.png'],
    [1.5, 40, '64.png'],
    [3, 148, '300.png'],
    [0, 56, '64.png'],
  ])('at %s device pixels per CSS pixel, a %s px cover loads %s', (ratio, size, expected) => {
    vi.stubGlobal('devicePixelRatio', ratio)
    expect(pixelRatio()).toBe(Math.min(2, Math.max(1, ratio || 1)))
    expect(imageFor(images, size * pixelRatio())).toBe(expected)
  })

  it('pictureFor gives the image itself, its size with it (a cover much larger than shown is copied)', () => {
    expect(pictureFor(images, 148)).toBe(images[1])
    expect(pictureFor(images, 1000)).toBe(images[0])
    expect(pictureFor([], 148)).toBeNull()
  })
})

describe('formatPast: when a copy was read, to the minute', () => {
  it('says the time on the same day, "yesterday" the day before, and the date before that', () => {
    const at = new Date(2026, 11, 7, 9, 30).getTime()
    expect(formatPast(new Date(2026, 11, 7, 8, 5).getTime(), at, 'en-GB')).toBe('at 08:05')
    expect(formatPast(new Date(2026, 11, 6, 17, 40).getTime(), at, 'en-GB')).toBe('yesterday at 17:40')
    expect(formatPast(new Date(2026, 11, 2, 17, 40).getTime(), at, 'en-GB')).toBe('on 2 Dec at 17:40')
  })
})

describe('playerTitle: what plays, or that a skip is on its way when its landing is not known', () => {
  const track = { name: 'Harbour Lights' }
  it('says it skips instead of showing the old title as if nothing happened', () => {
    expect(playerTitle({ skipping: 'next' }, track)).toBe('Skipping…')
    expect(playerTitle({ skipping: 'previous' }, track)).toBe('Going back…')
    expect(playerTitle({ skipping: null }, track)).toBe('Harbour Lights')
    expect(playerTitle(null, track)).toBe('Harbour Lights')
  })
})

describe('planName: the account’s plan as a person writes it', () => {
  it('never the service’s code (Settings showed "PLAN premium")', () => {
    expect(planName('premium')).toBe('Premium')
    expect(planName('free')).toBe('Free')
    expect(planName('open')).toBe('Free')
  })
})

describe('in the language spoken: German and Japanese', () => {
  afterEach(async () => {
    await speak('en')
  })

  it('writes dates, numbers, lengths and lists in German while German is spoken', async () => {
    await speak('de')
    expect(shownLocale()).toBe('de')
    expect(formatDate('2026-11-23T12:00:00Z')).toBe('23.11.2026')
    expect(formatReleaseDate('2023-12')).toBe('Dez. 2023')
    expect(formatNumber(1234567)).toBe('1.234.567')
    expect(countOf(1234, 'follower')).toBe('1.234 followers')
    expect(formatDuration((2 * 3600 + 14 * 60) * 1000)).toBe('2 Std., 14 Min.')
    expect(spokenTime(61_000)).toBe('1 Minute, 1 Sekunde')
    expect(spokenTime(2_000)).toBe('2 Sekunden')
    expect(formatList(['Anna', 'Ben', 'Cleo'])).toBe('Anna, Ben und Cleo')
  })

  it('says when in German words: "gerade eben", "vor 5 Minuten", "gestern um", "morgen um"', async () => {
    await speak('de')
    expect(formatAgo(now - 30_000, now)).toBe('gerade eben')
    expect(formatAgo(now - 5 * minute, now)).toBe('vor 5 Minuten')
    expect(formatAgo(now - 1 * minute, now)).toBe('vor 1 Minute')
    expect(formatAgo(now - 24 * 60 * minute, now)).toBe('gestern')
    const at = new Date(2026, 11, 7, 9, 30).getTime()
    expect(formatPast(new Date(2026, 11, 7, 8, 5).getTime(), at)).toBe('um 08:05')
    expect(formatPast(new Date(2026, 11, 6, 17, 40).getTime(), at)).toBe('gestern um 17:40')
    expect(formatAhead(new Date(2026, 11, 8, 8, 50).getTime(), at)).toBe('morgen um 08:50')
    expect(formatAhead(new Date(2026, 11, 10, 8, 50).getTime(), at)).toBe('am Donnerstag um 08:50')
    expect(playerTitle({ skipping: 'next' }, { name: 'Harbour Lights' })).toBe('Wird übersprungen …')
  })

  it('writes dates, numbers, lengths and times in Japanese while Japanese is spoken (one plural form)', async () => {
    await speak('ja')
    expect(formatDate('2026-11-23T12:00:00Z')).toBe('2026/11/23')
    expect(formatReleaseDate('2023-12-23')).toBe('2023/12/23')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatDuration((2 * 3600 + 14 * 60) * 1000)).toBe('2 時間14 分')
    expect(spokenTime(61_000)).toBe('1 分1 秒')
    expect(formatAgo(now - 30_000, now)).toBe('たった今')
    expect(formatAgo(now - 1 * minute, now)).toBe('1 分前')
    expect(formatAgo(now - 5 * minute, now)).toBe('5 分前')
    expect(formatAgo(now - 3 * 60 * minute, now)).toBe('3 時間前')
    const at = new Date(2026, 11, 7, 9, 30).getTime()
    expect(formatPast(new Date(2026, 11, 6, 17, 40).getTime(), at)).toBe('昨日 17:40')
    expect(formatAhead(new Date(2026, 11, 8, 8, 50).getTime(), at)).toBe('明日 08:50')
    expect(formatList(['Anna', 'Ben', 'Cleo'])).toBe('Anna、Ben、Cleo')
  })

  it('keeps the system’s English while English is spoken', () => {
    expect(shownLocale()).toMatch(/^en\b/)
    expect(formatNumber(1234)).toBe('1,234')
    expect(spokenTime(125_000)).toBe('2 minutes 5 seconds')
  })
})
