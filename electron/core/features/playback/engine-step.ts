import { uriKind, type Device } from '../../../contract'
import { called, withAudibleVolume } from './call-step'
import { asked, commandAnswered, commandFailed, recover, workFailed } from './command-step'
import {
  initialEngineState,
  shownReading,
  viewChanged,
  type DevicesPurpose,
  type EngineEffect,
  type EngineEvent,
  type EngineState,
  type StepEnv,
  type Visibility,
} from './engine-state'
import { readFailed, reschedule, settledStatus, type Transition } from './engine-status'
import type { FailureMeaning } from '../../service/failures'
import { confirmedBy, flushChannels, nextWake, pruneExpired } from './overlay'
import type { Reading } from './reading'
import { saveUriOf, savedKnown, savedLearned } from './saving'
import { rememberName } from './track-facts'
import { playedNow } from './played-before'
import { comingAfter, endOf, rollOnAt, upNextRead } from './up-next'
import { contextNeighbour, keepOrder, orderToLearn } from './context-order'
import { playerSays } from './words'

/**
 * The playback engine as a pure function: `step(state, event, env)` answers the next state and the effects the
 * driver runs (send, read, schedule, publish, notice). Nothing here waits, reads a clock or calls the service:
 * the driver (engine.ts) reports each outcome as the next event.
 */

/** On "nothing playing", the device list is read again at most this often (to tell idle from no device). */
const DEVICES_STALE_MS = 60_000
/** Someone opened the player and the last read is older than this: read now rather than at the old rhythm. */
const FRESH_ON_SHOW_MS = 2_000

const none = (state: EngineState): Transition => ({ state, effects: [] })

const then = (first: Transition, next: (state: EngineState) => Transition): Transition => {
  const second = next(first.state)
  return { state: second.state, effects: [...first.effects, ...second.effects] }
}

export function step(state: EngineState, event: EngineEvent, env: StepEnv): Transition {
  const moved = transition(state, event, env)
  return finish(state, moved, env)
}

function transition(state: EngineState, event: EngineEvent, env: StepEnv): Transition {
  if (state.session === null && event.type !== 'session-changed' && event.type !== 'visibility-changed') {
    // Signed out: commands are refused in words, answers of the last session are dropped.
    if (event.type === 'asked') return asked(state, event.command, event.ticket ?? null, env)
    return event.type === 'called' ? called(state, event.call, event.ticket ?? null, env) : none(state)
  }
  switch (event.type) {
    case 'session-changed':
      return sessionChanged(state, event.session, env, event.lastDeviceId ?? null)
    case 'visibility-changed':
      return visibilityChanged(state, visibilityOf(event.visible, event.focused ?? true), env)
    case 'read-due':
      return readDue(state, env)
    case 'read-arrived':
      return readSettled(state, event.id, env, (fresh) => applyReading(fresh, event.reading, env))
    case 'read-failed':
      return readSettled(state, event.id, env, (fresh) => readFailed(fresh, event.failure, env))
    case 'devices-read':
      return devicesRead(state, event.purpose, event.list, env)
    case 'devices-failed':
      return devicesFailed(state, event.purpose, event.failure, env)
    case 'asked':
      return asked(state, event.command, event.ticket ?? null, env)
    case 'called':
      return called(state, event.call, event.ticket ?? null, env)
    case 'answered':
      return commandAnswered(state, event.id, env)
    case 'failed':
      return commandFailed(state, event.id, event.failure, env)
    case 'work-failed':
      return workFailed(state, event.what, event.failure, event.queueUri, env)
    case 'time-passed':
      return none(state)
    case 'picker-closed':
      return none(state.awaiting ? { ...state, awaiting: null } : state)
    case 'saved-learned':
      return none(savedLearned(state, shownUri(state), event))
    case 'saved-elsewhere': {
      const uri = shownUri(state)
      return none(uri !== null && event.uris.includes(uri) ? savedKnown(state, uri, uri, event.saved) : state)
    }
    case 'context-named':
      return none({ ...state, contextNames: rememberName(state.contextNames, event.uri, event.name) })
    case 'queue-read':
      return none({ ...state, upNext: upNextRead(event.tracks, shownReading(state)) })
    case 'context-order-read':
      return none({ ...state, contextOrders: keepOrder(state.contextOrders, event.uri, event.tracks) })
    case 'feed-changed':
      return feedChanged(state, event.lead, env)
  }
}

/** What every step ends with: expired predictions go, waiting commands are sent, timers and the page follow. */
function finish(before: EngineState, moved: Transition, env: StepEnv): Transition {
  const flushed = flushChannels(pruneExpired(moved.state, env.now), env.now)
  let state = withAudibleVolume(before, rolledOnBy(flushed.state, env.now))
  const effects = [...moved.effects, ...flushed.effects]
  const wakeAt = earliest(nextWake(state), trackEndWake(state))
  if (wakeAt !== state.wakeAt) {
    state = { ...state, wakeAt }
    effects.push({ type: 'wake', at: wakeAt })
  }
  if (viewChanged(before, state)) effects.push({ type: 'publish' })
  return { state, effects }
}

/** Commands that leave what plays where it was: a track's end may still show the queue's next item. */
const keepsItem = (entry: EngineState['overlay'][number]) =>
  entry.command.kind === 'save' ||
  entry.command.kind === 'volume' ||
  entry.command.kind === 'repeat' ||
  entry.command.kind === 'shuffle'

/** The read item's end passed while nothing moves it: the queue's next item shows (rollOnAt). */
function rolledOnBy(state: EngineState, now: number): EngineState {
  if (state.rolledOn || !state.overlay.every(keepsItem)) return state
  const rolledOn = rollOnAt(comingNext(state, state.reading), state.reading, now)
  return rolledOn ? { ...state, rolledOn } : state
}

/** When the read item ends, while the queue knows what follows and it has not shown yet. */
function trackEndWake(state: EngineState): number | null {
  if (state.rolledOn || !state.overlay.every(keepsItem)) return null
  return comingNext(state, state.reading) ? endOf(state.reading) : null
}

/** What follows `reading` as Encore knows it: the queue where it was read, else the context's order. */
const comingNext = (state: EngineState, reading: Reading | null) =>
  comingAfter(state.upNext, reading) ?? contextNeighbour(state.contextOrders, reading, 1)

const earliest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b))

/** What the heart shows for: the item that plays (a chapter's book). */
const shownUri = (state: EngineState) => saveUriOf(shownReading(state))

function sessionChanged(
  state: EngineState,
  session: string | null,
  env: StepEnv,
  remembered: string | null,
): Transition {
  if (session === state.session) return none(state)
  // Another session: nothing of the last one shows or counts; numbering goes on, so its answers never match.
  const fresh: EngineState = {
    ...initialEngineState,
    session,
    visibility: state.visibility,
    lastDeviceId: session === null ? null : (remembered ?? state.lastDeviceId),
    audibleVolume: session === null ? null : state.audibleVolume,
    savedMark: state.savedMark + 1,
    seq: state.seq,
    lastAskedSeq: state.seq,
    wakeAt: state.wakeAt,
  }
  if (session === null) {
    return {
      state: { ...fresh, message: playerSays(env.language)('signedOut') },
      effects: [{ type: 'schedule-read', delayMs: null }],
    }
  }
  return readDue({ ...fresh, status: 'ok' }, env)
}

const visibilityOf = (visible: boolean, focused: boolean): Visibility =>
  !visible ? 'hidden' : focused ? 'visible' : 'unfocused'

/**
 * Someone opened the player, or gave it the focus: what they see is read now unless the last read is fresh.
 * Losing the focus or hiding it only moves the rhythm.
 */
function visibilityChanged(state: EngineState, visibility: Visibility, env: StepEnv): Transition {
  const next: EngineState = { ...state, visibility }
  if (next.session === null) return none(next)
  const closer = rank[visibility] > rank[state.visibility]
  if (closer && (next.readAt === null || env.now - next.readAt > FRESH_ON_SHOW_MS)) return readDue(next, env)
  return reschedule(next, env)
}

const rank: Record<Visibility, number> = { hidden: 0, unfocused: 1, visible: 2 }

/** A read is wanted now: started, unless one is on its way or the service asked us to wait. */
function readDue(state: EngineState, env: StepEnv): Transition {
  // Soloist's feed tells every change as it happens: nothing to read.
  if (state.feedLeads) return { state, effects: [{ type: 'schedule-read', delayMs: null }] }
  if (state.status === 'rate-limited' && state.retryAt !== null && env.now < state.retryAt) {
    return reschedule(state, env)
  }
  if (state.rhythm.inFlight !== null) return none(state)
  const id = state.seq + 1
  return {
    state: { ...state, seq: id, rhythm: { ...state.rhythm, inFlight: id } },
    effects: [{ type: 'read-player', id }],
  }
}

/**
 * A read came back. Dropped when it is not the one on its way (another session's), and not believed when a
 * command was asked after it started (it may show the state before that command); the rhythm goes on either way.
 */
function readSettled(
  state: EngineState,
  id: number,
  env: StepEnv,
  use: (state: EngineState) => Transition,
): Transition {
  if (state.rhythm.inFlight !== id) return none(state)
  const settled: EngineState = { ...state, rhythm: { ...state.rhythm, inFlight: null } }
  const used = id < settled.lastAskedSeq ? none(settled) : use(settled)
  return then(used, (next) => reschedule(next, env))
}

function applyReading(state: EngineState, reading: Reading | null, env: StepEnv): Transition {
  // What the last read said, not what a prediction shows: an item shown at once is still checked once read.
  const previousTrack = state.reading?.track?.uri ?? null
  // Shown before the read said so: the item came by a step Encore saw coming (Next from the queue, an end).
  const stepped =
    !!reading?.track &&
    reading.track.uri !== previousTrack &&
    shownReading(state)?.track?.uri === reading.track.uri
  let next: EngineState = {
    ...state,
    reading,
    // A read replaces what a track's end showed: it confirms it, or rolls it back.
    rolledOn: null,
    played: playedNow(state.played, reading, stepped),
    readAt: env.now,
    lastDeviceId: reading?.device?.id ?? state.lastDeviceId,
    rhythm: { ...state.rhythm, serverErrors: 0 },
  }
  next = settledStatus(confirmedBy(next, reading), env.language)
  const effects: EngineEffect[] = []
  // An album or playlist played in order: its tracks, read once, let Next and Previous show their neighbour at
  // once; a playlist's read names it too.
  const ordered = orderToLearn(next.contextOrders, reading)
  if (ordered) {
    next = { ...next, contextOrders: keepOrder(next.contextOrders, ordered, null) }
    effects.push({ type: 'read-context-order', uri: ordered })
  }
  const track = reading?.track ?? null
  if (track && track.uri !== previousTrack) {
    const saveUri = saveUriOf(reading)
    if (saveUri && next.saved?.uri !== saveUri) {
      effects.push({ type: 'check-saved', uri: saveUri, mark: next.savedMark })
    }
    const context = reading!.context
    const namedByOrder = ordered === context?.uri && uriKind(ordered) === 'playlist'
    if (context && next.contextNames[context.uri] === undefined && !namedByOrder) {
      effects.push({ type: 'name-context', uri: context.uri, reading: reading! })
    }
  }
  if (!reading && (!next.devices || env.now - next.devices.at > DEVICES_STALE_MS)) {
    effects.push({ type: 'read-devices', purpose: { kind: 'status' } })
  }
  return { state: next, effects }
}

/**
 * Soloist's feed: while it leads, each change is taken as a read of the player (none is sent; the answer of one
 * on its way is not waited for). The moment it stops leading, the player is read at once and the rhythm goes on.
 */
function feedChanged(
  state: EngineState,
  lead: Extract<EngineEvent, { type: 'feed-changed' }>['lead'],
  env: StepEnv,
): Transition {
  if (!lead.leads) return state.feedLeads ? readDue({ ...state, feedLeads: false }, env) : none(state)
  const taken: EngineState = { ...state, feedLeads: true, rhythm: { ...state.rhythm, inFlight: null } }
  const applied = applyReading(taken, lead.reading, env)
  // The queue is kept with the item it followed only when it changed (Next shows what comes from it).
  const key = (tracks: readonly { uri: string }[]) => tracks.map((track) => track.uri).join(' ')
  const upNext =
    lead.upNext === null || (applied.state.upNext && key(applied.state.upNext.tracks) === key(lead.upNext))
      ? applied.state.upNext
      : upNextRead(lead.upNext, lead.reading)
  return {
    state: { ...applied.state, upNext },
    effects: [...applied.effects, { type: 'schedule-read', delayMs: null }],
  }
}

const sameDevices = (a: Device[] | undefined, b: Device[]) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b)

function devicesRead(state: EngineState, purpose: DevicesPurpose, list: Device[], env: StepEnv): Transition {
  const effects: EngineEffect[] = sameDevices(state.devices?.list, list)
    ? []
    : [{ type: 'devices-changed', list }]
  let next: EngineState = { ...state, devices: { list, at: env.now } }
  if (!next.reading && (next.status === 'idle' || next.status === 'no-device'))
    next = settledStatus(next, env.language)
  const done: Transition = { state: next, effects }
  return purpose.kind === 'recover' ? then(done, (after) => recover(after, purpose.id, list, env)) : done
}

function devicesFailed(
  state: EngineState,
  purpose: DevicesPurpose,
  failure: FailureMeaning,
  env: StepEnv,
): Transition {
  switch (purpose.kind) {
    case 'status':
      return readFailed(state, failure, env)
    case 'list':
      return workFailed(state, 'listDevices', failure, undefined, env)
    case 'recover': {
      // The command fails with what the devices read met; it is not moved again.
      const overlay = state.overlay.map((entry) =>
        entry.id === purpose.id ? { ...entry, recovered: true } : entry,
      )
      return commandFailed({ ...state, overlay }, purpose.id, failure, env)
    }
  }
}
