import { isAbsolute, join } from 'node:path'
import { APP_ID, DESKTOP_ENTRY_FILE, EXECUTABLE_NAME, PRODUCT_NAME } from '../../base/project-info'

/**
 * Encore's Linux desktop entries (freedesktop.org's Desktop Entry and Autostart specifications):
 * - where its installed entry, `app.encore.remote.desktop`, would be found (desktops and portals know the app
 *   by it; the .deb installs it, an AppImage does not);
 * - start at login, where Electron's `setLoginItemSettings` does nothing (app.md: macOS and Windows only): an
 *   XDG autostart entry, `~/.config/autostart/app.encore.remote.desktop`, which GNOME, KDE, Xfce and other
 *   desktops run at login. Written when the setting is on, removed when it is off.
 */

type Env = Readonly<Record<string, string | undefined>>

/** A base directory from its variable when that is an absolute path (the specification ignores others). */
function baseDir(env: Env, name: string, fallback: string): string {
  const value = env[name]
  return value && isAbsolute(value) ? value : fallback
}

/**
 * Where desktops look for applications' entries, most important first: `$XDG_DATA_HOME/applications`
 * (`~/.local/share`), then each of `$XDG_DATA_DIRS` (`/usr/local/share:/usr/share`).
 */
export function desktopEntryPaths(env: Env, home: string): string[] {
  const dataDirs = (env['XDG_DATA_DIRS'] || '/usr/local/share:/usr/share').split(':').filter(isAbsolute)
  return [baseDir(env, 'XDG_DATA_HOME', join(home, '.local/share')), ...dataDirs].map((dir) =>
    join(dir, 'applications', DESKTOP_ENTRY_FILE),
  )
}

/** Where the entry goes: `$XDG_CONFIG_HOME/autostart` (when set to an absolute path), else `~/.config/autostart`. */
export function autostartEntryPath(env: Env, home: string): string {
  return join(baseDir(env, 'XDG_CONFIG_HOME', join(home, '.config')), 'autostart', DESKTOP_ENTRY_FILE)
}

/** Characters that oblige an Exec argument to be quoted (desktop entry specification, "The Exec key"). */
const RESERVED = /[\s"'\\><~|&;$*?#()`]/

/**
 * One argument of an Exec line: `%` doubled (field codes), quoted in double quotes when it holds a reserved
 * character with `"`, `` ` ``, `$` and `\` escaped, and then every backslash escaped once more, as the
 * string value type asks (so a literal backslash is written as four).
 */
export function execArgument(argument: string): string {
  if (/[\r\n]/.test(argument)) throw new Error('A launch argument may not hold a line break.')
  const percent = argument.replaceAll('%', '%%')
  if (!RESERVED.test(percent)) return percent
  return `"${percent.replace(/["`$\\]/g, (char) => `\\${char}`)}"`.replaceAll('\\', '\\\\')
}

/**
 * What starts Encore: an AppImage by its own file (`$APPIMAGE`; the running executable is inside a mount that
 * changes each run), anything else by its executable.
 */
export function launchCommand(execPath: string, env: Env): string[] {
  const appImage = env['APPIMAGE']
  return [appImage && isAbsolute(appImage) ? appImage : execPath]
}

/** The entry's text: an application entry that starts Encore, with the icon the Linux packages install. */
export function autostartEntry(command: readonly string[]): string {
  if (!command.length) throw new Error('The autostart entry needs a command.')
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    `Name=${PRODUCT_NAME}`,
    `Comment=Starts ${PRODUCT_NAME} when you log in`,
    `Exec=${command.map(execArgument).join(' ')}`,
    `Icon=${EXECUTABLE_NAME}`,
    'Terminal=false',
    `StartupWMClass=${APP_ID}`,
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n')
}
