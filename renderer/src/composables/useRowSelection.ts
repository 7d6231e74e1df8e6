import {
  noSelection,
  selectAllRows,
  selectedInOrder,
  selectGestureOf,
  selectionWords,
  selectRows,
  type RowSelection,
  type SelectGesture,
} from '@contract'
import { shallowRef, watch } from 'vue'
import { keyPlatform } from '../key-caps'

export interface SelectionNoun {
  one: string
  many: string
}

/**
 * The rows chosen in one list (the contract's selection rules): click, Shift+click, Ctrl/Cmd+click, all, and
 * Shift+↑/↓ from the keyboard. A list that changes its rows (sorted, filtered, reloaded) starts afresh, since a
 * place then means another row. `said` is what the list announces, set only by a change the person made.
 */
export function useRowSelection(count: () => number, noun: () => SelectionNoun) {
  const platform = keyPlatform()
  const selection = shallowRef<RowSelection>(noSelection)
  const said = shallowRef('')
  watch(count, () => (selection.value = noSelection))

  function set(next: RowSelection) {
    if (next === selection.value) return
    selection.value = next
    said.value = selectionWords(next.rows.size, noun())
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
