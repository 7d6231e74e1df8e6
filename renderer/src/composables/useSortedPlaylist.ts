import { Generation, type PlaylistEntry } from '@contract'
import { shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { describeBridgeError } from '../bridge'
import { sortRows, type ColumnSort } from '../components/library/track-columns'
import { useWords } from '../i18n'
import { entriesOf } from './usePlaylistEdits'

/** The most entries a playlist sorted in the page reads (the service's own limit for a playlist). */
const MOST_ENTRIES = 10_000

/**
 * A playlist in the order its column headers ask (by title, album, date added or length): every entry is read
 * from core (`entriesOf`, a page at a time) and sorted in the page, again whenever the playlist changes. While
 * it is not sorted, nothing is read here (the list reads the windows it shows). Each row keeps its place in
 * the playlist (`at`), where it plays from.
 */
export function useSortedPlaylist(
  id: MaybeRefOrGetter<string>,
  sort: MaybeRefOrGetter<ColumnSort>,
  revision: MaybeRefOrGetter<number | null>,
) {
  const rows = shallowRef<{ row: PlaylistEntry; at: number }[] | null>(null)
  const error = shallowRef<string | null>(null)
  const reads = new Generation()

  async function readAll(playlist: string, order: NonNullable<ColumnSort>): Promise<void> {
    const mark = reads.mark()
    try {
      const entries = await entriesOf(playlist, MOST_ENTRIES)
      if (!reads.isCurrent(mark)) return
      rows.value = sortRows(entries, order).map(({ row }) => ({ row, at: row.position }))
      error.value = null
    } catch (failure) {
      if (reads.isCurrent(mark))
        error.value = describeBridgeError(failure, useWords().t('library.playlist.sortFailed'))
    }
  }

  watch(
    () => [toValue(id), toValue(sort), toValue(revision)] as const,
    ([playlist, order]) => {
      reads.advance()
      if (!order) {
        rows.value = null
        error.value = null
        return
      }
      void readAll(playlist, order)
    },
    { immediate: true },
  )
  return { rows, error }
}
