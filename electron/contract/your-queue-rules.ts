import type { Track } from './media'
import type { YourQueueState } from './your-queue'

/** The most items Encore keeps in its queue (here, with the rules the page reads too). */
export const YOUR_QUEUE_MAX = 500

/**
 * What Spotify says comes next, apart from Encore's queue: its list without the item Encore handed it (listed
 * first in "Queued by you", or as skipped), so nothing shows twice.
 */
export function spotifyAfterYours(queue: YourQueueState | null, upNext: readonly Track[]): readonly Track[] {
  const handed = queue?.items.find((item) => item.withSpotify)?.uri ?? queue?.skipping?.uri
  const at = handed ? upNext.findIndex((track) => track.uri === handed) : -1
  return at < 0 ? upNext : [...upNext.slice(0, at), ...upNext.slice(at + 1)]
}
