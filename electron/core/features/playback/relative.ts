import { positionAt, type PlaybackState, type ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { playbackWords } from './playback-words'

/**
 * Moves relative to what the player shows now (predictions of commands still on their way included, so two
 * quick "+5" make +10): the volume by some percent, the position by some time or to a place. What a volume
 * hotkey, a seek hotkey and the command line's `volume +5` and `seek -10` send, through the engine's own
 * volume and seek.
 */

export type VolumeStep = { percent: number } | { refused: string }
export type SeekStep = { positionMs: number } | { refused: string }

/** A volume for the device that plays, within 0–100, or why its volume cannot change (in `language`). */
export function volumeTo(
  state: Pick<PlaybackState, 'device'>,
  percent: number,
  language: ShownLanguage = 'en',
): VolumeStep {
  const say = wordsIn(playbackWords, language)
  if (!state.device) return { refused: say('relative.noDevice') }
  if (state.device.volumePercent === null) {
    return { refused: say('relative.fixedVolume', { device: state.device.name }) }
  }
  return { percent: Math.round(Math.max(0, Math.min(100, percent))) }
}

/** The volume that `delta` percent more (or less) makes. */
export function volumeBy(
  state: Pick<PlaybackState, 'device'>,
  delta: number,
  language: ShownLanguage = 'en',
): VolumeStep {
  return volumeTo(state, (state.device?.volumePercent ?? 0) + delta, language)
}

/** A place in the current track, kept within it: past the end stops a second short, as a scrub bar does. */
export function seekTo(
  state: Pick<PlaybackState, 'track'>,
  positionMs: number,
  language: ShownLanguage = 'en',
): SeekStep {
  if (!state.track) return { refused: wordsIn(playbackWords, language)('relative.nothingToSeek') }
  // Past the end would skip the track on some devices.
  const end = Math.max(0, state.track.durationMs - 1_000)
  return { positionMs: Math.round(Math.max(0, Math.min(end, positionMs))) }
}

/** `deltaMs` from the position extrapolated to `now` (negative: back). */
export function seekBy(
  state: Pick<PlaybackState, 'track' | 'progressMs' | 'sampledAt' | 'isPlaying'>,
  deltaMs: number,
  now: number,
  language: ShownLanguage = 'en',
): SeekStep {
  if (!state.track) return seekTo(state, 0, language)
  return seekTo(state, positionAt(state, now) + deltaMs, language)
}
