import type { Device, PlaybackState, RequestSaving, Settings, ShownLanguage } from '../../../contract'
import type { ApiClient } from '../../service/api'
import type { EventBus } from '../../base/bridge/event-bus'
import type { Clock, Logger } from '../../base/ports'
import { sendCommand } from './commands'
import type { DevicesPurpose, EngineEffect, EngineEvent, PlayerFeed } from './engine-state'
import { meaningOf, type FailureMeaning } from '../../service/failures'
import type { PlayerQueue } from './queue'
import { readingFromWire, toDevice, type Reading } from './reading'
import { checkSaved } from './saving'
import { createOnceTimer } from '../../base/timer'
import { nameOf } from './track-facts'
import { readContextOrder } from './context-order'

export interface PlaybackEngineDeps {
  /** The signed-in session's API client; undefined while nobody is signed in. */
  api(): ApiClient | undefined
  clock: Clock
  logger: Logger
  settings(): Pick<Settings, 'polling'>
  /** "Spotify" or "the demo service", for messages. */
  serviceName(): string
  /** The language the player speaks in now; English when not given. */
  language?: () => ShownLanguage
  /**
   * Core's event bus. Heard: `session.changed` (reading starts and stops with the session) and `saved.changed`
   * from features/saved (the heart's own saves come back that way too). Told: `playback.state`, `devices.changed`,
   * `queue.changed`, `notice`, and `player.presence` when whether any window shows the player changed.
   */
  bus: EventBus
  /**
   * Saves (or removes) the item (features/saved): shown everywhere at once and sent through the outbox. Throws
   * when it cannot be (nobody signed in, an item the library does not take).
   */
  save(uri: string, saved: boolean, name: string | null): void
  /**
   * Whether the item is saved, known without a request (features/saved: what waits in the outbox, the library's
   * lists, or what they keep while they rest); undefined when that does not tell, and the service is asked.
   */
  savedKnown?(uri: string): boolean | undefined
  /** How hard the day's request budget asks to save now (core/features/usage); `normal` when absent. */
  requestSaving?(): { level: RequestSaving; freeAt: number }
  /** Soloist's live feed, where Encore has one: it leads the player while it can, and takes its commands. */
  feed?: PlayerFeed
  /**
   * The device that last played, kept across restarts by session ("spotify/user-id"): a play with nothing playing
   * goes there.
   */
  lastDevice?: { of(session: string): string | null; keep(session: string, deviceId: string): void }
}

/** Reads time out sooner than other requests: the next one comes soon, and offline must show within 5 s. */
const READ_TIMEOUT_MS = 4_000

const signedOut: FailureMeaning = { kind: 'signed-out' }
/** Episodes and chapters too: without this the service answers a podcast on the player as no item at all. */
const PLAYER_READ = { additionalTypes: ['track', 'episode'] } as const
const interactive = { lane: 'interactive', retries: false } as const

export interface EffectRunner {
  /** Runs one effect of a step; what comes of it is reported as an event. Never throws. */
  carryOut(effect: EngineEffect): void
  /** Reads the devices (and reports them); null when that failed. */
  readDevices(purpose: DevicesPurpose): Promise<Device[] | null>
  /** The read of the player on its way, to wait for; null when none is. */
  readInFlight(): Promise<void> | null
  dispose(): void
}

/** One read of the player, as the event that reports it. */
async function readPlayerOnce(deps: PlaybackEngineDeps, id: number): Promise<EngineEvent> {
  const { clock } = deps
  const api = deps.api()
  if (!api) return { type: 'read-failed', id, failure: signedOut }
  const startedAt = clock.now()
  try {
    const wire = await api.player.getPlaybackState(PLAYER_READ, {
      lane: 'sync',
      retries: false,
      timeoutMs: READ_TIMEOUT_MS,
    })
    // The answer's progress was true about halfway through the request.
    return { type: 'read-arrived', id, reading: readingFromWire(wire, (startedAt + clock.now()) / 2) }
  } catch (error) {
    return { type: 'read-failed', id, failure: meaningOf(error, clock.now()) }
  }
}

/** Whether the track now playing is saved: the library's word when it has one, else one request. */
async function learnSaved(
  deps: PlaybackEngineDeps,
  dispatch: (event: EngineEvent) => void,
  uri: string,
  mark: number,
) {
  const known = deps.savedKnown?.(uri)
  // The library knows (a listening day asks this at every track): no request.
  if (known !== undefined) return dispatch({ type: 'saved-learned', uri, saved: known, mark })
  const api = deps.api()
  if (!api) return
  try {
    dispatch({ type: 'saved-learned', uri, saved: await checkSaved(api, uri), mark })
  } catch (error) {
    deps.logger.debug('Could not tell whether the track is saved', {
      error: meaningOf(error, deps.clock.now()).kind,
    })
  }
}

/** Reads the devices and reports the list (or the failure); answers the list, null when it failed. */
async function readDeviceList(
  deps: PlaybackEngineDeps,
  dispatch: (event: EngineEvent) => void,
  purpose: DevicesPurpose,
): Promise<Device[] | null> {
  const api = deps.api()
  let outcome: EngineEvent = { type: 'devices-failed', purpose, failure: signedOut }
  if (api) {
    try {
      const lane = purpose.kind === 'status' ? 'sync' : 'interactive'
      const list = (await api.player.getDevices({ lane, retries: false }))
        .map(toDevice)
        .filter((device): device is Device => device !== null)
      outcome = { type: 'devices-read', purpose, list }
    } catch (error) {
      outcome = { type: 'devices-failed', purpose, failure: meaningOf(error, deps.clock.now()) }
    }
  }
  dispatch(outcome)
  return outcome.type === 'devices-read' ? outcome.list : null
}

/** Learns the name of what plays (an album's, a playlist's) when the reading did not say it. */
async function learnName(
  deps: PlaybackEngineDeps,
  dispatch: (event: EngineEvent) => void,
  uri: string,
  current: Reading,
) {
  const api = deps.api()
  const name = api ? await nameOf(api, uri, current).catch(() => null) : null
  if (name) dispatch({ type: 'context-named', uri, name })
}

/** Learns the order of the tracks of what plays (and its name on the way). */
async function learnOrder(deps: PlaybackEngineDeps, dispatch: (event: EngineEvent) => void, uri: string) {
  const api = deps.api()
  const read = api
    ? await readContextOrder(api, uri).catch((error: unknown) => {
        deps.logger.debug('Could not read the order of what plays', {
          error: meaningOf(error, deps.clock.now()).kind,
        })
        return null
      })
    : null
  if (read?.name) dispatch({ type: 'context-named', uri, name: read.name })
  dispatch({ type: 'context-order-read', uri, tracks: read?.tracks ?? null })
}

/**
 * The engine's hands: requests, timers and the bus, each outcome reported to `dispatch` as the next event. No
 * decision is made here (engine-step.ts makes them all).
 */
export function createEffectRunner(
  deps: PlaybackEngineDeps,
  dispatch: (event: EngineEvent) => void,
  view: () => PlaybackState,
  queue: () => PlayerQueue,
): EffectRunner {
  const { clock, logger, bus } = deps
  const readTimer = createOnceTimer(clock, () => dispatch({ type: 'read-due' }))
  const wakeTimer = createOnceTimer(clock, () => dispatch({ type: 'time-passed' }))
  let reading: { id: number; done: Promise<void> } | null = null
  const failure = (error: unknown) => meaningOf(error, clock.now())

  /** Sends one request of a command and reports how it went. */
  async function settle(id: number, send: (api: ApiClient) => Promise<void>) {
    const api = deps.api()
    let outcome: EngineEvent = { type: 'answered', id }
    try {
      if (!api) outcome = { type: 'failed', id, failure: signedOut }
      else await send(api)
    } catch (error) {
      outcome = { type: 'failed', id, failure: failure(error) }
    }
    dispatch(outcome)
  }

  async function sendPlayer(api: ApiClient, effect: Extract<EngineEffect, { type: 'send' }>) {
    if (effect.transferFirst) {
      await api.player.transferPlayback([effect.transferFirst], { play: false }, interactive)
    }
    await sendCommand(api, effect.command, effect.deviceId ?? undefined)
  }

  const readDevices = (purpose: DevicesPurpose) => readDeviceList(deps, dispatch, purpose)

  function readPlayer(id: number) {
    const done = readPlayerOnce(deps, id).then(dispatch)
    reading = { id, done }
    void done.finally(() => {
      if (reading?.id === id) reading = null
    })
  }

  function run(effect: EngineEffect) {
    switch (effect.type) {
      case 'send': {
        // While Soloist's feed leads, what its socket takes goes there (no request); refused, the Web API sends it.
        const viaWebApi = () => void settle(effect.id, (api) => sendPlayer(api, effect))
        const sent =
          !effect.transferFirst &&
          deps.feed?.send(effect.command, (taken) =>
            taken ? dispatch({ type: 'answered', id: effect.id }) : viaWebApi(),
          )
        return sent ? undefined : viaWebApi()
      }
      case 'save': {
        const { uri, saved, name } = effect.command
        return void settle(effect.id, async () => deps.save(uri, saved, name))
      }
      case 'read-player':
        return readPlayer(effect.id)
      case 'read-devices':
        return void readDevices(effect.purpose)
      case 'check-saved':
        return void learnSaved(deps, dispatch, effect.uri, effect.mark)
      case 'name-context':
        return void learnName(deps, dispatch, effect.uri, effect.reading)
      case 'read-context-order':
        return void learnOrder(deps, dispatch, effect.uri)
      case 'schedule-read':
        return effect.delayMs === null ? readTimer.cancel() : readTimer.schedule(effect.delayMs)
      case 'wake':
        return effect.at === null
          ? wakeTimer.cancel()
          : wakeTimer.schedule(Math.max(0, effect.at - clock.now()))
      case 'publish':
        return bus.emit('playback.state', view())
      case 'devices-changed':
        return bus.emit('devices.changed', effect.list)
      case 'notice':
        return bus.emit('notice', effect.notice)
      case 'queue':
        return void queue().add(effect.uri)
      case 'warn':
        return logger.warn(effect.message, effect.data)
    }
  }

  return {
    carryOut(effect) {
      try {
        run(effect)
      } catch (error) {
        // A listener on the bus threw: the engine goes on with the next effect.
        logger.error('The player could not carry out a step', { effect: effect.type, error: String(error) })
      }
    },
    readDevices,
    readInFlight: () => reading?.done ?? null,
    dispose() {
      readTimer.cancel()
      wakeTimer.cancel()
    },
  }
}
