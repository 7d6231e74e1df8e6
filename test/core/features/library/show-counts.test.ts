import { afterEach, describe, expect, it } from 'vitest'
import type { Show } from '../../../../electron/contract'
import type { ApiClient } from '../../../../electron/core/service/api'
import { createShowCounter } from '../../../../electron/core/features/library/show-counts'
import { emptyLibrary } from '../../../../electron/core/features/library/library-data'
import {
  COUNT_STALE_MS,
  countIsStale,
  unplayedAmong,
} from '../../../../electron/core/features/library/spoken-library'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

const show = (overrides: Partial<Show> = {}): Show => ({
  id: 'show1',
  uri: 'spotify:show:show1',
  name: 'Night Shift Radio',
  publisher: 'Berg Radio',
  images: [],
  explicit: false,
  totalEpisodes: 12,
  ...overrides,
})

describe('when a show is counted again', () => {
  const counted = { count: 3, of: 12, totalEpisodes: 12, countedAt: 1_000 }
  it.each([
    ['never counted', undefined, show(), 1_000, true],
    ['counted a moment ago', counted, show(), 2_000, false],
    ['a new episode since', counted, show({ totalEpisodes: 13 }), 2_000, true],
    ['counted six hours ago and more', counted, show(), 1_000 + COUNT_STALE_MS + 1, true],
  ] as const)('%s: %s', (_name, count, current, now, stale) => {
    expect(countIsStale(current, count, now)).toBe(stale)
  })

  it('counts the episodes not played to their end; nothing when the service says nothing of resume points', () => {
    const point = (fullyPlayed: boolean, positionMs = 0) => ({ resumePoint: { fullyPlayed, positionMs } })
    expect(unplayedAmong([point(true), point(false, 1_000), point(false)])).toBe(2)
    expect(unplayedAmong([point(false), { resumePoint: null }])).toBeNull()
    expect(unplayedAmong([])).toBe(0)
  })
})

describe('the counter', () => {
  it('asks nothing when the sign-in may not read resume points, or nobody is signed in', () => {
    const data = emptyLibrary()
    let asked = 0
    const api = { shows: { getShowEpisodes: () => ((asked += 1), Promise.reject(new Error('no'))) } }
    const counter = createShowCounter({
      current: () => ({ data, api: api as unknown as ApiClient, market: undefined }),
      readsResumePoints: () => false,
      now: () => 0,
      changed: () => {},
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    })
    counter.want([show()])
    expect(asked).toBe(0)
  })
})

describe('unplayed counts against the emulator', () => {
  let app: EncoreOnEmulator | undefined
  afterEach(async () => {
    await app?.close()
  })

  it('are read when the Podcasts tab shows the shows, once; a followed show’s page counts it for nothing', async () => {
    app = await startEncoreOnEmulator({ emulator: { seed: 'show-counts' } })
    await app.signIn()
    await app.encore.library.service.idle()
    const page = pageApi(app.encore)
    const { emulator } = app
    const episodeReads = () => emulator.traffic.count({ method: 'GET', path: /^\/shows\/[^/]+\/episodes$/ })
    expect(episodeReads()).toBe(0)

    const first = await page.library.shows({ offset: 0, limit: 50 })
    expect(first.items.every((row) => row.unplayed === null)).toBe(true)
    await app.encore.library.counter.idle()
    expect(episodeReads()).toBe(first.items.length)
    const counted = await page.library.shows({ offset: 0, limit: 50 })
    const spoken = emulator.catalog.spoken
    const points = emulator.state.spokenOf(emulator.user.id).resumePoints
    for (const row of counted.items) {
      const newest = spoken.episodesOf(spoken.show(row.show.id)!).slice(0, 50)
      expect(row.unplayed).toEqual({
        count: newest.filter((episode) => !points.get(episode.id)?.fullyPlayed).length,
        of: newest.length,
      })
    }
    // A revision moved (the page reads its rows again); asked again, nothing is read again.
    expect(counted.revision).toBeGreaterThan(first.revision)
    await app.encore.library.counter.idle()
    expect(episodeReads()).toBe(first.items.length)

    // Played to its end on the phone, then the show's page opened: the count follows, with no episodes read.
    const row = counted.items.find((candidate) => candidate.unplayed!.count > 0)!
    const unplayed = spoken
      .episodesOf(spoken.show(row.show.id)!)
      .find((episode) => !points.get(episode.id)?.fullyPlayed)!
    emulator.setResumePoint(unplayed.id, { positionMs: 0, fullyPlayed: true })
    await page.catalog.show({ id: row.show.id })
    const after = await page.library.shows({ offset: 0, limit: 50 })
    expect(after.items.find((candidate) => candidate.show.id === row.show.id)?.unplayed?.count).toBe(
      row.unplayed!.count - 1,
    )
    expect(episodeReads()).toBe(first.items.length)
  })
})
