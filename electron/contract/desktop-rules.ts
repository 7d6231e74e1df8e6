import type { MiniPlayerSize } from './settings'

/** The desktop's values the page needs, with no schema library. */

/** Width × height of the mini player (CSS pixels) for each size setting; the `#/mini` page lays out for these. */
export const miniPlayerSizes: Record<MiniPlayerSize, { width: number; height: number }> = {
  /** One row: cover, title and artists, the transport buttons, progress. */
  compact: { width: 360, height: 160 },
  /** A square: the cover above title, progress, every control. */
  regular: { width: 420, height: 420 },
  large: { width: 480, height: 540 },
}

/** The route the mini player window loads (hash history). */
export const MINI_PLAYER_ROUTE = '/mini'
