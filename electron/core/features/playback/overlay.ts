import { confirms } from './commands'
import type { EngineEffect, EngineState, OverlayCommand, OverlayEntry } from './engine-state'
import type { Reading } from './reading'

/**
 * The pending overlay and its channels, as pure functions: every command asked is shown at once on top of the
 * reading, and the last click wins. Commands that set a value (shuffle, repeat, volume, seek, play/pause, the
 * heart of one item) go through a channel: one request of its kind on its way at a time, a newer click replaces
 * the older one still waiting and its prediction, and what the service already has is not sent again. So the
 * screen shows the last thing asked from the moment it is asked, and the service ends in that state.
 */

/** How long an answered prediction stays on screen without a read that confirms it. */
export const PREDICTION_TTL_MS = 4_000
/** A moving slider sends at most this often (4 a second). */
export const SLIDER_INTERVAL_MS = 250

/** The channel where the last click wins; null for commands that each count (three Nexts skip three tracks). */
export function channelOf(command: OverlayCommand): string | null {
  switch (command.kind) {
    case 'shuffle':
    case 'repeat':
    case 'volume':
    case 'seek':
      return command.kind
    case 'pause':
      return 'playing'
    case 'play':
      // Resuming sets "playing"; starting an album or tracks is new work of its own.
      return command.play ? null : 'playing'
    case 'save':
      return `saved:${command.uri}`
    default:
      return null
  }
}

const intervalOf = (command: OverlayCommand): number =>
  command.kind === 'seek' || command.kind === 'volume' ? SLIDER_INTERVAL_MS : 0

/**
 * Whether two commands leave the service in the same state (they are plain data). Never two seeks: the track
 * moved on between them, so the same position asked again is a new place.
 */
const sameEffect = (a: OverlayCommand, b: OverlayCommand): boolean =>
  a.kind !== 'seek' && JSON.stringify(a) === JSON.stringify(b)

/** Adds a command just asked; older ones of its channel give way, shown and waiting alike. */
export function addEntry(state: EngineState, entry: OverlayEntry): EngineState {
  const channel = channelOf(entry.command)
  const kept =
    channel === null ? state.overlay : state.overlay.filter((old) => channelOf(old.command) !== channel)
  return { ...state, overlay: [...kept, entry] }
}

function requestFor(entry: OverlayEntry): EngineEffect {
  return entry.command.kind === 'save'
    ? { type: 'save', id: entry.id, command: entry.command }
    : { type: 'send', id: entry.id, command: entry.command, deviceId: entry.deviceId, transferFirst: null }
}

/** Sends what waits and may go now: its channel has nothing on the way and its interval has passed. */
export function flushChannels(
  state: EngineState,
  now: number,
): { state: EngineState; effects: EngineEffect[] } {
  const effects: EngineEffect[] = []
  let channels = state.channels
  const overlay = state.overlay.map((entry) => {
    if (entry.phase !== 'waiting') return entry
    const key = channelOf(entry.command)
    if (key !== null) {
      const channel = channels[key]
      if (channel?.inFlight || (channel && now < channel.sentAt + intervalOf(entry.command))) return entry
      channels = { ...channels, [key]: { inFlight: { id: entry.id, command: entry.command }, sentAt: now } }
    }
    effects.push(requestFor(entry))
    return { ...entry, phase: 'sent' as const }
  })
  return effects.length ? { state: { ...state, overlay, channels }, effects } : { state, effects }
}

/** The service did it: shown until a read confirms it, or until it expires. */
export function answered(entry: OverlayEntry, now: number): OverlayEntry {
  return { ...entry, phase: 'answered', expiresAt: now + PREDICTION_TTL_MS }
}

/** The channel a request belonged to, and what it sent. */
export function inFlightOf(state: EngineState, id: number): { key: string; command: OverlayCommand } | null {
  for (const [key, channel] of Object.entries(state.channels)) {
    if (channel.inFlight?.id === id) return { key, command: channel.inFlight.command }
  }
  return null
}

/**
 * The request `id` came back. Answered: a click waiting behind it that asks for the same state needs no request
 * of its own (on-off-on while "on" was on its way). Failed for a reason that stops every request (offline, rate
 * limited, a free account): what waits behind it goes too, said once by the failure's notice.
 */
export function releaseChannel(
  state: EngineState,
  id: number,
  outcome: 'answered' | 'failed' | 'stopped',
  now: number,
): EngineState {
  const flight = inFlightOf(state, id)
  if (!flight) return state
  const channel = state.channels[flight.key]!
  const channels = { ...state.channels, [flight.key]: { ...channel, inFlight: null } }
  const overlay = state.overlay.flatMap((entry) => {
    if (entry.phase !== 'waiting' || channelOf(entry.command) !== flight.key) return [entry]
    if (outcome === 'stopped') return []
    if (outcome === 'answered' && sameEffect(entry.command, flight.command)) {
      // A save is done once answered; a player command waits for a read like any answered one.
      return entry.command.kind === 'save' ? [] : [answered(entry, now)]
    }
    return [entry]
  })
  return { ...state, channels, overlay }
}

/** Drops what expired: answered predictions no read confirmed in time. */
export function pruneExpired(state: EngineState, now: number): EngineState {
  const overlay = state.overlay.filter((entry) => entry.expiresAt > now)
  return overlay.length === state.overlay.length ? state : { ...state, overlay }
}

/**
 * Drops what a read shows done. Only answered commands count: a click still waiting or on its way may look done
 * in a read that shows the state before an earlier click (off-on-off while "on" was on its way), and must still
 * be sent and shown.
 */
export function confirmedBy(state: EngineState, reading: Reading | null): EngineState {
  const overlay = state.overlay.filter((entry) => {
    const { command } = entry
    if (command.kind === 'save' || entry.phase !== 'answered') return true
    return !confirms(reading, { ...entry, command })
  })
  return overlay.length === state.overlay.length ? state : { ...state, overlay }
}

/** When time next matters by itself: an answered prediction expires, or a slider's channel may send. */
export function nextWake(state: EngineState): number | null {
  let at: number | null = null
  const consider = (time: number) => {
    if (Number.isFinite(time) && (at === null || time < at)) at = time
  }
  for (const entry of state.overlay) {
    if (entry.phase === 'answered') consider(entry.expiresAt)
    if (entry.phase !== 'waiting') continue
    const key = channelOf(entry.command)
    const channel = key === null ? undefined : state.channels[key]
    if (channel && !channel.inFlight) consider(channel.sentAt + intervalOf(entry.command))
  }
  return at
}

/** Whether a player command is still shown (the read rhythm reads soon after one). */
export const commandsShown = (state: EngineState): boolean =>
  state.overlay.some((entry) => entry.command.kind !== 'save')
