import { useEventListener } from '@vueuse/core'
import type { useRowSelection } from './useRowSelection'

/**
 * Where Escape belongs to what is open on top (a menu, a dialog, the palette, a popover such as the narrow
 * window's Volume), not to the list beneath.
 */
const OPEN_ON_TOP = '[role="dialog"], [role="alertdialog"], [role="menu"], dialog, [data-popover]'

/**
 * Escape lets the rows chosen go, as in Spotify: the first press clears the selection (and nothing else), the
 * next one closes what is open (the sidebar over a narrow page, …). Taken at the window before anyone else, so
 * it works wherever focus is, but never from inside a menu, a dialog or a popover, which close first.
 */
export function useSelectionEscape(choice: ReturnType<typeof useRowSelection>): void {
  useEventListener(
    window,
    'keydown',
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || choice.selection.value.rows.size === 0) return
      if (event.target instanceof Element && event.target.closest(OPEN_ON_TOP)) return
      event.preventDefault()
      // Other lists still hear it (stopPropagation, not stopImmediatePropagation): each lets its own choice go.
      event.stopPropagation()
      choice.clear()
    },
    { capture: true },
  )
}
