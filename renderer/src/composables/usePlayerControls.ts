import { disallowedReason, type PlayerAction, type RepeatMode } from '@contract'
import { computed } from 'vue'
import { usePlaybackStore } from '../stores/playback'

/** Repeat's accessible name says its mode: what a listener calls it, not the service's word. */
export const repeatLabels: Record<RepeatMode, string> = {
  off: 'Repeat: off',
  context: 'Repeat: all',
  track: 'Repeat: one',
}

export const NOTHING_PLAYING = 'Nothing is playing. Pick something to play first.'

/**
 * Why each control of the player is disabled right now (null when it may be used): what core says the
 * service disallows, and nothing to act on before a track is loaded. Shared by the bar and the mini player.
 */
export function usePlayerControls() {
  const player = usePlaybackStore()
  const reasonFor = (action: PlayerAction, needsTrack = true): string | null => {
    const state = player.state
    if (!state) return 'Encore is still reading what plays.'
    const reason = disallowedReason(state, action)
    if (reason) return reason
    return needsTrack && !state.track ? NOTHING_PLAYING : null
  }
  return {
    playPause: computed(() =>
      // Resuming with nothing loaded is allowed: the service starts what played last.
      player.isPlaying ? reasonFor('pause') : reasonFor('resume', false),
    ),
    previous: computed(() => reasonFor('previous')),
    next: computed(() => reasonFor('next')),
    shuffle: computed(() => reasonFor('shuffle')),
    repeat: computed(() => reasonFor('repeat')),
    seek: computed(() => reasonFor('seek')),
    transfer: computed(() => reasonFor('transfer', false)),
    volume: computed(() => {
      const reason = reasonFor('volume', false)
      if (reason) return reason
      if (!player.device) return 'No device is playing. Choose one in Devices.'
      return player.device.volumePercent === null
        ? `${player.device.name} does not let apps change its volume.`
        : null
    }),
  }
}
