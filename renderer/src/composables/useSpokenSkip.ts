import { positionAt, skipTarget } from '@contract'
import { usePlaybackStore } from '../stores/playback'

/**
 * "Back 15 seconds" and "Forward 30 seconds" (and the system's seek back and forward): a seek from where the
 * shown position is now, never before the start or past the end. `now` is injectable for tests.
 */
export function useSpokenSkip(now: () => number = Date.now) {
  const player = usePlaybackStore()
  function skipBy(deltaMs: number): Promise<void> {
    const current = player.state
    if (!current?.track) return Promise.resolve()
    return player.seek(skipTarget(positionAt(current, now()), current.track.durationMs, deltaMs))
  }
  return { skipBy }
}
