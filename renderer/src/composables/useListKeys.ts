import type { useRowSelection } from './useRowSelection'

/** What the keys of a virtual list need from it: its rows, its choice, and what it tells its parent. */
export interface ListKeysOptions<Item> {
  scroller: () => HTMLElement | null | undefined
  count: () => number
  rowAt: (index: number) => Item | undefined
  movable: () => boolean
  selectable: () => boolean
  choice: ReturnType<typeof useRowSelection>
  /** Rows in a screenful, for Page Up/Down. */
  visibleCount: () => number
  focusRow: (index: number) => Promise<void>
  /** The rows a menu acts on. */
  rowsFor: (index: number) => number[]
  activate: (item: Item, index: number) => void
  menu: (item: Item, index: number, event: KeyboardEvent, selected: number[]) => void
  move: (item: Item, index: number, by: -1 | 1) => void
  copy: (selected: number[]) => void
}

/**
 * The keys of a virtual list's grid: arrows, Home/End, Page Up/Down between rows; Left and Right walk a row's
 * buttons and links; Enter activates; the context-menu key (or Shift+F10) opens the row's menu; Alt+Up/Down
 * moves a movable row; on a selectable list Ctrl/Cmd+A, Ctrl/Cmd+C and Shift+↑/↓. `onKey` is the grid's keydown.
 */
export function useListKeys<Item>(options: ListKeysOptions<Item>) {
  const { choice } = options

  /** The selection's keys: Ctrl/Cmd+A all, Ctrl/Cmd+C the links, Shift+↑/↓ the rows to the next one. */
  function selectKey(event: KeyboardEvent): boolean {
    const primary = choice.platform === 'mac' ? event.metaKey : event.ctrlKey
    const key = event.key.toLowerCase()
    if (primary && !event.altKey && !event.shiftKey && (key === 'a' || key === 'c')) {
      event.preventDefault()
      if (key === 'a') choice.all()
      else options.copy(choice.selected())
      return true
    }
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"]')
    if (!row || !event.shiftKey || event.target !== row) return false
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false
    event.preventDefault()
    const to = Math.max(
      0,
      Math.min(options.count() - 1, Number(row.dataset['index']) + (event.key === 'ArrowDown' ? 1 : -1)),
    )
    if (choice.selection.value.anchor === null) choice.choose(Number(row.dataset['index']), 'only')
    choice.choose(to, 'range')
    void options.focusRow(to)
    return true
  }

  function onKey(event: KeyboardEvent) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"]')
    if (!row || !options.scroller()?.contains(row)) return
    const index = Number(row.dataset['index'])
    const item = options.rowAt(index)
    // Keys pressed on a control inside the row (a button) are that control's, except the row's own moves.
    const onRow = event.target === row
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      if (!options.movable() || item === undefined) return
      event.preventDefault()
      options.move(item, index, event.key === 'ArrowUp' ? -1 : 1)
      void options.focusRow(index + (event.key === 'ArrowUp' ? -1 : 1))
      return
    }
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      if (item === undefined) return
      event.preventDefault()
      options.menu(item, index, event, options.rowsFor(index))
      return
    }
    if (options.selectable() && selectKey(event)) return
    // With Ctrl/Cmd or Shift, arrows are the window's shortcuts (next, volume, seek), not the list's.
    if (event.ctrlKey || event.metaKey || (event.shiftKey && event.key.startsWith('Arrow'))) return
    // Left and right walk the row's controls (they stay out of the tab order: one row is one stop).
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const controls = Array.from(row.querySelectorAll<HTMLElement>('input, button, a[href]'))
      const at = onRow ? -1 : controls.indexOf(event.target as HTMLElement)
      const next = event.key === 'ArrowRight' ? at + 1 : at - 1
      event.preventDefault()
      if (next < 0) row.focus()
      else controls[Math.min(next, controls.length - 1)]?.focus()
      return
    }
    if (event.key === 'Escape' && !onRow) {
      row.focus()
      return
    }
    if (!onRow) return
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: options.count() - 1,
      PageDown: index + options.visibleCount(),
      PageUp: index - options.visibleCount(),
    }
    if (event.key in moves) {
      event.preventDefault()
      void options.focusRow(moves[event.key]!)
    } else if (event.key === 'Enter' && item !== undefined) {
      event.preventDefault()
      options.activate(item, index)
    }
  }

  return { onKey }
}
