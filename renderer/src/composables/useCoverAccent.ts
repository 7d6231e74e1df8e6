import type { Image } from '@contract'
import { shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { accentOfPixels, type Rgb } from '../color'
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
      const image = new Image()
      image.crossOrigin = 'anonymous'
      image.decoding = 'async'
      image.onload = async () => {
        if (mine !== loading) return
        try {
          // Scaled by createImageBitmap, not drawn straight from the image: drawing an <img> into a canvas
          // leaves a decoded copy in Chromium's image cache for good (cover-drawing.ts).
          const bitmap = await createImageBitmap(image, { resizeWidth: 12, resizeHeight: 12 })
          const canvas = document.createElement('canvas')
          canvas.width = 12
          canvas.height = 12
          const context = canvas.getContext('2d', { willReadFrequently: true })
          context?.drawImage(bitmap, 0, 0)
          bitmap.close()
          if (!context || mine !== loading) return
          accent.value = accentOfPixels(context.getImageData(0, 0, 12, 12).data)
        } catch {
          if (mine === loading) accent.value = null // pixels the page may not read
        }
      }
      image.onerror = () => {
        if (mine === loading) accent.value = null
      }
      image.src = url
    },
    { immediate: true },
  )
  return { accent }
}
