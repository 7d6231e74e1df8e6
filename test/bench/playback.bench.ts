import { positionAt } from '../../electron/contract'
import type { PlaybackState as WirePlayback } from '../../electron/core/api'
import { createApiClient } from '../../electron/core/api'
import { createOnceTimer } from '../../electron/core/playback/timer'
import { EmulatorTokenProvider } from '../support/emulator-token-provider'
import { createRecordingAdapter } from '../support/recording-adapter'
import { startEngineHarness, type EngineHarness } from '../support/engine-harness'
import { figure, type BenchModule, type BenchFigure } from './bench-kit'

/**
 * The playback engine beside a naive 1-second poller, each against its own emulator (same seed, same script)
 * on a manual clock shared with that emulator. The script: play an album on "Encore Desktop" with the window
 * shown for 10 minutes, while another device pauses, resumes and skips twice each; then pause and hide the
 * window for 10 minutes. Figures: requests a minute in each phase, the error of the shown progress, how long a
 * track that ends on its own takes to be replaced on screen, and how long a change from another device takes
 * to show.
 */

interface Shown {
  trackUri: string | null
  isPlaying: boolean
  position(now: number): number
}

interface Subject {
  label: string
  h: EngineHarness
  shown(): Shown
  setVisible(visible: boolean): void
  /** Requests this subject sent to its emulator (not the test's own "truth" reads). */
  requests(): number
  stop(): void
}

const STEP_MS = 100
const MINUTE = 60_000

async function engineSubject(): Promise<Subject> {
  const h = await startEngineHarness()
  h.engine.setSignedIn(true)
  h.engine.setVisible('bench', true)
  await h.settle()
  return {
    label: 'engine',
    h,
    shown: () => {
      const state = h.engine.state()
      return {
        trackUri: state.track?.uri ?? null,
        isPlaying: state.isPlaying,
        position: (now) => positionAt(state, now),
      }
    },
    setVisible: (visible) => h.engine.setVisible('bench', visible),
    requests: () => h.requests().length,
    stop: () => h.engine.dispose(),
  }
}

/** What most remotes do: read GET /me/player every second and show what it said, as it said it. */
async function naivePollerSubject(): Promise<Subject> {
  const h = await startEngineHarness()
  let last: WirePlayback | undefined
  const recorder = createRecordingAdapter(h.emulator.apiUrl)
  const client = createApiClient({
    baseUrl: h.emulator.apiUrl,
    tokenProvider: new EmulatorTokenProvider({
      accountsUrl: h.emulator.accountsUrl,
      clientId: h.emulator.clientId,
      initial: h.emulator.issueToken(),
      now: () => h.clock.now(),
    }),
    clock: h.clock,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    adapter: recorder.adapter,
    scheduler: { budget: 2_000 },
  })
  let stopped = false
  const timer = createOnceTimer(h.clock, () => {
    if (stopped) return
    timer.schedule(1_000)
    void client.player.getPlaybackState({}, { lane: 'sync' }).then(
      (answer) => (last = answer),
      () => {},
    )
  })
  timer.schedule(1_000)
  return {
    label: 'naive 1 s poller',
    h,
    shown: () => ({
      trackUri: last?.item?.uri ?? null,
      isPlaying: last?.is_playing ?? false,
      position: () => last?.progress_ms ?? 0,
    }),
    setVisible: () => {},
    requests: () => recorder.requests.length,
    stop: () => {
      stopped = true
      timer.cancel()
    },
  }
}

async function run(subject: Subject): Promise<BenchFigure[]> {
  const { h } = subject
  const album = h.emulator.catalog.albums[0]!
  await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId('Encore Desktop')] })
  await h.asAnotherDevice('PUT', '/me/player/play', { context_uri: `spotify:album:${album.id}` })
  await h.advance(3_000)

  const errors: number[] = []
  const trackChangeDelays: number[] = []
  const otherDeviceDelays: number[] = []
  let lastTruthTrack: string | null = null
  let pendingEnd: { uri: string; at: number } | null = null
  let pendingChange: { check: (shown: Shown) => boolean; at: number } | null = null
  // At times that fall anywhere in the read rhythm.
  const changes = [73_000, 157_000, 242_000, 341_000, 439_000, 533_000]
  const actions: [string, string][] = [
    ['PUT', '/me/player/pause'],
    ['PUT', '/me/player/play'],
    ['POST', '/me/player/next'],
    ['PUT', '/me/player/pause'],
    ['PUT', '/me/player/play'],
    ['POST', '/me/player/next'],
  ]

  const start = h.clock.now()
  const requestsBefore = subject.requests()
  let renewedAt = start
  while (h.clock.now() - start < 10 * MINUTE) {
    const elapsed = h.clock.now() - start
    if (h.clock.now() - renewedAt >= MINUTE) {
      // As a shown page does: it says so again every minute.
      subject.setVisible(true)
      renewedAt = h.clock.now()
    }
    if (changes.length && elapsed >= changes[0]!) {
      changes.shift()
      const [method, path] = actions.shift()!
      const before = subject.shown()
      await h.asAnotherDevice(method, path)
      pendingChange = {
        at: h.clock.now(),
        check:
          method === 'POST'
            ? (shown) => shown.trackUri !== before.trackUri
            : (shown) => shown.isPlaying === path.endsWith('/play'),
      }
    }
    await h.advance(STEP_MS, STEP_MS)
    const truth = await h.truth()
    const shown = subject.shown()
    const now = h.clock.now()
    if (truth) {
      if (truth.is_playing && shown.trackUri === truth.item.uri)
        errors.push(Math.abs(shown.position(now) - truth.progress_ms))
      if (lastTruthTrack && truth.item.uri !== lastTruthTrack && !pendingChange)
        pendingEnd = { uri: truth.item.uri, at: now }
      lastTruthTrack = truth.item.uri
    }
    if (pendingEnd && shown.trackUri === pendingEnd.uri) {
      trackChangeDelays.push(now - pendingEnd.at)
      pendingEnd = null
    }
    if (pendingChange && pendingChange.check(shown)) {
      otherDeviceDelays.push(now - pendingChange.at)
      pendingChange = null
    }
  }
  const visibleRate = ((subject.requests() - requestsBefore) / (h.clock.now() - start)) * MINUTE

  await h.asAnotherDevice('PUT', '/me/player/pause')
  subject.setVisible(false)
  await h.advance(10_000, 500)
  const hiddenStart = h.clock.now()
  const hiddenBefore = subject.requests()
  await h.advance(10 * MINUTE, 500)
  const hiddenRate = ((subject.requests() - hiddenBefore) / (h.clock.now() - hiddenStart)) * MINUTE

  const max = (list: number[]) => (list.length ? Math.max(...list) : NaN)
  const mean = (list: number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : NaN)
  const p95 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.95)] ?? NaN
  const label = subject.label
  return [
    figure(
      `${label}: requests a minute, window shown, track playing (10 min, 6 outside changes)`,
      visibleRate,
      'req/min',
    ),
    figure(`${label}: requests a minute, window hidden, paused (10 min)`, hiddenRate, 'req/min'),
    figure(`${label}: shown progress error, p95 (sampled every ${STEP_MS} ms)`, p95(errors), 'ms'),
    figure(`${label}: shown progress error, max`, max(errors), 'ms'),
    figure(
      `${label}: track ended on its own → shown, max of ${trackChangeDelays.length}`,
      max(trackChangeDelays),
      'ms',
    ),
    figure(
      `${label}: change from another device → shown, mean of ${otherDeviceDelays.length}`,
      mean(otherDeviceDelays),
      'ms',
    ),
    figure(`${label}: change from another device → shown, max`, max(otherDeviceDelays), 'ms'),
  ]
}

const playbackBench: BenchModule = async () => {
  const figures: BenchFigure[] = []
  for (const make of [engineSubject, naivePollerSubject]) {
    const subject = await make()
    try {
      figures.push(...(await run(subject)))
    } finally {
      subject.stop()
      await subject.h.close()
    }
  }
  return {
    title: 'Playback freshness: the engine beside a naive 1-second poller',
    figures,
    notes: [
      'Each subject against its own emulator (same seed and script) on a manual clock shared with it: time is the emulator’s, so network latency adds nothing here; figures are at the resolution of the 100 ms step.',
      'Targets: at most 12 requests a minute shown and playing, at most 2 hidden and paused; progress within 500 ms; a track ending on its own shown within 1.5 s; a change from another device within 6 s.',
      'The engine’s requests include what a new track needs once (is it saved); the poller makes only its reads and shows progress as read, without extrapolating.',
    ],
  }
}

export default playbackBench
