import type { KeptView, RestoredView } from '../../../contract'
import { floatingPosition, type Rect, type Screens } from './placement'

/**
 * When a hidden window gives its memory back, and what opens when it is shown again. A window Encore shows
 * runs a whole Chromium renderer (150–220 MB) even while nobody sees it: the main window closed to the tray
 * and the mini player once opened would otherwise stay resident all day. Pure decisions over what the shell
 * and the page told core; the shell only destroys and creates windows (core/features/desktop/window-keeper.ts).
 */

/** The windows Encore may release: the library window and the mini player. */
export type ReleasableWindow = 'main' | 'mini'

/** How long a window stays hidden before it is released (the mini player holds less and comes back faster). */
export const RELEASE_AFTER_MS: Readonly<Record<ReleasableWindow, number>> = {
  main: 2 * 60_000,
  mini: 60_000,
}

/** What core knows of one window that exists. */
export interface WindowLife {
  /** Not shown at all (closed to the tray, or the mini player hidden). Minimized is not hidden: it is in the taskbar. */
  hidden: boolean
  /** When it was hidden (the clock's time), while it is. */
  hiddenSince: number | null
}

export interface ReleaseFacts {
  /** The setting "Free memory when the window is hidden". */
  freeMemory: boolean
  /** The page said it holds what a fresh page would not show again (a form being filled in). */
  unsaved: boolean
}

/**
 * When to release a window, as a time on the clock (due now if it has passed), or null to keep it: never while
 * it shows, is minimized, holds unsaved work, or the user turned the setting off.
 */
export function releaseAt(role: ReleasableWindow, life: WindowLife, facts: ReleaseFacts): number | null {
  if (!facts.freeMemory || facts.unsaved) return null
  if (!life.hidden || life.hiddenSince === null) return null
  return life.hiddenSince + RELEASE_AFTER_MS[role]
}

/** A window's place and size as the shell read it before releasing it. */
export interface KeptBounds extends Rect {
  maximized: boolean
}

/** Where a window opens anew: a size, and a position where the desktop lets Encore place windows. */
export interface ReopenBounds {
  width: number
  height: number
  x?: number
  y?: number
  maximized: boolean
}

/**
 * The bounds a released window opens with: its size, and its place on the display it was on (kept whole in
 * that display's work area, or on the primary display when that one is gone). On Wayland no position is
 * known (the compositor places windows, Electron reads 0,0): only the size is given. Null: nothing was kept.
 */
export function reopenBounds(
  kept: KeptBounds | null,
  options: { screens: Screens | null; wayland: boolean },
): ReopenBounds | null {
  if (!kept || kept.width <= 0 || kept.height <= 0) return null
  const size = { width: Math.round(kept.width), height: Math.round(kept.height) }
  if (options.wayland || !options.screens?.displays.length) return { ...size, maximized: kept.maximized }
  const { x, y } = floatingPosition(options.screens, size, { x: kept.x, y: kept.y })
  return { ...size, x, y, maximized: kept.maximized }
}

/**
 * Routes a window is not reopened on: the sign-in screen belongs to a sign-in in progress (reopened, it would
 * start another), and the mini player's route is the mini player's own window.
 */
const NOT_REOPENED = [/^\/sign-in(?:[/?]|$)/, /^\/mini(?:[/?]|$)/]

/** The route a released main window opens on: where its page last was, unless that is not a place to return to. */
export function reopenRoute(view: KeptView | null): string | null {
  if (!view || NOT_REOPENED.some((pattern) => pattern.test(view.route))) return null
  return view.route
}

/** What a page opening on `route` gets back: the list as it was, when the view kept was of that route. */
export function restoredView(view: KeptView | null, route: string): RestoredView {
  if (!view || view.route !== route) return null
  return { list: view.list }
}
