import { positionAt } from '../../electron/contract'
import type { PlaybackState as WirePlayback } from '../../electron/core/service/api'
import { createApiClient } from '../../electron/core/service/api'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { createPlaybackEngine } from '../../electron/core/features/playback/engine'
import { createOnceTimer } from '../../electron/core/base/timer'
import { systemClock } from '../../electron/core/base/ports'
import { startEmulator } from '../../electron/emulator'
import { connectClient } from '../support/api-harness'
import { EmulatorTokenProvider } from '../support/emulator-token-provider'
import { heartOutbox } from '../support/heart-outbox'
import { createRecordingAdapter } from '../support/recording-adapter'
import { signedIn, startEngineHarness, type EngineHarness } from '../support/engine-harness'
import { figure, type BenchModule, type BenchFigure } from './bench-kit'

/**
 * The playback engine beside a naive 1-second poller, each against its own emulator (same seed, same script)
 * on a manual clock shared with that emulator. The script: play an album on "Encore Desktop" with the window
 * shown for 15 minutes, while another device pauses (three times) and skips (twice); then pause and hide the
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
  h.signIn()
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
  // The album goes round: a context that ends would stop the player mid-run.
  await h.asAnotherDevice('PUT', '/me/player/repeat?state=context')
  await h.advance(3_000)

  const errors: number[] = []
  const trackChangeDelays: number[] = []
  const otherDeviceDelays: number[] = []
  let lastTruthTrack: string | null = null
  let pendingEnd: { uri: string; at: number } | null = null
  let pendingChange: { check: (shown: Shown) => boolean; at: number } | null = null
  // At times that fall anywhere in the read rhythm, with room between them for tracks to end on their own.
  const changes = [50_300, 140_700, 520_100, 610_900, 800_500]
  // Changes made while the track plays; after a pause shows, the other device resumes (not measured: while
  // paused the rhythm is pausedSeconds by design) and sampling waits until the subject shows it playing.
  const actions: [string, string][] = [
    ['PUT', '/me/player/pause'],
    ['POST', '/me/player/next'],
    ['PUT', '/me/player/pause'],
    ['POST', '/me/player/next'],
    ['PUT', '/me/player/pause'],
  ]
  let resyncing = false

  const start = h.clock.now()
  const requestsBefore = subject.requests()
  let renewedAt = start
  while (h.clock.now() - start < 15 * MINUTE) {
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
          method === 'POST' ? (shown) => shown.trackUri !== before.trackUri : (shown) => !shown.isPlaying,
      }
    }
    await h.advance(STEP_MS, STEP_MS)
    const truth = await h.truth()
    const shown = subject.shown()
    const now = h.clock.now()
    if (truth) {
      if (resyncing && shown.isPlaying) resyncing = false
      if (truth.is_playing && !resyncing && !pendingChange && shown.trackUri === truth.item.uri)
        errors.push(Math.abs(shown.position(now) - truth.progress_ms))
      if (lastTruthTrack && truth.item.uri !== lastTruthTrack && !pendingChange && !resyncing)
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
      if (!shown.isPlaying) {
        await h.asAnotherDevice('PUT', '/me/player/play')
        resyncing = true
      }
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
      `${label}: requests a minute, window shown, track playing (15 min, 5 outside changes)`,
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
      `${label}: change from another device while playing → shown, mean of ${otherDeviceDelays.length}`,
      mean(otherDeviceDelays),
      'ms',
    ),
    figure(`${label}: change from another device while playing → shown, max`, max(otherDeviceDelays), 'ms'),
  ]
}

/**
 * Progress as shown, in real time over a wire with latency (60–140 ms each way): the engine extrapolates from
 * its last read, the poller shows each read as it came. Truth comes from the emulator's player itself.
 */
async function progressOverLatency(kind: 'engine' | 'poller'): Promise<number[]> {
  const emulator = await startEmulator({ size: 'small', seed: 'engine-latency' })
  const { client } = connectClient(emulator, { scheduler: { budget: 2_000 } })
  const token = emulator.issueToken().access_token
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${emulator.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then((response) => response.body?.cancel())
  const player = emulator.state.user(emulator.user.id).player
  await send('PUT', '/me/player', { device_ids: [player.devices[0]!.id] })
  await send('PUT', '/me/player/play', { context_uri: `spotify:album:${emulator.catalog.albums[0]!.id}` })
  emulator.faults.set({ latencyMs: 60, jitterMs: 80 })
  let shownAt: (now: number) => number
  let stop: () => void
  if (kind === 'engine') {
    const bus = new EventBus()
    const heart = heartOutbox({ api: () => client, clock: systemClock, bus, userId: emulator.user.id })
    const engine = createPlaybackEngine({
      api: () => client,
      clock: systemClock,
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      settings: () => ({ polling: { pausedSeconds: 30, hiddenSeconds: 120 } }),
      serviceName: () => 'the demo service',
      bus,
      save: heart.save,
    })
    bus.emit('session.changed', signedIn(emulator.user.id))
    engine.setVisible('bench', true)
    shownAt = (now) => positionAt(engine.state(), now)
    stop = () => engine.dispose()
  } else {
    let last: WirePlayback | undefined
    const timer = setInterval(() => {
      void client.player.getPlaybackState({}, { lane: 'sync' }).then(
        (answer) => (last = answer),
        () => {},
      )
    }, 1_000)
    shownAt = () => last?.progress_ms ?? 0
    stop = () => clearInterval(timer)
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const errors: number[] = []
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const playback = player.playback
    if (!playback?.isPlaying) continue
    const now = Date.now()
    const truth = playback.progressMs + (now - playback.anchorMs)
    if (truth > 5_000) errors.push(Math.abs(shownAt(now) - truth))
  }
  stop()
  await new Promise((resolve) => setTimeout(resolve, 500)) // let reads in flight finish
  await emulator.close()
  return errors
}

const playbackBench: BenchModule = async () => {
  const figures: BenchFigure[] = []
  for (const kind of ['engine', 'poller'] as const) {
    const errors = (await progressOverLatency(kind)).sort((a, b) => a - b)
    const label = kind === 'engine' ? 'engine' : 'naive 1 s poller'
    figures.push(
      figure(
        `${label}: shown progress error over a 60–140 ms wire, p95 (20 s, real time)`,
        errors[Math.floor(errors.length * 0.95)] ?? NaN,
        'ms',
      ),
      figure(`${label}: shown progress error over a 60–140 ms wire, max`, errors.at(-1) ?? NaN, 'ms'),
    )
  }
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
      'Each subject against its own emulator (same seed and script) on a manual clock shared with it: time is the emulator’s, so network latency adds nothing to those figures; they are at the resolution of the 100 ms step. The progress error over a wire with latency is measured apart, in real time.',
      'Targets: at most 12 requests a minute shown and playing, at most 2 hidden and paused; progress within 500 ms; a track ending on its own shown within 1.5 s; a change from another device within 6 s.',
      'The engine’s requests include what a new track needs once (is it saved); the poller makes only its reads and shows progress as read, without extrapolating.',
    ],
  }
}

export default playbackBench
