import type { Ref } from 'vue'
import { putItems } from '../drag-items'
import type { useRowSelection } from './useRowSelection'

/**
 * What the pointer does on a virtual list's rows: a click chooses, a double click activates, a right click opens
 * the row's menu, a drag carries the rows. Clicks on a row's own buttons, links and fields are theirs.
 */
export function useRowPointer<Item>(options: {
  rowAt: (index: number) => Item | undefined
  selectable: () => boolean
  /** What dragging rows carries, for lists whose rows can be dropped elsewhere. */
  dragItems: () => ((rows: number[]) => string[]) | undefined
  choice: ReturnType<typeof useRowSelection>
  focused: Ref<number>
  /** The rows a menu acts on. */
  rowsFor: (index: number) => number[]
  activate: (item: Item, index: number) => void
  menu: (item: Item, index: number, event: MouseEvent, selected: number[]) => void
}) {
  /** A double click on a row plays it (opens it), as Enter does; one on its buttons or links is theirs. */
  function onDoubleClick(event: MouseEvent, index: number) {
    const item = options.rowAt(index)
    if (item === undefined) return
    const target = event.target as HTMLElement
    if (target.closest('button, a, input, [role="columnheader"]')) return
    options.activate(item, index)
  }

  /** A double click plays the row: it selects no word under the pointer on the way (a field in a row still may). */
  function keepSelection(event: MouseEvent) {
    if (event.detail > 1 && !(event.target as HTMLElement).closest('input, textarea')) event.preventDefault()
  }

  function onContextMenu(event: MouseEvent, index: number) {
    const item = options.rowAt(index)
    if (item === undefined) return
    event.preventDefault()
    options.focused.value = index
    options.menu(item, index, event, options.rowsFor(index))
  }

  /** A row dragged carries the selection when it is among it, else itself (then the selection). */
  function onDragStart(event: DragEvent, index: number) {
    const dragItems = options.dragItems()
    if (!dragItems || options.rowAt(index) === undefined) return
    putItems(event, dragItems(options.rowsFor(index)))
  }

  /** A click on a row chooses it (a double click plays); one on its buttons or links is theirs. */
  function onClick(event: MouseEvent, index: number) {
    if (!options.selectable() || options.rowAt(index) === undefined) return
    if ((event.target as HTMLElement).closest('button, a, input')) return
    options.choice.click(event, index)
  }

  return { onClick, onDoubleClick, keepSelection, onContextMenu, onDragStart }
}
