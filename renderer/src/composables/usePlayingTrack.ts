import type { Track } from '@contract'
import { usePlaybackStore } from '../stores/playback'

/**
 * Whether a track of a list is the one that plays now: the same track, or the one the service played in its
 * place (a relinked track names the one it stands for), so every list marks it.
 */
export function usePlayingTrack() {
  const player = usePlaybackStore()
  function isPlayingTrack(track: Track): boolean {
    const now = player.track
    if (!now) return false
    return (
      now.uri === track.uri ||
      (now.linkedFromUri !== null && now.linkedFromUri === track.uri) ||
      (track.linkedFromUri !== null && track.linkedFromUri === now.uri)
    )
  }
  return { isPlayingTrack, player }
}
