import type { Image } from '@contract'
import { coverCopies, worthACopy } from './cover-copies'
import { loadPicture } from './cover-drawing'
import { pictureFor, pixelRatio } from './formatting'
import { heldImages } from './held-images'

/**
 * The cover a screen about to open will show, asked for ahead at the size it will be shown (a tile hovered:
 * its page's cover; the track coming next: the player's). It costs no request to the service, only the picture
 * the page would load anyway, so it is there when the screen opens instead of a grey square. Where the screen
 * draws a smaller copy of a large picture (cover-copies.ts), that copy is made, and held, the same way.
 */
export function coverAhead(images: readonly Image[], size: number): void {
  const pixels = Math.round(size * pixelRatio())
  const picture = pictureFor(images, pixels)
  if (!picture) return
  if (worthACopy(picture, pixels)) void coverCopies.copy(picture.url, pixels).catch(() => undefined)
  else heldImages.hold(picture.url)
}

/** The size a page's own cover is drawn at (AlbumView, ShowView, PlaylistHeader…: CoverArt's `size`). */
export const PAGE_COVER_SIZE = 176

/**
 * The cover of the track coming next, asked for ahead for a live cover `size` square (the player bar, the mini
 * player, Now playing). A live cover is drawn from a load of its own (`drawCover`: the same URL, no CORS mode);
 * this is that very load, so the browser's cache answers the drawing when the track changes. Live covers are not
 * held (held-images.ts keeps the <img> covers), and neither is this one.
 */
export function liveCoverAhead(images: readonly Image[], size: number): void {
  const picture = pictureFor(images, size * pixelRatio())
  if (picture) void loadPicture(picture.url).catch(() => undefined)
}
