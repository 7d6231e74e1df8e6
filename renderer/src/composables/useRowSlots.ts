import type { VirtualItem } from '@tanstack/vue-virtual'
import { computed, type Ref } from 'vue'

/**
 * What each slot's row content last showed. A row whose data has not come yet (a placeholder) keeps that
 * content, hidden, instead of dropping it: when its data comes, the same components patch their text, where
 * they would otherwise be made anew (a screenful of track rows made at once was the slowest scroll frame).
 */
interface Shown<Item> {
  item: Item
  index: number
}

/** One row drawn: its virtual row, its slot's key, its data (undefined while it waits) and the content kept. */
export interface DrawnRow<Item> {
  row: VirtualItem
  key: string
  item: Item | undefined
  content: Shown<Item> | undefined
}

/**
 * The rows of a virtual list keyed by slot: a row that stays in view keeps its slot, and a row scrolled into
 * view takes the slot of one scrolled out, so its element and components are reused and only patch their text
 * (scrolling makes and drops no components). The current row's slot is kept for it while it is out of view, so
 * no other row's content ever lands on the element that has focus; and a row's key never changes when it
 * becomes current. `drawing` moving makes every row anew.
 */
export function useRowSlots<Item>(options: {
  rows: Readonly<Ref<VirtualItem[]>>
  focused: Readonly<Ref<number>>
  drawing: Readonly<Ref<number>>
  flying: Readonly<Ref<boolean>>
  rowAt: (index: number) => Item | undefined
}) {
  const { rows, focused, drawing, flying } = options
  let slotOf = new Map<number, number>()
  let contentOf = new Map<string, Shown<Item>>()
  return computed((): DrawnRow<Item>[] => {
    const visible = rows.value
    const next = new Map<number, number>()
    const taken = new Set<number>()
    const keep = (index: number) => {
      const slot = slotOf.get(index)
      if (slot !== undefined && !next.has(index)) {
        next.set(index, slot)
        taken.add(slot)
      }
    }
    keep(focused.value)
    for (const row of visible) keep(row.index)
    let free = 0
    for (const row of visible) {
      if (next.has(row.index)) continue
      while (taken.has(free)) free++
      next.set(row.index, free)
      taken.add(free)
    }
    slotOf = next
    const shown = new Map<string, Shown<Item>>()
    const out = visible.map((row) => {
      const key = `${drawing.value}:${next.get(row.index)!}`
      // Flying by, rows wait as placeholders (the current row apart): nobody reads them, and drawing each
      // screenful's text made garbage faster than the page collected it (50 MiB over a 10,000-row fling).
      const item = flying.value && row.index !== focused.value ? undefined : options.rowAt(row.index)
      const content = item === undefined ? contentOf.get(key) : { item, index: row.index }
      if (content) shown.set(key, content)
      return { row, key, item, content }
    })
    contentOf = shown
    return out
  })
}
