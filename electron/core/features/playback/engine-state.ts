import type {
  Device,
  Notice,
  PlaybackState,
  PlaybackStatus,
  PlayerCommandCall,
  RequestSaving,
  Settings,
  ShownLanguage,
  Track,
} from '../../../contract'
import type { Event } from '../../base/emitter'
import { predict, type PlayerCommand } from './commands'
import type { FailureMeaning } from '../../service/failures'
import type { Doing } from './playback-words'
import type { Reading } from './reading'
import { saveUriOf, type SaveCommand } from './save-target'
import type { PlayedItem } from './played-before'
import { rolledOnReading, type RolledOn, type UpNext } from './up-next'
import type { ContextOrders } from './context-order'
import { disallowedFor } from './words'

/**
 * The player as data: everything the engine knows and waits for, in one immutable value that `step` moves from
 * one event to the next (engine-step.ts). The driver (engine.ts) only runs the effects and reports what
 * happened as events.
 */

/** What a step may read besides the state and the event: the time, the polling settings, the service's name. */
export interface StepEnv {
  now: number
  /** How hard the day's request budget asks to save now, and when it frees (read-rhythm.ts). */
  saving: { level: RequestSaving; freeAt: number }
  polling: Settings['polling']
  /** "Spotify" or "the demo service", for messages. */
  service: string
  /** The language the player speaks in now (Settings', else the system's). */
  language: ShownLanguage
}

/** What the engine can be asked to do: a player command, or the heart on what plays now. */
export type EngineCommand = PlayerCommand | { kind: 'save'; saved: boolean }

/** A command as the overlay holds it: the heart's names the item it saves. */
export type OverlayCommand = PlayerCommand | SaveCommand

/**
 * Where a command is in its life: `waiting` for its channel (an earlier one of its kind is on its way, or a
 * slider's interval has not passed), `sent`, `recovering` (no active device: moving to the last one), or
 * `answered` by the service and shown until a read confirms it or it expires.
 */
export type EntryPhase = 'waiting' | 'sent' | 'recovering' | 'answered'

/** One command shown on screen (its prediction) and not yet confirmed by a read. */
export interface OverlayEntry {
  id: number
  command: OverlayCommand
  /** The driver's ticket of the call that asked (the caller waits until the entry settles). */
  ticket: number | null
  /** What was shown when it was asked (a skip is confirmed by another track, or the same one started over). */
  before: Reading | null
  issuedAt: number
  phase: EntryPhase
  /** Gives way to what the service says after this; never while the service has not answered. */
  expiresAt: number
  /** The device to send it to (the one chosen in the picker, or the last one used). */
  deviceId: string | null
  /** Sent once more after "no active device" already, or to a chosen device: another such failure is final. */
  recovered: boolean
  /** A track to queue once this (a move to the chosen device) is done. */
  thenQueue: string | null
  /**
   * Next: the queue's item it shows at once (read before it was asked); Previous: the item played before, or
   * `restart`; null when Encore could not tell.
   */
  coming: Track | 'restart' | null
}

/** One channel of commands where the last click wins: at most one request on its way at a time. */
export interface Channel {
  inFlight: { id: number; command: OverlayCommand } | null
  /** When its last request went (seek and volume send at most every 250 ms). */
  sentAt: number
}

/** What the user asked for when no device played, done on the device they choose next (or forgotten). */
export type WaitingForDevice = { kind: 'command'; command: PlayerCommand } | { kind: 'queue'; uri: string }

/**
 * Who shows the player: nobody (`hidden`), a window or page without the focus (`unfocused`: seen, not worked
 * with; reads every 15 s and at each track's end), or one with the focus (`visible`). The read rhythm takes it
 * from here.
 */
export type Visibility = 'hidden' | 'unfocused' | 'visible'

export interface EngineState {
  /** Who is signed in ("demo/user-id"); null while nobody is, and nothing is read or sent. */
  session: string | null
  /** The last read the service confirmed; null for "nothing loaded on any device" (or no read yet). */
  reading: Reading | null
  readAt: number | null
  status: PlaybackStatus
  message: string | null
  /** While rate-limited: when reads and commands may go again. */
  retryAt: number | null
  /** What the day's budget does to updates, in words; null while it does nothing to the player. */
  saving: string | null
  /** Since when the service cannot be reached (the status turned `offline`); null while it can. */
  offlineSince: number | null
  /** A free account: the service refused a command with PREMIUM_REQUIRED during this session. */
  readOnly: boolean
  /** Commands shown on top of the reading until a read confirms them, oldest first. */
  overlay: readonly OverlayEntry[]
  channels: Readonly<Record<string, Channel>>
  rhythm: {
    /** The read on its way (its sequence number). */
    inFlight: number | null
    /** Reads in a row the service answered with 5xx. */
    serverErrors: number
    /** The last read met a 5xx: the next comes soon, to tell a passing fault from the service being down. */
    quickRetry: boolean
    /** When the service last answered a command. */
    lastCommandAt: number | null
  }
  devices: { list: Device[]; at: number } | null
  lastDeviceId: string | null
  awaiting: { waiting: WaitingForDevice; until: number } | null
  visibility: Visibility
  /** Whether the item that plays is saved, as the service (or the library window) last said. */
  saved: { uri: string; value: boolean | null } | null
  /** Advances when the user saves or removes: an older "is it saved?" answer is then stale. */
  savedMark: number
  /** Names of contexts played lately (albums, playlists), by uri. */
  contextNames: Readonly<Record<string, string>>
  /** Numbers reads and commands in the order they started. */
  seq: number
  /** The sequence number of the last player command asked: a read started before it may predate it. */
  lastAskedSeq: number
  /** When time next matters by itself (an overlay entry expires, a slider's channel may send). */
  wakeAt: number | null
  /** The queue as last read, and what played then: Next shows its next item at once (upNextCursor). */
  upNext: UpNext | null
  /** The albums played lately in their order (context-order.ts): Next and Previous show the neighbour at once. */
  contextOrders: ContextOrders
  /** This session's items as the reads showed them: Previous shows the one before at once. */
  played: readonly PlayedItem[]
  /** The reading's item ended while it played: the queue's next item shows from then until a read says. */
  rolledOn: RolledOn | null
  /**
   * Soloist's live feed leads (core/features/soloist/feed-lead.ts): its events stand in for every read of the player,
   * and the read rhythm rests until the feed stops leading.
   */
  feedLeads: boolean
  /** The last volume heard above zero on what plays (call-step.ts): what Unmute goes back to; null: none yet. */
  audibleVolume: number | null
}

export const initialEngineState: EngineState = {
  session: null,
  reading: null,
  readAt: null,
  status: 'signed-out',
  message: null,
  retryAt: null,
  saving: null,
  offlineSince: null,
  readOnly: false,
  overlay: [],
  channels: {},
  rhythm: { inFlight: null, serverErrors: 0, quickRetry: false, lastCommandAt: null },
  devices: null,
  lastDeviceId: null,
  awaiting: null,
  visibility: 'hidden',
  saved: null,
  savedMark: 0,
  contextNames: {},
  seq: 0,
  lastAskedSeq: 0,
  wakeAt: null,
  upNext: null,
  contextOrders: {},
  played: [],
  rolledOn: null,
  feedLeads: false,
  audibleVolume: null,
}

/** Why a devices read was made: the status (nothing plays), the picker, or a command moving to the last device. */
export type DevicesPurpose = { kind: 'status' } | { kind: 'list' } | { kind: 'recover'; id: number }

/** What Soloist's feed says to the engine: a read of the player and what comes next, or that it does not lead. */
/** `upNext` null: the feed has not said what comes next yet, and the queue Encore last knew stands. */
export type EngineFeedLead =
  { leads: true; reading: Reading; upNext: readonly Track[] | null } | { leads: false }

/**
 * Soloist's live feed as the engine uses it (core/features/soloist implements it): who leads, a command sent over its
 * socket, and what the Web API said of the active device.
 */
export interface PlayerFeed {
  /** Who leads now; `known` and `lastShown` let it name this Soloist's device as the Web API knows it. */
  lead(known: readonly Device[], lastShown: Device | null): EngineFeedLead
  /** Hears each change of the feed. */
  onChange: Event<void>
  /**
   * Sends the command over the feed's socket; false when the feed does not lead or cannot take this command.
   * Once sent, `settled` is told (once, before the feed tells of the change) whether Soloist took it (its next
   * event, or no word back in time) or refused it (an error event, the socket gone): the Web API sends it then.
   */
  send(command: PlayerCommand, settled: (taken: boolean) => void): boolean
  /**
   * Hands Soloist one track or episode for its own queue (`add_to_queue`: no request), the same way: false when
   * the feed does not lead (This computer does not play) and the Web API adds it instead.
   */
  queue(uri: string, settled: (taken: boolean) => void): boolean
  /** A read of the Web API named this device as the one playing (null: none). */
  activeDevice(device: Device | null): void
}

export type EngineEvent =
  /** `lastDeviceId`: the device that last played for this session's user, as kept from before (null: none). */
  | { type: 'session-changed'; session: string | null; lastDeviceId?: string | null }
  /** `focused` absent: as focused (a viewer that says nothing of focus). */
  | { type: 'visibility-changed'; visible: boolean; focused?: boolean }
  /** The read timer fired, or someone asked for a read now. */
  | { type: 'read-due' }
  | { type: 'read-arrived'; id: number; reading: Reading | null }
  | { type: 'read-failed'; id: number; failure: FailureMeaning }
  | { type: 'devices-read'; purpose: DevicesPurpose; list: Device[] }
  | { type: 'devices-failed'; purpose: DevicesPurpose; failure: FailureMeaning }
  | { type: 'asked'; command: EngineCommand; ticket?: number }
  /** One of the player's commands by id: the step decides what it comes to (call-step.ts). */
  | { type: 'called'; call: PlayerCommandCall; ticket?: number }
  | { type: 'answered'; id: number }
  | { type: 'failed'; id: number; failure: FailureMeaning }
  /** Other work failed (listing devices, the queue); `queueUri` when adding it found no device. */
  | { type: 'work-failed'; what: Doing; failure: FailureMeaning; queueUri?: string }
  | { type: 'time-passed' }
  /** The device picker closed without a choice. */
  | { type: 'picker-closed' }
  | { type: 'saved-learned'; uri: string; saved: boolean | null; mark: number }
  /** Saved or removed elsewhere in Encore (the library window). */
  | { type: 'saved-elsewhere'; uris: readonly string[]; saved: boolean }
  | { type: 'context-named'; uri: string; name: string }
  /** The queue was read (for the page, or after adding to it). */
  | { type: 'queue-read'; tracks: readonly Track[] }
  /** An album's tracks in order were read (null: they could not be). */
  | { type: 'context-order-read'; uri: string; tracks: readonly Track[] | null }
  /** Soloist's feed changed: what it shows while it leads, or that the read rhythm leads again. */
  | { type: 'feed-changed'; lead: EngineFeedLead }

export type EngineEffect =
  | {
      type: 'send'
      id: number
      command: PlayerCommand
      deviceId: string | null
      transferFirst: string | null
    }
  | { type: 'save'; id: number; command: SaveCommand }
  | { type: 'read-player'; id: number }
  | { type: 'read-devices'; purpose: DevicesPurpose }
  | { type: 'check-saved'; uri: string; mark: number }
  | { type: 'name-context'; uri: string; reading: Reading }
  | { type: 'read-context-order'; uri: string }
  | { type: 'schedule-read'; delayMs: number | null }
  | { type: 'wake'; at: number | null }
  | { type: 'publish' }
  | { type: 'devices-changed'; list: Device[] }
  | { type: 'notice'; notice: Notice }
  | { type: 'queue'; uri: string }
  | { type: 'warn'; message: string; data: Record<string, unknown> }

/** The reading with every command still shown applied on top, oldest first. */
export function shownReading(state: EngineState): Reading | null {
  let shown = rolledOnReading(state.reading, state.rolledOn)
  for (const entry of state.overlay) {
    if (entry.command.kind !== 'save') shown = predict(shown, entry.command, entry.issuedAt, entry.coming)
  }
  return shown
}

/** The state the page sees. A function of the state alone, so two states that look alike publish once. */
export function viewOf(state: EngineState): PlaybackState {
  const current = shownReading(state)
  const track = current?.track ?? null
  const context = current?.context ?? null
  return {
    status: state.status,
    message: state.message,
    track,
    itemType: current?.itemType ?? 'track',
    show: current?.show ?? null,
    progressMs: current?.progressMs ?? 0,
    sampledAt: current?.sampledAt ?? state.readAt ?? 0,
    isPlaying: current?.isPlaying ?? false,
    device: current?.device ?? null,
    repeat: current?.repeat ?? 'off',
    shuffle: current?.shuffle ?? false,
    context: context ? { ...context, name: state.contextNames[context.uri] ?? null } : null,
    saved: saveUriOf(current) ? shownSaved(state, saveUriOf(current)!) : null,
    disallowed: disallowedFor(current, state.readOnly),
    readAt: state.readAt,
    retryAt: state.retryAt,
    saving: state.saving,
    skipping: skippingOf(state),
  }
}

/** The oldest skip still shown whose landing is unknown (a later one lands nowhere known either). */
export function skippingOf(state: EngineState): 'next' | 'previous' | null {
  for (const entry of state.overlay) {
    const kind = entry.command.kind
    if ((kind === 'next' || kind === 'previous') && entry.coming === null) return kind
  }
  return null
}

/** Whether the item at `uri` shows as saved: the last heart click still on its way, else what is known. */
export function shownSaved(state: EngineState, uri: string): boolean | null {
  for (let index = state.overlay.length - 1; index >= 0; index--) {
    const command = state.overlay[index]!.command
    if (command.kind === 'save' && command.uri === uri) return command.saved
  }
  return state.saved?.uri === uri ? state.saved.value : null
}

/** Whether the page could see a difference between two states (cheap checks first). */
export function viewChanged(before: EngineState, after: EngineState): boolean {
  if (
    before.reading === after.reading &&
    before.overlay === after.overlay &&
    before.rolledOn === after.rolledOn &&
    before.status === after.status &&
    before.message === after.message &&
    before.retryAt === after.retryAt &&
    before.saving === after.saving &&
    before.readOnly === after.readOnly &&
    before.saved === after.saved &&
    before.contextNames === after.contextNames &&
    before.readAt === after.readAt
  ) {
    return false
  }
  return JSON.stringify(viewOf(before)) !== JSON.stringify(viewOf(after))
}
