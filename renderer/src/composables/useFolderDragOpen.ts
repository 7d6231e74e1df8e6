import { onBeforeUnmount, shallowRef } from 'vue'

/** How long a drag rests on a closed folder before it opens (as file managers and Spotify's sidebar do). */
export const DRAG_OPEN_DELAY_MS = 700

/**
 * A closed folder that something is dragged over opens after a moment, so its places can take the drop; it
 * closes again once the drag ends. Only on screen: the folder's kept state (collapsed) is not changed.
 */
export function useFolderDragOpen(collapsed: () => boolean) {
  const openedForDrag = shallowRef(false)
  let timer: ReturnType<typeof setTimeout> | undefined

  function cancel() {
    clearTimeout(timer)
    timer = undefined
  }
  function close() {
    cancel()
    openedForDrag.value = false
    window.removeEventListener('dragend', ended, true)
    window.removeEventListener('drop', ended, true)
  }
  // After the drop's own handlers (a place inside the folder takes it first), in a task of its own.
  function ended() {
    setTimeout(close)
  }
  /** A drag over the folder (each dragover): the wait starts with the first. */
  function hover() {
    if (!collapsed() || openedForDrag.value || timer) return
    timer = setTimeout(() => {
      timer = undefined
      openedForDrag.value = true
      // Captured: places stop a drop's propagation, and a drag from the page ends on its own element.
      window.addEventListener('dragend', ended, true)
      window.addEventListener('drop', ended, true)
    }, DRAG_OPEN_DELAY_MS)
  }
  /** The drag left the folder (not merely into one of its own elements): no opening. */
  function leave(event: DragEvent) {
    const into = event.relatedTarget
    if (into instanceof Node && (event.currentTarget as Node | null)?.contains(into)) return
    cancel()
  }
  onBeforeUnmount(close)
  return { openedForDrag, hover, leave }
}
