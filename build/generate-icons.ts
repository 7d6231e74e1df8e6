/**
 * `npm run icons`: renders every icon of build/icon-set.ts from the SVG sources with sharp (librsvg), then
 * packs the app's ICO and ICNS with icon-gen from those renders, and each Windows tray ICO from its own
 * renders, so each size inside them is drawn at that size rather than scaled from one large image. Packaging
 * icons go to build/icons, the ones the running app loads to resources/icons. The outputs are committed;
 * run this after changing an SVG.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import icongen from 'icon-gen'
import {
  APP_ICON_SIZES,
  FAVICON_FILE,
  ICNS_FILE,
  ICNS_SIZES,
  ICO_FILE,
  ICO_SIZES,
  ICON_MANIFEST_FILE,
  ICON_SOURCE,
  MAC_TILE_RATIO,
  TRAY_IMAGES,
  TRAY_SOURCES,
  WINDOW_ICON_FILE,
  WINDOW_ICON_SIZE,
  appIconPng,
} from './icon-set'
import { TRAY_GLYPH_COLOURS, packIco, renderSvg, sha256, tintGlyph } from './icon-render'

const root = fileURLToPath(new URL('..', import.meta.url))
const fromRoot = (path: string) => join(root, path)

function write(path: string, data: Buffer | string): void {
  mkdirSync(dirname(fromRoot(path)), { recursive: true })
  writeFileSync(fromRoot(path), data)
}

/** icon-gen reads a folder of `<size>.png` and writes `<name>.ico|icns` into another. */
async function packIcons(kind: 'ico' | 'icns', sizes: readonly number[], svg: string, tileRatio: number) {
  const work = mkdtempSync(join(tmpdir(), 'encore-icons-'))
  try {
    for (const size of sizes) writeFileSync(join(work, `${size}.png`), await renderSvg(svg, size, tileRatio))
    const options = { report: false, [kind]: { name: 'icon', sizes: [...sizes] } }
    const [written] = await icongen(work, work, options)
    if (!written) throw new Error(`icon-gen wrote no ${kind}`)
    const target = kind === 'ico' ? ICO_FILE : ICNS_FILE
    mkdirSync(dirname(fromRoot(target)), { recursive: true })
    copyFileSync(written, fromRoot(target))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const icon = readFileSync(fromRoot(ICON_SOURCE), 'utf8')
  const trays = {
    playing: readFileSync(fromRoot(TRAY_SOURCES.playing), 'utf8'),
    paused: readFileSync(fromRoot(TRAY_SOURCES.paused), 'utf8'),
  }

  for (const size of APP_ICON_SIZES) write(appIconPng(size), await renderSvg(icon, size))
  await packIcons('ico', ICO_SIZES, icon, 1)
  await packIcons('icns', ICNS_SIZES, icon, MAC_TILE_RATIO)
  // The window icon is the app icon at its size, in the runtime folder (resources/icons).
  write(WINDOW_ICON_FILE, await renderSvg(icon, WINDOW_ICON_SIZE))
  for (const image of TRAY_IMAGES) {
    const glyph = tintGlyph(trays[image.state], TRAY_GLYPH_COLOURS[image.variant])
    const renders = await Promise.all(
      image.sizes.map(async (size) => ({ size, png: await renderSvg(glyph, size) })),
    )
    write(image.file, image.format === 'ico' ? packIco(renders) : renders[0]!.png)
  }
  copyFileSync(fromRoot(ICON_SOURCE), fromRoot(FAVICON_FILE))

  const manifest = {
    sources: {
      [ICON_SOURCE]: sha256(icon),
      [TRAY_SOURCES.playing]: sha256(trays.playing),
      [TRAY_SOURCES.paused]: sha256(trays.paused),
    },
  }
  write(ICON_MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`)
  process.stdout.write(
    `icons: wrote ${APP_ICON_SIZES.length} app PNGs, ICO, ICNS, the window icon, ${TRAY_IMAGES.length} tray images\n`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
