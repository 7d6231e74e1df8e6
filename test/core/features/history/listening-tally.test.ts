import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../../../electron/contract'
import {
  mergeTally,
  tallyFromJson,
  tallyPlays,
  tallyToJson,
} from '../../../../electron/core/features/history/listening-tally'
import { anEpisodePlay, aPlay, NIGHT_SHIFT, seenOn } from '../../../support/history-plays'

const T0 = Date.UTC(2025, 5, 2, 9)

const plays = () =>
  Array.from({ length: 90 }, (_, n) =>
    aPlay(
      n % 3 ? 'sowhat' : 'resolution',
      T0 + n * 0.37 * DAY_MS,
      n % 2 ? seenOn('Encore Desktop', 90_000) : {},
    ),
  )

describe('tallies add up: a month counted once is as good as its plays', () => {
  it('the tally of all plays is the sum of the tallies of their parts', () => {
    const all = tallyPlays(plays(), -Infinity, Infinity)
    const cut = T0 + 12 * DAY_MS
    const parts = mergeTally(tallyPlays(plays(), -Infinity, cut), tallyPlays(plays(), cut, Infinity))
    expect(parts).toEqual(all)
    expect([...all.tracks.keys()].sort()).toEqual(['spotify:track:resolution', 'spotify:track:sowhat'])
    expect(all.tracks.get('spotify:track:resolution')).toEqual({
      plays: 30,
      playedMs: 15 * 90_000 + 15 * 440_000,
      lastAt: T0 + 87 * 0.37 * DAY_MS,
    })
  })

  it('plays out of time order (the service’s late news) count the same', () => {
    expect(tallyPlays([...plays()].reverse(), -Infinity, Infinity)).toEqual(
      tallyPlays(plays(), -Infinity, Infinity),
    )
  })

  it('counts episodes in the time and by their show, never as tracks', () => {
    const tally = tallyPlays(
      [aPlay('sowhat', T0), anEpisodePlay('e1', T0 + 1), anEpisodePlay('e2', T0 + 2)],
      -Infinity,
      Infinity,
    )
    expect([...tally.tracks.keys()]).toEqual(['spotify:track:sowhat'])
    expect(tally.shows.get(NIGHT_SHIFT.uri)).toEqual({ plays: 2, playedMs: 2_400_000, lastAt: T0 + 2 })
    expect([...tally.days.values()][0]?.playedMs).toBe(540_000 + 2_400_000)
  })

  it('kept as JSON and read back unchanged; anything else is not a tally', () => {
    const tally = tallyPlays([...plays(), anEpisodePlay('e1', T0)], -Infinity, Infinity)
    expect(tallyFromJson(JSON.parse(JSON.stringify(tallyToJson(tally))))).toEqual(tally)
    for (const broken of [
      null,
      {},
      { ...(tallyToJson(tally) as object), byHour: [[1, 2]] },
      { days: [['x']], tracks: [] },
      // A month's summary from before shows were counted is made again from its plays.
      { ...(tallyToJson(tally) as object), shows: undefined },
    ]) {
      expect(tallyFromJson(broken)).toBeNull()
    }
  })
})
