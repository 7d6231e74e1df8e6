import { SKIP_BACK_MS, SKIP_FORWARD_MS } from '@contract'
import { watch } from 'vue'
import { artistNames } from '../formatting'
import { usePlaybackStore } from '../stores/playback'
import { useSpokenSkip } from './useSpokenSkip'

/**
 * The OS media controls through the page's Media Session: title, artists, album and cover (an episode: its
 * show as artist and album), and what the controls do (seeking back and forward by spoken word's 15 and 30
 * seconds unless the system says by how much). Where Electron hands a page's media session to the system (Now Playing on macOS, the media
 * overlay on Windows) this is what they show; Linux gets MPRIS from core instead. Chromium may show nothing
 * for a page that plays no audio itself, which is Encore's case: the metadata costs nothing either way.
 */
export function useMediaSession(): void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined
  if (!session || typeof MediaMetadata === 'undefined') return
  const player = usePlaybackStore()
  const { skipBy } = useSpokenSkip()
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
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => void player.togglePlay()],
    ['pause', () => void player.togglePlay()],
    ['nexttrack', () => void player.next()],
    ['previoustrack', () => void player.previous()],
    ['seekto', (details) => details.seekTime !== undefined && void player.seek(details.seekTime * 1000)],
    ['seekbackward', (details) => void skipBy(-(details.seekOffset ?? SKIP_BACK_MS / 1000) * 1000)],
    ['seekforward', (details) => void skipBy((details.seekOffset ?? SKIP_FORWARD_MS / 1000) * 1000)],
  ]
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler)
    } catch {
      // An action this browser does not know: the others still work.
    }
  }
}
