import type { App, BrowserWindow, Rectangle } from 'electron'
import { type Encore, type Logger, type UrlOpener, WINDOW_BACKGROUNDS } from '../core'

export interface ShellPaths {
  rendererDir: string
  preloadPath: string
  /** The compiled demo service, run in a utility process while the demo profile is in use. */
  demoProcessPath: string
  /** The built program that reads Japanese lyrics apart from the app (`japanese-reader.js`). */
  japaneseReaderPath: string
  /** The build's About data (version, licences), beside the main bundle. */
  aboutFile: string
  /** Set by `electron-vite dev`: the renderer comes from the dev server instead of `app://`. */
  devServerUrl?: string
}

/** The windows Encore shows, by role; features that serve every window (the IPC bridge) follow additions. */
export type WindowRole = 'main' | 'mini'

export interface WindowRegistry {
  add(role: WindowRole, window: BrowserWindow): void
  get(role: WindowRole): BrowserWindow | undefined
  /** Called for every window added from now on; returns the unsubscribe function. */
  onAdded(listener: (window: BrowserWindow, role: WindowRole) => void): () => void
}

/** Where a request to show the mini player came from: beside the tray, or anywhere else (a hotkey). */
export type MiniPlayerOrigin = 'tray' | 'elsewhere'

/**
 * What one feature does that others ask for: the tray's menu opens the main window, a hotkey toggles the mini
 * player, MPRIS quits. The feature that owns each provides it; until then a call does nothing.
 */
export interface ShellActions {
  showMainWindow(): void
  openSettings(): void
  toggleMiniPlayer(origin?: MiniPlayerOrigin): void
  /** Whether the mini player shows now. */
  miniPlayerVisible(): boolean
  /** The tray icon's bounds on screen, where the platform says (macOS, Windows; null on Linux). */
  trayBounds(): Rectangle | null
  /** The colour windows paint before their page: the chosen theme's background. */
  windowBackground(): string
  quit(): void
}

export interface ShellActionRegistry extends ShellActions {
  /** Provides some actions; answers the function that withdraws them. */
  provide(actions: Partial<ShellActions>): () => void
}

/** What every shell feature receives: the platform, core, and the shared window registry. */
export interface ShellContext {
  app: App
  encore: Encore
  logger: Logger
  paths: ShellPaths
  /** The one origin our pages come from (`app://encore`, or the dev server). */
  appOrigin: string
  urlOpener: UrlOpener
  windows: WindowRegistry
  actions: ShellActionRegistry
  /** True once the user chose Quit: windows close for good instead of hiding in the tray. */
  quitting(): boolean
}

/** Undoes what a feature set up (listeners, registrations, windows). */
export type Disposer = () => void

/** One piece of the desktop shell, wired to the platform: set up from the context, undone by its disposer. */
export type ShellFeature = (context: ShellContext) => Disposer | Promise<Disposer>

export function createWindowRegistry(): WindowRegistry {
  const windows = new Map<WindowRole, BrowserWindow>()
  const listeners = new Set<(window: BrowserWindow, role: WindowRole) => void>()
  return {
    add(role, window) {
      windows.set(role, window)
      window.on('closed', () => {
        if (windows.get(role) === window) windows.delete(role)
      })
      for (const listener of listeners) listener(window, role)
    },
    get: (role) => windows.get(role),
    onAdded(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function createShellActions(): ShellActionRegistry {
  const provided: Partial<ShellActions> = {}
  const registry: ShellActionRegistry = {
    showMainWindow: () => provided.showMainWindow?.(),
    openSettings: () => provided.openSettings?.(),
    toggleMiniPlayer: (origin) => provided.toggleMiniPlayer?.(origin),
    miniPlayerVisible: () => provided.miniPlayerVisible?.() ?? false,
    trayBounds: () => provided.trayBounds?.() ?? null,
    windowBackground: () => provided.windowBackground?.() ?? WINDOW_BACKGROUNDS.dark,
    quit: () => provided.quit?.(),
    provide(actions) {
      Object.assign(provided, actions)
      return () => {
        for (const key of Object.keys(actions) as (keyof ShellActions)[]) {
          if (provided[key] === actions[key]) delete provided[key]
        }
      }
    },
  }
  return registry
}
