import {
  Generation,
  positionAt,
  type Device,
  type Notice,
  type PlaybackState,
  type PlaybackStatus,
  type Queue,
  type Settings,
} from '../../contract'
import type { ApiClient } from '../api'
import type { Clock, Logger } from '../ports'
import {
  confirms,
  describeCommand,
  predict,
  sendCommand,
  type PendingCommand,
  type PlayerCommand,
} from './commands'
import { playableToTrack } from '../media/from-wire'
import { meaningOf, type FailureMeaning } from './failures'
import { createPresence, type Presence } from './presence'
import { nextReadDelay } from './read-rhythm'
import { readingFromWire, toDevice, type Reading } from './reading'
import { createLatestThrottle, createOnceTimer } from './timer'
import { createTrackFacts } from './track-facts'
import {
  CHOOSE_DEVICE_NOTICE,
  disallowedFor,
  failureNotice,
  IDLE_WORDS,
  NO_DEVICE_WORDS,
  PREMIUM_WORDS,
  refusalNotice,
  SIGNED_OUT_WORDS,
  statusWords,
} from './words'

export interface PlaybackEngineDeps {
  /** The signed-in session's API client; undefined while nobody is signed in. */
  api(): ApiClient | undefined
  clock: Clock
  logger: Logger
  settings(): Pick<Settings, 'polling'>
  /** "Spotify" or "the demo service", for messages. */
  serviceName(): string
  emitState(state: PlaybackState): void
  emitDevices(devices: Device[]): void
  emitQueue(queue: Queue): void
  notice(notice: Notice): void
  /** The player saved or removed a track (its heart, the tray, a hotkey): the library follows. */
  savedChanged?(uri: string, saved: boolean): void
}

/** How long a prediction stays on screen without a read that confirms it. */
export const PREDICTION_TTL_MS = 4_000
/** A play that found no device waits this long for the user to choose one in the picker. */
const AWAIT_DEVICE_MS = 120_000
/** On "nothing playing", the device list is read again at most this often (to tell idle from no device). */
const DEVICES_STALE_MS = 60_000
/** After one 5xx, the next read comes this soon. */
const SERVER_ERROR_RETRY_MS = 1_000
/** A moving slider sends at most this often (4 a second). */
const SLIDER_INTERVAL_MS = 250
/** Reads time out sooner than other requests: the next one comes soon, and offline must show within 5 s. */
const READ_TIMEOUT_MS = 4_000

/** What waits for the user to choose a device: a command (a play), or a track to queue. */
type WaitingForDevice = { kind: 'command'; command: PlayerCommand } | { kind: 'queue'; uri: string }

/** Thrown inside the engine when a command needs the user to choose a device first. */
class NeedsDevice extends Error {}

export interface PlaybackEngine {
  state(): PlaybackState
  /** Sign-in and sign-out: reading starts and stops with the session. */
  setSignedIn(signedIn: boolean): void
  setVisible(viewer: string, visible: boolean): void
  /** Hears whether any window or page shows the player, each time that may have changed. */
  onPresence(listener: (anyVisible: boolean) => void): () => void
  /** Runs one command: the screen changes at once; a failure rolls back with a notice. Never throws. */
  run(command: PlayerCommand): Promise<PlaybackState>
  /**
   * A seek or volume from a moving slider: shown at once, sent at most 4 times a second, the last value
   * always. Answers without waiting for the service.
   */
  runLatest(command: Extract<PlayerCommand, { kind: 'seek' | 'volume' }>): PlaybackState
  togglePlay(): Promise<PlaybackState>
  setSaved(saved: boolean): Promise<PlaybackState>
  /** Saved or removed elsewhere in Encore (the library window): the heart follows when it is this track. */
  learnSaved(uri: string, saved: boolean): void
  /** Adds to the queue; with no device playing, asks the user to choose one and queues there. */
  addToQueue(uri: string): Promise<Queue>
  /** The device picker closed without a choice: forget what was waiting for a device. */
  cancelWaiting(): void
  devices(): Promise<Device[]>
  queue(): Promise<Queue>
  /** Reads the player now (on the sync lane), unless a read is already under way. */
  refresh(): Promise<void>
  dispose(): void
}

/**
 * The one source of truth for the player: a confirmed reading, predictions of commands not yet confirmed on
 * top of it, and a read rhythm computed from what the screen needs. Decisions are pure functions (reading.ts,
 * commands.ts, read-rhythm.ts, failures.ts); this driver does the I/O.
 */
export function createPlaybackEngine(deps: PlaybackEngineDeps): PlaybackEngine {
  const { clock, logger } = deps
  let signedIn = false
  let reading: Reading | null = null
  let readAt: number | null = null
  let pending: PendingCommand[] = []
  let status: PlaybackStatus = 'signed-out'
  let message: string | null = null
  let retryAt: number | null = null
  /** A free account: the service refused a command with PREMIUM_REQUIRED during this session. */
  let readOnly = false
  const facts = createTrackFacts(logger)
  let lastDeviceId: string | null = null
  let devices: { list: Device[]; at: number } | null = null
  /** What the user asked for when no device played, done on the device they choose next (or forgotten). */
  let awaitingDevice: { waiting: WaitingForDevice; until: number } | null = null
  let lastCommandAt: number | null = null
  let inFlight: Promise<void> | null = null
  /** Reads in a row the service answered with 5xx. */
  let serverErrors = 0
  /** The last read met a 5xx: the next one comes soon, to tell a passing fault from the service being down. */
  let quickRetry = false
  /** Advances on every command and sign-in change: a read started before it is stale. */
  const reads = new Generation()
  const presence: Presence = createPresence(clock)
  const timer = createOnceTimer(clock, () => void refresh())

  // ---- the state the page sees ------------------------------------------------------------------------

  const livePending = () => {
    const now = clock.now()
    pending = pending.filter((entry) => entry.expiresAt > now)
    return pending
  }

  /** The reading with every live prediction applied on top. */
  const shown = (): Reading | null =>
    livePending().reduce<Reading | null>(
      (base, entry) => predict(base, entry.command, entry.issuedAt),
      reading,
    )

  const state = (): PlaybackState => {
    const current = shown()
    const track = current?.track ?? null
    const context = current?.context ?? null
    return {
      status,
      message,
      track,
      progressMs: current?.progressMs ?? 0,
      sampledAt: current?.sampledAt ?? clock.now(),
      isPlaying: current?.isPlaying ?? false,
      device: current?.device ?? null,
      repeat: current?.repeat ?? 'off',
      shuffle: current?.shuffle ?? false,
      context: context ? { ...context, name: facts.contextName(context.uri) } : null,
      saved: track ? facts.saved(track.uri) : null,
      disallowed: disallowedFor(current, readOnly),
      readAt,
      retryAt,
    }
  }

  const publish = () => deps.emitState(state())

  const setStatus = (next: PlaybackStatus, words: string | null, until: number | null = null) => {
    status = next
    message = words
    retryAt = until
  }

  /** The status a successful read leads to. */
  const settledStatus = () => {
    if (readOnly) return setStatus('read-only', PREMIUM_WORDS)
    if (reading) return setStatus('ok', null)
    if (devices && devices.list.length === 0) return setStatus('no-device', NO_DEVICE_WORDS)
    return setStatus('idle', IDLE_WORDS)
  }

  // ---- the read rhythm ----------------------------------------------------------------------------------

  const reschedule = () => {
    if (!signedIn) return timer.cancel()
    const now = clock.now()
    const current = shown()
    const duration = current?.track?.durationMs ?? 0
    const delay = nextReadDelay({
      status,
      isPlaying: current?.isPlaying ?? false,
      visible: presence.anyVisible(),
      remainingMs:
        current?.isPlaying && duration > 0 ? Math.max(0, duration - positionAt(current, now)) : null,
      commandPendingForMs: pending.length && lastCommandAt !== null ? now - lastCommandAt : null,
      retryInMs: retryAt === null ? null : retryAt - now,
      pausedSeconds: deps.settings().polling.pausedSeconds,
      hiddenSeconds: deps.settings().polling.hiddenSeconds,
    })
    if (delay === null) return timer.cancel()
    timer.schedule(quickRetry ? Math.min(delay, SERVER_ERROR_RETRY_MS) : delay)
    quickRetry = false
  }

  presence.onChange(() => {
    // Someone opened the player and what we have is not fresh: read now rather than at the old rhythm.
    if (presence.anyVisible() && (readAt === null || clock.now() - readAt > 2_000)) void refresh()
    else reschedule()
  })

  // ---- reads ----------------------------------------------------------------------------------------------

  const applyReading = (next: Reading | null) => {
    const previousTrack = shown()?.track?.uri ?? null
    reading = next
    readAt = clock.now()
    if (next?.device) lastDeviceId = next.device.id
    pending = livePending().filter((entry) => !confirms(next, entry))
    settledStatus()
    const track = next?.track ?? null
    const api = deps.api()
    if (track && track.uri !== previousTrack && api) {
      void facts.learn(api, next!, () => shown()?.track?.uri ?? null).then(publish)
    }
    if (!next && (!devices || clock.now() - devices.at > DEVICES_STALE_MS)) {
      readDevices('sync').catch((error: unknown) => readFailed(error))
    }
  }

  /** The status an unreachable or rate-limiting service leaves the player in. */
  const statusAfter = (meaning: Extract<FailureMeaning, { kind: 'offline' | 'rate-limited' }>) =>
    meaning.kind === 'offline'
      ? setStatus('offline', statusWords(meaning, deps.serviceName(), clock.now()))
      : setStatus('rate-limited', statusWords(meaning, deps.serviceName(), clock.now()), meaning.retryAt)

  /** A read that failed: what it means for the status. The last state stays on screen. */
  const readFailed = (error: unknown) => {
    const meaning = meaningOf(error, clock.now())
    serverErrors = meaning.kind === 'server-error' ? serverErrors + 1 : 0
    switch (meaning.kind) {
      case 'offline':
      case 'rate-limited':
        return statusAfter(meaning)
      case 'server-error':
        // One 5xx may be a passing fault: read again soon; two in a row and the service counts as down.
        if (serverErrors >= 2) return statusAfter({ kind: 'offline' })
        quickRetry = true
        return
      case 'signed-out':
      case 'aborted':
        return
      default:
        logger.warn('Reading the player failed', { error: 'words' in meaning ? meaning.words : meaning.kind })
    }
  }

  async function refresh(): Promise<void> {
    if (!signedIn) return
    if (status === 'rate-limited' && retryAt !== null && clock.now() < retryAt) return reschedule()
    if (inFlight) return inFlight
    const api = deps.api()
    if (!api) return
    const mark = reads.mark()
    const startedAt = clock.now()
    inFlight = (async () => {
      try {
        const wire = await api.player.getPlaybackState(
          {},
          { lane: 'sync', retries: false, timeoutMs: READ_TIMEOUT_MS },
        )
        if (!reads.isCurrent(mark)) return // a command went out meanwhile: this answer may predate it
        serverErrors = 0
        applyReading(readingFromWire(wire, (startedAt + clock.now()) / 2))
      } catch (error) {
        if (reads.isCurrent(mark)) readFailed(error)
      } finally {
        inFlight = null
        if (signedIn) {
          publish()
          reschedule()
        }
      }
    })()
    return inFlight
  }

  const readDevices = async (lane: 'interactive' | 'sync'): Promise<Device[]> => {
    const api = deps.api()
    if (!api) return []
    const list = (await api.player.getDevices({ lane, retries: false }))
      .map(toDevice)
      .filter((device): device is Device => device !== null)
    devices = { list, at: clock.now() }
    deps.emitDevices(list)
    if (!reading && (status === 'idle' || status === 'no-device')) {
      settledStatus()
      publish()
    }
    return list
  }

  // ---- commands -----------------------------------------------------------------------------------------

  /** Why work must not be sent now, said as a notice; true when it was refused. */
  const refused = (command: PlayerCommand | null, what: string, quiet = false): boolean => {
    const notice = refusalNotice({
      signedIn,
      status,
      retryAt,
      readOnly,
      disallowed: disallowedFor(shown(), readOnly),
      command,
      what,
      service: deps.serviceName(),
      now: clock.now(),
    })
    if (notice && !quiet) deps.notice(notice)
    return notice !== null
  }

  /** Sends a command; on "no active device" moves to the last device used and tries once more. */
  const sendWithRecovery = async (api: ApiClient, command: PlayerCommand) => {
    try {
      await sendCommand(api, command, undefined)
      return
    } catch (error) {
      if (meaningOf(error, clock.now()).kind !== 'no-active-device' || command.kind === 'transfer')
        throw error
    }
    const list = await readDevices('interactive')
    const target = list.find((device) => device.id === lastDeviceId && !device.isRestricted)
    if (!target) {
      awaitingDevice = { waiting: { kind: 'command', command }, until: clock.now() + AWAIT_DEVICE_MS }
      throw new NeedsDevice()
    }
    if (command.kind === 'play') return sendCommand(api, command, target.id)
    await api.player.transferPlayback([target.id], { play: false }, { lane: 'interactive', retries: false })
    await sendCommand(api, command, undefined)
  }

  /** Work that failed (a command, a save, a queue): what it means for the player, and the notice that says so. */
  const failed = (what: string, error: unknown) => {
    if (error instanceof NeedsDevice) return deps.notice(CHOOSE_DEVICE_NOTICE)
    const meaning = meaningOf(error, clock.now())
    if (meaning.kind === 'premium-required') {
      readOnly = true
      settledStatus()
    }
    if (meaning.kind === 'offline' || meaning.kind === 'rate-limited') statusAfter(meaning)
    const notice = failureNotice(what, meaning, deps.serviceName(), clock.now())
    if (notice) deps.notice(notice)
  }

  /** Shows the prediction at once; answers the entry so a failure can take exactly it back. */
  const predictNow = (command: PlayerCommand): PendingCommand => {
    const now = clock.now()
    const entry: PendingCommand = {
      command,
      before: shown(),
      issuedAt: now,
      expiresAt: now + PREDICTION_TTL_MS,
    }
    // A newer seek or volume replaces an older one still waiting.
    pending = [
      ...livePending().filter((old) => old.command.kind !== command.kind || !replaceable(command)),
      entry,
    ]
    reads.advance()
    publish()
    return entry
  }

  const replaceable = (command: PlayerCommand) => command.kind === 'seek' || command.kind === 'volume'

  /** Sends a predicted command (to `target` when given) and settles it: kept until confirmed, or rolled back. */
  const send = async (entry: PendingCommand, target?: string) => {
    const api = deps.api()
    if (!api) return
    try {
      if (target) await sendCommand(api, entry.command, target)
      else await sendWithRecovery(api, entry.command)
      lastCommandAt = clock.now()
    } catch (error) {
      pending = pending.filter((candidate) => candidate !== entry)
      failed(describeCommand(entry.command), error)
    }
    publish()
    reschedule()
  }

  async function run(command: PlayerCommand): Promise<PlaybackState> {
    if (refused(command, describeCommand(command))) return state()
    // The user chose a device in the picker after a play (or a queue) found none: do it there.
    const waiting = awaitingDevice && awaitingDevice.until > clock.now() ? awaitingDevice.waiting : null
    awaitingDevice = null
    if (command.kind === 'transfer' && waiting?.kind === 'command' && waiting.command.kind === 'play') {
      await send(predictNow(waiting.command), command.deviceId)
      return state()
    }
    await send(predictNow(command))
    if (command.kind === 'transfer' && waiting?.kind === 'queue') await queueNow(waiting.uri)
    return state()
  }

  const sliders = {
    seek: createLatestThrottle<PendingCommand>(clock, SLIDER_INTERVAL_MS, (entry) => void send(entry)),
    volume: createLatestThrottle<PendingCommand>(clock, SLIDER_INTERVAL_MS, (entry) => void send(entry)),
  }

  function runLatest(command: Extract<PlayerCommand, { kind: 'seek' | 'volume' }>): PlaybackState {
    if (refused(command, describeCommand(command))) return state()
    sliders[command.kind].push(predictNow(command))
    return state()
  }

  async function setSaved(value: boolean): Promise<PlaybackState> {
    const what = value ? 'save the track' : 'remove the track from your library'
    const track = shown()?.track
    if (refused(null, what)) return state()
    const api = deps.api()
    if (!api) return state()
    if (!track?.id || track.isLocal) {
      deps.notice({
        level: 'info',
        message: 'Nothing is playing that could be saved.',
        code: 'NOTHING_PLAYING',
      })
      return state()
    }
    const before = facts.setSaved(track.uri, value)
    publish()
    try {
      const options = { lane: 'interactive' as const, retries: false as const }
      if (value) await api.library.saveTracks([track.id], options)
      else await api.library.removeSavedTracks([track.id], options)
      deps.savedChanged?.(track.uri, value)
    } catch (error) {
      facts.restoreSaved(before, track.uri)
      failed(what, error)
    }
    publish()
    return state()
  }

  async function queueNow(uri: string): Promise<Queue> {
    const api = deps.api()
    if (refused(null, 'add that to the queue') || !api) return { upNext: [] }
    try {
      await api.player.addToQueue(uri, {}, { lane: 'interactive', retries: false })
      deps.notice({ level: 'info', message: 'Added to the queue.', code: 'QUEUED' })
      return await readQueue(api)
    } catch (error) {
      if (meaningOf(error, clock.now()).kind === 'no-active-device') {
        awaitingDevice = { waiting: { kind: 'queue', uri }, until: clock.now() + AWAIT_DEVICE_MS }
      }
      failed('add that to the queue', error)
      return { upNext: [] }
    }
  }

  const readQueue = async (api: ApiClient): Promise<Queue> => {
    const answer = await api.player.getQueue({ lane: 'interactive', retries: false })
    const queue: Queue = { upNext: answer.queue.map(playableToTrack) }
    deps.emitQueue(queue)
    return queue
  }

  function setSignedIn(next: boolean) {
    if (next === signedIn) return
    signedIn = next
    reads.advance()
    reading = null
    readAt = null
    pending = []
    devices = null
    awaitingDevice = null
    readOnly = false
    facts.clear()
    if (!next) {
      timer.cancel()
      sliders.seek.cancel()
      sliders.volume.cancel()
      lastDeviceId = null
      setStatus('signed-out', SIGNED_OUT_WORDS)
      publish()
      return
    }
    setStatus('ok', null)
    publish()
    void refresh()
  }

  return {
    state,
    setSignedIn,
    setVisible: (viewer, visible) => presence.set(viewer, visible),
    onPresence: (listener) => presence.onChange(() => listener(presence.anyVisible())),
    run,
    runLatest,
    togglePlay: () => run(shown()?.isPlaying ? { kind: 'pause' } : { kind: 'play', play: null }),
    setSaved,
    learnSaved(uri, value) {
      if (shown()?.track?.uri !== uri) return
      facts.setSaved(uri, value)
      publish()
    },
    addToQueue: queueNow,
    cancelWaiting() {
      awaitingDevice = null
    },
    async devices() {
      if (refused(null, 'list your devices')) return devices?.list ?? []
      try {
        return await readDevices('interactive')
      } catch (error) {
        failed('list your devices', error)
        return devices?.list ?? []
      }
    },
    async queue() {
      const api = deps.api()
      if (!api || refused(null, 'read the queue', true)) return { upNext: [] }
      try {
        return await readQueue(api)
      } catch (error) {
        failed('read the queue', error)
        return { upNext: [] }
      }
    },
    refresh,
    dispose() {
      timer.cancel()
      sliders.seek.cancel()
      sliders.volume.cancel()
      presence.dispose()
      signedIn = false
    },
  }
}
