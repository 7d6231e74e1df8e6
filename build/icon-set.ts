/**
 * Every icon file the platforms need, by name. `npm run icons` writes exactly these from the SVG sources
 * beside this file; tests check the files against this list.
 *
 * Two folders: `build/icons/` holds what packaging reads (the app icon as PNGs, ICO and ICNS), and
 * `resources/icons/` what the running app loads (tray images, the Linux window icon). The runtime names live
 * in electron/core/features/desktop/icon-files.ts, because the app must never import this packaging folder; they are
 * re-exported here for the generator and its tests.
 *
 * Paths are relative to the project root.
 */
export {
  RUNTIME_ICONS_DIR,
  TRAY_IMAGES,
  TRAY_STATES,
  WINDOW_ICON_FILE,
  WINDOW_ICON_SIZE,
  WINDOWS_TRAY_ICO_SIZES,
  runtimeIconFiles,
  trayFamily,
  trayIconFile,
  type TrayFamily,
  type TrayImage,
  type TrayState,
  type TrayTheme,
  type TrayVariant,
} from '../electron/core/features/desktop/icon-files'

export const ICON_SOURCE = 'build/icon.svg'
export const TRAY_SOURCES = { playing: 'build/tray-playing.svg', paused: 'build/tray-paused.svg' } as const

/** App icon PNGs (`build/icons/png/NxN.png`, the layout electron-builder reads for Linux). */
export const APP_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const
/** Sizes inside `icon.ico` (Windows picks by DPI; 256 is the Explorer "extra large" view). */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const
/** Sizes inside `icon.icns` (16…512 at 1x and 2x: 1024 is 512@2x). */
export const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024] as const
/**
 * The macOS icon is drawn on Apple's icon grid: the tile covers 824 of 1024 pixels, centred, so it stands
 * as large as other apps' icons in the Dock and Finder. Other platforms use the tile edge to edge.
 */
export const MAC_TILE_RATIO = 824 / 1024

export const ICONS_DIR = 'build/icons'
export const ICO_FILE = `${ICONS_DIR}/icon.ico`
export const ICNS_FILE = `${ICONS_DIR}/icon.icns`
/** Hashes of the SVG sources the committed files were generated from (a test checks they are current). */
export const ICON_MANIFEST_FILE = `${ICONS_DIR}/manifest.json`
/** The renderer's favicon is the app icon; the icon script keeps it a copy of `ICON_SOURCE`. */
export const FAVICON_FILE = 'renderer/public/favicon.svg'

export function appIconPng(size: number): string {
  return `${ICONS_DIR}/png/${size}x${size}.png`
}

/** Every packaging file in build/icons: app PNGs, ICO, ICNS. */
export function packagingIconFiles(): string[] {
  return [...APP_ICON_SIZES.map(appIconPng), ICO_FILE, ICNS_FILE]
}
