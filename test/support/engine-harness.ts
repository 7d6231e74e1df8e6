import type { Device, Notice, PlaybackState, Queue, SessionState } from '../../electron/contract'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import {
  createPlaybackEngine,
  type PlaybackEngine,
  type PlaybackEngineDeps,
} from '../../electron/core/features/playback/engine'
import type { ApiClient } from '../../electron/core/service/api'
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from '../../electron/emulator'
import { connectClient } from './api-harness'
import { heartOutbox } from './heart-outbox'
import type { Outbox } from '../../electron/core/features/outbox/outbox-types'
import { ManualClock } from './manual-clock'

/** The emulator's demo devices, by name. */
export type DemoDevice = 'Encore Desktop' | 'Pocket Phone' | 'Kitchen Speaker' | 'Living Room TV'

export interface EngineHarness {
  clock: ManualClock
  emulator: EmulatorHandle
  engine: PlaybackEngine
  /** The engine's API client (what a feature beside the engine sends with). */
  api: ApiClient
  /** Core's event bus the engine hears and tells. */
  bus: EventBus
  /** Signs in (or out) as core's session does: `session.changed` on the bus. */
  signIn(): void
  signOut(): void
  /** `saved.changed` told on the bus (the heart's saves, as the library tells them). */
  savedChanges: { uris: string[]; saved: boolean }[]
  /** Where the heart's saves wait until the service takes them. */
  outbox: Outbox
  states: PlaybackState[]
  notices: Notice[]
  devices: Device[][]
  queues: Queue[]
  /** Requests the engine's API client sent, as recorded on the wire. */
  requests(): { method: string; path: string }[]
  /** Forgets the requests recorded so far (here and in the emulator's traffic log): long runs stay small. */
  forgetRequests(): void
  settings: { polling: { pausedSeconds: number; hiddenSeconds: number } }
  /** Lets HTTP answers arrive and the engine react, without moving the clock. */
  settle(): Promise<void>
  /** Moves the shared clock in steps, letting the engine read and react at each. */
  advance(ms: number, stepMs?: number): Promise<void>
  latest(): PlaybackState
  deviceId(name: DemoDevice): string
  /** Acts as another device (a phone) through the emulator's own /v1 API. */
  asAnotherDevice(method: string, path: string, body?: unknown): Promise<number>
  /** The player as the emulator has it now (GET /me/player with another token). */
  truth(): Promise<{
    progress_ms: number
    is_playing: boolean
    item: { uri: string; duration_ms: number }
  } | null>
  close(): Promise<void>
}

/**
 * The playback engine against a real emulator, both on one manual clock: the emulator's player moves only
 * when the test advances time, and so do the engine's timers. HTTP is real; `settle` waits for it.
 */
export async function startEngineHarness(
  options: Pick<EmulatorOptions, 'seed' | 'country'> & {
    apiMode?: 'classic' | '2026'
    lastDevice?: PlaybackEngineDeps['lastDevice']
  } = {},
): Promise<EngineHarness> {
  const clock = new ManualClock(Date.UTC(2025, 5, 2, 9))
  const { lastDevice, ...emulatorOptions } = options
  const emulator = await startEmulator({ size: 'small', seed: 'engine', ...emulatorOptions, clock })
  // The client speaks the generation the emulator plays (today's service: 2026).
  const { client, recorder } = connectClient(emulator, {
    clock,
    scheduler: { budget: 2000 },
    ...(options.apiMode ? { generation: options.apiMode } : {}),
  })
  const states: PlaybackState[] = []
  const notices: Notice[] = []
  const devices: Device[][] = []
  const queues: Queue[] = []
  const savedChanges: { uris: string[]; saved: boolean }[] = []
  const settings = { polling: { pausedSeconds: 30, hiddenSeconds: 120 } }
  const bus = new EventBus()
  bus.on('playback.state', (state) => states.push(state))
  bus.on('devices.changed', (list) => devices.push(list))
  bus.on('queue.changed', (queue) => queues.push(queue))
  bus.on('notice', (notice) => notices.push(notice))
  bus.on('saved.changed', ({ uris, saved }) => savedChanges.push({ uris, saved }))
  const heart = heartOutbox({ api: () => client, clock, bus, userId: emulator.user.id })
  const engine = createPlaybackEngine({
    api: () => client,
    clock,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    settings: () => settings,
    serviceName: () => 'the demo service',
    bus,
    save: heart.save,
    ...(lastDevice ? { lastDevice } : {}),
  })
  const other = emulator.issueToken().access_token
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${emulator.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${other}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  const settle = async () => {
    // Quiet means: nothing queued or in flight in the client, twice in a row, across a few turns of the loop.
    // A turn is setImmediate's (the loop's timers and I/O run before it), not a 1 ms timer: an hour of 1 s steps
    // waited ~3 ms at each for nothing (the soak: 19 s → 4–6 s).
    let quiet = 0
    const deadline = Date.now() + 10_000
    while (quiet < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve))
      const stats = client.schedulerStats()
      const busy =
        stats.inFlight.interactive +
        stats.inFlight.sync +
        stats.inFlight.background +
        stats.queued.interactive +
        stats.queued.sync +
        stats.queued.background
      quiet = busy ? 0 : quiet + 1
    }
  }

  return {
    clock,
    emulator,
    engine,
    api: client,
    bus,
    signIn: () => bus.emit('session.changed', signedIn(emulator.user.id)),
    signOut: () => bus.emit('session.changed', { status: 'signed-out', profile: 'demo', reason: null }),
    savedChanges,
    outbox: heart.outbox,
    states,
    notices,
    devices,
    queues,
    settings,
    requests: () => recorder.requests.map(({ method, path }) => ({ method, path })),
    forgetRequests() {
      recorder.clear()
      emulator.traffic.clear()
    },
    settle,
    async advance(ms, stepMs = 100) {
      for (let moved = 0; moved < ms; moved += stepMs) {
        clock.advance(Math.min(stepMs, ms - moved))
        await settle()
      }
    },
    latest: () => states.at(-1) ?? engine.state(),
    deviceId(name) {
      const player = emulator.state.user(emulator.user.id).player
      const device = player.devices.find((candidate) => candidate.name === name)
      if (!device) throw new Error(`no demo device named ${name}`)
      return device.id
    },
    async asAnotherDevice(method, path, body) {
      const response = await call(method, path, body)
      await response.body?.cancel()
      return response.status
    },
    async truth() {
      const response = await call('GET', '/me/player')
      if (response.status === 204) return null
      return (await response.json()) as Awaited<ReturnType<EngineHarness['truth']>>
    },
    async close() {
      engine.dispose()
      await emulator.close()
    },
  }
}

/** A signed-in session as core's session publishes it, for the engine to hear on its bus. */
export function signedIn(userId: string): SessionState {
  return {
    status: 'signed-in',
    profile: 'demo',
    user: {
      id: userId,
      displayName: 'Demo Listener',
      imageUrl: null,
      email: null,
      product: 'premium',
      country: 'US',
    },
    scopes: [],
    tokenStorage: 'memory',
  }
}
