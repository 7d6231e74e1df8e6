/**
 * The command line that reaches an Encore, as Settings shows it beside each hotkey (to paste into the desktop's
 * keyboard settings): `encore` for the installed app, the AppImage's or the app's path where `encore` is not on
 * the PATH, and from source `npm --prefix … run -s ctl --` with the data folder when it is not the default.
 */

/** One word for a POSIX shell (or cmd.exe on Windows): quoted only when it needs to be. */
export function shellWord(word: string, platform: NodeJS.Platform = process.platform): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word
  if (platform === 'win32') return `"${word.replace(/"/g, '""')}"`
  return `'${word.replace(/'/g, `'\\''`)}'`
}

const line = (words: readonly string[], platform: NodeJS.Platform) =>
  words.map((word) => shellWord(word, platform)).join(' ')

/** From source: the project's `ctl` script, naming the data folder unless it is the default one. */
export function sourceCommand(
  projectRoot: string,
  dataDir: string,
  defaultDataDir: string,
  platform: NodeJS.Platform = process.platform,
): string {
  const folder = dataDir === defaultDataDir ? [] : ['--data-dir', dataDir]
  return line(
    ['npm', '--prefix', projectRoot.replace(/\/$/, ''), 'run', '-s', 'ctl', '--', ...folder],
    platform,
  )
}

export interface DesktopApp {
  platform: NodeJS.Platform
  packaged: boolean
  execPath: string
  /** Linux: the AppImage's own path (`$APPIMAGE`), which no package put on the PATH. */
  appImage?: string | undefined
  /** Unpackaged runs: the project and the app's data folder, reached through the source command. */
  projectRoot: string
  dataDir: string
}

/** The installed app's binary: `encore` where the .deb linked it into /usr/bin, its path elsewhere. */
export function desktopCommand(app: DesktopApp): string {
  if (!app.packaged) return sourceCommand(app.projectRoot, app.dataDir, '', app.platform)
  if (app.platform === 'linux') return app.appImage ? shellWord(app.appImage, 'linux') : 'encore'
  return shellWord(app.execPath, app.platform)
}
