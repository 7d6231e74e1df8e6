/** Colours the page derives: the mini player's accent from the cover it shows. */

export interface Rgb {
  r: number
  g: number
  b: number
}

/**
 * The cover's colour for an accent: the average of its pixels, weighted towards saturated ones (a cover's
 * greys and near-blacks say little about its colour). Null for an image with no opaque pixel.
 */
export function accentOfPixels(data: ArrayLike<number>): Rgb | null {
  let r = 0
  let g = 0
  let b = 0
  let weight = 0
  for (let i = 0; i + 3 < data.length; i += 4) {
    const alpha = data[i + 3]! / 255
    if (alpha < 0.5) continue
    const [pr, pg, pb] = [data[i]!, data[i + 1]!, data[i + 2]!]
    const saturation = Math.max(pr, pg, pb) - Math.min(pr, pg, pb)
    const w = alpha * (1 + saturation / 32)
    r += pr * w
    g += pg * w
    b += pb * w
    weight += w
  }
  if (weight === 0) return null
  return { r: Math.round(r / weight), g: Math.round(g / weight), b: Math.round(b / weight) }
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/**
 * The accent brought to a lightness that reads on the theme's background: lifted towards white on a dark
 * theme, darkened on a light one, until it is far enough from the background.
 */
export function readableAccent(color: Rgb, theme: 'dark' | 'light'): Rgb {
  let current = color
  for (let step = 0; step < 12; step++) {
    const l = luminance(current)
    if (theme === 'dark' ? l >= 0.22 : l <= 0.18) break
    const target = theme === 'dark' ? 255 : 0
    current = {
      r: Math.round(current.r + (target - current.r) * 0.15),
      g: Math.round(current.g + (target - current.g) * 0.15),
      b: Math.round(current.b + (target - current.b) * 0.15),
    }
  }
  return current
}

export const cssRgb = ({ r, g, b }: Rgb) => `rgb(${r} ${g} ${b})`
