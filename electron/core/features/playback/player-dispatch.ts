import {
  nextRepeatMode,
  UNMUTE_FALLBACK_PERCENT,
  type Notice,
  type PlaybackState,
  type PlayerCommandCall,
  type PlayerCommandOutcome,
  type PlayInput,
} from '../../../contract'
import type { EventBus } from '../../base/bridge/event-bus'
import type { Clock } from '../../base/ports'
import type { EngineCommand } from './engine-state'
import { seekBy, seekTo, volumeBy, volumeTo, type SeekStep, type VolumeStep } from './relative'

/**
 * The one dispatcher of the player's commands (player-command-words.ts): every control names a command id and
 * comes here. Toggles are decided here, once, from what the player shows now (predictions of commands on their
 * way included, so two quick toggles cancel out), and the engine's answer comes back as the outcome: done, or
 * refused with the reason the page's notice gives.
 */

export interface PlayerDispatcherDeps {
  engine: {
    state(): PlaybackState
    decide(command: EngineCommand): Promise<Notice | null>
  }
  /**
   * Core's bus: the dispatcher follows `playback.state` to remember the last volume heard above zero, and says
   * its own refusals as notices (the engine says its own), so every refusal shows wherever the page is.
   */
  bus: Pick<EventBus, 'on' | 'emit'>
  clock: Pick<Clock, 'now'>
}

export interface PlayerDispatcher {
  run(call: PlayerCommandCall): Promise<PlayerCommandOutcome>
  dispose(): void
}

/** Why a command cannot be one for the engine, with the notice code the page knows it by. */
export interface Refusal {
  refused: string
  code: 'NO_VOLUME' | 'NOTHING_PLAYING'
}

const DONE: PlayerCommandOutcome = { status: 'done' }
const refusedBecause = (reason: string, code: string | null = null): PlayerCommandOutcome => ({
  status: 'refused',
  reason,
  code,
})

const playInput = (uri: string): NonNullable<PlayInput> =>
  uri.startsWith('spotify:track:') || uri.startsWith('spotify:episode:')
    ? { uris: [uri] }
    : { contextUri: uri }

/** The engine's command a call comes to, given what shows now; a refusal when it cannot be one. */
export function engineCommandOf(
  call: PlayerCommandCall,
  state: PlaybackState,
  now: number,
  audible: number | null,
): EngineCommand | Refusal | null {
  const slider = (step: SeekStep | VolumeStep, code: Refusal['code']): EngineCommand | Refusal => {
    if ('refused' in step) return { refused: step.refused, code }
    return 'percent' in step
      ? { kind: 'volume', percent: step.percent }
      : { kind: 'seek', positionMs: step.positionMs }
  }
  const unmuted = () => volumeTo(state, audible ?? UNMUTE_FALLBACK_PERCENT)
  switch (call.id) {
    case 'player.play':
      return { kind: 'play', play: call.args?.uri ? playInput(call.args.uri) : null }
    case 'player.pause':
      return { kind: 'pause' }
    case 'player.toggle':
      return state.isPlaying ? { kind: 'pause' } : { kind: 'play', play: null }
    case 'player.next':
      return { kind: 'next' }
    case 'player.previous':
      return { kind: 'previous' }
    case 'player.seekBy':
      return slider(seekBy(state, call.args.deltaMs, now), 'NOTHING_PLAYING')
    case 'player.seekTo':
      return slider(seekTo(state, call.args.positionMs), 'NOTHING_PLAYING')
    case 'player.volumeBy':
      return slider(volumeBy(state, call.args.delta), 'NO_VOLUME')
    case 'player.volumeTo':
      return slider(volumeTo(state, call.args.percent), 'NO_VOLUME')
    case 'player.mute':
      return slider(volumeTo(state, 0), 'NO_VOLUME')
    case 'player.unmute':
      // Already audible: nothing to do.
      return state.device?.volumePercent === 0 ? slider(unmuted(), 'NO_VOLUME') : null
    case 'player.toggleMute':
      return slider(state.device?.volumePercent === 0 ? unmuted() : volumeTo(state, 0), 'NO_VOLUME')
    case 'player.setShuffle':
      return { kind: 'shuffle', on: call.args.on }
    case 'player.toggleShuffle':
      return { kind: 'shuffle', on: !state.shuffle }
    case 'player.setRepeat':
      return { kind: 'repeat', mode: call.args.mode }
    case 'player.cycleRepeat':
      return { kind: 'repeat', mode: nextRepeatMode(state.repeat) }
    case 'player.setSaved':
      return { kind: 'save', saved: call.args.saved }
    case 'player.toggleSaved':
      return { kind: 'save', saved: !state.saved }
  }
}

export function createPlayerDispatcher(deps: PlayerDispatcherDeps): PlayerDispatcher {
  let audible: number | null = null
  const remember = (state: PlaybackState) => {
    const volume = state.device?.volumePercent ?? null
    if (volume !== null && volume > 0) audible = volume
  }
  const stop = deps.bus.on('playback.state', remember)
  return {
    async run(call) {
      const state = deps.engine.state()
      remember(state)
      const command = engineCommandOf(call, state, deps.clock.now(), audible)
      if (command === null) return DONE
      if ('refused' in command) {
        deps.bus.emit('notice', { level: 'info', message: command.refused, code: command.code })
        return refusedBecause(command.refused, command.code)
      }
      const notice = await deps.engine.decide(command)
      return notice ? refusedBecause(notice.message, notice.code ?? null) : DONE
    },
    dispose: stop,
  }
}
