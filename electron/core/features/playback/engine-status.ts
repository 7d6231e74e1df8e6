import { positionAt, type Notice, type ShownLanguage } from '../../../contract'
import type { Doing } from './playback-words'
import type { PlayerCommand } from './commands'
import { shownReading, type EngineEffect, type EngineState, type StepEnv } from './engine-state'
import type { FailureMeaning } from '../../service/failures'
import { nextReadDelay, playerSavingWords } from './read-rhythm'
import { commandsShown } from './overlay'
import {
  chooseDeviceNotice,
  disallowedFor,
  failureNotice,
  playerSays,
  refusalNotice,
  statusWords,
} from './words'

/** The player's status and read rhythm as pure functions of the engine's state. */

/** After one 5xx, the next read comes this soon. */
const SERVER_ERROR_RETRY_MS = 1_000

export interface Transition {
  state: EngineState
  effects: EngineEffect[]
}

/** The status a successful read (or devices read) leads to. */
export function settledStatus(state: EngineState, language: ShownLanguage = 'en'): EngineState {
  const say = playerSays(language)
  const set = (status: EngineState['status'], message: string | null) =>
    state.status === status &&
    state.message === message &&
    state.retryAt === null &&
    state.offlineSince === null
      ? state
      : { ...state, status, message, retryAt: null, offlineSince: null }
  if (state.readOnly) return set('read-only', say('premium'))
  if (state.reading) return set('ok', null)
  if (state.devices && state.devices.list.length === 0) return set('no-device', say('noDevice'))
  return set('idle', say('idle'))
}

/** The status an unreachable or rate-limiting service leaves the player in. */
export function statusAfter(
  state: EngineState,
  meaning: Extract<FailureMeaning, { kind: 'offline' | 'rate-limited' }>,
  env: StepEnv,
): EngineState {
  const message = statusWords(meaning, env.service, env.now, env.language)
  return meaning.kind === 'offline'
    ? { ...state, status: 'offline', message, retryAt: null, offlineSince: state.offlineSince ?? env.now }
    : { ...state, status: 'rate-limited', message, retryAt: meaning.retryAt, offlineSince: null }
}

/** A read that failed: what it means for the status. The last state stays on screen. */
export function readFailed(state: EngineState, failure: FailureMeaning, env: StepEnv): Transition {
  const serverErrors = failure.kind === 'server-error' ? state.rhythm.serverErrors + 1 : 0
  const next = { ...state, rhythm: { ...state.rhythm, serverErrors } }
  switch (failure.kind) {
    case 'offline':
    case 'rate-limited':
      return { state: statusAfter(next, failure, env), effects: [] }
    case 'server-error':
      // One 5xx may be a passing fault: read again soon; two in a row and the service counts as down.
      if (serverErrors >= 2) return { state: statusAfter(next, { kind: 'offline' }, env), effects: [] }
      return { state: { ...next, rhythm: { ...next.rhythm, quickRetry: true } }, effects: [] }
    case 'signed-out':
    case 'aborted':
      return { state: next, effects: [] }
    default: {
      const words = 'words' in failure ? failure.words : failure.kind
      return {
        state: next,
        effects: [{ type: 'warn', message: 'Reading the player failed', data: { error: words } }],
      }
    }
  }
}

/** Work that failed (a command, a save, the queue): what it means for the player, and the notice that says so. */
export function afterFailure(
  state: EngineState,
  what: Doing,
  failure: FailureMeaning,
  env: StepEnv,
): Transition {
  let next = state
  if (failure.kind === 'premium-required') next = settledStatus({ ...next, readOnly: true }, env.language)
  if (failure.kind === 'rate-limited') next = statusAfter(next, failure, env)
  // No answer to one command or one piece of work does not mark the player offline (a request that timed out,
  // or never left this computer, says nothing of the service): it says what failed, and the player is read
  // again soon, which tells.
  if (failure.kind === 'offline') next = { ...next, rhythm: { ...next.rhythm, quickRetry: true } }
  const notice = failureNotice(what, failure, env.service, env.now, env.language)
  return { state: next, effects: notice ? [{ type: 'notice', notice }] : [] }
}

/** The notice a command found no device with: the picker opens on it. */
export const chooseDevice = (env: StepEnv): EngineEffect => ({
  type: 'notice',
  notice: chooseDeviceNotice(env.language),
})

/** Why work must not be sent now, as the notice that says so; null when it may go. */
export function refusalFor(
  state: EngineState,
  command: PlayerCommand | null,
  what: Doing,
  env: StepEnv,
): Notice | null {
  const reading = shownReading(state)
  return refusalNotice({
    signedIn: state.session !== null,
    status: state.status,
    retryAt: state.retryAt,
    readOnly: state.readOnly,
    disallowed: disallowedFor(reading, state.readOnly),
    reading,
    command,
    what,
    service: env.service,
    now: env.now,
    language: env.language,
  })
}

/** Arms the read timer from what the screen needs now (read-rhythm.ts); none while signed out. */
export function reschedule(state: EngineState, env: StepEnv): Transition {
  // Signed out, or Soloist's feed leads (it tells every change): no read is due.
  if (state.session === null || state.feedLeads)
    return { state, effects: [{ type: 'schedule-read', delayMs: null }] }
  const { now } = env
  const current = shownReading(state)
  const duration = current?.track?.durationMs ?? 0
  const lastCommandAt = state.rhythm.lastCommandAt
  const delay = nextReadDelay({
    status: state.status,
    isPlaying: current?.isPlaying ?? false,
    visible: state.visibility !== 'hidden',
    focused: state.visibility === 'visible',
    remainingMs: current?.isPlaying && duration > 0 ? Math.max(0, duration - positionAt(current, now)) : null,
    commandPendingForMs: commandsShown(state) && lastCommandAt !== null ? now - lastCommandAt : null,
    retryInMs: state.retryAt === null ? null : state.retryAt - now,
    pausedSeconds: env.polling.pausedSeconds,
    hiddenSeconds: env.polling.hiddenSeconds,
    saving: env.saving.level,
    savingFreeInMs: Math.max(0, env.saving.freeAt - now),
    offlineForMs: state.offlineSince === null ? null : now - state.offlineSince,
  })
  const quick = state.rhythm.quickRetry
  const saving = playerSavingWords(env.saving.level, env.saving.freeAt, now, env.language)
  let next = quick ? { ...state, rhythm: { ...state.rhythm, quickRetry: false } } : state
  if (next.saving !== saving) next = { ...next, saving }
  if (delay === null) return { state: next, effects: [{ type: 'schedule-read', delayMs: null }] }
  return {
    state: next,
    effects: [{ type: 'schedule-read', delayMs: quick ? Math.min(delay, SERVER_ERROR_RETRY_MS) : delay }],
  }
}
