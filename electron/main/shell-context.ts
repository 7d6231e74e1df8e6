import type { App, BrowserWindow } from 'electron'
import type { Encore } from '../core/app'
import type { Logger, UrlOpener } from '../core/ports'

export interface ShellPaths {
  rendererDir: string
  preloadPath: string
  /** The compiled demo service, run on a worker thread while the demo profile is in use. */
  demoProcessPath: string
  /** Set by `electron-vite dev`: the renderer comes from the dev server instead of `app://`. */
  devServerUrl?: string
}

/** The windows Encore shows, by role; features that serve every window (the IPC bridge) follow additions. */
export type WindowRole = 'main'

export interface WindowRegistry {
  add(role: WindowRole, window: BrowserWindow): void
  get(role: WindowRole): BrowserWindow | undefined
  /** Called for every window added from now on; returns the unsubscribe function. */
  onAdded(listener: (window: BrowserWindow, role: WindowRole) => void): () => void
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
