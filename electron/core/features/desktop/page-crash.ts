import type { Notice } from '../../../contract'

/** A window's page, as the person calls it. */
export type CrashedWindow = 'main' | 'mini'
const windowWords: Record<CrashedWindow, string> = { main: 'The window', mini: 'The mini player' }

/** What the shell does when a window's page process ended, and what it says once the page is back. */
export interface PageGonePlan {
  restart: boolean
  /** The page loaded again: the person is told what happened (a page that is gone hears nothing). */
  reopened(): void
}

export const PAGE_CRASHED_CODE = 'PAGE_CRASHED'

/**
 * A window's page that ended unexpectedly (Electron's `render-process-gone`) is opened again once, and said in
 * words; a second end of the same window is left, said so, so a page that crashes at every start cannot loop.
 * A clean exit is no crash.
 */
export function createPageRecovery(tell: (notice: Notice) => void) {
  const restarted = new Set<CrashedWindow>()
  return (role: CrashedWindow, reason: string): PageGonePlan => {
    const nothing: PageGonePlan = { restart: false, reopened: () => {} }
    if (reason === 'clean-exit') return nothing
    if (restarted.has(role)) {
      tell({
        level: 'error',
        code: PAGE_CRASHED_CODE,
        message: `${windowWords[role]} closed unexpectedly again; Encore left it closed. Start Encore again to open it.`,
      })
      return nothing
    }
    restarted.add(role)
    return {
      restart: true,
      reopened: () =>
        tell({
          level: 'warning',
          code: PAGE_CRASHED_CODE,
          message: `${windowWords[role]} closed unexpectedly; Encore opened it again.`,
        }),
    }
  }
}
