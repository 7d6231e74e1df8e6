import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXPORT_PART_PLAYS, type LibraryStatus } from '../../electron/contract'
import { createApiClient } from '../../electron/core/service/api'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { createHistory } from '../../electron/core/features/history'
import { historyPathOf, openHistoryStore } from '../../electron/core/features/history/history-store'
import type { SavedRef } from '../../electron/core/features/history/shelf-readers'
import { startEmulator } from '../../electron/emulator'
import compiledBuild from '../support/compiled-build'
import { EmulatorTokenProvider } from '../support/emulator-token-provider'
import { demoSession, offlineHistory } from '../support/history-offline'
import { ManualClock } from '../support/manual-clock'
import { aTrack } from '../support/playback-states'
import { figure, median, type BenchFigure, type BenchModule } from './bench-kit'
import { writeYearOfListening, YEAR_PLAYS } from './history-kit'
import {
  BridgeClient,
  collectGarbage,
  MB,
  playElsewhere,
  rssOf,
  serve,
  signInSpotify,
  tenMinutesOfPlayback,
} from './lean-kit'
import { cacheLibraryFor, startTrayEmulator } from './tray-kit'

/**
 * The listening history: every query of Home and "Your listening" over a year of heavy listening (30,000
 * plays), cold (nothing loaded: the first query after the page opens) and warm; the requests the whole feature
 * sends in a day (recently played hourly, 200 followed artists checked for releases); and the app's memory in
 * the tray with that history kept, beside the same app without it (the library bench's tray setup).
 */

const DAY = 86_400_000
const MIN = 60_000
const silent = { debug() {}, info() {}, warn() {}, error() {} }
const dirs: string[] = []
const freshDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `encore-bench-history-${name}-`))
  dirs.push(dir)
  return dir
}
const signal = new AbortController().signal

function folderBytes(path: string): number {
  return readdirSync(path).reduce((sum, name) => sum + statSync(join(path, name)).size, 0)
}

async function queryFigures(figures: BenchFigure[], notes: string[]) {
  const dataDir = freshDir('queries')
  const now = Date.now()
  const owner = { service: 'demo', userId: 'heavy-listener' }
  const { tracks } = writeYearOfListening(dataDir, owner, now)
  // A library of 10,000 saved tracks, a year old: the year's tracks among them, and many never played.
  const saved: SavedRef[] = Array.from({ length: 10_000 }, (_, n) => ({
    uri: tracks[n] ?? `spotify:track:saved${n}`,
    linkedFromUri: null,
    addedAt: now - 400 * DAY,
  }))
  let start = performance.now()
  openHistoryStore(dataDir, owner, silent)
  const openNoIndex = performance.now() - start
  start = performance.now()
  openHistoryStore(dataDir, owner, silent)
  const openIndexed = performance.now() - start

  const clock = new ManualClock(now)
  const { service, handlers } = offlineHistory({
    clock,
    dataDir,
    library: { savedTracks: () => saved, trackOf: (entry) => aTrack({ uri: entry.uri }) },
  })
  service.sessionChanged(demoSession(owner.userId))
  const listen = (range: 'week' | 'month' | 'year' | 'all') => () =>
    handlers['history.listening']({ range, limit: 10 }, { signal })
  const queries: [string, () => unknown][] = [
    ['Jump back in', () => handlers['history.jumpBackIn']({ limit: 12 }, { signal })],
    ['On repeat', () => handlers['history.onRepeat']({ limit: 12 }, { signal })],
    ['Rediscover (10,000 saved tracks)', () => handlers['history.rediscover']({ limit: 12 }, { signal })],
    ['Recently played (20)', () => handlers['history.recentlyPlayed']({ limit: 20 }, { signal })],
    ['Your listening, week', listen('week')],
    ['Your listening, month', listen('month')],
    ['Your listening, year', listen('year')],
    ['Your listening, all time', listen('all')],
  ]
  /** Cold (nothing loaded) and warm (the same again), medians of five. */
  const measure = (query: () => unknown) => {
    const cold: number[] = []
    const warm: number[] = []
    for (let run = 0; run < 5; run++) {
      service.store().rest()
      start = performance.now()
      query()
      cold.push(performance.now() - start)
      start = performance.now()
      query()
      warm.push(performance.now() - start)
    }
    return { cold: median(cold), warm: median(warm) }
  }
  // The first "all time" query makes each month's summary once (kept beside its file for later ones).
  start = performance.now()
  listen('all')()
  const firstEver = performance.now() - start
  let slowest = 0
  for (const [name, query] of queries) {
    const { cold, warm } = measure(query)
    slowest = Math.max(slowest, cold)
    figures.push(
      figure(`30,000 plays: ${name}, cold (median of 5; target ≤ 50)`, cold, 'ms'),
      figure(`30,000 plays: ${name}, warm`, warm, 'ms'),
    )
  }
  const exported = measure(() => handlers['history.export']({ format: 'csv', part: 0 }, { signal }))
  figures.push(
    figure(
      `30,000 plays: export, a CSV part of ${EXPORT_PART_PLAYS.toLocaleString('en')} plays, cold`,
      exported.cold,
      'ms',
    ),
    figure(
      `30,000 plays: export, a CSV part of ${EXPORT_PART_PLAYS.toLocaleString('en')} plays, warm`,
      exported.warm,
      'ms',
    ),
  )
  service.store().rest()
  collectGarbage()
  const before = process.memoryUsage().heapUsed
  service.store().plays(-Infinity, Infinity)
  service.store().items()
  collectGarbage()
  const loaded = process.memoryUsage().heapUsed - before
  figures.push(
    figure('30,000 plays: the slowest cold query of Home and Your listening (target ≤ 50)', slowest, 'ms'),
    figure(
      '30,000 plays: the very first all-time query (every month summed and its summary kept)',
      firstEver,
      'ms',
    ),
    figure('30,000 plays: opening the store with no index (every month read)', openNoIndex, 'ms'),
    figure('30,000 plays: opening the store (index up to date)', openIndexed, 'ms'),
    figure('30,000 plays: the whole year loaded (while a page asks): heap', loaded / MB, 'MiB'),
    figure('30,000 plays: on disk', folderBytes(historyPathOf(dataDir, owner)) / MB, 'MiB'),
  )
  notes.push(
    `Queries: a year of ${YEAR_PLAYS} plays of 4,800 tracks (600 albums, 300 artists, 40 playlists), written in the store's own format. Cold: nothing loaded (as after a minute without queries, or a start); the query reads the month files it needs and the items. Warm: the same query again within the minute the loaded plays are kept.`,
  )
  service.dispose()
}

/** Two days of the feature alone on fake clocks: one sign-in, then what its timers send. */
async function requestFigures(figures: BenchFigure[], notes: string[]) {
  const emulator = await startEmulator({
    size: 'demo',
    seed: 'bench-history',
    clock: 'manual',
    autoApprove: true,
    tokenTtlSeconds: 30 * 86_400,
  })
  try {
    const followed = emulator.catalog.artists.slice(0, 200)
    const user = emulator.state.demoUser()
    for (const artist of followed) user.follows.artists.add(artist.id)
    const clock = new ManualClock(emulator.clock.now())
    const api = createApiClient({
      baseUrl: emulator.apiUrl,
      tokenProvider: new EmulatorTokenProvider({
        accountsUrl: emulator.accountsUrl,
        clientId: emulator.clientId,
        initial: emulator.issueToken({ ttlSeconds: 30 * 86_400 }),
        now: () => clock.now(),
      }),
      clock,
      logger: silent,
    })
    const bus = new EventBus()
    const history = createHistory({
      bus,
      api: () => api,
      apiUrl: () => emulator.apiUrl,
      clock,
      logger: silent,
      dataDir: freshDir('requests'),
      library: {
        savedTracks: () => [],
        trackOf: () => aTrack(),
        followedArtists: () => followed.map(({ id, name }) => ({ id, name })),
        contextInfo: () => null,
      },
    })
    bus.emit('session.changed', demoSession(emulator.user.id))
    // The library read the followed artists (it tells so on the bus; the checks hear it this way too).
    history.releases.libraryChanged()
    const counts: { recent: number; artists: number }[] = []
    for (let day = 0; day < 2; day++) {
      emulator.traffic.clear()
      for (let minute = 0; minute < 24 * 60; minute += 5) {
        emulator.clock.advance(5 * MIN)
        clock.advance(5 * MIN)
        await history.service.idle()
        await history.releases.idle()
      }
      counts.push({
        recent: emulator.traffic.count({ path: '/me/player/recently-played' }),
        artists: emulator.traffic.count({ path: /^\/artists\/[^/]+\/albums$/ }),
      })
    }
    history.dispose()
    const [first, second] = counts as [
      { recent: number; artists: number },
      { recent: number; artists: number },
    ]
    figures.push(
      figure(
        'requests a day: recently played, the day of the sign-in (target ≤ 30)',
        first.recent,
        'requests',
      ),
      figure('requests a day: recently played, a following day (target ≤ 30)', second.recent, 'requests'),
      figure('requests a day: new releases, 200 followed artists (target ≤ 60)', second.artists, 'requests'),
      figure('requests a day: the whole feature (target ≤ 90)', second.recent + second.artists, 'requests'),
    )
    notes.push(
      "Requests: the history service and the release checks on core's bus, against the emulator on a fake clock, two days after one sign-in with 200 followed artists; nothing else sends (the player's own reads are the engine's).",
    )
  } finally {
    await emulator.close()
  }
}

/**
 * The compiled app in the tray (the library bench's setup: Spotify profile on today's service, 50,000 saved
 * tracks cached, ten minutes of playback with nothing shown), without and with a year of history kept.
 */
async function trayFigures(figures: BenchFigure[], notes: string[]) {
  const emulator = await startTrayEmulator()
  try {
    const base = freshDir('tray-base')
    await cacheLibraryFor(emulator, base)
    const rss: Record<'without' | 'with', number> = { without: 0, with: 0 }
    const heap: Record<'without' | 'with', number> = { without: 0, with: 0 }
    for (const variant of ['without', 'with'] as const) {
      const dataDir = freshDir(`tray-${variant}`)
      cpSync(base, dataDir, { recursive: true })
      const owner = { service: `spotify@${emulator.apiUrl}`, userId: emulator.user.id }
      rmSync(historyPathOf(dataDir, owner), { recursive: true, force: true })
      if (variant === 'with') writeYearOfListening(dataDir, owner, emulator.clock.now())
      const { served } = await serve('web', dataDir, { inspect: true })
      try {
        const bridge = await BridgeClient.open(served.url)
        const ready = bridge.until<LibraryStatus>('library.changed', (status) => status.sync.state === 'done')
        await signInSpotify(bridge)
        await ready
        await playElsewhere(emulator)
        await tenMinutesOfPlayback(emulator, 7_000)
        heap[variant] = (await served.inspector!.memoryAfterGc()).heapUsed / MB
        rss[variant] = rssOf(served.pid) / MB
        const status = await bridge.call<{ plays: number }>('history.status')
        notes.push(`Tray ${variant} history: ${status.plays} plays kept when measured.`)
        bridge.close()
      } finally {
        await served.stop()
      }
    }
    figures.push(
      figure('tray: app process, 50,000-track library, no history: RSS after GC', rss.without, 'MiB'),
      figure(
        'tray: the same with a year of history (30,000 plays) kept: RSS after GC (target ≤ 80)',
        rss.with,
        'MiB',
      ),
      figure('tray: what the history adds (RSS)', rss.with - rss.without, 'MiB'),
      figure('tray: heap used after GC, no history', heap.without, 'MiB'),
      figure('tray: heap used after GC, with the history', heap.with, 'MiB'),
    )
  } finally {
    await emulator.close()
  }
}

const run: BenchModule = async () => {
  const figures: BenchFigure[] = []
  const notes: string[] = []
  try {
    await queryFigures(figures, notes)
    await requestFigures(figures, notes)
    compiledBuild()
    await trayFigures(figures, notes)
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
  return { title: 'Listening history: queries over a year, requests a day, the tray', figures, notes }
}

export default run
