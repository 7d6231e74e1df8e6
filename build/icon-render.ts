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

/**
 * An ICO file whose images are PNGs (one per size), the form Windows has read since Vista for every size.
 * Each entry: 6-byte header, 16-byte directory entries, then the PNG bytes; a width or height of 256 is
 * written as 0.
 */
export function packIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((it) => it.png)])
}
