/**
 * Covers shown lately, kept loaded while they are out of the page. Chromium keeps a decoded copy of each image
 * it drew (its image decode cache, up to a thousand entries) and finds it again only through the same loaded
 * image: an image that left the page is forgotten, and showing its URL again loads and decodes it anew beside
 * the copy still held. Passing over the same screens then grew the page's renderer by every cover on them
 * each time (eighteen passes: 241 → 514 MiB, with the JS heap flat). Holding the recently shown images keeps
 * one decoded copy per cover; only the encoded bytes of the held ones stay in memory.
 */

/** Covers held: more than every screen shows at once, so going back and forth between them decodes nothing. */
export const HELD_IMAGES = 300

export interface ImageHolder {
  /** The image at `url` is on screen: hold it (the most recent of all). */
  hold(url: string): void
  readonly size: number
}

/** Holds loaded images by URL, the least recently shown dropped first; `load` makes one (tests pass their own). */
/**
 * The image at `url` loaded and kept by whoever holds the result. No crossorigin and no referrer of its own:
 * the same request as the page's <img>, so Chromium shares one loaded image between them.
 */
export function keepLoaded(url: string): HTMLImageElement {
  const image = new Image()
  image.decoding = 'async'
  image.src = url
  return image
}

export function createImageHolder(
  limit = HELD_IMAGES,
  load: (url: string) => unknown = keepLoaded,
): ImageHolder {
  const held = new Map<string, unknown>()
  return {
    hold(url) {
      const image = held.get(url) ?? load(url)
      held.delete(url)
      held.set(url, image)
      if (held.size > limit) held.delete(held.keys().next().value as string)
    },
    get size() {
      return held.size
    },
  }
}

/** The page's one holder. */
export const heldImages = createImageHolder()
