import {
  libraryKindOfList,
  librarySchemas,
  type LibraryKind,
  type KeptList,
  type KeptView,
  type RestoredView,
  type Settings,
} from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { LibraryWindows, ListQuery } from '../library'
import type { Clock, Logger } from '../../base/ports'
import type { Screens } from './placement'
import {
  releaseAt,
  reopenBounds,
  reopenRoute,
  restoredView,
  type KeptBounds,
  type ReleasableWindow,
  type ReopenBounds,
  type WindowLife,
} from './window-lifecycle'

/** Releases a window (the shell destroys it) and answers where it was, or null when it cannot tell. */
export type ReleaseWindow = () => KeptBounds | null

/** How a window opens: anew after a release (where it was, on the route its page was on), or as at start. */
export interface ReopenPlan {
  bounds: ReopenBounds | null
  /** The page's route to open on (`/library/tracks`); null: the page's default. */
  route: string | null
}

/**
 * Holds what the decisions of window-lifecycle.ts need and acts on them: it follows which windows exist and
 * whether they are hidden (the shell says), keeps the main page's view (the page says), releases a window
 * once it has been hidden long enough (asking the shell to destroy it), and plans how it opens again.
 */
export interface WindowKeeper {
  /** The shell made a window of `role`; `release` destroys it. Answers the function to call once it is gone. */
  track(role: ReleasableWindow, release: ReleaseWindow): () => void
  /** Shown or not (a minimized window is not hidden); roles other than the releasable ones are ignored. */
  setHidden(role: string, hidden: boolean): void
  keepView(view: KeptView): void
  restoreView(route: string): RestoredView
  /** The page's side: `desktop.keepView` and `desktop.restoreView`. */
  handlers: Pick<HandlersOf<'desktop'>, 'desktop.keepView' | 'desktop.restoreView'>
  /** The shell opens a window of `role`: where and on which route (only a released window reopens as it was). */
  reopen(role: ReleasableWindow, options: { screens: Screens | null; wayland: boolean }): ReopenPlan
  /**
   * A page of the main window is being loaded (browser mode: its HTML was asked for, as a window is made):
   * the list it was last on is read ahead while its code loads.
   */
  pageOpening(): void
  /** The setting changed: decide again. */
  reconsider(): void
}

export interface WindowKeeperDeps {
  clock: Clock
  logger: Logger
  /** The settings now ("Free memory when the window is hidden"). */
  settings(): Settings
  /**
   * The library's lists: a reopening page's list is read ahead (a read of a resting library wakes it from its
   * cache file a slice at a time, so the page's files and calls are answered in between).
   */
  windows?: LibraryWindows
  /** Whether the page's first read of that list will find its rows kept while the library rests. */
  windowKept?: (kind: LibraryKind, query: ListQuery, row: number) => boolean
}

const isReleasable = (role: string): role is ReleasableWindow => role === 'main' || role === 'mini'

interface Tracked extends WindowLife {
  release: ReleaseWindow
  timer: unknown
}

export function createWindowKeeper(deps: WindowKeeperDeps): WindowKeeper {
  const windows = new Map<ReleasableWindow, Tracked>()
  /** What each released window was, until it opens again. */
  const released = new Map<ReleasableWindow, KeptBounds | null>()
  let view: KeptView | null = null

  // Only the main window's page holds work; the mini player shows the player alone.
  const facts = (role: ReleasableWindow) => ({
    freeMemory: deps.settings().tray.freeMemoryWhenHidden,
    unsaved: role === 'main' && (view?.unsaved ?? false),
  })

  const plan = (role: ReleasableWindow) => {
    const tracked = windows.get(role)
    if (!tracked) return
    if (tracked.timer !== undefined) deps.clock.clearTimeout(tracked.timer)
    tracked.timer = undefined
    const at = releaseAt(role, tracked, facts(role))
    if (at === null) return
    tracked.timer = deps.clock.setTimeout(() => fire(role), Math.max(0, at - deps.clock.now()))
  }

  /**
   * A page about to open on a library list: its rows are read now (the library wakes from its cache file and
   * sorts) while the window and its page start, so the page's own read finds them ready. Never the service.
   */
  const warm = (list: KeptList | null | undefined) => {
    const kind = list ? libraryKindOfList(list.key) : undefined
    const input = librarySchemas().LibraryWindowInputSchema.safeParse({
      offset: list?.firstRow,
      limit: 1,
      ...list?.query,
    })
    if (!kind || !input.success || !deps.windows) return
    // Its first rows come as they were read last: the page reads on after its first frame and wakes the rest
    // then, instead of competing with its own start for the CPU.
    if (deps.windowKept?.(kind, input.data, input.data.offset)) return
    const notRead = (error: unknown) => deps.logger.debug('The library was not read ahead', { error })
    try {
      deps.windows[kind](input.data).catch(notRead)
    } catch (error) {
      notRead(error)
    }
  }

  const fire = (role: ReleasableWindow) => {
    const tracked = windows.get(role)
    if (!tracked) return
    tracked.timer = undefined
    const at = releaseAt(role, tracked, facts(role))
    if (at === null) return
    if (at > deps.clock.now()) return plan(role)
    windows.delete(role)
    try {
      released.set(role, tracked.release())
      deps.logger.info('Released a hidden window to give its memory back', { role })
    } catch (error) {
      deps.logger.warn('A hidden window could not be released', { role, error })
    }
  }

  const keeper: WindowKeeper = {
    track(role, release) {
      const previous = windows.get(role)
      if (previous?.timer !== undefined) deps.clock.clearTimeout(previous.timer)
      const tracked: Tracked = { release, hidden: false, hiddenSince: null, timer: undefined }
      windows.set(role, tracked)
      return () => {
        if (windows.get(role) !== tracked) return
        if (tracked.timer !== undefined) deps.clock.clearTimeout(tracked.timer)
        windows.delete(role)
      }
    },
    setHidden(role, hidden) {
      if (!isReleasable(role)) return
      const tracked = windows.get(role)
      if (!tracked || tracked.hidden === hidden) return
      tracked.hidden = hidden
      tracked.hiddenSince = hidden ? deps.clock.now() : null
      plan(role)
    },
    keepView(next) {
      const before = view?.unsaved
      view = next
      if (before !== next.unsaved) plan('main')
    },
    restoreView(route) {
      const restored = restoredView(view, route)
      // Read ahead once the answer has gone: the page's other first questions (the player) need not wait for it.
      deps.clock.setTimeout(() => warm(restored?.list), 0)
      return restored
    },
    handlers: {
      'desktop.keepView': (next) => {
        keeper.keepView(next)
        return undefined
      },
      'desktop.restoreView': ({ route }) => keeper.restoreView(route),
    },
    reopen(role, options) {
      if (!released.has(role)) return { bounds: null, route: null }
      const kept = released.get(role) ?? null
      released.delete(role)
      const route = role === 'main' ? reopenRoute(view) : null
      if (route) warm(view?.list)
      return { bounds: reopenBounds(kept, options), route }
    },
    pageOpening() {
      warm(view?.list)
    },
    reconsider() {
      for (const role of windows.keys()) plan(role)
    },
  }
  return keeper
}
