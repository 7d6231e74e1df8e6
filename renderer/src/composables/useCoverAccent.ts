import type { Image } from '@contract'
import { shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { accentOfPixels, type Rgb } from '../color'
import { coverPixels } from '../cover-drawing'
import { imageFor } from '../formatting'

/**
 * The colour of the cover on screen, read from its smallest image through a tiny canvas. Null until read,
 * and when the image cannot be read (no cover, or a server that forbids reading its pixels).
 */
export function useCoverAccent(images: MaybeRefOrGetter<readonly Image[]>) {
  const accent = shallowRef<Rgb | null>(null)
  let loading = 0
  watch(
    () => imageFor(toValue(images), 64),
    (url) => {
      const mine = ++loading
      if (!url) {
        accent.value = null
        return
      }
      // Scaled by createImageBitmap, not drawn from an <img>: that would leave a decoded copy in Chromium's
      // image cache for good (cover-drawing.ts).
      coverPixels(url, 12).then(
        (pixels) => {
          if (mine === loading) accent.value = accentOfPixels(pixels)
        },
        () => {
          if (mine === loading) accent.value = null // no picture, or pixels the page may not read
        },
      )
    },
    { immediate: true },
  )
  return { accent }
}
