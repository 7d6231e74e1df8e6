import { disallowedReason, type PlayerAction } from '@contract'
import { computed } from 'vue'
import { useWords } from '../i18n'
import { usePlaybackStore } from '../stores/playback'

/**
 * Why each control of the player is disabled right now (null when it may be used): what core says the
 * service disallows, and nothing to act on before a track is loaded. Shared by the bar and the mini player.
 */
export function usePlayerControls() {
  const player = usePlaybackStore()
  const { t, locale } = useWords()
  const reasonFor = (action: PlayerAction, needsTrack = true): string | null => {
    const state = player.state
    if (!state) return t('player.controls.reading')
    const reason = disallowedReason(state, action)
    // Core writes English: said in the page's own words while another language is spoken.
    if (reason) return locale.value === 'en' ? reason : t('player.controls.disallowed')
    return needsTrack && !state.track ? t('player.controls.nothingPlaying') : null
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
      if (!player.device) return t('player.controls.noDevice')
      return player.device.volumePercent === null
        ? t('player.controls.fixedVolume', { device: player.device.name })
        : null
    }),
  }
}
