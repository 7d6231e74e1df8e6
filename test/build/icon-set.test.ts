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
  RUNTIME_ICONS_DIR,
  TRAY_IMAGES,
  TRAY_SOURCES,
  WINDOW_ICON_FILE,
  WINDOW_ICON_SIZE,
  WINDOWS_TRAY_ICO_SIZES,
  appIconPng,
  packagingIconFiles,
  runtimeIconFiles,
  trayIconFile,
} from '../../build/icon-set'
import { packIco, sha256, tintGlyph } from '../../build/icon-render'

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

/** The images inside an ICO, as the bytes its directory points at. */
function icoImages(data: Buffer): Buffer[] {
  return Array.from({ length: data.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + i * 16
    const offset = data.readUInt32LE(entry + 12)
    return data.subarray(offset, offset + data.readUInt32LE(entry + 8))
  })
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
  const filesIn = (dir: string) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((it) => it.isFile())
      .map((it) => relative(root, join(it.parentPath, it.name)).split('\\').join('/'))
      .sort()

  it('is complete: every listed file exists and nothing else sits in build/icons or resources/icons', () => {
    expect(filesIn(ICONS_DIR)).toEqual([...packagingIconFiles(), ICON_MANIFEST_FILE].sort())
    expect(filesIn(RUNTIME_ICONS_DIR)).toEqual(runtimeIconFiles().sort())
  })

  it('app icon PNGs have the size in their name, from 16 to 1024', () => {
    expect(APP_ICON_SIZES[0]).toBe(16)
    expect(APP_ICON_SIZES.at(-1)).toBe(1024)
    for (const size of APP_ICON_SIZES) {
      expect(pngHeader(read(appIconPng(size))), appIconPng(size)).toMatchObject({ width: size, height: size })
    }
  })

  it('tray images: two states × (macOS Template and Linux light/dark PNGs at 1x and 2x, Windows light/dark ICOs)', () => {
    expect(TRAY_IMAGES).toHaveLength(2 * (1 + 2) * 2 + 2 * 2)
    for (const image of TRAY_IMAGES.filter((it) => it.format === 'png')) {
      const header = pngHeader(read(image.file))
      const [size] = image.sizes
      expect(header, image.file).toMatchObject({ width: size, height: size, colourType: 6 })
      const expected = { mac: 16, win: 0, linux: 22 }[image.family] * image.scale!
      expect(size, image.file).toBe(expected)
      expect(image.file.endsWith(image.scale === 2 ? '@2x.png' : `${image.variant}.png`), image.file).toBe(
        true,
      )
    }
    expect(TRAY_IMAGES.map((it) => it.file)).toContain(
      'resources/icons/tray/mac/tray-playing-Template@2x.png',
    )
    expect(TRAY_IMAGES.map((it) => it.file)).toContain('resources/icons/tray/linux/tray-paused-dark.png')
    expect(TRAY_IMAGES.map((it) => it.file)).toContain('resources/icons/tray/win/tray-paused-dark.ico')
  })

  it('Windows tray ICOs hold every notification-area size from 100 % to 300 % scaling, each drawn at its size', () => {
    expect(WINDOWS_TRAY_ICO_SIZES).toEqual([16, 20, 24, 32, 40, 48])
    for (const image of TRAY_IMAGES.filter((it) => it.format === 'ico')) {
      const data = read(image.file)
      expect(icoSizes(data), image.file).toEqual([...WINDOWS_TRAY_ICO_SIZES])
      const sizes = icoImages(data).map((png) => pngHeader(png))
      expect(sizes.map((it) => it.width)).toEqual([...WINDOWS_TRAY_ICO_SIZES])
      expect(sizes.every((it) => it.colourType === 6)).toBe(true)
    }
  })

  it('the Linux window icon is the app icon at 512 px', () => {
    expect(pngHeader(read(WINDOW_ICON_FILE))).toMatchObject({
      width: WINDOW_ICON_SIZE,
      height: WINDOW_ICON_SIZE,
    })
    expect(read(WINDOW_ICON_FILE).equals(read(appIconPng(WINDOW_ICON_SIZE)))).toBe(true)
  })

  it('tray glyph colours suit their variant: Template black, light dark, dark light', async () => {
    for (const image of TRAY_IMAGES) {
      const data = read(image.file)
      const png = image.format === 'ico' ? icoImages(data).at(-1)! : data
      const { opaque } = await pixels(png)
      expect(opaque.length, image.file).toBeGreaterThan(image.sizes.at(-1)!)
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
    expect(trayIconFile('darwin', 'playing', 'dark')).toBe(
      'resources/icons/tray/mac/tray-playing-Template.png',
    )
    expect(trayIconFile('darwin', 'paused', 'light')).toBe(
      'resources/icons/tray/mac/tray-paused-Template.png',
    )
  })

  it('Windows gets an ICO and Linux a PNG at its own size, each for the panel’s theme', () => {
    expect(trayIconFile('win32', 'paused', 'dark')).toBe('resources/icons/tray/win/tray-paused-dark.ico')
    expect(trayIconFile('linux', 'playing', 'light')).toBe(
      'resources/icons/tray/linux/tray-playing-light.png',
    )
    expect(trayIconFile('freebsd', 'playing', 'dark')).toBe(
      'resources/icons/tray/linux/tray-playing-dark.png',
    )
  })

  it('every 1x PNG has its @2x beside it, as nativeImage expects', () => {
    for (const image of TRAY_IMAGES.filter((it) => it.scale === 1)) {
      expect(existsSync(join(root, image.file.replace(/\.png$/, '@2x.png'))), image.file).toBe(true)
    }
  })
})

describe('packIco', () => {
  it('writes a directory entry per image pointing at its bytes, 256 as 0', () => {
    const a = Buffer.from('first')
    const b = Buffer.from('second!')
    const ico = packIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ])
    expect(icoSizes(ico)).toEqual([16, 256])
    expect(icoImages(ico)).toEqual([a, b])
    expect(ico.length).toBe(6 + 2 * 16 + a.length + b.length)
  })
})

describe('tintGlyph', () => {
  it('sets the colour the glyph draws in and refuses what is not SVG', () => {
    expect(tintGlyph('<svg viewBox="0 0 1 1"/>', '#fff')).toBe('<svg color="#fff" viewBox="0 0 1 1"/>')
    expect(() => tintGlyph('<html/>', '#fff')).toThrow(/not an SVG/)
  })
})
