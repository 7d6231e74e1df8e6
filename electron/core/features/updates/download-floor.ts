import type { Clock } from '../../base/ports'

/**
 * A floor under a download's throughput: each minute must bring at least 20 KB a second (1.2 MB), or one
 * percent where the updater says no bytes. Without it a server (or a hostile network) that dribbles the file
 * keeps "Downloading…" on screen for days.
 */
export const DOWNLOAD_WINDOW_MS = 60_000
export const DOWNLOAD_FLOOR_BYTES_PER_SECOND = 20 * 1024

/** The download fell under the floor; classified as `too-slow`. */
export class DownloadTooSlowError extends Error {
  readonly code = 'UPDATE_TOO_SLOW'
  constructor() {
    super('The update downloaded more slowly than Encore waits for')
  }
}

export interface DownloadFloor {
  /** What the updater says of its progress. */
  progress(percent: number, transferredBytes?: number): void
  /** Rejects with DownloadTooSlowError when a minute brought less than the floor. */
  readonly tooSlow: Promise<never>
  /** Stops watching (the download ended). */
  dispose(): void
}

export function watchDownloadFloor(clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>): DownloadFloor {
  let percent = 0
  let bytes: number | null = null
  let atWindowStart = { percent: 0, bytes: 0 }
  let timer: unknown = null
  let fail: (error: Error) => void = () => {}
  const tooSlow = new Promise<never>((_resolve, reject) => (fail = reject))
  // Nobody may await it (a download that ends first): never an unhandled rejection.
  tooSlow.catch(() => undefined)
  const arm = () => {
    timer = clock.setTimeout(() => {
      const enough =
        bytes !== null
          ? bytes - atWindowStart.bytes >= (DOWNLOAD_FLOOR_BYTES_PER_SECOND * DOWNLOAD_WINDOW_MS) / 1000
          : percent - atWindowStart.percent >= 1
      if (!enough) return fail(new DownloadTooSlowError())
      atWindowStart = { percent, bytes: bytes ?? 0 }
      arm()
    }, DOWNLOAD_WINDOW_MS)
  }
  arm()
  return {
    progress(nowPercent, transferredBytes) {
      percent = nowPercent
      if (transferredBytes !== undefined && Number.isFinite(transferredBytes)) bytes = transferredBytes
    },
    tooSlow,
    dispose() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
  }
}
