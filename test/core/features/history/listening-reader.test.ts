import { afterAll, describe, expect, it } from 'vitest'
import { rangeBounds } from '../../../../electron/core/features/history/calendar'
import { listening } from '../../../../electron/core/features/history/listening-reader'
import { anEpisodePlay, aPlay, NIGHT_SHIFT, seenOn } from '../../../support/history-plays'

// Days and hours are the computer's: these tables run in a zone with daylight saving.
const zone = process.env['TZ']
process.env['TZ'] = 'Europe/Stockholm'
afterAll(() => {
  if (zone === undefined) delete process.env['TZ']
  else process.env['TZ'] = zone
})

/** Stockholm summer time is UTC+2. */
const local = (iso: string) => Date.parse(`${iso}+02:00`)

const plays = () => [
  aPlay('sowhat', local('2025-06-01T23:00:00')),
  aPlay('sowhat', local('2025-06-02T08:30:00'), seenOn('Encore Desktop', 300_000)),
  aPlay('bluegreen', local('2025-06-02T23:30:00')),
  aPlay('resolution', local('2025-06-04T12:00:00')),
  aPlay('acknowledgement', local('2025-06-09T00:30:00')),
]

describe('ranges are calendar weeks (from Monday), months and years in local time', () => {
  it.each([
    { range: 'week' as const, from: '2025-06-02T00:00:00', to: '2025-06-09T00:00:00' },
    { range: 'month' as const, from: '2025-06-01T00:00:00', to: '2025-07-01T00:00:00' },
  ])('$range', ({ range, from, to }) => {
    expect(rangeBounds(range, local('2025-06-04T12:00:00'), null)).toEqual({
      from: local(from),
      to: local(to),
    })
  })

  it('year and all time', () => {
    const at = local('2025-06-04T12:00:00')
    expect(rangeBounds('year', at, null)).toEqual({
      from: Date.parse('2025-01-01T00:00:00+01:00'),
      to: Date.parse('2026-01-01T00:00:00+01:00'),
    })
    expect(rangeBounds('all', at, local('2025-05-20T18:00:00'))).toEqual({
      from: local('2025-05-20T00:00:00'),
      to: local('2025-06-05T00:00:00'),
    })
  })
})

describe('Your listening over a range', () => {
  const week = listening(plays(), {
    range: 'week',
    at: local('2025-06-04T12:00:00'),
    limit: 10,
    firstPlayedAt: null,
  })

  it('totals: the plays inside the range only, with the time Encore saw or the whole track', () => {
    expect(week.totals).toEqual({
      playedMs: 300_000 + 330_000 + 440_000,
      plays: 3,
      tracks: 3,
      artists: 3,
      days: 2,
    })
  })

  it('time per day, every day of the range, oldest first', () => {
    expect(week.days.map((day) => [day.date, day.playedMs, day.plays])).toEqual([
      ['2025-06-02', 630_000, 2],
      ['2025-06-03', 0, 0],
      ['2025-06-04', 440_000, 1],
      ['2025-06-05', 0, 0],
      ['2025-06-06', 0, 0],
      ['2025-06-07', 0, 0],
      ['2025-06-08', 0, 0],
    ])
    expect(week.days[0]?.start).toBe(local('2025-06-02T00:00:00'))
  })

  it('top artists, tracks and albums with their plays and time (most plays first, then most time)', () => {
    expect(week.topArtists.map((t) => [t.artist.name, t.plays, t.playedMs])).toEqual([
      ['Miles Davis', 2, 630_000],
      ['John Coltrane', 1, 440_000],
      ['Bill Evans', 1, 330_000],
    ])
    expect(week.topTracks.map((t) => [t.track.name, t.plays, t.playedMs])).toEqual([
      ['Resolution', 1, 440_000],
      ['Blue in Green', 1, 330_000],
      ['So What', 1, 300_000],
    ])
    expect(week.topAlbums.map((t) => [t.album.name, t.artists.map((a) => a.name), t.plays])).toEqual([
      ['Kind of Blue', ['Miles Davis'], 2],
      ['A Love Supreme', ['John Coltrane'], 1],
    ])
  })

  it('by hour of the day and day of the week (Monday first)', () => {
    const hours = week.byHour.map((time) => time.playedMs)
    expect(hours[8]).toBe(300_000)
    expect(hours[23]).toBe(330_000)
    expect(hours[12]).toBe(440_000)
    expect(hours.reduce((a, b) => a + b)).toBe(week.totals.playedMs)
    expect(week.byWeekday.map((time) => time.plays)).toEqual([2, 0, 1, 0, 0, 0, 0])
  })

  it('a limit cuts the tops', () => {
    const one = listening(plays(), {
      range: 'month',
      at: local('2025-06-04T12:00:00'),
      limit: 1,
      firstPlayedAt: null,
    })
    expect(one.topArtists).toHaveLength(1)
    expect(one.days).toHaveLength(30)
    expect(one.totals.plays).toBe(5)
  })

  it('a day of 23 hours (summer time begins) counts its hours by the clock', () => {
    const spring = listening([aPlay('sowhat', Date.parse('2025-03-30T04:30:00+02:00'))], {
      range: 'month',
      at: Date.parse('2025-03-15T12:00:00+01:00'),
      limit: 5,
      firstPlayedAt: null,
    })
    expect(spring.byHour[4]?.plays).toBe(1)
    expect(spring.days.find((day) => day.plays)?.date).toBe('2025-03-30')
    expect(spring.days).toHaveLength(31)
  })

  it('an empty history: every day at zero, no tops', () => {
    const empty = listening([], {
      range: 'week',
      at: local('2025-06-04T12:00:00'),
      limit: 5,
      firstPlayedAt: null,
    })
    expect(empty.days).toHaveLength(7)
    expect(empty.totals).toEqual({ playedMs: 0, plays: 0, tracks: 0, artists: 0, days: 0 })
    expect(empty.topTracks).toEqual([])
  })

  it('podcasts: episodes count in the time and in the top shows, not among tracks or artists', () => {
    const withEpisodes = listening(
      [
        ...plays(),
        anEpisodePlay('e1', local('2025-06-03T07:00:00')),
        anEpisodePlay('e2', local('2025-06-03T08:00:00')),
      ],
      { range: 'week', at: local('2025-06-04T12:00:00'), limit: 10, firstPlayedAt: null },
    )
    expect(withEpisodes.topShows).toEqual([
      {
        show: { uri: NIGHT_SHIFT.uri, name: 'Night Shift Radio', images: NIGHT_SHIFT.images },
        plays: 2,
        playedMs: 2_400_000,
      },
    ])
    expect(withEpisodes.totals.playedMs).toBe(week.totals.playedMs + 2_400_000)
    expect(withEpisodes.topTracks.map((entry) => entry.track.uri)).toEqual(
      week.topTracks.map((entry) => entry.track.uri),
    )
    expect(withEpisodes.totals.tracks).toBe(week.totals.tracks)
  })

  it('all time starts on the first play’s day', () => {
    const all = listening(plays(), {
      range: 'all',
      at: local('2025-06-10T12:00:00'),
      limit: 5,
      firstPlayedAt: local('2025-06-01T23:00:00'),
    })
    expect(all.days[0]?.date).toBe('2025-06-01')
    expect(all.days.at(-1)?.date).toBe('2025-06-10')
    expect(all.totals.plays).toBe(5)
    expect(all.firstPlayedAt).toBe(local('2025-06-01T23:00:00'))
  })
})
