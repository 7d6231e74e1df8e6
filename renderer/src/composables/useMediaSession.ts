import { callOn, callsOn, type PlayerCommandCall } from '@contract'
import { watch } from 'vue'
import { artistNames } from '../formatting'
import { usePlaybackStore } from '../stores/playback'

const ms = (seconds: number) => Math.round(seconds * 1000)
const whole = callsOn('mediaSession')

/**
 * The player's command each of the system's media controls runs, by the command table's `mediaSession` names
 * (null: the system gave no place to go to). A seek by the system's own offset replaces the table's step.
 */
export const mediaSessionCalls: Partial<
  Record<MediaSessionAction, (details: MediaSessionActionDetails) => PlayerCommandCall | null>
> = {
  ...Object.fromEntries(Object.entries(whole).map(([action, call]) => [action, () => call])),
  seekto: (details) =>
    details.seekTime === undefined
      ? null
      : callOn('mediaSession', 'seekto', { positionMs: ms(Math.max(0, details.seekTime)) }),
  seekbackward: (details) =>
    details.seekOffset === undefined
      ? whole.seekbackward
      : callOn('mediaSession', 'seekbackward', { deltaMs: -ms(details.seekOffset) }),
  seekforward: (details) =>
    details.seekOffset === undefined
      ? whole.seekforward
      : callOn('mediaSession', 'seekforward', { deltaMs: ms(details.seekOffset) }),
}

/**
 * The OS media controls through the page's Media Session: title, artists, album and cover (an episode: its
 * show as artist and album), and what the controls do (seeking back and forward by spoken word's 15 and 30
 * seconds unless the system says by how much), each a command of the player's registry run by core's dispatcher. Where Electron hands a page's media session to the system (Now Playing on macOS, the media
 * overlay on Windows) this is what they show; Linux gets MPRIS from core instead. Chromium may show nothing
 * for a page that plays no audio itself, which is Encore's case: the metadata costs nothing either way.
 */
export function useMediaSession(): void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined
  if (!session || typeof MediaMetadata === 'undefined') return
  const player = usePlaybackStore()
  watch(
    () => player.track,
    (track) => {
      session.metadata = track
        ? new MediaMetadata({
            title: track.name,
            artist: artistNames(track.artists),
            album: track.album?.name ?? '',
            artwork: (track.album?.images ?? []).map((image) => ({
              src: image.url,
              ...(image.width && image.height ? { sizes: `${image.width}x${image.height}` } : {}),
            })),
          })
        : null
    },
    { immediate: true },
  )
  watch(
    () => player.isPlaying,
    (playing) => (session.playbackState = player.track ? (playing ? 'playing' : 'paused') : 'none'),
    { immediate: true },
  )
  for (const [action, callOf] of Object.entries(mediaSessionCalls)) {
    const handler: MediaSessionActionHandler = (details) => {
      const call = callOf(details)
      if (call) void player.run(call)
    }
    try {
      session.setActionHandler(action as MediaSessionAction, handler)
    } catch {
      // An action this browser does not know: the others still work.
    }
  }
}
