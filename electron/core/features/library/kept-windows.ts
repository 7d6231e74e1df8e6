import type { LibraryWindow } from '../../../contract'
import type { ListQuery } from './library-query'

/** Windows kept: the page reads the rows it shows, the chunk above and the chunk below. */
export const KEPT_WINDOWS = 4

/** What names a window: its list, where it starts, how many rows, and the query. */
export type WindowKey = ListQuery & { list: string; offset: number; limit: number }

const keyOf = ({ list, offset, limit, sort, reverse, filter }: WindowKey) =>
  JSON.stringify([list, offset, limit, sort, reverse, filter])

/**
 * The last windows of the library's lists the page read, kept while the rows rest in the cache file (about
 * 100 KB a window of 100 tracks). A window opened again (a released one shown from the tray) first asks for
 * the rows it showed: they come from here, without waking every row from the file on the way. An answer holds
 * for the revision it was read at; whatever changes the library wakes it and moves the revision on.
 */
export class KeptWindows {
  private readonly kept = new Map<string, { key: WindowKey; window: LibraryWindow<unknown> }>()

  constructor(private readonly limit = KEPT_WINDOWS) {}

  /** The window read at this revision, if it is kept. */
  get<R>(key: WindowKey, revision: number): LibraryWindow<R> | undefined {
    const name = keyOf(key)
    const window = this.kept.get(name)?.window
    if (window?.revision === revision) return window as LibraryWindow<R>
    if (window) this.kept.delete(name)
    return undefined
  }

  /** Keeps a window just read; the one read longest ago goes past the limit. */
  keep(key: WindowKey, window: LibraryWindow<unknown>): void {
    const name = keyOf(key)
    this.kept.delete(name)
    this.kept.set(name, { key, window })
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string)
  }

  /** Whether a window of this list and query, read at this revision, holds row `row`. */
  covers(key: ListQuery & { list: string }, row: number, revision: number): boolean {
    for (const { key: held, window } of this.kept.values()) {
      if (
        window.revision === revision &&
        held.list === key.list &&
        held.sort === key.sort &&
        held.reverse === key.reverse &&
        held.filter === key.filter &&
        row >= window.offset &&
        row < window.offset + window.items.length
      )
        return true
    }
    return false
  }

  get size(): number {
    return this.kept.size
  }
}
