import type { PlaybackState } from '@contract'
import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { usePlaybackStore } from '../stores/playback'

/** Whether what plays comes from `uri`: its context (an album, a playlist, an artist) or its show or book. */
export function playsFrom(state: PlaybackState | null, uri: string): boolean {
  if (!state) return false
  return state.context?.uri === uri || state.show?.uri === uri
}

/**
 * A page's big Play, as Spotify's: while its album, playlist, artist, show or book plays it is Pause and pauses
 * it; while that context is paused it resumes where it stopped; otherwise `start` plays it from the top.
 */
export function useContextPlay(uri: MaybeRefOrGetter<string>) {
  const player = usePlaybackStore()
  const current = computed(() => playsFrom(player.state, toValue(uri)))
  const playing = computed(() => current.value && player.isPlaying)
  function press(start: () => unknown): void {
    if (playing.value) void player.run({ id: 'player.pause' })
    else if (current.value) void player.run({ id: 'player.play', args: {} })
    else void start()
  }
  return { playing, press }
}
