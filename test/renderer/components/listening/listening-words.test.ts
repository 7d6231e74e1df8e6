import { afterEach, describe, expect, it } from 'vitest'
import type { ListeningRange } from '../../../../electron/contract'
import {
  listenedWords,
  rangeWords,
  totalWords,
  weekdayWords,
} from '../../../../renderer/src/components/listening/listening-words'
import { speak } from '../../../../renderer/src/i18n'
import { weekListening } from '../../support/history-states'

const NOV_2025 = new Date(2025, 10, 20).getTime()

describe('Your listening in words', () => {
  it.each([
    { ms: 35_000, words: '35 sec' },
    { ms: 10 * 60_000 + 29_000, words: '10 min' },
    { ms: 10 * 60_000 + 31_000, words: '11 min' },
    { ms: (41 * 60 + 12) * 60_000, words: '41 hr 12 min' },
    { ms: 3 * 3_600_000, words: '3 hr' },
  ])('$ms ms listened: $words', ({ ms, words }) => {
    expect(listenedWords(ms, 'en-US')).toBe(words)
  })

  it.each<{ range: ListeningRange; from: number; firstPlayedAt?: number | null; words: string }>([
    { range: 'week', from: new Date(2025, 10, 17).getTime(), words: 'this week' },
    { range: 'month', from: new Date(2025, 10, 1).getTime(), words: 'in November' },
    { range: 'month', from: new Date(2024, 10, 1).getTime(), words: 'in November 2024' },
    { range: 'year', from: new Date(2025, 0, 1).getTime(), words: 'in 2025' },
    { range: 'all', from: 0, firstPlayedAt: new Date(2024, 2, 9).getTime(), words: 'since March 2024' },
    { range: 'all', from: 0, firstPlayedAt: null, words: 'in all' },
  ])('the $range from $from: $words', ({ range, from, firstPlayedAt = null, words }) => {
    expect(rangeWords({ range, from, firstPlayedAt }, NOV_2025, 'en-US')).toBe(words)
  })

  it('a total, or what was not played', () => {
    const month = weekListening({ range: 'month', from: new Date(2025, 10, 1).getTime() })
    expect(
      totalWords(
        { ...month, totals: { ...month.totals, playedMs: (41 * 60 + 12) * 60_000 } },
        NOV_2025,
        'en-US',
      ),
    ).toBe('41 hr 12 min in November')
    expect(totalWords(weekListening({ totals: { ...month.totals, playedMs: 0 } }), NOV_2025, 'en-US')).toBe(
      'Nothing played this week',
    )
  })

  it('names the days of the week Monday first, in the system’s language', () => {
    expect(weekdayWords('en-US')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(weekdayWords('de-DE', 'short')[0]).toBe('Mo')
  })
})

describe('Your listening in German and Japanese', () => {
  afterEach(async () => {
    await speak('en')
  })
  const month = weekListening({ range: 'month', from: new Date(2025, 10, 1).getTime() })
  const listened = { ...month, totals: { ...month.totals, playedMs: (41 * 60 + 12) * 60_000 } }
  const since = { range: 'all', from: 0, firstPlayedAt: new Date(2024, 2, 9).getTime() } as const

  it('says the total and the range in German, dates and units as German writes them', async () => {
    await speak('de')
    expect(totalWords(listened, NOV_2025)).toBe('41 Std., 12 Min. im November')
    expect(rangeWords(since, NOV_2025)).toBe('seit März 2024')
    expect(totalWords(weekListening({ totals: { ...month.totals, playedMs: 0 } }), NOV_2025)).toBe(
      'Nichts gehört diese Woche',
    )
  })

  it('says them in Japanese, in its own order', async () => {
    await speak('ja')
    expect(totalWords(listened, NOV_2025)).toBe('11月の再生時間：41 時間12 分')
    expect(rangeWords(since, NOV_2025)).toBe('2024年3月以降')
    expect(weekdayWords()[0]).toBe('月曜日')
  })
})
