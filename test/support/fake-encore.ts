import { vi } from 'vitest'
import {
  freshDefaults,
  SettingsSchema,
  type SleepTimerState,
  type Device,
  type PlaybackState,
  type PlayerCommandCall,
  type PlayerCommandOutcome,
  type Settings,
  type SettingsPatch,
  type SettingsSnapshot,
} from '../../electron/contract'
import type { Encore } from '../../electron/core/app'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { createDesktopService } from '../../electron/core/features/desktop/desktop-service'
import type { DesktopEnvironment } from '../../electron/core/features/desktop/environment'
import { createJsonDocuments } from '../../electron/core/base/files/json-documents'
import type { Notifier } from '../../electron/core/base/ports'
import { mergeSettings } from '../../electron/core/features/settings/settings-service'
import type { EngineCommand } from '../../electron/core/features/playback/engine-state'
import type { PlayerControl } from '../../electron/core/features/playback'
import { engineCommandOf } from '../../electron/core/features/playback/call-step'
import { aState } from './playback-states'

/**
 * Core as a shell feature sees it, with the player played by the test: the real event bus and the real
 * desktop service (hotkey plan, tray actions, close-to-tray, notifications), over a
 * `playback` API whose every method is a spy (its commands by id decided as the engine's step decides them,
 * `asked` says what they came to) and settings kept in memory.
 */
export function createFakeEncore(
  options: {
    state?: PlaybackState
    /** Over the defaults, group by group (a group given in part keeps its other defaults). */
    settings?: SettingsPatch
    environment?: DesktopEnvironment
    notifier?: Notifier
  } = {},
) {
  const bus = new EventBus()
  let state = options.state ?? aState()
  let settings: Settings = SettingsSchema.parse(mergeSettings(freshDefaults(), options.settings ?? {}))
  const snapshot = (): SettingsSnapshot => ({ values: settings, secretProtection: 'encrypted', problems: [] })
  const answer = async (..._input: unknown[]) => state

  const playback = {
    get: vi.fn(answer),
    /** The player's one way in for commands: the engine below decides each, as `PlayerControl.run` has it do. */
    run: vi.fn(async (call: PlayerCommandCall): Promise<PlayerCommandOutcome> => engine.decide(call)),
    play: vi.fn(answer),
    seek: vi.fn(answer),
    setVolume: vi.fn(answer),
    transfer: vi.fn(answer),
    setVisible: vi.fn(async () => undefined),
  }
  /** The engine's commands the calls came to, in order (the test plays the player: none is sent anywhere). */
  const asked = vi.fn((_command: EngineCommand) => {})
  let audible: number | null = null
  const remember = (shown: PlaybackState) => {
    const volume = shown.device?.volumePercent ?? null
    if (volume !== null && volume > 0) audible = volume
  }
  /**
   * The engine as far as calls go: each decided by the step's own rule (call-step.ts) on the state the test
   * set, with the last volume above zero it showed; refusals said as the step says them.
   */
  const engine = {
    async decide(call: PlayerCommandCall): Promise<PlayerCommandOutcome> {
      remember(state)
      const command = engineCommandOf(call, state, Date.now(), audible)
      if (command === null) return { status: 'done' }
      if ('refused' in command) {
        bus.emit('notice', { level: 'info', message: command.refused, code: command.code })
        return { status: 'refused', reason: command.refused, code: command.code }
      }
      asked(command)
      return { status: 'done' }
    },
  }
  const settingsApi = {
    get: vi.fn(async () => snapshot()),
    update: vi.fn(async (patch: SettingsPatch) => {
      settings = SettingsSchema.parse(mergeSettings(settings, patch))
      bus.emit('settings.changed', snapshot())
      return snapshot()
    }),
  }
  // The library's lists, as a reopening window's page reads them ahead (empty here).
  const emptyWindow = async () => ({ revision: 0, total: 0, items: [] })
  const library = {
    tracks: vi.fn(emptyWindow),
    albums: vi.fn(emptyWindow),
    playlists: vi.fn(emptyWindow),
    artists: vi.fn(emptyWindow),
    shows: vi.fn(emptyWindow),
    episodes: vi.fn(emptyWindow),
    audiobooks: vi.fn(emptyWindow),
  }
  // What a read of the service brings when the shell asks for one (waking from sleep): the test says.
  let readBrings: PlaybackState | undefined
  const app = {
    wake: vi.fn(async () => {
      if (readBrings) {
        state = readBrings
        bus.emit('playback.state', state)
      }
      return null
    }),
  }
  const api = { playback, settings: settingsApi, library, app }

  // The playback feature's control over the same spies; the queue and the devices are not played here.
  const notPlayedHere = (what: string) => () => Promise.reject(new Error(`the fake player has no ${what}`))
  const player: PlayerControl = {
    state: () => state,
    run: (call) => playback.run(call),
    play: (input) => playback.play(input),
    transfer: async (to) => (await playback.transfer(to), { status: 'done' }),
    addToQueue: notPlayedHere('queue'),
    devices: notPlayedHere('devices'),
    queue: notPlayedHere('queue'),
  }

  // The sleep timer, off: the tray shows its submenu, and a choice from it is answered as done.
  const sleepTimer = {
    get: (): SleepTimerState => ({ mode: 'off' }),
    set: async () => ({ status: 'done' as const, timer: { mode: 'off' as const } }),
  }
  const desktop = createDesktopService({
    environment: options.environment ?? { platform: 'linux', desktops: ['KDE'], sessionType: 'x11' },
    mode: 'electron',
    clock: { now: () => Date.now(), setTimeout, clearTimeout: (handle) => clearTimeout(handle as never) },
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    ...(options.notifier ? { notifier: options.notifier } : {}),
    settings: () => settings,
    player,
    sleep: sleepTimer,
    windows: library,
    documents: createJsonDocuments(undefined, { debug() {}, info() {}, warn() {}, error() {} }),
    bus,
  })

  const encore = {
    api,
    player,
    // As core's door answers: an unsubscribe function (the bus itself answers a Disposable).
    on: (event: string, listener: (payload: never) => void) => {
      const heard = bus.on(event as never, listener)
      return () => heard.dispose()
    },
    desktop,
    sleep: sleepTimer,
  } as unknown as Encore

  return {
    encore,
    api,
    desktop,
    bus,
    /** The engine's commands the player's calls came to, in order. */
    asked,
    settings: () => settings,
    /** The engine publishes a new state. */
    setState(next: PlaybackState) {
      state = next
      remember(next)
      bus.emit('playback.state', next)
    },
    /** What the next read of the service (`app.wake`) finds playing. */
    readWillBring(next: PlaybackState) {
      readBrings = next
    },
    setDevices(devices: Device[]) {
      bus.emit('devices.changed', devices)
    },
    updateSettings: (patch: SettingsPatch) => settingsApi.update(patch),
  }
}

export type FakeEncore = ReturnType<typeof createFakeEncore>
