import type { ImageObject } from './present-context'
import type { ServiceUrls } from './service-urls'

/** Sizes per kind of picture, widest first, as the real service lists them. */
export const IMAGE_SIZES = {
  album: [640, 300, 64],
  artist: [640, 320, 160],
  playlist: [640, 300, 60],
  user: [300, 64],
  category: [274],
  show: [640, 300, 64],
  audiobook: [640, 300, 64],
} as const

export type ImageKind = keyof typeof IMAGE_SIZES

export function isImageKind(kind: string): kind is ImageKind {
  return Object.hasOwn(IMAGE_SIZES, kind)
}

export function imagesOf(urls: ServiceUrls, kind: ImageKind, id: string): ImageObject[] {
  return IMAGE_SIZES[kind].map((size) => ({ url: urls.image(kind, id, size), height: size, width: size }))
}
