import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXPORT_PART_PLAYS, type Notice } from '../../../../electron/contract'
import { EncoreError } from '../../../../electron/core/base/errors'
import type { HistoryLibrary } from '../../../../electron/core/features/history/history-handlers'
import type { PlayItems } from '../../../../electron/core/features/history/play'
import { FROM_PLAYER, FROM_SERVICE } from '../../../../electron/core/features/history/play'
import type { SavedRef } from '../../../../electron/core/features/history/shelf-readers'
import { demoSession, offlineHistory } from '../../../support/history-offline'
import { ManualClock } from '../../../support/manual-clock'
import { aTrack } from '../../../support/playback-states'

const T0 = Date.UTC(2025, 5, 2, 9)
const MIN = 60_000
const signal = new AbortController().signal
const signedIn = demoSession('listener')

const items = (n: number, name = `Track ${n}`): PlayItems => ({
  item: {
    kind: 'track',
    uri: `spotify:track:t${n}`,
    id: `t${n}`,
    name,
    durationMs: 200_000,
    explicit: false,
    album: 'spotify:album:al1',
    artists: [{ id: 'a1', name: 'Ana, "the" Artist', uri: 'spotify:artist:a1' }],
  },
  album: { kind: 'album', uri: 'spotify:album:al1', id: 'al1', name: 'First Album', images: [] },
  context: null,
})

function setUp(library: Partial<HistoryLibrary<SavedRef>> = {}) {
  const clock = new ManualClock(T0 + 100_000 * MIN)
  return { clock, ...offlineHistory({ clock, library }) }
}

function keep(service: ReturnType<typeof setUp>['service'], count: number, name?: (n: number) => string) {
  const store = service.store()
  store.batch(() => {
    for (let n = 0; n < count; n++) {
      store.add(
        {
          at: T0 + n * MIN,
          item: `spotify:track:t${n % 7}`,
          context: n % 2 ? 'spotify:playlist:p1' : null,
          playedMs: n % 3 ? 100_000 : null,
          sources: n % 3 ? FROM_PLAYER : FROM_SERVICE,
          device: n % 3 ? 'Encore Desktop' : null,
          window: null,
          leftAtMs: null,
        },
        items(n % 7, name?.(n % 7)),
      )
    }
  })
}

describe('history.* answer for the signed-in user only', () => {
  it('NOT_SIGNED_IN while nobody is signed in, with words that say why', async () => {
    const { handlers } = setUp()
    for (const call of [
      () => handlers['history.recentlyPlayed']({ limit: 5 }, { signal }),
      () => handlers['history.listening']({ range: 'week', limit: 5 }, { signal }),
      () => handlers['history.newReleases']({ limit: 5 }, { signal }),
      () => handlers['history.forget'](undefined, { signal }),
    ]) {
      expect(call).toThrow(
        new EncoreError('NOT_SIGNED_IN', 'Sign in first: your listening history is kept per user.'),
      )
    }
    expect(await handlers['history.status'](undefined, { signal })).toMatchObject({ owner: null, plays: 0 })
  })
})

describe('history.export: CSV and JSON, in parts the page joins', () => {
  it('CSV: a header row and a row per play, oldest first, every text quoted', async () => {
    const { service, handlers } = setUp()
    service.sessionChanged(signedIn)
    keep(service, 3, (n) => (n === 1 ? '=cmd|, "quoted"' : `Track ${n}`))
    const file = await handlers['history.export']({ format: 'csv', part: 0 }, { signal })
    expect(file).toMatchObject({ part: 0, parts: 1, mimeType: 'text/csv' })
    expect(file.fileName).toMatch(/^encore-listening-history-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(file.text.split('\r\n')).toEqual([
      'played_at,track,artists,album,track_uri,context_uri,played_ms,duration_ms,device,source',
      '"2025-06-02T09:00:00.000Z","Track 0","Ana, ""the"" Artist","First Album","spotify:track:t0",,,200000,,"service"',
      `"2025-06-02T09:01:00.000Z","'=cmd|, ""quoted""","Ana, ""the"" Artist","First Album","spotify:track:t1","spotify:playlist:p1",100000,200000,"Encore Desktop","player"`,
      '"2025-06-02T09:02:00.000Z","Track 2","Ana, ""the"" Artist","First Album","spotify:track:t2",,100000,200000,"Encore Desktop","player"',
      '',
    ])
  })

  it('JSON in parts of 1,000 plays, each well under 1 MB: joined, one valid document; later plays are left out by `until`', async () => {
    const { service, handlers } = setUp()
    service.sessionChanged(signedIn)
    keep(service, EXPORT_PART_PLAYS * 2 + 10)
    const first = await handlers['history.export']({ format: 'json', part: 0 }, { signal })
    expect(first.parts).toBe(3)
    service.store().add(
      {
        at: first.until + MIN,
        item: 'spotify:track:t1',
        context: null,
        playedMs: 1,
        sources: 1,
        device: null,
        window: null,
        leftAtMs: null,
      },
      items(1),
    )
    const rest = [1, 2].map((part) =>
      handlers['history.export']({ format: 'json', part, until: first.until }, { signal }),
    )
    const parts = [first, ...(await Promise.all(rest))]
    // Each part is one bridge answer: the largest, full of plays with a device and a context, stays small.
    expect(Math.max(...parts.map((part) => Buffer.byteLength(part.text)))).toBeLessThan(500_000)
    const document = JSON.parse(parts.map((part) => part.text).join('')) as {
      format: string
      plays: { playedAt: string; track: { name: string; artists: string[] }; source: string }[]
    }
    expect(document.format).toBe('encore-listening-history')
    expect(document.plays).toHaveLength(EXPORT_PART_PLAYS * 2 + 10)
    expect(document.plays[0]).toMatchObject({ playedAt: '2025-06-02T09:00:00.000Z', source: 'service' })
    expect(document.plays[1]?.track).toMatchObject({ name: 'Track 1', artists: ['Ana, "the" Artist'] })
    expect(() =>
      handlers['history.export']({ format: 'json', part: 3, until: first.until }, { signal }),
    ).toThrow('The export has 3 parts; there is no part 3.')
  })

  it('refuses a part the export does not have in the language spoken', () => {
    let language: 'de' | 'ja' = 'de'
    const { service, handlers } = offlineHistory({ clock: new ManualClock(T0), language: () => language })
    service.sessionChanged(signedIn)
    const refusal = () => handlers['history.export']({ format: 'json', part: 2 }, { signal })
    expect(refusal).toThrow('Der Export hat 1 Teil; Teil 2 gibt es nicht.')
    language = 'ja'
    expect(refusal).toThrow('エクスポートは 1 個のパートに分かれています。パート 2 はありません。')
  })

  it('an empty history exports a header (CSV) or an empty list (JSON)', async () => {
    const { service, handlers } = setUp()
    service.sessionChanged(signedIn)
    const json = await handlers['history.export']({ format: 'json', part: 0 }, { signal })
    expect(JSON.parse(json.text)).toMatchObject({ plays: [] })
    const csv = await handlers['history.export']({ format: 'csv', part: 0 }, { signal })
    expect(csv.text.split('\r\n')).toHaveLength(2)
  })
})

describe('the shelves through the bridge', () => {
  it('Jump back in names a playlist and shows its picture from the library', async () => {
    const images = [{ url: 'https://img/p1.jpg', width: 300, height: 300 }]
    const { service, handlers } = setUp({
      contextInfo: (uri) => (uri === 'spotify:playlist:p1' ? { name: 'Playlist One', images } : null),
    })
    service.sessionChanged(signedIn)
    keep(service, 4)
    const shelf = await handlers['history.jumpBackIn']({ limit: 5 }, { signal })
    expect(shelf).toEqual([
      expect.objectContaining({ kind: 'playlist', uri: 'spotify:playlist:p1', name: 'Playlist One', images }),
    ])
  })

  it('Rediscover asks the library for the saved tracks; none known, none shown', async () => {
    const saved = [{ uri: 'spotify:track:old', linkedFromUri: null, addedAt: T0 - 400 * 24 * 60 * MIN }]
    const { service, handlers } = setUp({
      savedTracks: () => saved,
      trackOf: (entry) => aTrack({ uri: entry.uri, name: 'Old favourite' }),
    })
    service.sessionChanged(signedIn)
    expect(
      (await handlers['history.rediscover']({ limit: 5 }, { signal })).map((item) => item.track.name),
    ).toEqual(['Old favourite'])
    const { service: other, handlers: without } = setUp()
    other.sessionChanged(signedIn)
    expect(await without['history.rediscover']({ limit: 5 }, { signal })).toEqual([])
  })

  it('Your listening loads only the range asked for', async () => {
    const { service, handlers, clock } = setUp()
    service.sessionChanged(signedIn)
    keep(service, 3)
    const week = await handlers['history.listening']({ range: 'week', at: T0, limit: 5 }, { signal })
    expect(week.totals.plays).toBe(3)
    const now = await handlers['history.listening']({ range: 'week', limit: 5 }, { signal })
    expect([now.totals.plays, now.from <= clock.now(), now.to > clock.now()]).toEqual([0, true, true])
    expect(now.firstPlayedAt).toBe(T0)
  })
})

describe('a data folder that cannot be used', () => {
  it('says so once, and keeps the history in memory for the session', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'encore-history-unusable-'))
    // A file where the history's folder would go.
    writeFileSync(join(dir, 'history'), 'not a folder')
    const notices: Notice[] = []
    const clock = new ManualClock(T0)
    const { service, handlers } = offlineHistory({
      clock,
      dataDir: dir,
      notice: (notice) => notices.push(notice),
    })
    try {
      service.sessionChanged(signedIn)
      expect(notices).toEqual([
        expect.objectContaining({
          code: 'NOT_KEPT',
          message: expect.stringMatching(
            /^Encore could not keep your listening history in its data folder \(.+\); plays are not kept until it can\.$/,
          ) as unknown,
        }),
      ])
      keep(service, 2)
      expect(await handlers['history.status'](undefined, { signal })).toMatchObject({ plays: 2 })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
