import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../../../electron/contract'
import type { ArtistAlbum, Paging } from '../../../../electron/core/service/api'
import { openHistoryStore } from '../../../../electron/core/features/history/history-store'
import {
  checkArtist,
  newReleases,
  planCheck,
  releaseTime,
  withArtists,
  type ArtistAlbumsReader,
  type ReleasesState,
} from '../../../../electron/core/features/history/release-checks'
import { createReleaseService } from '../../../../electron/core/features/history/release-service'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'

const T0 = Date.UTC(2025, 5, 2, 9)
const MIN = 60_000
const artist = (n: number, checkedAt: number | null = null) => ({
  id: `a${n}`,
  name: `Artist ${n}`,
  checkedAt,
})
const state = (overrides: Partial<ReleasesState>): ReleasesState => ({
  artists: [],
  requests: [],
  found: {},
  ...overrides,
})

describe('the plan: least recently checked first, once a day each, 60 requests a day spread over the day', () => {
  it.each([
    { name: 'no artists known: idle', state: state({ artists: null }), plan: { kind: 'idle' } },
    {
      name: 'never checked goes first',
      state: state({ artists: [artist(1, T0 - 2 * DAY_MS), artist(2)] }),
      plan: { kind: 'check', artistId: 'a2' },
    },
    {
      name: 'the least recently checked next',
      state: state({ artists: [artist(1, T0 - 2 * DAY_MS), artist(2, T0 - 3 * DAY_MS)] }),
      plan: { kind: 'check', artistId: 'a2' },
    },
    {
      name: 'each artist at most once a day: wait for the day to pass',
      state: state({ artists: [artist(1, T0 - 10 * MIN)], requests: [T0 - 10 * MIN] }),
      plan: { kind: 'wait', until: T0 - 10 * MIN + DAY_MS },
    },
    {
      name: 'spread over the day: 10 artists, one every 2.4 hours',
      state: state({
        artists: [artist(1, T0 - MIN), ...Array.from({ length: 9 }, (_, n) => artist(n + 2))],
        requests: [T0 - MIN],
      }),
      plan: { kind: 'wait', until: T0 - MIN + DAY_MS / 10 },
    },
    {
      name: '500 artists: one every 24 minutes',
      state: state({ artists: Array.from({ length: 500 }, (_, n) => artist(n)), requests: [T0 - MIN] }),
      plan: { kind: 'wait', until: T0 - MIN + 24 * MIN },
    },
    {
      name: '60 requests in the last day: wait until the oldest is a day old',
      state: state({
        artists: Array.from({ length: 500 }, (_, n) => artist(n)),
        requests: Array.from({ length: 60 }, (_, n) => T0 - 23 * 60 * MIN + n * 10 * MIN),
      }),
      plan: { kind: 'wait', until: T0 - 23 * 60 * MIN + DAY_MS },
    },
  ])('$name', ({ state: given, plan }) => {
    expect(planCheck(given, T0)).toEqual(plan)
  })

  it('the followed artists follow the library: known ones keep their checks, unfollowed ones go with what they had', () => {
    const before = state({ artists: [artist(1, T0), artist(2, T0)], found: { a2: [] } })
    const after = withArtists(before, [
      { id: 'a1', name: 'Artist 1' },
      { id: 'a3', name: 'Artist 3' },
    ])
    expect(after.artists).toEqual([artist(1, T0), artist(3)])
    expect(after.found).toEqual({})
  })
})

/** An artist's albums as the service lists them: each group newest first, albums before singles. */
function page(items: Partial<ArtistAlbum>[], next: string | null = null): Paging<ArtistAlbum> {
  return {
    href: 'https://api.example/v1/artists/x/albums',
    items: items.map((item, n) => ({
      album_type: 'album',
      total_tracks: 10,
      external_urls: { spotify: '' },
      href: '',
      id: `al${n}`,
      images: [],
      name: `Album ${n}`,
      release_date: '2020-01-01',
      release_date_precision: 'day',
      type: 'album',
      uri: `spotify:album:al${n}`,
      artists: [],
      ...item,
    })),
    limit: 10,
    next,
    offset: 0,
    previous: null,
    total: items.length,
  }
}
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('checking one artist', () => {
  it('keeps what came out in the last eight weeks', async () => {
    const read: ArtistAlbumsReader = async () =>
      page([
        { id: 'new', name: 'New album', release_date: day(T0 - 10 * DAY_MS) },
        { id: 'old', name: 'Old album', release_date: day(T0 - 60 * DAY_MS) },
        { id: 'single', album_type: 'single', name: 'New single', release_date: day(T0 - DAY_MS) },
      ])
    const { found, requests } = await checkArtist(read, 'x', T0, true, new AbortController().signal)
    expect(found.map((release) => release.album.name)).toEqual(['New album', 'New single'])
    expect(requests).toBe(1)
  })

  it('a first page of albums only, with more to come: a second request for the singles (when the budget allows)', async () => {
    const asked: string[][] = []
    const read: ArtistAlbumsReader = async (_id, groups) => {
      asked.push(groups)
      return groups.includes('album')
        ? page(
            Array.from({ length: 10 }, () => ({ release_date: '2019-05-01' })),
            'https://next',
          )
        : page([{ id: 's', album_type: 'single', name: 'Single', release_date: day(T0 - 3 * DAY_MS) }])
    }
    const { found, requests } = await checkArtist(read, 'x', T0, true, new AbortController().signal)
    expect(asked).toEqual([['album', 'single'], ['single']])
    expect([found.map((r) => r.album.name), requests]).toEqual([['Single'], 2])
    asked.length = 0
    expect((await checkArtist(read, 'x', T0, false, new AbortController().signal)).requests).toBe(1)
    expect(asked).toEqual([['album', 'single']])
  })

  it('reads release dates of every precision', () => {
    expect(releaseTime('2025-06-02')).toBe(new Date(2025, 5, 2).getTime())
    expect(releaseTime('2025-06')).toBe(new Date(2025, 5, 1).getTime())
    expect(releaseTime('2025')).toBe(new Date(2025, 0, 1).getTime())
    expect(releaseTime('soon')).toBeNaN()
  })
})

describe('New from artists you follow', () => {
  it('each album once (an album of two followed artists), newest first, only the last eight weeks', () => {
    const release = (id: string, daysAgo: number) => ({
      album: {
        id,
        uri: `spotify:album:${id}`,
        name: id,
        artists: [],
        images: [],
        albumType: 'album',
        releaseDate: '',
        totalTracks: 1,
      },
      releasedAt: T0 - daysAgo * DAY_MS,
    })
    const kept = state({
      artists: [artist(1, T0 - DAY_MS), artist(2, T0 - 70 * DAY_MS), artist(3)],
      found: {
        a1: [release('both', 3), release('older', 20)],
        a2: [release('both', 3), release('gone', 57)],
      },
    })
    expect(newReleases(kept, T0, 10)).toEqual({
      items: [release('both', 3), release('older', 20)],
      followedArtists: 3,
      checkedArtists: 1,
      checkedAt: T0 - DAY_MS,
    })
  })
})

describe('500 followed artists on a fake clock: never more than 60 requests a day', () => {
  const followed = Array.from({ length: 500 }, (_, n) => ({ id: `a${n}`, name: `Artist ${n}` }))
  const newStore = () =>
    openHistoryStore(undefined, { service: 'demo', userId: 'u' }, createMemoryLogger().logger)
  /** The release checks of a signed-in user of `store`, once the library told of the 500 artists. */
  const startChecks = (clock: ManualClock, read: ArtistAlbumsReader, store: ReturnType<typeof newStore>) => {
    const releases = createReleaseService({
      artistAlbums: () => read,
      clock,
      logger: createMemoryLogger().logger,
      followedArtists: () => followed,
      changed: () => {},
    })
    releases.ownerChanged(store)
    releases.libraryChanged()
    return releases
  }

  it('checks 60 artists a day, spread over the day, the least recently checked first, none twice before all once', async () => {
    const clock = new ManualClock(T0)
    const sent: { at: number; artistId: string }[] = []
    const releases = startChecks(
      clock,
      async (artistId) => {
        sent.push({ at: clock.now(), artistId })
        return page([{ release_date: '2019-01-01' }])
      },
      newStore(),
    )
    for (let minute = 0; minute < 10 * 24 * 60; minute++) {
      clock.advance(MIN)
      await releases.idle()
    }
    releases.dispose()

    // Ten days: 60 a day.
    expect(sent).toHaveLength(600)
    for (const { at } of sent) {
      expect(sent.filter((other) => other.at > at - DAY_MS && other.at <= at).length).toBeLessThanOrEqual(60)
    }
    const gaps = sent.slice(1).map((request, n) => request.at - sent[n]!.at)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(24 * MIN)
    // The first 500 are 500 different artists; then the ones checked longest ago come round again.
    expect(new Set(sent.slice(0, 500).map((request) => request.artistId)).size).toBe(500)
    expect(sent.slice(500, 510).map((request) => request.artistId)).toEqual(
      sent.slice(0, 10).map((r) => r.artistId),
    )
  }, 30_000)

  it('a restart keeps the day’s count (kept with the history): no burst of checks at start', async () => {
    const clock = new ManualClock(T0)
    let requests = 0
    const read: ArtistAlbumsReader = async () => {
      requests++
      return page([])
    }
    const store = newStore()
    for (let restart = 0; restart < 30; restart++) {
      const releases = startChecks(clock, read, store)
      clock.advance(1)
      await releases.idle()
      releases.dispose()
      clock.advance(MIN)
    }
    expect(requests).toBe(2)
  })
})
