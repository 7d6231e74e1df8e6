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
      image.onload = () => {
        if (mine !== loading) return
        try {
          const canvas = document.createElement('canvas')
          canvas.width = 12
          canvas.height = 12
          const context = canvas.getContext('2d', { willReadFrequently: true })
          if (!context) return
          context.drawImage(image, 0, 0, 12, 12)
          accent.value = accentOfPixels(context.getImageData(0, 0, 12, 12).data)
        } catch {
          accent.value = null // pixels the page may not read
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
