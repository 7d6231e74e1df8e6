import {
  nextRepeatMode,
  uriKind,
  UNMUTE_FALLBACK_PERCENT,
  type PlaybackState,
  type PlayerCommandCall,
  type PlayInput,
  type ShownLanguage,
} from '../../../contract'
import { asked } from './command-step'
import { shownReading, viewOf, type EngineCommand, type EngineState, type StepEnv } from './engine-state'
import type { Transition } from './engine-status'
import { seekBy, seekTo, volumeBy, volumeTo, type SeekStep, type VolumeStep } from './relative'

/**
 * The player's commands by id (player-command-words.ts), as the step decides them: each call is resolved
 * against what the player shows now (predictions of commands on their way included, so two quick toggles
 * cancel out) and the last volume heard above zero, both of which the engine's state holds. What a toggle
 * comes to is decided here only.
 */

/** Why a call cannot be one for the engine, with the notice code the page knows it by. */
export interface Refusal {
  refused: string
  code: 'NO_VOLUME' | 'NOTHING_PLAYING'
}

/** A track or an episode plays alone; anything else (album, playlist, artist, show) as the context. */
const playInput = (uri: string): NonNullable<PlayInput> => {
  const kind = uriKind(uri)
  return kind === 'track' || kind === 'episode' ? { uris: [uri] } : { contextUri: uri }
}

/**
 * The engine's command a call comes to, given what shows (`state`) and the last volume heard above zero
 * (`audible`, null when none was); a refusal when it cannot be one; null when there is nothing to do.
 */
export function engineCommandOf(
  call: PlayerCommandCall,
  state: PlaybackState,
  now: number,
  audible: number | null,
  language: ShownLanguage = 'en',
): EngineCommand | Refusal | null {
  const slider = (step: SeekStep | VolumeStep, code: Refusal['code']): EngineCommand | Refusal => {
    if ('refused' in step) return { refused: step.refused, code }
    return 'percent' in step
      ? { kind: 'volume', percent: step.percent }
      : { kind: 'seek', positionMs: step.positionMs }
  }
  const unmuted = () => volumeTo(state, audible ?? UNMUTE_FALLBACK_PERCENT, language)
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
      return slider(seekBy(state, call.args.deltaMs, now, language), 'NOTHING_PLAYING')
    case 'player.seekTo':
      return slider(seekTo(state, call.args.positionMs, language), 'NOTHING_PLAYING')
    case 'player.volumeBy':
      return slider(volumeBy(state, call.args.delta, language), 'NO_VOLUME')
    case 'player.volumeTo':
      return slider(volumeTo(state, call.args.percent, language), 'NO_VOLUME')
    case 'player.mute':
      return slider(volumeTo(state, 0, language), 'NO_VOLUME')
    case 'player.unmute':
      // Already audible: nothing to do.
      return state.device?.volumePercent === 0 ? slider(unmuted(), 'NO_VOLUME') : null
    case 'player.toggleMute':
      return slider(state.device?.volumePercent === 0 ? unmuted() : volumeTo(state, 0, language), 'NO_VOLUME')
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

/**
 * A call by id: refused with a notice (its caller's answer), nothing to do, or asked as the engine's command.
 * `ticket` is the driver's, so the caller waits until the command settles.
 */
export function called(
  state: EngineState,
  call: PlayerCommandCall,
  ticket: number | null,
  env: StepEnv,
): Transition {
  const command = engineCommandOf(call, viewOf(state), env.now, state.audibleVolume, env.language)
  if (command === null) return { state, effects: [] }
  if ('refused' in command) {
    const notice = { level: 'info' as const, message: command.refused, code: command.code }
    return { state, effects: [{ type: 'notice', notice }] }
  }
  return asked(state, command, ticket, env)
}

/**
 * The last volume heard above zero, following what shows (a volume on its way included, as the page shows
 * it): what Unmute goes back to. Looked at again only when what shows may have changed.
 */
export function withAudibleVolume(before: EngineState, state: EngineState): EngineState {
  if (before.reading === state.reading && before.overlay === state.overlay) return state
  const volume = shownReading(state)?.device?.volumePercent ?? null
  return volume !== null && volume > 0 && volume !== state.audibleVolume
    ? { ...state, audibleVolume: volume }
    : state
}
