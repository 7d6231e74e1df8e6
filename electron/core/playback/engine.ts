import {
  disallowedReason,
  Generation,
  positionAt,
  type Device,
  type Disallowed,
  type Notice,
  type PlaybackState,
  type PlaybackStatus,
  type Queue,
  type Settings,
} from '../../contract'
import type { ApiClient } from '../api'
import type { Clock, Logger } from '../ports'
import {
  actionOf,
  confirms,
  describeCommand,
  predict,
  sendCommand,
  type PendingCommand,
  type PlayerCommand,
} from './commands'
import { playableToTrack } from '../media/from-wire'
import { meaningOf, whenInWords, type FailureMeaning } from './failures'
import { createPresence, type Presence } from './presence'
import { nextReadDelay } from './read-rhythm'
import { deviceDisallows, readingFromWire, toDevice, type Reading } from './reading'
import { createLatestThrottle, createOnceTimer } from './timer'

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

/** Thrown inside the engine when a command needs the user to choose a device first. */
class NeedsDevice extends Error {}

export interface PlaybackEngine {
  state(): PlaybackState
  /** Sign-in and sign-out: reading starts and stops with the session. */
  setSignedIn(signedIn: boolean): void
  setVisible(viewer: string, visible: boolean): void
  /** Runs one command: the screen changes at once; a failure rolls back with a notice. Never throws. */
  run(command: PlayerCommand): Promise<PlaybackState>
  /**
   * A seek or volume from a moving slider: shown at once, sent at most 4 times a second, the last value
   * always. Answers without waiting for the service.
   */
  runLatest(command: Extract<PlayerCommand, { kind: 'seek' | 'volume' }>): PlaybackState
  togglePlay(): Promise<PlaybackState>
  setSaved(saved: boolean): Promise<PlaybackState>
  addToQueue(uri: string): Promise<Queue>
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
  let saved: { uri: string; value: boolean | null } | null = null
  const contextNames = new Map<string, string>()
  let lastDeviceId: string | null = null
  let devices: { list: Device[]; at: number } | null = null
  let awaitingDevice: { command: PlayerCommand; until: number } | null = null
  let lastCommandAt: number | null = null
  let inFlight: Promise<void> | null = null
  /** Reads in a row the service answered with 5xx. */
  let serverErrors = 0
  /** The last read met a 5xx: the next one comes soon, to tell a passing fault from the service being down. */
  let quickRetry = false
  /** Advances on every command and sign-in change: a read started before it is stale. */
  const reads = new Generation()
  /** Advances when the user saves or removes: an older "is it saved?" answer is then stale. */
  const savedChanges = new Generation()
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

  const premiumWords = () =>
    `Controlling playback needs a Premium account. You can still see what plays and browse your library.`

  const disallowedNow = (current: Reading | null): Disallowed[] => {
    if (readOnly) {
      return (
        ['pause', 'resume', 'seek', 'next', 'previous', 'repeat', 'shuffle', 'transfer', 'volume'] as const
      ).map((action) => ({ action, reason: premiumWords() }))
    }
    const list = [...(current?.disallowed ?? []), ...deviceDisallows(current?.device ?? null)]
    const seen = new Set<string>()
    return list.filter((entry) => !seen.has(entry.action) && seen.add(entry.action))
  }

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
      context: context ? { ...context, name: contextNames.get(context.uri) ?? null } : null,
      saved: track && saved?.uri === track.uri ? saved.value : null,
      disallowed: disallowedNow(current),
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
    if (readOnly) return setStatus('read-only', premiumWords())
    if (reading) return setStatus('ok', null)
    if (devices && devices.list.length === 0) {
      return setStatus(
        'no-device',
        `No device is available. Open Spotify on your phone or computer, then choose it here.`,
      )
    }
    return setStatus('idle', 'Nothing is playing. Pick something to play.')
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
    if (track && track.uri !== previousTrack) void learnAbout(next!)
    if (!next && (!devices || clock.now() - devices.at > DEVICES_STALE_MS)) {
      readDevices('sync').catch((error: unknown) => readFailed(error))
    }
  }

  const failureWords = (meaning: FailureMeaning): string => {
    switch (meaning.kind) {
      case 'offline':
        return `Encore cannot reach ${deps.serviceName()}. What you see may be out of date; it reconnects by itself.`
      case 'rate-limited':
        return meaning.quota
          ? `This app has used up its requests to ${deps.serviceName()} for now. Encore sends nothing until it resumes ${whenInWords(meaning.retryAt, clock.now())}.`
          : `${deps.serviceName()} asked Encore to slow down. It resumes ${whenInWords(meaning.retryAt, clock.now())}.`
      default:
        return ''
    }
  }

  /** A read that failed: what it means for the status. The last state stays on screen. */
  const readFailed = (error: unknown) => {
    const meaning = meaningOf(error, clock.now())
    serverErrors = meaning.kind === 'server-error' ? serverErrors + 1 : 0
    switch (meaning.kind) {
      case 'offline':
        return setStatus('offline', failureWords(meaning))
      case 'server-error':
        // One 5xx may be a passing fault: read again soon; two in a row and the service counts as down.
        if (serverErrors >= 2) return setStatus('offline', failureWords({ kind: 'offline' }))
        quickRetry = true
        return
      case 'rate-limited':
        return setStatus('rate-limited', failureWords(meaning), meaning.retryAt)
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

  /** A new track: whether it is saved, and the name of what it plays from. */
  const learnAbout = async (current: Reading) => {
    const track = current.track
    const api = deps.api()
    if (!track || !api) return
    if (track.id && !track.isLocal && saved?.uri !== track.uri) {
      const mark = savedChanges.mark()
      try {
        const [isSaved] = await api.library.checkSavedTracks([track.id], { lane: 'sync', retries: false })
        // The user's own save or removal meanwhile is newer than this answer.
        if (shown()?.track?.uri === track.uri && savedChanges.isCurrent(mark)) {
          saved = { uri: track.uri, value: isSaved ?? null }
        }
      } catch (error) {
        logger.debug('Could not tell whether the track is saved', { error: meaningOf(error, 0).kind })
      }
    }
    const context = current.context
    if (context && !contextNames.has(context.uri)) {
      const name = await contextName(api, context.uri, current).catch(() => null)
      if (name) {
        if (contextNames.size > 200) contextNames.clear()
        contextNames.set(context.uri, name)
      }
    }
    publish()
  }

  const contextName = async (api: ApiClient, uri: string, current: Reading): Promise<string | null> => {
    const [, type, id] = uri.split(':')
    if (type === 'album' && current.track?.album?.uri === uri) return current.track.album.name
    if (type === 'artist') return current.track?.artists.find((artist) => artist.uri === uri)?.name ?? null
    if (type === 'collection') return 'Your saved tracks'
    if (type === 'playlist' && id) {
      const playlist = await api.playlists.getPlaylist(
        id,
        { fields: 'name' },
        { lane: 'background', retries: false },
      )
      return typeof playlist.name === 'string' ? playlist.name : null
    }
    return null
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

  const tell = (level: Notice['level'], text: string, code?: string) =>
    deps.notice(code ? { level, message: text, code } : { level, message: text })

  /** Why a command must not be sent now, in words; null when it may. */
  const refusalOf = (command: PlayerCommand | null, what: string): { words: string; code: string } | null => {
    const now = clock.now()
    if (!signedIn) return { words: `Sign in to ${what}.`, code: 'NOT_SIGNED_IN' }
    if (status === 'offline') {
      return {
        words: `Encore cannot reach ${deps.serviceName()} right now, so it did not ${what}. Try again once it is back.`,
        code: 'NETWORK',
      }
    }
    if (status === 'rate-limited' && retryAt !== null && now < retryAt) {
      return {
        words: `${deps.serviceName()} asked Encore to wait, so it did not ${what}. Try again ${whenInWords(retryAt, now)}.`,
        code: 'RATE_LIMITED',
      }
    }
    if (!command) return null
    if (readOnly) return { words: premiumWords(), code: 'PREMIUM_REQUIRED' }
    const starts = command.kind === 'play' && command.play !== null
    const reason = starts ? null : disallowedReason({ disallowed: disallowedNow(shown()) }, actionOf(command))
    return reason ? { words: `Encore did not ${what}: ${reason}`, code: 'DISALLOWED' } : null
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
      awaitingDevice = { command, until: clock.now() + AWAIT_DEVICE_MS }
      throw new NeedsDevice()
    }
    if (command.kind === 'play') return sendCommand(api, command, target.id)
    await api.player.transferPlayback([target.id], { play: false }, { lane: 'interactive', retries: false })
    await sendCommand(api, command, undefined)
  }

  /** A command that failed: roll its prediction back and say what failed and why. */
  const commandFailed = (command: PlayerCommand, error: unknown) => {
    const what = describeCommand(command)
    if (error instanceof NeedsDevice) {
      tell('info', 'Choose where to play: no device is playing right now.', 'CHOOSE_DEVICE')
      return
    }
    const meaning = meaningOf(error, clock.now())
    switch (meaning.kind) {
      case 'aborted':
        return
      case 'premium-required':
        readOnly = true
        settledStatus()
        return tell('warning', premiumWords(), 'PREMIUM_REQUIRED')
      case 'offline':
        setStatus('offline', failureWords(meaning))
        return tell('error', `Encore could not ${what}: ${deps.serviceName()} cannot be reached.`, 'NETWORK')
      case 'server-error':
        return tell(
          'error',
          `Encore could not ${what}: ${deps.serviceName()} had a problem; try again.`,
          'SERVICE_ERROR',
        )
      case 'rate-limited':
        setStatus('rate-limited', failureWords(meaning), meaning.retryAt)
        return tell(
          'warning',
          `Encore did not ${what}: ${deps.serviceName()} asked it to wait. Try again ${whenInWords(meaning.retryAt, clock.now())}.`,
          'RATE_LIMITED',
        )
      case 'signed-out':
        return tell('error', `Sign in to ${what}.`, 'NOT_SIGNED_IN')
      case 'no-active-device':
        return tell('info', 'Choose where to play: no device is playing right now.', 'CHOOSE_DEVICE')
      case 'refused':
        return tell('warning', `Encore could not ${what}: ${meaning.words}.`, 'REFUSED')
      case 'other':
        return tell('error', `Encore could not ${what}: ${meaning.words}.`, 'COMMAND_FAILED')
    }
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
      commandFailed(entry.command, error)
    }
    publish()
    reschedule()
  }

  async function run(command: PlayerCommand): Promise<PlaybackState> {
    const refusal = refusalOf(command, describeCommand(command))
    if (refusal) {
      tell('warning', refusal.words, refusal.code)
      return state()
    }
    // The user chose a device in the picker after a play found none: play there.
    const waiting = awaitingDevice
    awaitingDevice = null
    if (command.kind === 'transfer' && waiting?.command.kind === 'play' && waiting.until > clock.now()) {
      await send(predictNow(waiting.command), command.deviceId)
      return state()
    }
    await send(predictNow(command))
    return state()
  }

  const sliders = {
    seek: createLatestThrottle<PendingCommand>(clock, SLIDER_INTERVAL_MS, (entry) => void send(entry)),
    volume: createLatestThrottle<PendingCommand>(clock, SLIDER_INTERVAL_MS, (entry) => void send(entry)),
  }

  function runLatest(command: Extract<PlayerCommand, { kind: 'seek' | 'volume' }>): PlaybackState {
    const refusal = refusalOf(command, describeCommand(command))
    if (refusal) {
      tell('warning', refusal.words, refusal.code)
      return state()
    }
    sliders[command.kind].push(predictNow(command))
    return state()
  }

  async function setSaved(value: boolean): Promise<PlaybackState> {
    const what = value ? 'save the track' : 'remove the track from your library'
    const track = shown()?.track
    const refusal = refusalOf(null, what)
    if (refusal) {
      tell('warning', refusal.words, refusal.code)
      return state()
    }
    const api = deps.api()
    if (!api) return state()
    if (!track?.id || track.isLocal) {
      tell('info', 'Nothing is playing that could be saved.', 'NOTHING_PLAYING')
      return state()
    }
    const before = saved
    savedChanges.advance()
    saved = { uri: track.uri, value }
    publish()
    try {
      const options = { lane: 'interactive' as const, retries: false as const }
      if (value) await api.library.saveTracks([track.id], options)
      else await api.library.removeSavedTracks([track.id], options)
    } catch (error) {
      if (saved?.uri === track.uri) saved = before
      commandFailedWords(what, error)
    }
    publish()
    return state()
  }

  /** Failures of work that is not a player command (saving, queueing): a notice, nothing to roll back here. */
  const commandFailedWords = (what: string, error: unknown) => {
    const meaning = meaningOf(error, clock.now())
    if (meaning.kind === 'aborted') return
    if (meaning.kind === 'no-active-device') {
      return tell('info', 'Choose where to play: no device is playing right now.', 'CHOOSE_DEVICE')
    }
    if (meaning.kind === 'offline' || meaning.kind === 'server-error') {
      return tell('error', `Encore could not ${what}: ${deps.serviceName()} cannot be reached.`, 'NETWORK')
    }
    if (meaning.kind === 'rate-limited') {
      setStatus('rate-limited', failureWords(meaning), meaning.retryAt)
      return tell('warning', `Encore did not ${what}: ${failureWords(meaning)}`, 'RATE_LIMITED')
    }
    if (meaning.kind === 'premium-required') return tell('warning', premiumWords(), 'PREMIUM_REQUIRED')
    const words = meaning.kind === 'refused' || meaning.kind === 'other' ? meaning.words : 'it was refused'
    tell('error', `Encore could not ${what}: ${words}.`, 'COMMAND_FAILED')
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
    saved = null
    devices = null
    awaitingDevice = null
    readOnly = false
    contextNames.clear()
    if (!next) {
      timer.cancel()
      sliders.seek.cancel()
      sliders.volume.cancel()
      lastDeviceId = null
      setStatus('signed-out', 'Sign in to see and control what plays.')
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
    run,
    runLatest,
    togglePlay: () => run(shown()?.isPlaying ? { kind: 'pause' } : { kind: 'play', play: null }),
    setSaved,
    async addToQueue(uri) {
      const refusal = refusalOf(null, 'add that to the queue')
      const api = deps.api()
      if (refusal || !api) {
        if (refusal) tell('warning', refusal.words, refusal.code)
        return { upNext: [] }
      }
      try {
        await api.player.addToQueue(uri, {}, { lane: 'interactive', retries: false })
        tell('info', 'Added to the queue.', 'QUEUED')
        return await readQueue(api)
      } catch (error) {
        commandFailedWords('add that to the queue', error)
        return { upNext: [] }
      }
    },
    async devices() {
      const refusal = refusalOf(null, 'list your devices')
      if (refusal) {
        tell('warning', refusal.words, refusal.code)
        return devices?.list ?? []
      }
      try {
        return await readDevices('interactive')
      } catch (error) {
        commandFailedWords('list your devices', error)
        return devices?.list ?? []
      }
    },
    async queue() {
      const api = deps.api()
      if (!api || refusalOf(null, 'read the queue')) return { upNext: [] }
      try {
        return await readQueue(api)
      } catch (error) {
        commandFailedWords('read the queue', error)
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
