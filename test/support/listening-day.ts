import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import axios, { type AxiosAdapter } from 'axios'
import { createEncore, type Encore } from '../../electron/core/app'
import { startEmulator, type EmulatorHandle } from '../../electron/emulator'
import { demoServiceOf, SPOTIFY_LIKE_CLIENT_ID } from './encore-on-emulator'
import { ManualClock } from './manual-clock'

/**
 * A listening day on one manual clock: the whole of core (createEncore) against the emulator, both moved from
 * timer to timer. An album plays on repeat on "Encore Desktop"; what shows the player changes by phase, as a
 * page says it (`playback.setVisible`, renewed every minute). The emulator's traffic log counts what is sent.
 * Used by the listening-day bench and by the test that today's service is sent nothing it must refuse.
 */

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export type Looking = 'focused' | 'shown' | 'hidden'
export interface Phase {
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

export interface DayRun {
  encore: Encore
  emulator: EmulatorHandle
  clock: ManualClock
  /** The 2026 service, signed in with a Client ID registered today (else the demo). */
  today: boolean
  /** Lets answers arrive and core react, without moving the clock. */
  settle(): Promise<void>
  close(): Promise<void>
}

/**
 * `today`: the emulator plays the 2026 service and Encore signs in with a Client ID registered today.
 * `soloist`: the emulator's Spotify Soloist stand-in runs too, and Encore follows its feed.
 */
export async function startDay(options: { today?: boolean; soloist?: boolean } = {}): Promise<DayRun> {
  const clock = new ManualClock(Date.UTC(2025, 5, 2, 8))
  const emulator = await startEmulator({
    size: 'small',
    seed: 'listening-day',
    clock,
    autoApprove: true,
    ...(options.soloist
      ? { soloist: { dataDir: mkdtempSync(join(tmpdir(), 'encore-bench-soloist-')) } }
      : {}),
    ...(options.today ? { apiMode: '2026' as const, extraClientIds: [SPOTIFY_LIKE_CLIENT_ID] } : {}),
  })
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-bench-day-'))
  const soloist = emulator.soloist
  const flight = inFlightAdapter()
  const encore = createEncore(
    {
      identity: { name: 'Encore', version: '0.0.0-bench', mode: 'browser' },
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      clock,
      demoService: demoServiceOf(emulator),
      dataDir,
    },
    {
      api: { adapter: flight.adapter },
      ...(soloist ? { soloist: { dataDir: soloist.dataDir, deviceName: soloist.deviceName } } : {}),
    },
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
    today: options.today ?? false,
    settle,
    close: async () => {
      await encore.dispose()
      await emulator.close()
      rmSync(dataDir, { recursive: true, force: true })
      if (soloist) rmSync(soloist.dataDir, { recursive: true, force: true })
    },
  }
}

/** Moves the clock to `until`, stopping at each timer that falls due, and renewing the page's word each minute. */
export async function live(run: DayRun, until: number, looking: Looking): Promise<void> {
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

/** Signs in: to the demo, or (today) to the Spotify profile pointed at the emulator, consenting as a browser. */
async function signIn(run: DayRun): Promise<void> {
  const { encore, emulator } = run
  if (!run.today) {
    await encore.api.session.signIn({ profile: 'demo', skipConsent: true })
    return
  }
  await encore.api.settings.update({
    profile: 'spotify',
    spotify: { clientId: SPOTIFY_LIKE_CLIENT_ID, accountsUrl: emulator.accountsUrl, apiUrl: emulator.apiUrl },
  })
  const waiting = await encore.api.session.signIn()
  if (waiting.status !== 'signing-in' || !waiting.authorizeUrl)
    throw new Error(`no consent page: ${waiting.status}`)
  const consent = await fetch(waiting.authorizeUrl, { redirect: 'manual' })
  await consent.body?.cancel()
  const back = consent.headers.get('location')
  if (!back) throw new Error(`the consent page answered ${consent.status} without a redirect`)
  await (await fetch(back)).body?.cancel()
}

/** Signs in and starts an album on repeat on "Encore Desktop", or `on` (three requests of another device). */
export async function playAlbum(run: DayRun, on = 'Encore Desktop'): Promise<void> {
  const { encore, emulator } = run
  await signIn(run)
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
  const desktop = player.devices.find((device) => device.name === on)!
  const album = [...emulator.catalog.albums].sort((a, b) => b.trackIds.length - a.trackIds.length)[0]!
  await call('PUT', '/me/player', { device_ids: [desktop.id] })
  await call('PUT', '/me/player/play', { context_uri: `spotify:album:${album.id}` })
  await call('PUT', '/me/player/repeat?state=context')
}
