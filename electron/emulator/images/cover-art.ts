import { createRandom } from '../random/prng'
import { encodePng } from './png'

type Rgb = readonly [number, number, number]

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/**
 * A square picture that is always the same for the same (kind, id): a diagonal two-colour gradient with a
 * soft disc and a band. Artists get a round portrait-like disc, categories a bolder palette.
 */
export function coverArt(kind: string, id: string, size: number): Buffer {
  const random = createRandom(`${kind}/${id}`)
  const hue = random.next() * 360
  const from = hsl(hue, 0.55 + random.next() * 0.3, 0.35 + random.next() * 0.2)
  const to = hsl(
    (hue + 40 + random.next() * 140) % 360,
    0.5 + random.next() * 0.4,
    0.15 + random.next() * 0.25,
  )
  const accent = hsl((hue + 180) % 360, 0.7, kind === 'category' ? 0.6 : 0.7)
  const cx = (0.25 + random.next() * 0.5) * size
  const cy = (0.25 + random.next() * 0.5) * size
  const radius = (kind === 'artist' ? 0.32 : 0.12 + random.next() * 0.22) * size
  const bandAngle = random.next() * Math.PI
  const bandCos = Math.cos(bandAngle)
  const bandSin = Math.sin(bandAngle)
  const bandOffset = (random.next() - 0.5) * size * 0.6
  const bandWidth = size * (0.04 + random.next() * 0.08)

  const rgb = new Uint8Array(size * size * 3)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size)
      let r = from[0] + (to[0] - from[0]) * t
      let g = from[1] + (to[1] - from[1]) * t
      let b = from[2] + (to[2] - from[2]) * t
      const distance = Math.hypot(x - cx, y - cy)
      const disc = Math.max(0, Math.min(1, radius - distance + 0.5))
      const band =
        Math.abs((x - size / 2) * bandCos + (y - size / 2) * bandSin - bandOffset) < bandWidth ? 0.25 : 0
      const mix = Math.max(disc * 0.8, band)
      r += (accent[0] - r) * mix
      g += (accent[1] - g) * mix
      b += (accent[2] - b) * mix
      const at = (y * size + x) * 3
      rgb[at] = r
      rgb[at + 1] = g
      rgb[at + 2] = b
    }
  }
  return encodePng(size, size, rgb)
}
