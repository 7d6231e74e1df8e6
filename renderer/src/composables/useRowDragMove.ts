import { useDraggable } from 'vue-draggable-plus'
import { shallowRef, watch, type WatchSource } from 'vue'

/** The part of a VirtualList that dragging rows needs. */
export interface DraggedList {
  $el: HTMLElement
  redraw(): void
}

/**
 * Rows of a virtual list moved by dragging their handle (SortableJS through vue-draggable-plus). The rows are
 * virtual: the list puts the DOM back as it was and `move` asks core to move the entry; core's answer moves it
 * for real. Dragging works while `movable`; `redrawn` are what makes the list draw its row group anew.
 */
export function useRowDragMove<Entry extends { key: string }>(options: {
  list: () => DraggedList | null | undefined
  movable: () => boolean
  redrawn: WatchSource[]
  rowAt: (index: number) => Entry | undefined
  move: (key: string, beforeKey: string | null) => void
}) {
  const rowGroup = () => options.list()?.$el.querySelector<HTMLElement>('[data-rows]') ?? null
  const group = shallowRef<HTMLElement | null>(null)
  const draggable = useDraggable(group, {
    immediate: false,
    handle: '[data-drag-handle]',
    draggable: '[role="row"]',
    animation: 0,
    // Mouse and touch events rather than the browser's drag and drop: the rows are moved by transforms, and
    // the fallback follows the pointer over them reliably.
    forceFallback: true,
    onUpdate(event) {
      const item = event.item
      const from = Number(item.dataset['index'])
      const next = (item.nextElementSibling as HTMLElement | null)?.dataset['index']
      const last = (event.from.lastElementChild as HTMLElement | null)?.dataset['index']
      // SortableJS moved rows in the DOM behind Vue's back: the rows are drawn anew, and the move itself comes
      // back from core.
      options.list()?.redraw()
      const entry = options.rowAt(from)
      if (!entry) return
      const beforeIndex = next !== undefined ? Number(next) : Number(last ?? from) + 1
      options.move(entry.key, options.rowAt(beforeIndex)?.key ?? null)
    },
  })
  watch(
    [options.movable, ...options.redrawn],
    () => {
      const element = rowGroup()
      if (element !== group.value) {
        group.value = element
        if (element) draggable.start(element)
      }
      if (options.movable()) draggable.resume()
      else draggable.pause()
    },
    { flush: 'post' },
  )
}
