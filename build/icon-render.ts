/** Drawing the icon set: SVG to PNG at an exact size, and the tray glyph's colour per variant. */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { TrayVariant } from './icon-set'

/** Glyph colour per tray variant (a Template image's colour is ignored by macOS; black is the convention). */
export const TRAY_GLYPH_COLOURS: Record<TrayVariant, string> = {
  light: '#1f1f1f',
  dark: '#ffffff',
  Template: '#000000',
}

/** The tray sources draw in currentColor; the root element's `color` chooses it. */
export function tintGlyph(svg: string, colour: string): string {
  if (!svg.includes('<svg ')) throw new Error('not an SVG document')
  return svg.replace('<svg ', `<svg color="${colour}" `)
}

function viewBoxWidth(svg: string): number {
  const match = /viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg)
  if (!match?.[1]) throw new Error('the SVG needs a viewBox')
  return Number(match[1])
}

/** Rasterises at the target size (density chosen so librsvg draws at that size, not scaled afterwards). */
export async function renderSvg(svg: string, size: number, tileRatio = 1): Promise<Buffer> {
  const drawn = Math.round(size * tileRatio)
  const image = sharp(Buffer.from(svg), { density: (72 * drawn) / viewBoxWidth(svg) }).resize(drawn, drawn)
  if (drawn === size) return image.png({ compressionLevel: 9 }).toBuffer()
  const margin = Math.floor((size - drawn) / 2)
  return image
    .extend({
      top: margin,
      left: margin,
      bottom: size - drawn - margin,
      right: size - drawn - margin,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
