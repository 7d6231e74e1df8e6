import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  APP_ICON_SIZES,
  FAVICON_FILE,
  ICNS_FILE,
  ICNS_SIZES,
  ICO_FILE,
  ICO_SIZES,
  ICON_MANIFEST_FILE,
  ICON_SOURCE,
  ICONS_DIR,
  MAC_TILE_RATIO,
  TRAY_IMAGES,
  TRAY_SOURCES,
  appIconPng,
  generatedIconFiles,
  trayIconFile,
} from '../../build/icon-set'
import { sha256, tintGlyph } from '../../build/icon-render'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string) => readFileSync(join(root, path))

/** Width, height and colour type from a PNG's IHDR chunk, which the format puts first. */
function pngHeader(data: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (!data.subarray(0, 8).equals(signature) || data.toString('ascii', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG')
  }
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), colourType: data[25] }
}

/** The image sizes listed in an ICO directory (a width byte of 0 means 256). */
function icoSizes(data: Buffer): number[] {
  expect(data.readUInt16LE(0)).toBe(0)
  expect(data.readUInt16LE(2)).toBe(1)
  const count = data.readUInt16LE(4)
  return Array.from({ length: count }, (_, i) => data[6 + i * 16] || 256)
}

/** The chunks of an ICNS file: type and payload. */
function icnsChunks(data: Buffer): Map<string, Buffer> {
  expect(data.toString('ascii', 0, 4)).toBe('icns')
  expect(data.readUInt32BE(4)).toBe(data.length)
  const chunks = new Map<string, Buffer>()
  for (let at = 8; at < data.length;) {
    const length = data.readUInt32BE(at + 4)
    chunks.set(data.toString('ascii', at, at + 4), data.subarray(at + 8, at + length))
    at += length
  }
  return chunks
}

async function pixels(data: Buffer) {
  const { data: raw, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => raw.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)
  const opaque: Buffer[] = []
  for (let i = 0; i < raw.length; i += 4) if (raw[i + 3]! > 0) opaque.push(raw.subarray(i, i + 4))
  return { at, opaque, width: info.width }
}

const luminance = (px: Buffer) => 0.2126 * px[0]! + 0.7152 * px[1]! + 0.0722 * px[2]!

describe('the icon set', () => {
  it('is complete: every listed file exists and nothing else sits in build/icons', () => {
    const listed = [...generatedIconFiles(), ICON_MANIFEST_FILE].sort()
    const onDisk = readdirSync(join(root, ICONS_DIR), { recursive: true, withFileTypes: true })
      .filter((it) => it.isFile())
      .map((it) => relative(root, join(it.parentPath, it.name)).split('\\').join('/'))
      .sort()
    expect(onDisk).toEqual(listed)
  })

  it('app icon PNGs have the size in their name, from 16 to 1024', () => {
    expect(APP_ICON_SIZES[0]).toBe(16)
    expect(APP_ICON_SIZES.at(-1)).toBe(1024)
    for (const size of APP_ICON_SIZES) {
      expect(pngHeader(read(appIconPng(size))), appIconPng(size)).toMatchObject({ width: size, height: size })
    }
  })

  it('tray images: two states × (macOS Template, Windows light/dark, Linux light/dark) × 1x and 2x', () => {
    expect(TRAY_IMAGES).toHaveLength(2 * (1 + 2 + 2) * 2)
    for (const image of TRAY_IMAGES) {
      const header = pngHeader(read(image.file))
      expect(header, image.file).toMatchObject({ width: image.size, height: image.size, colourType: 6 })
      const expected = { mac: 16, win: 16, linux: 22 }[image.family] * image.scale
      expect(image.size, image.file).toBe(expected)
      expect(image.file.endsWith(image.scale === 2 ? '@2x.png' : `${image.variant}.png`), image.file).toBe(
        true,
      )
    }
    expect(TRAY_IMAGES.map((it) => it.file)).toContain('build/icons/tray/tray-playing-Template@2x.png')
    expect(TRAY_IMAGES.map((it) => it.file)).toContain('build/icons/tray/linux/tray-paused-dark.png')
  })

  it('tray glyph colours suit their variant: Template black, light dark, dark light', async () => {
    for (const image of TRAY_IMAGES) {
      const { opaque } = await pixels(read(image.file))
      expect(opaque.length, image.file).toBeGreaterThan(image.size)
      const mean = opaque.reduce((sum, px) => sum + luminance(px), 0) / opaque.length
      if (image.variant === 'Template') expect(mean, image.file).toBe(0)
      if (image.variant === 'light') expect(mean, image.file).toBeLessThan(60)
      if (image.variant === 'dark') expect(mean, image.file).toBeGreaterThan(200)
    }
  })

  it('icon.ico holds every Windows size', () => {
    expect(icoSizes(read(ICO_FILE))).toEqual([...ICO_SIZES])
  })

  it('icon.icns holds 16…1024, drawn on Apple’s grid (a transparent margin around the tile)', async () => {
    const chunks = icnsChunks(read(ICNS_FILE))
    const types = ['ic07', 'ic08', 'ic09', 'ic10', 'ic11', 'ic12', 'ic13', 'ic14', 'is32', 'il32']
    for (const type of types) expect(chunks.has(type), type).toBe(true)
    const largest = chunks.get('ic10')!
    expect(pngHeader(largest)).toMatchObject({ width: ICNS_SIZES.at(-1), height: ICNS_SIZES.at(-1) })
    const { at, width } = await pixels(largest)
    const margin = Math.floor((width * (1 - MAC_TILE_RATIO)) / 2)
    expect(at(margin - 2, width / 2)[3]).toBe(0)
    expect(at(margin + 8, width / 2)[3]).toBe(255)
    expect(at(width / 2, width / 2)[3]).toBe(255)
  })

  it('was generated from the current SVG sources (run `npm run icons` after changing one)', () => {
    const manifest = JSON.parse(read(ICON_MANIFEST_FILE).toString('utf8')) as {
      sources: Record<string, string>
    }
    const sources = [ICON_SOURCE, TRAY_SOURCES.playing, TRAY_SOURCES.paused]
    expect(Object.keys(manifest.sources).sort()).toEqual([...sources].sort())
    for (const source of sources)
      expect(manifest.sources[source], source).toBe(sha256(read(source).toString('utf8')))
  })

  it('the renderer’s favicon is the app icon', () => {
    expect(read(FAVICON_FILE).toString('utf8')).toBe(read(ICON_SOURCE).toString('utf8'))
  })
})

describe('tray icon lookup', () => {
  it('macOS gets its template image whatever the theme', () => {
    expect(trayIconFile('darwin', 'playing', 'dark')).toBe('build/icons/tray/tray-playing-Template.png')
    expect(trayIconFile('darwin', 'paused', 'light')).toBe('build/icons/tray/tray-paused-Template.png')
  })

  it('Windows and Linux get the image for the panel’s theme, Linux at its own size', () => {
    expect(trayIconFile('win32', 'paused', 'dark')).toBe('build/icons/tray/tray-paused-dark.png')
    expect(trayIconFile('linux', 'playing', 'light')).toBe('build/icons/tray/linux/tray-playing-light.png')
    expect(trayIconFile('freebsd', 'playing', 'dark')).toBe('build/icons/tray/linux/tray-playing-dark.png')
  })

  it('every 1x file has its @2x beside it, as nativeImage expects', () => {
    for (const image of TRAY_IMAGES.filter((it) => it.scale === 1)) {
      expect(existsSync(join(root, image.file.replace(/\.png$/, '@2x.png'))), image.file).toBe(true)
    }
  })
})

describe('tintGlyph', () => {
  it('sets the colour the glyph draws in and refuses what is not SVG', () => {
    expect(tintGlyph('<svg viewBox="0 0 1 1"/>', '#fff')).toBe('<svg color="#fff" viewBox="0 0 1 1"/>')
    expect(() => tintGlyph('<html/>', '#fff')).toThrow(/not an SVG/)
  })
})
