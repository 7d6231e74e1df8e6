/**
 * Where Electron's documentation says a call works, for the calls the fake `electron` implements: the
 * `@platform` note of `node_modules/electron/electron.d.ts`, and its Wayland notes ("Not supported on
 * Wayland", or a position that reads as zero there). The fake throws when a test's platform is not among
 * them, so a shell test fails where the shell relies on what the platform does not do.
 * test/fakes/electron-platforms.test.ts reads electron.d.ts and checks this table against it both ways.
 */

export interface PlatformNote {
  /** The `@platform` list; absent: every platform. */
  platforms?: readonly NodeJS.Platform[]
  /** On a native Wayland window: not supported (throws), or reads as position 0,0. */
  wayland?: 'unsupported' | 'zero-position'
}

/** Keyed `Interface.member` as electron.d.ts declares them (BrowserWindow options under BaseWindowConstructorOptions). */
export const platformNotes = {
  'App.setDesktopName': { platforms: ['linux'] },
  'App.dock': { platforms: ['darwin'] },
  'App.setAppUserModelId': { platforms: ['win32'] },
  'App.setLoginItemSettings': { platforms: ['darwin', 'win32'] },
  'App.getLoginItemSettings': { platforms: ['darwin', 'win32'] },
  'App.removeAsDefaultProtocolClient': { platforms: ['darwin', 'win32'] },
  'BrowserWindow.setSkipTaskbar': { platforms: ['darwin', 'win32'] },
  'BrowserWindow.setVisibleOnAllWorkspaces': { platforms: ['darwin', 'linux'] },
  'BrowserWindow.setIcon': { platforms: ['win32', 'linux'] },
  'BrowserWindow.setAlwaysOnTop': { wayland: 'unsupported' },
  'BrowserWindow.isAlwaysOnTop': { wayland: 'unsupported' },
  'BrowserWindow.setPosition': { wayland: 'unsupported' },
  'BrowserWindow.blur': { wayland: 'unsupported' },
  'BrowserWindow.getPosition': { wayland: 'zero-position' },
  'BrowserWindow.getBounds': { wayland: 'zero-position' },
  'BaseWindowConstructorOptions.skipTaskbar': { platforms: ['darwin', 'win32'] },
  'BaseWindowConstructorOptions.maximizable': { platforms: ['darwin', 'win32'] },
  'BaseWindowConstructorOptions.minimizable': { platforms: ['darwin', 'win32'] },
  'BaseWindowConstructorOptions.autoHideMenuBar': { platforms: ['linux', 'win32'] },
  'BaseWindowConstructorOptions.alwaysOnTop': { wayland: 'unsupported' },
  'Screen.getCursorScreenPoint': { wayland: 'unsupported' },
  'SystemPreferences.isTrustedAccessibilityClient': { platforms: ['darwin'] },
  'SafeStorage.getSelectedStorageBackend': { platforms: ['linux'] },
  'NativeTheme.shouldUseDarkColorsForSystemIntegratedUI': { platforms: ['darwin', 'win32'] },
  'Tray.getBounds': { platforms: ['darwin', 'win32'] },
  'Tray.popUpContextMenu': { platforms: ['darwin', 'win32'] },
} satisfies Record<string, PlatformNote>

export type NotedApi = keyof typeof platformNotes

/** The platform a test plays: `process.platform` (tests redefine it) and the session's variables. */
export function platformUnderTest(ozonePlatform: string): { platform: NodeJS.Platform; wayland: boolean } {
  const platform = process.platform
  const session = process.env['XDG_SESSION_TYPE'] ?? ''
  // Electron 38 and later run as a native Wayland app on a Wayland session unless told --ozone-platform=x11.
  const waylandSession = session === 'wayland' || (session === '' && Boolean(process.env['WAYLAND_DISPLAY']))
  return { platform, wayland: platform === 'linux' && waylandSession && ozonePlatform !== 'x11' }
}

/** Thrown where the documentation says the call does nothing or is not there. */
export class UnsupportedOnPlatform extends Error {}

/**
 * Throws when `api` is not supported where the test runs; answers whether it runs on a Wayland window (for
 * the calls that read a position as 0,0 there).
 */
export function requireSupport(api: NotedApi, ozonePlatform = ''): { zeroPosition: boolean } {
  const note: PlatformNote = platformNotes[api]
  const { platform, wayland } = platformUnderTest(ozonePlatform)
  if (note.platforms && !note.platforms.includes(platform)) {
    throw new UnsupportedOnPlatform(
      `${api} is not supported on ${platform} (electron.d.ts: @platform ${note.platforms.join(',')})`,
    )
  }
  if (wayland && note.wayland === 'unsupported') {
    throw new UnsupportedOnPlatform(`${api} is not supported on Wayland (electron.d.ts)`)
  }
  return { zeroPosition: wayland && note.wayland === 'zero-position' }
}

/** Throws for a window option given where the documentation says it has no effect. */
export function requireOptionSupport(options: Record<string, unknown>, ozonePlatform = ''): void {
  for (const [name, value] of Object.entries(options)) {
    const api = `BaseWindowConstructorOptions.${name}`
    if (value !== undefined && api in platformNotes) requireSupport(api as NotedApi, ozonePlatform)
  }
}
