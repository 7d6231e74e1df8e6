import { homedir, release, userInfo } from 'node:os'
import { join } from 'node:path'
import {
  ABOUT_FILE_NAME,
  type AccountOptions,
  APP_ID,
  type Clock,
  createEncore,
  createLazyDemoService,
  createShellLog,
  userNameOr,
  type DemoService,
  desktopEnvironmentFrom,
  type FolderLock,
  heldLine,
  lockDataFolder,
  type LockHolder,
  PRODUCT_NAME,
  Redactor,
  sourceCommand,
  startedLocaleLanguages,
  startCommandServer,
  startEncoreMpris,
  systemClock,
} from '../core'
import { createFileSecretStore } from './file-secret-store'
import { startDemoWorker } from '../emulator/demo-process-protocol'
import { forkNodeProgram } from './node-program'
import type { WebHost } from './host'
import { createJsonSettingsStore } from './json-settings-store'
import {
  mainOutDir,
  projectRoot,
  readPackageRepository,
  readPackageVersion,
  rendererOutDir,
} from './project-paths'
import { defaultDataDir } from './data-dir'

export interface BrowserApp {
  host: WebHost
  close(): Promise<void>
}

export interface BrowserAppOptions {
  port: number
  rendererDir?: string
  /** Settings (settings.json) and the kept sign-in (secrets.json, 0600) live here; memory only when absent. */
  dataDir?: string
  /** Tests pass their own to see which tokens core registered as secret. */
  redactor?: Redactor
  /** The demo profile's service; the built-in emulator by default. */
  demoService?: DemoService
  /**
   * The compiled demo-service program: with it, the demo runs on a worker thread (its memory returns to the
   * system when it stops); without it, in this process's own thread (tests).
   */
  demoProcessEntry?: string
  /** The built program that reads Japanese lyrics apart from the app; absent: Japanese is read in-process. */
  japaneseReaderEntry?: string
  /**
   * Linux: start Encore's MPRIS player on the session bus (`--mpris`). Off by default: browser mode also runs
   * on servers and in tests, where a media player appearing on someone's desktop would be a surprise.
   */
  mpris?: { busAddress: string }
  /** Core's account options (tests: the generation of the API the client speaks). */
  account?: AccountOptions
  /** A Spotify Soloist already running with `--ws` (tests: the emulator's stand-in), its feed leading the player. */
  soloist?: { dataDir: string; deviceName: string }
  /** Told once the launch token was exchanged (`--open` removes its redirect file then). */
  onTokenUsed?: () => void
  /**
   * Core's clock; the system's by default. Tests only: sharing one with a test-owned emulator lets a test move
   * both to tomorrow (the history's once-a-day reads) without waiting a day.
   */
  clock?: Clock
  /** What `encore quit` does (`npm run web` shuts down); without it the command says it cannot. */
  onQuit?: () => void
  /**
   * Look for newer releases and name the release page (`npm run web`; tests that do not test it leave it off,
   * so they never reach for GitHub). `feedUrl`: another feed (tests: the emulator's); `repository`: another
   * project than package.json's (tests: a real-looking one, since the sources name only a stand-in).
   */
  updates?: { feedUrl?: string; repository?: string }
}

/** The data folder is in use by another Encore (or by another start in this process). */
export class FolderInUseError extends Error {
  override readonly name = 'FolderInUseError'
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(heldLine(dataDir, holder))
  }
}

/** The locale `Intl` resolved, asked once (only when the environment names none: see startedLocaleLanguages). */
let resolvedLocale: string | undefined
const intlLocale = () => (resolvedLocale ??= Intl.DateTimeFormat().resolvedOptions().locale)

/** Japanese lyrics read in a child process of their own when the built program is named. */
function japaneseReaderPort(entry: string | undefined) {
  return entry ? { japaneseReader: () => forkNodeProgram(entry) } : {}
}

/**
 * Core plus the browser-mode host: what `npm run web` runs, and what the e2e tests start. With a data folder,
 * it takes the folder's lock first and throws FolderInUseError when another Encore holds it.
 */
export async function startBrowserApp(options: BrowserAppOptions): Promise<BrowserApp> {
  let lock: FolderLock | null = null
  if (options.dataDir) {
    const result = lockDataFolder(options.dataDir)
    if ('heldBy' in result) throw new FolderInUseError(options.dataDir, result.heldBy)
    lock = result.taken
  }
  try {
    const app = await startLocked(options)
    return {
      host: app.host,
      close: async () => {
        try {
          await app.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}

async function startLocked(options: BrowserAppOptions): Promise<BrowserApp> {
  const redactor = options.redactor ?? new Redactor()
  const clock = options.clock ?? systemClock
  const shellLog = createShellLog(redactor, clock, {
    home: homedir(),
    userName: userNameOr(userInfo),
    osRelease: release(),
  })
  const logger = shellLog.logger
  if (options.dataDir) shellLog.writeTo(options.dataDir)
  const encore = createEncore(
    {
      identity: { name: PRODUCT_NAME, version: readPackageVersion(), mode: 'browser' },
      runtime: {
        versions: process.versions,
        platform: process.platform,
        arch: process.arch,
        aboutFile: join(mainOutDir, ABOUT_FILE_NAME),
      },
      logger,
      clock,
      redactor,
      ...(options.dataDir
        ? {
            dataDir: options.dataDir,
            settingsStore: createJsonSettingsStore(options.dataDir),
            secretStore: createFileSecretStore(options.dataDir, logger),
          }
        : {}),
      demoService:
        options.demoService ??
        createLazyDemoService(({ port }) =>
          options.demoProcessEntry
            ? startDemoWorker(options.demoProcessEntry, options.dataDir, port)
            : // Loaded only when used: the served app runs the demo in a child process and never needs it here.
              import('../emulator/demo-service').then(({ startDemoService }) =>
                startDemoService({
                  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
                  ...(port ? { port } : {}),
                }),
              ),
        ),
      // No urlOpener: the user is already in a browser, so the page opens the sign-in page itself.
      environment: desktopEnvironmentFrom(process.platform, process.env),
      // The page follows the browser's languages; core (notifications) the locale Encore was started in.
      preferredLanguages: () => startedLocaleLanguages(process.env, intlLocale),
      ...japaneseReaderPort(options.japaneseReaderEntry),
      // Settings → This computer looks for Soloist on the PATH; without a file dialog, its path is typed.
      soloist: { pathVariable: process.env['PATH'] },
      diagnostics: shellLog.diagnostics(),
      ...(options.dataDir ? { command: sourceCommand(projectRoot, options.dataDir, defaultDataDir()) } : {}),
      // Browser mode installs nothing itself: a newer release is a notice with the release page.
      ...(options.updates
        ? { updates: { kind: 'browser' as const, repository: readPackageRepository(), ...options.updates } }
        : {}),
    },
    { ...options.account, ...(options.soloist ? { soloist: options.soloist } : {}) },
  )
  const mpris =
    options.mpris && process.platform === 'linux'
      ? await startEncoreMpris(encore, {
          busAddress: options.mpris.busAddress,
          instanceId: `browser${process.pid}`,
          identity: PRODUCT_NAME,
          desktopEntry: APP_ID,
          clock,
          logger,
        })
      : null
  // The web server's modules (node:http and ws's server) load only now, after core started: a kept sign-in is
  // already being renewed (for the demo, its worker boots on the other core) while they load.
  const { startWebHost } = await import('./host')
  const host = await startWebHost({
    encore,
    rendererDir: options.rendererDir ?? rendererOutDir,
    port: options.port,
    ...(options.onTokenUsed ? { onTokenUsed: options.onTokenUsed } : {}),
    onPageRequested: () => encore.desktop.pageOpening(),
  })
  // `encore --data-dir PATH …` finds this Encore by its data folder; without one there is nothing to find.
  const commands = options.dataDir
    ? await startCommandServer({
        encore,
        dataDir: options.dataDir,
        // No window to show: `encore show` (and a second start of this folder) gets a fresh link to the page.
        shell: { pageLink: () => host.newLaunchUrl(), ...(options.onQuit ? { quit: options.onQuit } : {}) },
        clock,
        logger,
      })
    : null
  return {
    host,
    close: async () => {
      await commands?.close()
      await mpris?.stop()
      await host.close()
      await encore.dispose()
    },
  }
}
