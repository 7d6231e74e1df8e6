import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../../../electron/contract'
import { FROM_PLAYER, FROM_SERVICE } from '../../../../electron/core/features/history/play'
import {
  jumpBackIn,
  onRepeat,
  recentlyPlayed,
  rediscover,
  type ContextInfo,
  type SavedRef,
} from '../../../../electron/core/features/history/shelf-readers'
import { aTrack } from '../../../support/playback-states'
import { anEpisodePlay, aPlay, NIGHT_SHIFT, seenOn } from '../../../support/history-plays'
import { tallyPlays } from '../../../../electron/core/features/history/listening-tally'
import type { Play } from '../../../../electron/core/features/history/play'

/** Each track's plays and last play over these plays, as the store tallies them. */
const playedIn = (plays: Play[]) => tallyPlays(plays, -Infinity, Infinity).tracks

const NOW = Date.UTC(2025, 5, 30, 12)
const H = 3_600_000
const noInfo: ContextInfo = () => null
const mix: ContextInfo = (uri) =>
  uri === 'spotify:playlist:mix' ? { name: 'Morning mix', images: [] } : null

describe('Jump back in: the albums, playlists and artists played from most recently', () => {
  it.each([
    {
      name: 'each context once, newest first, with where it was left',
      plays: [
        aPlay('sowhat', NOW - 5 * H),
        aPlay('acknowledgement', NOW - 3 * H, seenOn('Pocket Phone', 200_000, 200_000)),
        aPlay('bluegreen', NOW - 2 * H),
      ],
      items: [
        {
          uri: 'spotify:album:blue',
          name: 'Kind of Blue',
          resume: { trackUri: 'spotify:track:bluegreen', positionMs: 0, finished: true, durationMs: 330_000 },
        },
        {
          uri: 'spotify:album:love',
          name: 'A Love Supreme',
          resume: {
            trackUri: 'spotify:track:acknowledgement',
            positionMs: 200_000,
            finished: false,
            durationMs: 470_000,
          },
        },
      ],
    },
    {
      name: 'a playlist named by what Encore knows; an artist with no place to resume; a queue (no context) left out',
      plays: [
        aPlay('sowhat', NOW - 3 * H, { context: 'spotify:playlist:mix' }),
        aPlay('resolution', NOW - 2 * H, { context: 'spotify:artist:coltrane' }),
        aPlay('bluegreen', NOW - H, { context: null }),
        aPlay('bluegreen', NOW - H, { context: 'spotify:collection:tracks' }),
      ],
      items: [
        { uri: 'spotify:artist:coltrane', name: null, resume: null },
        {
          uri: 'spotify:playlist:mix',
          name: 'Morning mix',
          resume: { trackUri: 'spotify:track:sowhat', positionMs: 0, finished: true, durationMs: 540_000 },
        },
      ],
    },
    { name: 'an empty history: nothing', plays: [], items: [] },
  ])('$name', ({ plays, items }) => {
    expect(jumpBackIn(plays, 10, mix).map(({ uri, name, resume }) => ({ uri, name, resume }))).toEqual(items)
  })

  it('a playlist whose picture Encore never saw shows the cover of what played there; the subtitle names its artists', () => {
    const [item] = jumpBackIn([aPlay('bluegreen', NOW, { context: 'spotify:playlist:mix' })], 5, mix)
    expect(item?.images).toEqual([{ url: 'https://img/blue.jpg', width: 64, height: 64 }])
    expect(item?.subtitle).toBe('Miles Davis, Bill Evans')
    expect(item?.kind).toBe('playlist')
  })

  it('counts episodes by their show, wherever they played from, and resumes where the last one was left', () => {
    const plays = [
      aPlay('sowhat', NOW - 4 * H),
      anEpisodePlay('e1', NOW - 3 * H),
      // Through a playlist or the queue, an episode still counts for its show.
      anEpisodePlay('e2', NOW - 2 * H, { context: 'spotify:playlist:mix' }),
      anEpisodePlay('e3', NOW - H, { context: null }),
    ]
    expect(jumpBackIn(plays, 10, noInfo)).toEqual([
      {
        kind: 'show',
        uri: NIGHT_SHIFT.uri,
        name: 'Night Shift Radio',
        subtitle: 'Episode e3',
        images: NIGHT_SHIFT.images,
        lastPlayedAt: NOW - H,
        resume: {
          trackUri: 'spotify:episode:e3',
          positionMs: 1_200_000,
          durationMs: 2_400_000,
          finished: false,
        },
      },
      expect.objectContaining({ kind: 'album', uri: 'spotify:album:blue' }),
    ])
  })

  it('stops at the limit', () => {
    const plays = [aPlay('sowhat', NOW - H), aPlay('acknowledgement', NOW)]
    expect(jumpBackIn(plays, 1, noInfo).map((item) => item.uri)).toEqual(['spotify:album:love'])
  })
})

describe('On repeat: the tracks played most in the last 30 days (twice at least)', () => {
  it.each([
    {
      name: 'most played first; once is not on repeat; older than 30 days does not count',
      plays: [
        aPlay('sowhat', NOW - 40 * DAY_MS),
        aPlay('sowhat', NOW - 35 * DAY_MS),
        aPlay('sowhat', NOW - 10 * DAY_MS),
        aPlay('bluegreen', NOW - 9 * DAY_MS),
        aPlay('bluegreen', NOW - 8 * DAY_MS),
        aPlay('bluegreen', NOW - 7 * DAY_MS),
        aPlay('resolution', NOW - 6 * DAY_MS),
        aPlay('resolution', NOW - 5 * DAY_MS),
        aPlay('acknowledgement', NOW - DAY_MS),
      ],
      found: [
        ['Blue in Green', 3],
        ['Resolution', 2],
      ],
    },
    {
      name: 'ties: the one played last first',
      plays: [
        aPlay('sowhat', NOW - 4 * DAY_MS),
        aPlay('resolution', NOW - 3 * DAY_MS),
        aPlay('resolution', NOW - 2 * DAY_MS),
        aPlay('sowhat', NOW - DAY_MS),
      ],
      found: [
        ['So What', 2],
        ['Resolution', 2],
      ],
    },
  ])('$name', ({ plays, found }) => {
    expect(onRepeat(plays, NOW, 10).map((entry) => [entry.track.name, entry.plays])).toEqual(found)
  })

  it('time counts what Encore saw, or the whole track when only the service told of it', () => {
    const [entry] = onRepeat(
      [aPlay('sowhat', NOW - 2 * H, seenOn('Encore Desktop', 100_000)), aPlay('sowhat', NOW - H)],
      NOW,
      5,
    )
    expect(entry).toMatchObject({ plays: 2, playedMs: 100_000 + 540_000, lastPlayedAt: NOW - H })
    expect(entry?.track.album?.name).toBe('Kind of Blue')
  })
})

describe('Rediscover: saved tracks not played for six months or more', () => {
  const saved = (id: string, addedDaysAgo: number | null): SavedRef & { id: string } => ({
    id,
    uri: `spotify:track:${id}`,
    linkedFromUri: null,
    addedAt: addedDaysAgo === null ? null : NOW - addedDaysAgo * DAY_MS,
  })
  const trackOf = (entry: SavedRef & { id: string }) =>
    aTrack({ id: entry.id, uri: entry.uri, name: entry.id })

  it('played before and not since: first, most played first; played lately or saved lately: left out', () => {
    const library = [
      saved('sowhat', 400),
      saved('bluegreen', 400),
      saved('resolution', 400),
      saved('acknowledgement', 30),
    ]
    const plays = [
      aPlay('sowhat', NOW - 300 * DAY_MS),
      aPlay('resolution', NOW - 250 * DAY_MS),
      aPlay('resolution', NOW - 240 * DAY_MS),
      aPlay('bluegreen', NOW - 10 * DAY_MS),
    ]
    expect(
      rediscover(library, playedIn(plays), NOW, 10, trackOf).map((item) => [
        item.track.name,
        item.plays,
        item.lastPlayedAt,
      ]),
    ).toEqual([
      ['resolution', 2, NOW - 240 * DAY_MS],
      ['sowhat', 1, NOW - 300 * DAY_MS],
    ])
  })

  it('never played in the history, saved long ago (or when unknown): they follow those played before', () => {
    const library = [saved('bluegreen', null), saved('sowhat', 400), saved('resolution', 400)]
    const items = rediscover(library, playedIn([aPlay('resolution', NOW - 300 * DAY_MS)]), NOW, 10, trackOf)
    expect(items[0]).toMatchObject({ plays: 1, addedAt: NOW - 400 * DAY_MS })
    expect(
      items
        .slice(1)
        .map((item) => item.track.name)
        .sort(),
    ).toEqual(['bluegreen', 'sowhat'])
    expect(items.slice(1).map((item) => [item.plays, item.lastPlayedAt])).toEqual([
      [0, null],
      [0, null],
    ])
  })

  it('a relinked saved track counts the plays of the track it stands in for', () => {
    const entry = { ...saved('other', 400), linkedFromUri: 'spotify:track:sowhat' }
    expect(rediscover([entry], playedIn([aPlay('sowhat', NOW - DAY_MS)]), NOW, 5, trackOf)).toEqual([])
  })

  it('the never-played ones come in an order that changes from day to day', () => {
    const library = Array.from({ length: 30 }, (_, n) => saved(`t${n}`, 400))
    const today = rediscover(library, new Map(), NOW, 5, trackOf).map((item) => item.track.name)
    const tomorrow = rediscover(library, new Map(), NOW + DAY_MS, 5, trackOf).map((item) => item.track.name)
    expect(rediscover(library, new Map(), NOW + 60_000, 5, trackOf).map((item) => item.track.name)).toEqual(
      today,
    )
    expect(tomorrow).not.toEqual(today)
  })
})

describe('Recently played: newest first, a page at a time', () => {
  const plays = [
    aPlay('sowhat', NOW - 3 * H, { sources: FROM_PLAYER, device: 'Pocket Phone', playedMs: 500_000 }),
    aPlay('bluegreen', NOW - 2 * H, { sources: FROM_PLAYER | FROM_SERVICE }),
    aPlay('resolution', NOW - H),
  ]
  it.each([
    { limit: 2, before: undefined, names: ['Resolution', 'Blue in Green'], nextBefore: NOW - 2 * H },
    { limit: 2, before: NOW - 2 * H, names: ['So What'], nextBefore: null },
    { limit: 5, before: undefined, names: ['Resolution', 'Blue in Green', 'So What'], nextBefore: null },
  ])('limit $limit before $before', ({ limit, before, names, nextBefore }) => {
    const page = recentlyPlayed(plays, limit, before, noInfo)
    expect(page.items.map((item) => item.track.name)).toEqual(names)
    expect(page.nextBefore).toBe(nextBefore)
  })

  it('says where each play came from and what it played from', () => {
    const items = recentlyPlayed(plays, 5, undefined, noInfo).items
    expect(items.map((item) => item.source)).toEqual(['service', 'both', 'player'])
    expect(items[2]).toMatchObject({
      device: 'Pocket Phone',
      playedMs: 500_000,
      context: { type: 'album', uri: 'spotify:album:blue', name: 'Kind of Blue' },
    })
  })
})
