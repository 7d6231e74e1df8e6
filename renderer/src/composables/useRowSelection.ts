import {
  noSelection,
  selectAllRows,
  selectedInOrder,
  selectGestureOf,
  selectRows,
  type RowSelection,
  type SelectGesture,
} from '@contract'
import { shallowRef, watch } from 'vue'
import { useWords } from '../i18n'
import { keyPlatform } from '../key-caps'

/** "3 tracks selected", in the language spoken (its figure as that language writes numbers). */
export function selectedWords(count: number): string {
  const { t, locale } = useWords()
  if (count === 0) return t('app.selection.none')
  return t('app.selection.tracks', { count: count.toLocaleString(locale.value) }, count)
}

/**
 * The rows chosen in one list (the contract's selection rules): click, Shift+click, Ctrl/Cmd+click, all, and
 * Shift+↑/↓ from the keyboard. A list that changes its rows (sorted, filtered, reloaded) starts afresh, since a
 * place then means another row. `said` is what the list announces, set only by a change the person made.
 */
export function useRowSelection(count: () => number) {
  const platform = keyPlatform()
  const selection = shallowRef<RowSelection>(noSelection)
  const said = shallowRef('')
  watch(count, () => (selection.value = noSelection))

  function set(next: RowSelection) {
    if (next === selection.value) return
    selection.value = next
    said.value = selectedWords(next.rows.size)
  }
  const choose = (index: number, gesture: SelectGesture) =>
    set(selectRows(selection.value, index, gesture, count()))

  return {
    selection,
    said,
    platform,
    isSelected: (index: number) => selection.value.rows.has(index),
    /** The rows chosen, in the list's order. */
    selected: () => selectedInOrder(selection.value),
    click: (event: MouseEvent, index: number) => choose(index, selectGestureOf(event, platform)),
    choose,
    all: () => set(selectAllRows(count())),
    clear: () => set(noSelection),
  }
}
