import { libraryListKey, type LibraryKind, type LibrarySort } from '@contract'
import { computed } from 'vue'
import { useLibraryStore } from '../stores/library'
import { useKeptList } from './useKeptList'
import { useListWindow, type WindowAnswer } from './useListWindow'

/** What a tab of Your Library shows: its kind, and how it is sorted and filtered. */
export interface LibraryTabProps<K extends LibraryKind> {
  kind: K
  sort: LibrarySort
  reverse: boolean
  filter: string
}

/** A query of one window of a library tab, as core's library reads take it. */
export interface LibraryTabQuery {
  offset: number
  limit: number
  sort: LibrarySort
  reverse: boolean
  filter: string
}

/** How a library tab reads its rows and names them. */
export interface LibraryTabReads<K extends LibraryKind, Row> {
  read(kind: K, query: LibraryTabQuery, signal: AbortSignal): Promise<WindowAnswer<Row>>
  uriOf(row: Row): string
  /** What each kind's list is called, and what it says when the tab holds nothing. */
  words: Readonly<Record<K, { label: string; empty: string }>>
  /** A row's name for screen readers. */
  rowLabel(row: Row): string
}

/**
 * A tab of Your Library whose rows live in core (albums, playlists, artists, podcasts, episodes, audiobooks):
 * a window onto the kind's list read with the tab's sort and filter, opened where it was when its window was
 * last shown (once), telling where it is now for the next time, and asking whether its rows are saved.
 */
export function useLibraryTab<K extends LibraryKind, Row>(
  props: LibraryTabProps<K>,
  reads: LibraryTabReads<K, Row>,
) {
  const library = useLibraryStore()
  const query = () => ({ sort: props.sort, reverse: props.reverse, filter: props.filter })
  const kept = useKeptList({ key: () => libraryListKey(props.kind), query })
  const list = useListWindow<Row>({
    start: kept.start?.firstRow ?? 0,
    prefetched: kept.firstRows,
    fetch: (offset, limit, signal) => reads.read(props.kind, { offset, limit, ...query() }, signal),
    key: () => `${props.kind}|${props.sort}|${props.reverse}|${props.filter}`,
    revision: () => library.revision,
    onRows: (rows) => void library.check(rows.map(reads.uriOf)),
    failure: `Encore could not read your ${props.kind}.`,
  })
  const count = computed(() => list.total.value ?? 0)
  const words = computed(() => reads.words[props.kind])
  return { props, kept, list, count, words, rowLabel: reads.rowLabel }
}
