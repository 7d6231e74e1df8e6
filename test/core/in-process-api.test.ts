/**
 * The in-process API (`encore.api`): core's own callers (the tray, hotkeys, MPRIS, the login item) call the
 * services directly. Schemas check data where it crosses into core (IPC, WebSocket) and where it leaves it
 * for a window; between the shell and core nothing is parsed, and a tray action is one call into core.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { events, methods, type PlaybackState } from '../../electron/contract'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../support/encore-on-emulator'
import { pageApi } from '../support/page-api'

let app: EncoreOnEmulator | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await app?.close()
  app = undefined
})

/**
 * Spies on every schema of the bridge (methods' inputs and outputs, events) and answers each parse, named by
 * where the schema serves (one schema may serve several: PlaybackState is many answers and an event).
 */
function countSchemaParses(): () => string[] {
  const names = new Map<object, string[]>()
  const serve = (schema: object, name: string) => names.set(schema, [...(names.get(schema) ?? []), name])
  for (const [name, spec] of Object.entries(methods)) {
    serve(spec.input, `${name} input`)
    serve(spec.output, `${name} output`)
  }
  for (const [name, schema] of Object.entries(events)) serve(schema, `${name} event`)
  const spies: { label: string; spy: { mock: { calls: unknown[] } } }[] = []
  for (const [schema, served] of names) {
    for (const verb of ['parse', 'safeParse', 'parseAsync', 'safeParseAsync'] as const) {
      if (typeof Reflect.get(schema, verb) !== 'function') continue
      const spy = vi.spyOn(schema as Record<typeof verb, () => unknown>, verb)
      spies.push({ label: served.join(' | '), spy })
    }
  }
  return () => spies.flatMap(({ label, spy }) => spy.mock.calls.map(() => label))
}

/** Counts every call on the in-process API, by `area.verb`, without changing what the calls do. */
function countCalls(api: object): () => string[] {
  const calls: string[] = []
  for (const [area, verbs] of Object.entries(api)) {
    for (const verb of Object.keys(verbs as object)) {
      const original = Reflect.get(verbs as object, verb) as (...args: unknown[]) => unknown
      Reflect.set(verbs as object, verb, (...args: unknown[]) => {
        // The player's commands by id: named by the command they carry.
        const id = verb === 'run' ? (args[0] as { id?: string } | undefined)?.id : undefined
        calls.push(id ? `${area}.${verb} ${id}` : `${area}.${verb}`)
        return original(...args)
      })
    }
  }
  return () => [...calls]
}

/** The next state the engine publishes that satisfies `test`. */
function nextState(app: EncoreOnEmulator, test: (state: PlaybackState) => boolean): Promise<PlaybackState> {
  return new Promise((resolve) => {
    const off = app.encore.on('playback.state', (state) => {
      if (!test(state)) return
      off()
      resolve(state)
    })
  })
}

/** Signed in, a track loaded on the emulator's desktop device and paused, the pause confirmed by a read. */
async function pausedOnTheDesktop(app: EncoreOnEmulator) {
  const { encore, emulator } = app
  await encore.api.playback.setVisible({ viewer: 'test', visible: true })
  const desktop = (await encore.api.playback.devices()).find((device) => device.name === 'Encore Desktop')!
  await encore.api.playback.transfer({ deviceId: desktop.id, play: false })
  const playing = nextState(app, (state) => state.isPlaying && state.track !== null && state.readAt !== null)
  await encore.api.playback.play({ uris: [`spotify:track:${emulator.catalog.tracks[0]!.id}`] })
  await playing
  const pausedAt = Date.now()
  const paused = nextState(app, (state) => !state.isPlaying && (state.readAt ?? 0) >= pausedAt)
  await encore.api.playback.run({ id: 'player.pause' })
  await paused
  return { encore }
}

// Each test plays a track on the emulator and waits for the engine's reads: seconds, more on a busy machine.
describe('the in-process API', { timeout: 30_000 }, () => {
  it('parses no schema for a Play click, the prediction, the command and its confirming read', async () => {
    app = await startEncoreOnEmulator()
    await app.signIn()
    const { encore } = await pausedOnTheDesktop(app)
    const parses = countSchemaParses()
    const clickedAt = Date.now()
    const confirmed = nextState(app, (state) => state.isPlaying && (state.readAt ?? 0) >= clickedAt)
    const answer = await encore.api.playback.play()
    expect(answer.isPlaying).toBe(true)
    await confirmed
    // At most one: the answer's. Through the in-process API even that one is not needed.
    expect(parses()).toEqual([])
  })

  it('through the bridge, as a window clicks: the input and the answer once, each state pushed once for all transports', async () => {
    app = await startEncoreOnEmulator()
    await app.signIn()
    const { encore } = await pausedOnTheDesktop(app)
    const forwarded: string[] = []
    for (const _transport of ['ipc', 'websocket'])
      encore.onEvent((event) => event === 'playback.state' && forwarded.push(event))
    const parses = countSchemaParses()
    const clickedAt = Date.now()
    const confirmed = nextState(app, (state) => state.isPlaying && (state.readAt ?? 0) >= clickedAt)
    await pageApi(encore).playback.play()
    await confirmed
    const of = (served: string) => parses().filter((parse) => parse.split(' | ').includes(served)).length
    // The click's input where it enters core; the player state for the answer and for each push, once each.
    expect(of('playback.play input')).toBe(1)
    expect(forwarded.length).toBeGreaterThan(0)
    expect(of('playback.state event')).toBe(1 + forwarded.length / 2)
    expect(parses()).toHaveLength(2 + forwarded.length / 2)
  })

  it('runs a tray Next as one call into the player, and a toggle from the state the engine published', async () => {
    app = await startEncoreOnEmulator()
    await app.signIn()
    const { encore } = await pausedOnTheDesktop(app)
    // The tray and the hotkeys hold the playback feature's control, not the in-process API.
    const calls = countCalls({ playback: encore.player })
    const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
    await encore.desktop.runTrayAction('next', shell)
    expect(calls()).toEqual(['playback.run player.next'])
    await encore.desktop.runTrayAction('toggleShuffle', shell)
    expect(calls()).toEqual(['playback.run player.next', 'playback.run player.toggleShuffle'])
    await encore.desktop.runHotkey('volumeUp', shell)
    expect(calls()).toEqual([
      'playback.run player.next',
      'playback.run player.toggleShuffle',
      'playback.run player.volumeBy',
    ])
  })
})
