/**
 * The image files the running app loads (tray images, the Linux window icon), by name. They live in
 * `resources/icons/`, a runtime folder packed into the app; `npm run icons` (build/generate-icons.ts) draws
 * them, and the packaging folder `build/` is never read at run time.
 *
 * Paths are relative to the project root, which is also the app's root inside the package
 * (`app.getAppPath()`), so the same path works in development and in an installed app.
 *
 * Tray images come in three variants, named after the panel they sit on:
 * - `light`: a dark glyph, for a light panel or taskbar;
 * - `dark`: a white glyph, for a dark panel or taskbar;
 * - `Template`: a black glyph whose alpha is all that counts; macOS tints it for the menu bar (the file name
 *   must end in `Template` for Electron to mark the image as a template).
 * macOS and Linux get PNGs at 1x and 2x (`@2x`, which nativeImage picks by the screen's scale factor):
 * the menu bar 16 px, Linux 22 px (KDE's and libappindicator's panel size, so a StatusNotifier host does not
 * scale a 16 px image up). Windows gets one ICO per image holding every notification-area size from 100 %
 * to 300 % scaling, as Electron's tray documentation recommends for Windows.
 */

export const RUNTIME_ICONS_DIR = 'resources/icons'
/** The window icon Linux shows in the title bar and task switcher (macOS and Windows use the bundle's). */
export const WINDOW_ICON_FILE = `${RUNTIME_ICONS_DIR}/window.png`
export const WINDOW_ICON_SIZE = 512

export const TRAY_STATES = ['playing', 'paused'] as const
export type TrayState = (typeof TRAY_STATES)[number]
export type TrayTheme = 'light' | 'dark'
export type TrayVariant = TrayTheme | 'Template'
/** Which tray family a platform uses: macOS template images, Windows ICOs, Linux themed PNGs. */
export type TrayFamily = 'mac' | 'win' | 'linux'

/** The small-icon sizes Windows asks a tray ICO for: 16 px at 100 % scaling up to 48 px at 300 %. */
export const WINDOWS_TRAY_ICO_SIZES = [16, 20, 24, 32, 40, 48] as const

export interface TrayImage {
  readonly file: string
  readonly family: TrayFamily
  readonly state: TrayState
  readonly variant: TrayVariant
  readonly format: 'png' | 'ico'
  /** The pixel sizes in the file: one for a PNG (1x or 2x), every Windows size for an ICO. */
  readonly sizes: readonly number[]
  /** PNGs: which scale factor the file is for; an ICO serves them all. */
  readonly scale: 1 | 2 | null
}

const trayDir = `${RUNTIME_ICONS_DIR}/tray`
const pngFamilies: readonly { family: TrayFamily; size: number; variants: TrayVariant[] }[] = [
  { family: 'mac', size: 16, variants: ['Template'] },
  { family: 'linux', size: 22, variants: ['light', 'dark'] },
]

function pngImages(): TrayImage[] {
  return pngFamilies.flatMap(({ family, size, variants }) =>
    TRAY_STATES.flatMap((state) =>
      variants.flatMap((variant) =>
        ([1, 2] as const).map((scale): TrayImage => ({
          file: `${trayDir}/${family}/tray-${state}-${variant}${scale === 2 ? '@2x' : ''}.png`,
          family,
          state,
          variant,
          format: 'png',
          sizes: [size * scale],
          scale,
        })),
      ),
    ),
  )
}

function icoImages(): TrayImage[] {
  return TRAY_STATES.flatMap((state) =>
    (['light', 'dark'] as const).map((variant): TrayImage => ({
      file: `${trayDir}/win/tray-${state}-${variant}.ico`,
      family: 'win',
      state,
      variant,
      format: 'ico',
      sizes: WINDOWS_TRAY_ICO_SIZES,
      scale: null,
    })),
  )
}

export const TRAY_IMAGES: readonly TrayImage[] = [...pngImages(), ...icoImages()]

export function trayFamily(platform: NodeJS.Platform): TrayFamily {
  if (platform === 'darwin') return 'mac'
  if (platform === 'win32') return 'win'
  return 'linux'
}

/**
 * The tray image for a platform, state and panel theme (macOS ignores the theme: its template image is
 * tinted by the system). Pass it to `nativeImage.createFromPath`: a PNG's `@2x` file beside it is found by
 * name, an ICO holds every size.
 */
export function trayIconFile(platform: NodeJS.Platform, state: TrayState, theme: TrayTheme): string {
  const family = trayFamily(platform)
  const variant: TrayVariant = family === 'mac' ? 'Template' : theme
  const image = TRAY_IMAGES.find(
    (it) => it.family === family && it.state === state && it.variant === variant && it.scale !== 2,
  )
  if (!image) throw new Error(`No tray image for ${platform} ${state} ${theme}`)
  return image.file
}

/** Every file of the runtime folder: the tray images and the window icon. */
export function runtimeIconFiles(): string[] {
  return [...TRAY_IMAGES.map((it) => it.file), WINDOW_ICON_FILE]
}
