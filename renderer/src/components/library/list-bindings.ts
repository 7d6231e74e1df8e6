import type { useKeptList } from '../../composables/useKeptList'

type KeptPlace = Pick<ReturnType<typeof useKeptList>, 'start' | 'moved'>

/**
 * A VirtualList that opens where it was left (useKeptList): its first row in view and its current row, and
 * where it is now for the next time. Bound with `v-bind`.
 */
export function keptPlace(kept: KeptPlace) {
  return {
    startRow: kept.start?.firstRow ?? 0,
    startCurrent: kept.start?.currentRow ?? null,
    onMoved: kept.moved,
  }
}

/**
 * The rows of a long track list (Liked Songs, a playlist) under its column headers: in a short window they are
 * shorter and scroll with the page. Bound with `v-bind`.
 */
export function trackRows(short: boolean) {
  return { rowHeight: short ? 36 : 56, withPage: short, headerHeight: 36 }
}
