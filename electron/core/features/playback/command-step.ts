import type { Device } from '../../../contract'
import { describeCommand, type PlayerCommand } from './commands'
import {
  shownReading,
  skippingOf,
  type EngineCommand,
  type EngineEffect,
  type EngineState,
  type OverlayCommand,
  type OverlayEntry,
  type StepEnv,
} from './engine-state'
import { afterFailure, chooseDevice, refusalFor, reschedule, type Transition } from './engine-status'
import type { FailureMeaning } from '../../service/failures'
import type { Doing } from './playback-words'
import { addEntry, answered, inFlightOf, releaseChannel } from './overlay'
import { goingBack } from './played-before'
import { comingAfter } from './up-next'
import { contextNeighbour } from './context-order'
import type { Reading } from './reading'
import { nothingToSaveNotice, saveTarget, saveUriOf, saveWords, savedKnown } from './saving'

/** The commands' part of the step: asked, answered, failed, and the move to the last device after "no device". */

/** A play that found no device waits this long for the user to choose one in the picker. */
const AWAIT_DEVICE_MS = 120_000

/** Words for what a command tried to do, for notices. */
const wordsFor = (command: OverlayCommand) =>
  command.kind === 'save' ? saveWords(command.saved, command.uri) : describeCommand(command)

/** Failures after which nothing else of a channel is sent: the failure's notice says why, once. */
const stopsEverything = (failure: FailureMeaning) =>
  failure.kind === 'offline' ||
  failure.kind === 'rate-limited' ||
  failure.kind === 'premium-required' ||
  failure.kind === 'signed-out'

function newEntry(
  state: EngineState,
  command: OverlayCommand,
  env: StepEnv,
  extra: Partial<OverlayEntry> = {},
): OverlayEntry {
  const before = shownReading(state)
  return {
    id: state.seq + 1,
    command,
    ticket: null,
    before,
    issuedAt: env.now,
    phase: 'waiting',
    expiresAt: Infinity,
    deviceId: null,
    recovered: false,
    thenQueue: null,
    coming: landingOf(state, command, before, env.now),
    ...extra,
  }
}

/**
 * What a skip lands on, shown at once: Next the queue's next item where it was read, else the context's next
 * in its order; Previous what played before, else the context's previous. Null when Encore cannot tell, and
 * after a skip that itself landed on nothing known (the page says "Skipping…" until the read).
 */
function landingOf(
  state: EngineState,
  command: OverlayCommand,
  before: Reading | null,
  now: number,
): OverlayEntry['coming'] {
  if (command.kind !== 'next' && command.kind !== 'previous') return null
  if (skippingOf(state)) return null
  if (command.kind === 'next') {
    return comingAfter(state.upNext, before) ?? contextNeighbour(state.contextOrders, before, 1)
  }
  return goingBack(state.played, before, now, contextNeighbour(state.contextOrders, before, -1))
}

/** A command was asked: refused with a notice, or shown at once and sent as soon as its channel allows. */
export function asked(
  state: EngineState,
  command: EngineCommand,
  ticket: number | null,
  env: StepEnv,
): Transition {
  if (command.kind === 'save') return askedSave(state, command.saved, ticket, env)
  const notice = refusalFor(state, command, describeCommand(command), env)
  if (notice) return { state, effects: [{ type: 'notice', notice }] }
  // The user chose a device in the picker after a play (or a queue) found none: do it there.
  const live = state.awaiting && state.awaiting.until > env.now ? state.awaiting.waiting : null
  const slider = command.kind === 'seek' || command.kind === 'volume'
  let next: EngineState = slider ? state : { ...state, awaiting: null }
  const waiting = slider ? null : live
  let entry: OverlayEntry
  if (command.kind === 'transfer' && waiting?.kind === 'command' && waiting.command.kind === 'play') {
    entry = newEntry(next, waiting.command, env, { ticket, deviceId: command.deviceId, recovered: true })
  } else {
    const thenQueue = command.kind === 'transfer' && waiting?.kind === 'queue' ? waiting.uri : null
    entry = newEntry(next, command, env, { ticket, thenQueue })
  }
  // A read started before this command may show the state before it: it is dropped when it comes.
  next = { ...next, seq: entry.id, lastAskedSeq: entry.id }
  return { state: addEntry(next, entry), effects: [] }
}

function askedSave(state: EngineState, saved: boolean, ticket: number | null, env: StepEnv): Transition {
  const shown = shownReading(state)
  // Offline or asked to wait, a save still goes: the outbox keeps it until the service takes it.
  const notice =
    state.session === null ? refusalFor(state, null, saveWords(saved, saveUriOf(shown)), env) : null
  if (notice) return { state, effects: [{ type: 'notice', notice }] }
  const target = saveTarget(shown, saved)
  if (!target) return { state, effects: [{ type: 'notice', notice: nothingToSaveNotice(env.language) }] }
  const entry = newEntry(state, target, env, { ticket })
  return { state: addEntry({ ...state, seq: entry.id }, entry), effects: [] }
}

/** The service took request `id`. */
export function commandAnswered(state: EngineState, id: number, env: StepEnv): Transition {
  const flight = inFlightOf(state, id)
  const entry = state.overlay.find((candidate) => candidate.id === id)
  const command = flight?.command ?? entry?.command
  if (!command) return { state, effects: [] }
  const effects: EngineEffect[] = []
  let next: EngineState = { ...state, rhythm: { ...state.rhythm, lastCommandAt: env.now } }
  // Playback moved there (`encore device`, the picker): the device a play from nothing goes to, even if the
  // phone's app is closed before a read shows it playing there.
  if (command.kind === 'transfer') next = { ...next, lastDeviceId: command.deviceId }
  if (command.kind === 'save') {
    // The library took it (it shows it everywhere and the outbox sends it): no read of the player says it.
    next = savedKnown(next, saveUriOf(shownReading(next)), command.uri, command.saved)
    next = { ...next, overlay: next.overlay.filter((candidate) => candidate.id !== id) }
  } else if (entry) {
    next = {
      ...next,
      overlay: next.overlay.map((candidate) =>
        candidate.id === id ? answered(candidate, env.now) : candidate,
      ),
    }
  }
  if (entry?.thenQueue) effects.push({ type: 'queue', uri: entry.thenQueue })
  next = releaseChannel(next, id, 'answered', env.now)
  const timed = reschedule(next, env)
  return { state: timed.state, effects: [...effects, ...timed.effects] }
}

/** Request `id` failed: taken back with a notice, or (no active device) moved to the last device used first. */
export function commandFailed(
  state: EngineState,
  id: number,
  failure: FailureMeaning,
  env: StepEnv,
): Transition {
  const entry = state.overlay.find((candidate) => candidate.id === id)
  const command = inFlightOf(state, id)?.command ?? entry?.command
  if (!command) return { state, effects: [] }
  if (
    failure.kind === 'no-active-device' &&
    entry &&
    !entry.recovered &&
    command.kind !== 'save' &&
    command.kind !== 'transfer'
  ) {
    const overlay = state.overlay.map((candidate) =>
      candidate.id === id ? { ...candidate, phase: 'recovering' as const } : candidate,
    )
    return {
      state: { ...state, overlay },
      effects: [{ type: 'read-devices', purpose: { kind: 'recover', id } }],
    }
  }
  let next: EngineState = { ...state, overlay: state.overlay.filter((candidate) => candidate.id !== id) }
  next = releaseChannel(next, id, stopsEverything(failure) ? 'stopped' : 'failed', env.now)
  const said = afterFailure(next, wordsFor(command), failure, env)
  const timed = reschedule(said.state, env)
  return { state: timed.state, effects: [...said.effects, ...timed.effects] }
}

/**
 * The devices read after "no active device": send again on the last device that played (or the only one), or
 * ask the user to choose.
 */
export function recover(state: EngineState, id: number, list: Device[], env: StepEnv): Transition {
  const entry = state.overlay.find((candidate) => candidate.id === id && candidate.phase === 'recovering')
  if (!entry || entry.command.kind === 'save') {
    // Replaced by a newer click meanwhile: that one is sent (and recovers) on its own.
    return { state: releaseChannel(state, id, 'failed', env.now), effects: [] }
  }
  const command: PlayerCommand = entry.command
  // The last device that played (remembered across restarts), else the only one that takes commands.
  const usable = list.filter((device) => !device.isRestricted)
  const target =
    usable.find((device) => device.id === state.lastDeviceId) ?? (usable.length === 1 ? usable[0] : undefined)
  if (!target) {
    let next: EngineState = {
      ...state,
      overlay: state.overlay.filter((candidate) => candidate.id !== id),
      awaiting: { waiting: { kind: 'command', command }, until: env.now + AWAIT_DEVICE_MS },
    }
    next = releaseChannel(next, id, 'failed', env.now)
    const timed = reschedule(next, env)
    return { state: timed.state, effects: [chooseDevice(env), ...timed.effects] }
  }
  const overlay = state.overlay.map((candidate) =>
    candidate.id === id ? { ...candidate, phase: 'sent' as const, recovered: true } : candidate,
  )
  // A play names the device; anything else moves playback there (paused as it was) and is sent again.
  const send: EngineEffect =
    command.kind === 'play'
      ? { type: 'send', id, command, deviceId: target.id, transferFirst: null }
      : { type: 'send', id, command, deviceId: null, transferFirst: target.id }
  return { state: { ...state, overlay }, effects: [send] }
}

/** Other work failed (listing devices, reading or adding to the queue). */
export function workFailed(
  state: EngineState,
  what: Doing,
  failure: FailureMeaning,
  queueUri: string | undefined,
  env: StepEnv,
): Transition {
  let next = state
  if (queueUri !== undefined && failure.kind === 'no-active-device') {
    next = {
      ...next,
      awaiting: { waiting: { kind: 'queue', uri: queueUri }, until: env.now + AWAIT_DEVICE_MS },
    }
    // Nothing plays: wake the device that last played (paused) and queue there, as a choice in the picker would.
    if (next.lastDeviceId) {
      return asked(next, { kind: 'transfer', deviceId: next.lastDeviceId, play: false }, null, env)
    }
  }
  const said = afterFailure(next, what, failure, env)
  if (failure.kind !== 'offline') return said
  // Read again soon: the read tells whether the service is down.
  const timed = reschedule(said.state, env)
  return { state: timed.state, effects: [...said.effects, ...timed.effects] }
}
