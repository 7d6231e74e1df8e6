/** The product's display name; the version comes from package.json through the shell. */
export const PRODUCT_NAME = 'Encore'

/** The About data the build writes beside the main bundle (build/about), read by `app.about`. */
export const ABOUT_FILE_NAME = 'about.json'

/**
 * Encore's app id, reverse-DNS as desktops and portals want it, and the same everywhere the desktop knows the
 * app: electron-builder's `appId` (macOS bundle id, Windows installer shortcuts), Windows' AppUserModelID, the
 * Linux desktop entry's name (`app.encore.remote.desktop`, package.json's `desktopName`), which Electron uses
 * as the Wayland app_id and X11 WM_CLASS, the entry's StartupWMClass, the MPRIS DesktopEntry and the XDG
 * autostart entry. test/build checks the packaging files against it.
 */
export const APP_ID = 'app.encore.remote'
/** The Linux desktop entry's file name. */
export const DESKTOP_ENTRY_FILE = `${APP_ID}.desktop`
/** The command the Linux packages install (`/usr/bin/encore`) and the icon name they install the app icon as. */
export const EXECUTABLE_NAME = 'encore'
