import type { Image, Notice, PlaybackState, Settings, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { desktopWords } from './desktop-words'

/**
 * Which system notifications Encore shows, decided from what happened and what the user can see: a new track
 * (when the user asked for those) and failures nobody saw on screen. The desktop service feeds it events and
 * hands the answer to the `Notifier` port.
 */

export type NotificationCause =
  | { kind: 'playback'; state: PlaybackState; previous: PlaybackState | null }
  | { kind: 'notice'; notice: Notice }

export interface NotificationContext {
  settings: Settings['notifications']
  /** An Encore window has the keyboard focus: the user is looking at Encore, which shows it already. */
  windowFocused: boolean
  now: number
  /** Notifications shown lately, newest last: the same one is not repeated within `REPEAT_AFTER_MS`. */
  recent: readonly { key: string; at: number }[]
  /** The language core speaks now (Settings' choice, else the system's); absent: English. */
  language?: ShownLanguage
}

export interface DesktopNotification {
  /** What makes two notifications the same one (`track:<uri>`, `notice:<message>`). */
  key: string
  title: string
  body: string
  /** The cover, for a track; the Notifier fetches it. */
  imageUrl: string | null
}

/** The same notification is not shown again within this long (a hotkey held down, a retried failure). */
export const REPEAT_AFTER_MS = 30_000

/** The notice Encore gives the first time closing the main window keeps it in the tray. */
export const CLOSED_TO_TRAY_CODE = 'CLOSED_TO_TRAY'

/** The cover nearest 256 px wide: large enough for a notification, not the 640 px original. */
export function coverUrl(images: readonly Image[]): string | null {
  if (!images.length) return null
  const score = (image: Image) => Math.abs((image.width ?? 300) - 256)
  return [...images].sort((a, b) => score(a) - score(b))[0]!.url
}

function trackNotification(
  state: PlaybackState,
  previous: PlaybackState | null,
  context: NotificationContext,
): DesktopNotification | null {
  if (!context.settings.trackChange || context.windowFocused) return null
  const track = state.track
  if (!track || !state.isPlaying) return null
  // The first reading after start or sign-in is not a change: Encore just learned what already plays.
  if (!previous || previous.readAt === null || previous.status === 'signed-out') return null
  if (previous.track?.uri === track.uri) return null
  const artists = track.artists.map((artist) => artist.name).join(', ')
  // An episode's "artist" and "album" are both its show: say the show (and who makes it) once.
  const spoken = state.show ? [state.show.name, state.show.publisher].filter(Boolean).join(' — ') : null
  return {
    key: `track:${track.uri}`,
    title: track.name,
    body: spoken ?? (track.album ? `${artists} — ${track.album.name}` : artists),
    imageUrl: coverUrl(track.album?.images ?? []),
  }
}

function noticeNotification(notice: Notice, context: NotificationContext): DesktopNotification | null {
  if (context.windowFocused) return null
  const key = `notice:${notice.message}`
  // Said in the language spoken now; other notices as written (core writes them in the person's language).
  if (notice.code === CLOSED_TO_TRAY_CODE) {
    const body = wordsIn(desktopWords, context.language ?? 'en')('closedToTray')
    return { key, title: 'Encore', body, imageUrl: null }
  }
  if (!context.settings.errors || notice.level === 'info') return null
  return { key, title: 'Encore', body: notice.message, imageUrl: null }
}

/** The notification to show for one event, or null. */
export function notificationFor(
  cause: NotificationCause,
  context: NotificationContext,
): DesktopNotification | null {
  const candidate =
    cause.kind === 'playback'
      ? trackNotification(cause.state, cause.previous, context)
      : noticeNotification(cause.notice, context)
  if (!candidate) return null
  const repeated = context.recent.some(
    (shown) => shown.key === candidate.key && context.now - shown.at < REPEAT_AFTER_MS,
  )
  return repeated ? null : candidate
}
