import { loadPicture, withSquareBitmap } from './cover-drawing'
import { keepLoaded } from './held-images'

/**
 * Covers of lists and pages as copies at the size they are shown. Chromium's compositor keeps a decoded copy of
 * each picture an <img> put on screen, at the picture's own size, and beside it one scaled to about the size
 * shown: a 300-pixel cover on a 148-pixel card holds 440 KB (120 such cards: 47 MiB). A copy made at 148
 * pixels (scaled by `createImageBitmap`, which leaves no decoded copy, then written as a JPEG) holds 86 KB
 * decoded (the same 120 cards: 10 MiB, the renderer 26 MiB smaller). Only covers much larger than shown are
 * copied; a small one (a list's 64-pixel cover) stays the picture itself.
 */

/** A picture's size, as the service lists it (a playlist's mosaic may come without one). */
export interface PictureSize {
  readonly width: number | null
  readonly height: number | null
}

/** A copy pays where the picture holds at least twice the shown pixels and its decode is 64 KB or more. */
export function worthACopy({ width, height }: PictureSize, pixels: number): boolean {
  if (!width || !height || pixels <= 0) return false
  const area = width * height
  return area >= 2 * pixels * pixels && area * 4 >= 64 * 1024
}

/** JPEG at this quality: covers are photographs and artwork, opaque and square. */
const QUALITY = 0.92

/** The picture at `url`, cropped to its centre and scaled to `pixels` square, as a JPEG. */
export async function makeCoverCopy(url: string, pixels: number): Promise<Blob> {
  // Read with the server's leave (the service's covers allow it): a copy of a picture it forbids cannot be made.
  const picture = await loadPicture(url, 'anonymous')
  const copy = await withSquareBitmap(picture, pixels, (bitmap) => {
    const canvas = new OffscreenCanvas(pixels, pixels)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY })
  })
  if (!copy) throw new Error('This page cannot draw covers.')
  return copy
}

/** Copies held: more than every screen shows at once, so going back to one makes and decodes nothing anew. */
export const HELD_COPIES = 300

export interface CoverCopiesOptions {
  limit?: number
  make?: (url: string, pixels: number) => Promise<Blob>
  /** Object URLs: made for a copy, revoked when it is let go. */
  objectUrls?: { create(blob: Blob): string; revoke(url: string): void }
  /** Holds the copy loaded while it is kept, as held-images.ts does for pictures (one decoded copy each). */
  hold?: (objectUrl: string) => unknown
}

interface Held {
  made: Promise<string>
  objectUrl?: string
  image?: unknown
}

export interface CoverCopies {
  /** An object URL of `url`'s picture at `pixels` square, made once and kept (the most recently asked last). */
  copy(url: string, pixels: number): Promise<string>
  readonly size: number
}

export function createCoverCopies({
  limit = HELD_COPIES,
  make = makeCoverCopy,
  objectUrls = { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) },
  hold = keepLoaded,
}: CoverCopiesOptions = {}): CoverCopies {
  const held = new Map<string, Held>()

  /** The oldest copy made goes (one still being made stays: somebody waits for it). */
  const letGoOldest = () => {
    for (const [key, entry] of held) {
      if (!entry.objectUrl) continue
      held.delete(key)
      objectUrls.revoke(entry.objectUrl)
      return
    }
  }

  return {
    copy(url, pixels) {
      const key = `${pixels} ${url}`
      const found = held.get(key)
      if (found) {
        held.delete(key)
        held.set(key, found)
        return found.made
      }
      const made = make(url, pixels).then(
        (blob) => {
          const objectUrl = objectUrls.create(blob)
          entry.objectUrl = objectUrl
          entry.image = hold(objectUrl)
          return objectUrl
        },
        (error: unknown) => {
          // Not kept: asked again later, it is tried again.
          if (held.get(key) === entry) held.delete(key)
          throw error
        },
      )
      const entry: Held = { made }
      held.set(key, entry)
      if (held.size > limit) letGoOldest()
      return entry.made
    },
    get size() {
      return held.size
    },
  }
}

/** The page's copies. */
export const coverCopies = createCoverCopies()
