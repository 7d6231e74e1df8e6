import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import axios, { type AxiosAdapter } from 'axios'
import { createEncore, type Encore } from '../../electron/core/app'
import { startEmulator, type EmulatorHandle } from '../../electron/emulator'
import { demoServiceOf } from '../support/encore-on-emulator'
import { ManualClock } from '../support/manual-clock'
import { figure, type BenchFigure, type BenchModule } from './bench-kit'

/**
 * A listening day's requests, the whole of core (createEncore: the player, the library, the listening history,
 * everything that reads) against the emulator, both on one manual clock that jumps from timer to timer. An
 * album plays on repeat on "Encore Desktop" for 8 hours; what shows the player changes by phase, as a page
 * (or window) says it (`playback.setVisible`, renewed every minute). Counted: every /v1 request Encore sent,
 * as the emulator's traffic log has it. Beside it, a naive remote that reads the player every second.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE

type Looking = 'focused' | 'shown' | 'hidden'
interface Phase {
  looking: Looking
  ms: number
}

/** Counts the requests on their way, so the clock moves only once every answer arrived. */
function inFlightAdapter(): { adapter: AxiosAdapter; busy(): number } {
  const http = axios.getAdapter('http')
  let busy = 0
  return {
    busy: () => busy,
    adapter: async (config) => {
      busy++
      try {
        return await http(config)
      } finally {
        busy--
      }
    },
  }
}

interface DayRun {
  encore: Encore
  emulator: EmulatorHandle
  clock: ManualClock
  /** Lets answers arrive and core react, without moving the clock. */
  settle(): Promise<void>
  close(): Promise<void>
}

async function startDay(): Promise<DayRun> {
  const clock = new ManualClock(Date.UTC(2025, 5, 2, 8))
  const emulator = await startEmulator({ size: 'small', seed: 'listening-day', clock, autoApprove: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-bench-day-'))
  const flight = inFlightAdapter()
  const encore = createEncore(
    {
      identity: { name: 'Encore', version: '0.0.0-bench', mode: 'browser' },
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      clock,
      demoService: demoServiceOf(emulator),
      dataDir,
    },
    { api: { adapter: flight.adapter } },
  )
  const settle = async () => {
    for (let quiet = 0; quiet < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 1))
      quiet = flight.busy() ? 0 : quiet + 1
    }
  }
  return {
    encore,
    emulator,
    clock,
    settle,
    close: async () => {
      await encore.dispose()
      await emulator.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Moves the clock to `until`, stopping at each timer that falls due, and renewing the page's word each minute. */
async function live(run: DayRun, until: number, looking: Looking): Promise<void> {
  const { clock, encore } = run
  const say = () =>
    void encore.api.playback.setVisible({
      viewer: 'bench-page',
      visible: looking !== 'hidden',
      focused: looking === 'focused',
    })
  say()
  let renewAt = clock.now() + MINUTE
  while (clock.now() < until) {
    const due = clock.nextDueAt() ?? until
    const target = Math.min(until, renewAt, Math.max(due, clock.now()))
    clock.advance(target - clock.now())
    if (clock.now() >= renewAt) {
      if (looking !== 'hidden') say()
      renewAt += MINUTE
    }
    await run.settle()
  }
}

/** Signs in to the demo and starts an album on repeat; answers the count of requests before the day starts. */
async function playAlbum(run: DayRun): Promise<void> {
  const { encore, emulator } = run
  await encore.api.session.signIn({ profile: 'demo', skipConsent: true })
  for (let tries = 0; (await encore.api.session.get()).status !== 'signed-in' && tries < 200; tries++) {
    await run.settle()
  }
  const other = emulator.issueToken().access_token
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${emulator.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${other}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (response) => {
      await response.body?.cancel()
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
    })
  const player = emulator.state.user(emulator.user.id).player
  const desktop = player.devices.find((device) => device.name === 'Encore Desktop')!
  const album = [...emulator.catalog.albums].sort((a, b) => b.trackIds.length - a.trackIds.length)[0]!
  await call('PUT', '/me/player', { device_ids: [desktop.id] })
  await call('PUT', '/me/player/play', { context_uri: `spotify:album:${album.id}` })
  await call('PUT', '/me/player/repeat?state=context')
}

/** One day: the requests of each phase and of the whole, sign-in and the library's first read included. */
async function day(phases: Phase[]): Promise<{ total: number; perPhase: number[] }> {
  const run = await startDay()
  try {
    const start = run.clock.now()
    await playAlbum(run)
    const own = () => run.emulator.traffic.entries().filter((entry) => entry.at >= start).length
    // The other device's three requests are the bench's, not Encore's.
    const setup = 3
    const perPhase: number[] = []
    for (const phase of phases) {
      const before = own()
      await live(run, run.clock.now() + phase.ms, phase.looking)
      perPhase.push(own() - before)
    }
    return { total: own() - setup, perPhase }
  } finally {
    await run.close()
  }
}

const bench: BenchModule = async () => {
  const figures: BenchFigure[] = []
  const listening = await day([
    { looking: 'focused', ms: 30 * MINUTE },
    { looking: 'shown', ms: 2 * HOUR },
    { looking: 'hidden', ms: 5.5 * HOUR },
  ])
  const [focused, shown, hidden] = listening.perPhase as [number, number, number]
  figures.push(
    figure(
      'a listening day (8 h: 30 min focused, 2 h shown unfocused, 5.5 h hidden): requests',
      listening.total,
      'requests',
    ),
    figure('  of which the 30 min with the focus', focused, 'requests'),
    figure('  of which the 2 h shown without the focus', shown, 'requests'),
    figure('  of which the 5.5 h hidden', hidden, 'requests'),
    figure('requests a minute, shown and focused, playing', focused / 30, 'req/min'),
    figure('requests a minute, shown but not focused, playing', shown / 120, 'req/min'),
  )
  const mini = await day([{ looking: 'shown', ms: 8 * HOUR }])
  figures.push(
    figure('a day with the mini player shown, unfocused, 8 h: requests', mini.total, 'requests'),
    figure('a naive 1 s poller, 8 h: requests', (8 * HOUR) / 1_000, 'requests'),
  )
  return {
    title: 'A listening day: requests',
    figures,
    notes: [
      'Whole core (player, library, listening history) against the emulator (small catalog, demo profile), one manual clock; an album on repeat.',
      'Budget (issue 27): a listening day at most 1,100 requests; the mini-player day at most 2,200.',
    ],
  }
}

export default bench
