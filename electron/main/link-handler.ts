import { execFile } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { App } from 'electron'
import { type Encore, type Logger, writeFileAtomic } from '../core'

const SCHEME = 'spotify'
/** Where Encore keeps the command that opened spotify: links before it took them (Windows). */
const PREVIOUS_HANDLER_FILE = 'spotify-links-before.json'

export type LinkApp = Pick<
  App,
  'isPackaged' | 'setAsDefaultProtocolClient' | 'removeAsDefaultProtocolClient' | 'isDefaultProtocolClient'
>

/**
 * Windows: the per-user command of spotify: links (`HKCU\Software\Classes\spotify\shell\open\command`).
 * Electron's setAsDefaultProtocolClient overwrites it whoever held it, and removeAsDefaultProtocolClient
 * deletes the `shell` key and the `URL Protocol` value (browser_win.cc), leaving no handler: Encore reads it
 * before taking the links and writes it back when it gives them back.
 */
export interface WindowsLinkRegistry {
  read(): Promise<string | null>
  restore(command: string): Promise<void>
  /**
   * Keeps the command Encore replaced where the uninstaller finds it (build/installer.nsh's customUnInstall
   * gives it back when Encore is uninstalled while it still holds the links).
   */
  remember(command: string): Promise<void>
}

/** Where the replaced command is kept for the uninstaller (under HKCU; build/installer.nsh reads the same). */
export const REPLACED_HANDLER_KEY = 'Software\\app.encore.remote'
export const REPLACED_HANDLER_VALUE = 'SpotifyLinksReplaced'

const CLASS_KEY = `HKCU\\Software\\Classes\\${SCHEME}`
const COMMAND_KEY = `${CLASS_KEY}\\shell\\open\\command`

function reg(args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile('reg.exe', args, { windowsHide: true }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  )
}

/** The registry through `reg.exe` (its value's label, "(Default)", is localised: the type is matched). */
export const windowsLinkRegistry: WindowsLinkRegistry = {
  async read() {
    try {
      const out = await reg(['query', COMMAND_KEY, '/ve'])
      return /\sREG_(?:EXPAND_)?SZ\s+(.+?)\s*$/m.exec(out)?.[1] ?? null
    } catch {
      return null // no such key: nobody held the links
    }
  },
  async restore(command) {
    await reg(['add', CLASS_KEY, '/v', 'URL Protocol', '/t', 'REG_SZ', '/d', '', '/f'])
    await reg(['add', COMMAND_KEY, '/ve', '/t', 'REG_SZ', '/d', command, '/f'])
  },
  async remember(command) {
    const key = `HKCU\\${REPLACED_HANDLER_KEY}`
    await reg(['add', key, '/v', REPLACED_HANDLER_VALUE, '/t', 'REG_SZ', '/d', command, '/f'])
  },
}

/** What a tick that did nothing says (an AppImage: Electron registers through a desktop entry it lacks). */
export const LINKS_REFUSED = {
  message: 'Encore could not become the app for spotify: links',
  detail:
    'Your desktop did not take Encore as the app for spotify: links. An AppImage has no desktop entry for ' +
    'the desktop to name; install the .deb, or pick Encore for spotify: links in your system’s settings.',
}

export interface LinkHandlerOptions {
  platform?: NodeJS.Platform
  /** Windows: the registry (reg.exe by default). */
  registry?: WindowsLinkRegistry
  /** Encore's data folder, where the previous handler is kept. */
  dataDir: string
  /** Says to the person that the tick did nothing. */
  refused: (words: typeof LINKS_REFUSED) => void
}

function previousHandler(dataDir: string): string | null {
  try {
    const saved = JSON.parse(readFileSync(join(dataDir, PREVIOUS_HANDLER_FILE), 'utf8')) as unknown
    const command = (saved as { command?: unknown } | null)?.command
    return typeof command === 'string' && command ? command : null
  } catch {
    return null
  }
}

/**
 * Keeps the system's handler of spotify: links in step with the `openSpotifyLinks` setting: Encore asks to be
 * it only when the person chose so (the Spotify app may own the links), and gives it back when they untick it
 * (macOS: Launch Services picks the next handler; Windows: the command Encore found is written back).
 * Linux cannot give them back (removeAsDefaultProtocolClient is macOS and Windows only): Settings says where
 * to. Only a packaged app registers itself: from source it would register the bare Electron binary.
 */
export async function syncLinkHandler(
  app: LinkApp,
  encore: Pick<Encore, 'api' | 'on'>,
  logger: Logger,
  options: LinkHandlerOptions,
): Promise<(() => void) & { settled(): Promise<void> }> {
  const platform = options.platform ?? process.platform
  const registry = platform === 'win32' ? (options.registry ?? windowsLinkRegistry) : null
  const take = async (told: boolean) => {
    if (app.isDefaultProtocolClient(SCHEME)) return
    const before = registry ? await registry.read() : null
    if (before) {
      writeFileAtomic(join(options.dataDir, PREVIOUS_HANDLER_FILE), JSON.stringify({ command: before }))
      // Only the uninstaller needs it: failing to keep it there does not stop Encore taking the links.
      await registry
        ?.remember(before)
        .catch((error: unknown) =>
          logger.warn('The replaced spotify: handler was not kept for the uninstaller', { error }),
        )
    }
    // A spotify: link reaches core as a command line's words, parsed and checked there like any other
    const taken = app.setAsDefaultProtocolClient(SCHEME) // eng-disable PROTOCOL_HANDLER_JS_CHECK -- links go through core/features/command-line's parser
    // app.md: "Returns boolean - Whether the call succeeded"; on Linux false without a desktop entry.
    if (!taken) {
      logger.warn('The system did not take Encore as the handler of spotify: links')
      if (told) options.refused(LINKS_REFUSED)
    }
  }
  const giveBack = async () => {
    if (platform === 'linux' || !app.isDefaultProtocolClient(SCHEME)) return
    app.removeAsDefaultProtocolClient(SCHEME)
    const before = registry ? previousHandler(options.dataDir) : null
    if (registry && before) await registry.restore(before)
    rmSync(join(options.dataDir, PREVIOUS_HANDLER_FILE), { force: true })
  }
  /** `told`: the person just changed the setting (at start a refusal is only logged). */
  const apply = async (on: boolean, told: boolean) => {
    if (!app.isPackaged) return
    try {
      await (on ? take(told) : giveBack())
    } catch (error) {
      logger.warn('Could not change the handler of spotify: links', { error })
    }
  }
  let last: boolean | undefined
  let queue = Promise.resolve()
  try {
    last = (await encore.api.settings.get()).values.openSpotifyLinks
    await apply(last, false)
  } catch (error) {
    logger.warn('Could not read the spotify: links setting', { error })
  }
  const off = encore.on('settings.changed', (snapshot) => {
    if (snapshot.values.openSpotifyLinks === last) return
    const on = (last = snapshot.values.openSpotifyLinks)
    queue = queue.then(() => apply(on, true))
  })
  return Object.assign(off, { settled: () => queue })
}
