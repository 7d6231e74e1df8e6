/**
 * Every icon file the platforms need, by name. `npm run icons` writes exactly these from the SVG sources
 * beside this file; the shell looks tray images up here; tests check the files against this list.
 *
 * Paths are relative to the project root, which is also the app's root inside the package
 * (`app.getAppPath()`), so the same path works in development and in an installed app.
 *
 * Tray images come in three variants, named after the panel they sit on:
 * - `light`: a dark glyph, for a light panel or taskbar;
 * - `dark`: a white glyph, for a dark panel or taskbar;
 * - `Template`: a black glyph whose alpha is all that counts; macOS tints it for the menu bar (the file name
 *   must end in `Template` for Electron to mark the image as a template).
 * Each at 1x and 2x (`@2x`), which Electron's nativeImage picks by the screen's scale factor.
 * Sizes: macOS menu bar and Windows notification area 16 px (32 at 2x); Linux 22 px (44 at 2x), the size
 * of KDE's and libappindicator's panel icons, so a StatusNotifier host does not scale a 16 px image up.
 */

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
/** The window icon Linux shows in the title bar and task switcher (macOS and Windows use the bundle's). */
export const WINDOW_ICON_SIZE = 512

export function appIconPng(size: number): string {
  return `${ICONS_DIR}/png/${size}x${size}.png`
}

export const TRAY_STATES = ['playing', 'paused'] as const
export type TrayState = (typeof TRAY_STATES)[number]
export type TrayTheme = 'light' | 'dark'
export type TrayVariant = TrayTheme | 'Template'
/** Which tray family a platform uses: macOS template images, Windows and Linux themed ones. */
export type TrayFamily = 'mac' | 'win' | 'linux'

export interface TrayImage {
  readonly file: string
  readonly family: TrayFamily
  readonly state: TrayState
  readonly variant: TrayVariant
  readonly scale: 1 | 2
  /** Width and height in pixels. */
  readonly size: number
}

const trayFamilies: readonly { family: TrayFamily; dir: string; size: number; variants: TrayVariant[] }[] = [
  { family: 'mac', dir: `${ICONS_DIR}/tray`, size: 16, variants: ['Template'] },
  { family: 'win', dir: `${ICONS_DIR}/tray`, size: 16, variants: ['light', 'dark'] },
  { family: 'linux', dir: `${ICONS_DIR}/tray/linux`, size: 22, variants: ['light', 'dark'] },
]

function trayFile(dir: string, state: TrayState, variant: TrayVariant, scale: 1 | 2): string {
  return `${dir}/tray-${state}-${variant}${scale === 2 ? '@2x' : ''}.png`
}

export const TRAY_IMAGES: readonly TrayImage[] = trayFamilies.flatMap(({ family, dir, size, variants }) =>
  TRAY_STATES.flatMap((state) =>
    variants.flatMap((variant) =>
      ([1, 2] as const).map((scale) => ({
        file: trayFile(dir, state, variant, scale),
        family,
        state,
        variant,
        scale,
        size: size * scale,
      })),
    ),
  ),
)

export function trayFamily(platform: NodeJS.Platform): TrayFamily {
  if (platform === 'darwin') return 'mac'
  if (platform === 'win32') return 'win'
  return 'linux'
}

/**
 * The 1x tray image for a platform, state and panel theme (macOS ignores the theme: its template image is
 * tinted by the system). Pass it to `nativeImage.createFromPath`; the `@2x` file beside it is found by name.
 */
export function trayIconFile(platform: NodeJS.Platform, state: TrayState, theme: TrayTheme): string {
  const family = trayFamily(platform)
  const variant: TrayVariant = family === 'mac' ? 'Template' : theme
  const image = TRAY_IMAGES.find(
    (it) => it.family === family && it.state === state && it.variant === variant && it.scale === 1,
  )
  if (!image) throw new Error(`No tray image for ${platform} ${state} ${theme}`)
  return image.file
}

/** Every generated file: app PNGs, ICO, ICNS, tray images. */
export function generatedIconFiles(): string[] {
  return [...APP_ICON_SIZES.map(appIconPng), ICO_FILE, ICNS_FILE, ...TRAY_IMAGES.map((it) => it.file)]
}
