import type { AppMode, SecretProtection } from '../../contract'
import type { Redactor } from './security/redact'

/** How Encore was installed, as the shell can tell. */
export type InstallKind =
  /** Linux AppImage (`APPIMAGE` is set): electron-updater replaces the file. */
  | 'appimage'
  /** Windows NSIS installer. */
  | 'nsis'
  /** macOS app bundle (from the dmg or zip): Squirrel.Mac, which needs a signed build. */
  | 'mac'
  /** Linux installed by the system's packages (the .deb, or anything but the AppImage): the system updates it. */
  | 'system'
  /** Browser mode: no installer of Encore's own. */
  | 'browser'
  /** Run from the sources (`npm start`, `npm run dev`): not a release. */
  | 'development'

/** What the process knows of itself, handed over by the shell (core reads no globals). */
export interface RuntimeFacts {
  /** `process.versions`: `electron` and `chrome` only inside Electron. */
  versions: Readonly<Record<string, string | undefined>>
  platform: string
  arch: string
  /** The build's about.json (licences); absent in tests, which then answer without licences. */
  aboutFile?: string
}

/**
 * The desktop Encore runs on, read once by a shell from the process (platform and environment variables) and
 * handed to core, which never reads globals itself. Decisions over it are in desktop/environment.ts.
 */
export interface DesktopEnvironment {
  platform: NodeJS.Platform
  /** Linux: the desktops of `XDG_CURRENT_DESKTOP`, upper-case (`['UBUNTU', 'GNOME']`); empty elsewhere. */
  desktops: string[]
  /** Linux: `wayland`, `x11`, or null when the session does not say. */
  sessionType: 'wayland' | 'x11' | null
  /**
   * Linux: the `--ozone-platform` Encore was started with. Electron runs as a native Wayland app on a Wayland
   * session unless it is `x11` (XWayland). Absent or null: not given.
   */
  ozonePlatform?: string | null
  /**
   * Linux on Wayland: whether the desktop offers the GlobalShortcuts portal (GNOME 48 and later, KDE Plasma,
   * Hyprland do; Sway does not). Absent or null: not known (the shell asks the session bus after start).
   */
  globalShortcutsPortal?: boolean | null
  /**
   * Linux: whether Encore's desktop entry (`app.encore.remote.desktop`) is installed where desktops look for
   * one. The .deb installs it; an AppImage does not. Portals know apps by it. Absent or null: not looked for.
   */
  desktopEntryInstalled?: boolean | null
}

/** Where log lines go. Core redacts secrets before a line reaches a sink. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Secrets at rest (the refresh token): safeStorage in Electron, an owner-only file in browser mode. */
export interface SecretStore {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
  delete(key: string): Promise<void>
  /**
   * How a stored value is protected: `encrypted` (the OS keychain through safeStorage), `owner-only-file`
   * (a 0600 file, browser mode), or `unencrypted` (Linux `basic_text`: no keyring). Core keeps tokens in
   * memory only on an `unencrypted` store unless the user allowed storing them.
   */
  readonly protection: Exclude<SecretProtection, 'none'>
}

/** The raw settings document; core owns its schema, defaults, version and migrations. */
export interface SettingsStore {
  /**
   * The document as saved, or undefined when nothing was saved yet. Throws when the file cannot be read; the
   * error's `setAside` (a string) says where the store moved the file, when it did.
   */
  read(): unknown
  write(document: unknown): void
}

/** Opens a URL in the system browser; shells enforce an allowlist. */
export interface UrlOpener {
  open(url: string): Promise<void>
}

/** System notifications: Electron's Notification; absent in browser mode (the page shows its own toasts). */
export interface Notifier {
  /** `imageUrl`: a cover to show beside the text, fetched by the shell (shown without it when that fails). */
  notify(message: { title: string; body: string; imageUrl?: string | null }): void
}

export interface DemoServiceInfo {
  /** Ends with /v1. */
  apiUrl: string
  accountsUrl: string
  clientId: string
  /** The demo's Spotify Soloist stand-in: its data folder (where `ws.port` is) and its device's name. */
  soloist?: { dataDir: string; deviceName: string }
}

/** Starts the built-in emulator for the demo profile; passed in by the shell. */
export interface DemoService {
  /**
   * Starts it on a free loopback port on first use (later calls answer the same service), and sets whether its
   * consent page approves by itself (the user's "skip consent" choice for the demo).
   */
  start(options: { autoApprove: boolean }): Promise<DemoServiceInfo>
  stop(): Promise<void>
  /** Hears what the service could not do with its state file (read it, write it), to tell the page. */
  onProblem?(listener: (problem: DemoServiceProblem) => void): void
  /** Names who decides whether a demo process that ended unasked starts again (core's crash recovery). */
  recoverWith?(decide: DemoRecovery): void
}

/** Whether to start a crashed demo service again (`reason`: how it ended), and what to say once it answers. */
export type DemoRecovery = (reason: string) => { restart: boolean; reopened(): void }

/**
 * The demo service's state file could not be written (`not-written`: changes last until it stops), or could not
 * be read and was set aside (`set-aside`: the demo starts afresh).
 */
export interface DemoServiceProblem {
  kind: 'not-written' | 'set-aside'
  file: string
  reason: string
  setAsideAs?: string
}

export interface AppIdentity {
  name: string
  version: string
  mode: AppMode
}

/** What a shell knows of the computer and its log, for a problem report. Absent: the report says less. */
export interface DiagnosticsPorts {
  /** The home folder: shown as `~` in the report. */
  home?: string
  /** The system's user name: never shown. */
  userName?: string
  /** The system's version (`os.release()`). */
  osRelease?: string
  /** The build's commit or date, when the build names one. */
  build?: string
  /** The last lines logged (the logger keeps a bounded ring of them). */
  recentLog?: () => readonly string[]
  /** Where the log file is; absent when Encore logs to the terminal only. */
  logFile?: string
  /** The crash reports kept in the data folder, the newest first (desktop app, with consent). */
  crashReports?: () => readonly string[]
  /** Opens a folder in the system's file manager (desktop app); rejects with the system's reason. */
  openFolder?: (path: string) => Promise<void>
}

export interface EncorePorts {
  identity: AppIdentity
  /** The process's versions and the build's About file; absent: the host's Node versions, no licences. */
  runtime?: RuntimeFacts
  logger: Logger
  clock: Clock
  /** The redactor behind the logger: core registers live tokens with it. */
  redactor?: Redactor
  /** Absent: settings live in memory only (tests). */
  settingsStore?: SettingsStore
  /** Absent: the sign-in is kept in memory only. */
  secretStore?: SecretStore
  /** Opens the sign-in page in the system browser (desktop). Absent in browser mode: the page opens it. */
  urlOpener?: UrlOpener
  /** Where core keeps its own small documents (what the service refused, caches). Absent: in memory only. */
  dataDir?: string
  /** The built-in demo service. Absent: the demo profile cannot sign in (said so plainly). */
  demoService?: DemoService
  notifier?: Notifier
  /** The desktop Encore runs on (platform, Linux desktop and session type). Absent: a plain Linux one. */
  environment?: DesktopEnvironment
  /**
   * The person's preferred languages, best first (`de-DE`, `ja_JP.UTF-8`): Electron's preferred system languages,
   * or the locale in browser mode. Core speaks the first it knows when Settings' language is `system`. Absent:
   * English.
   */
  preferredLanguages?: () => readonly string[]
  /**
   * How a shell on this computer runs Encore's command (`encore`, the AppImage's path, `npm --prefix … run -s
   * ctl --`): Settings shows it beside each hotkey where the desktop has none. Absent: none reaches Encore.
   */
  command?: string
  /** How this install is updated, and electron-updater in the desktop app. Absent: no updates offered. */
  updates?: UpdatePorts
  /** Spotify Soloist on this computer (Settings → This computer). Absent: found on no PATH, no file dialog. */
  soloist?: SoloistPorts
  /** What a problem report tells of the computer and the log (Settings → About). Absent: it says less. */
  diagnostics?: DiagnosticsPorts
  /**
   * Starts the program that reads Japanese lyrics for their romanized lines in a process of its own (the built
   * `japanese-reader.js`), so its dictionary's memory goes back to the system when it ends. Throws when the
   * program is missing. Absent: Japanese is read inside this process.
   */
  japaneseReader?: () => ChildChannel
}

/** A program a shell started apart from the app (Electron's utilityProcess, Node's fork): messages both ways. */
export interface ChildChannel {
  send(message: unknown): void
  onMessage(listener: (message: unknown) => void): void
  /** Called once when the child is gone (its exit code, or null when unknown). */
  onExit(listener: (code: number | null) => void): void
  kill(): void
}

/** What a shell gives Settings → This computer. */
export interface SoloistPorts {
  /** The PATH Soloist's program is looked for on. */
  pathVariable?: string
  /** The desktop app's file dialog: the chosen file's path, or null when cancelled. Absent in browser mode. */
  chooseFile?: (options: { title: string }) => Promise<string | null>
}

/**
 * What looks for a newer release and fetches it: electron-updater in the desktop app (self route), the feed
 * read by core where the system installs updates (notice route).
 */
export interface UpdateSource {
  /** The newer release's version, or null when this one is the latest. */
  check(): Promise<string | null>
  /**
   * Downloads the release last found and checks its sha512; it installs when Encore quits. Self route only.
   * `progress` hears the percent and, where known, the bytes so far; `signal` aborts when it is too slow.
   * Settles once the file is downloaded, or on the updater's first error meanwhile: it never waits on an event
   * that failed.
   */
  download?(
    progress: (percent: number, transferredBytes?: number) => void,
    signal?: AbortSignal,
  ): Promise<void>
  /**
   * Every error the updater reports on its own, outside a check or download (macOS refusing to install, the
   * installer failing at quit). Absent: the source reports nothing after its calls settle.
   */
  onError?(listener: (error: unknown) => void): { dispose(): void }
}

/** How the running macOS app is signed, as `codesign --display` tells (unknown: it could not be asked). */
export type MacSignature = 'developer-id' | 'other' | 'unsigned' | 'unknown'

/** What the macOS shell gathers about its own copy, for core to decide whether it can replace itself. */
export interface MacInstallFacts {
  signature: MacSignature
  /** The app bundle's path (…/Encore.app). */
  bundlePath: string
}

/** What a shell knows about updating this install. */
export interface UpdatePorts {
  kind: InstallKind
  /** package.json's `repository`: the project the releases come from. */
  repository: unknown
  /** electron-updater behind a small port (desktop app). Absent: no self-update here, a notice instead. */
  selfUpdater?: UpdateSource
  /** Whether the system says the connection is metered (null: it does not say). Absent: never known. */
  metered?: () => Promise<boolean | null>
  /** Where the feed is read instead of the GitHub release (tests: the emulator's feed). */
  feedUrl?: string
  /** macOS: how this copy is signed and where it runs from (read once, when asked). */
  macInstall?: () => Promise<MacInstallFacts>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
