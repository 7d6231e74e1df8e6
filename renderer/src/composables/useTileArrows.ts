import { useEventListener } from '@vueuse/core'
import type { MaybeRefOrGetter } from 'vue'

const CONTROLS = 'a[href], button'
/** A tile's one stop of Tab: its control that is in the tab order. */
const STOP = 'a[href]:not([tabindex="-1"]), button:not([tabindex="-1"])'

/**
 * Keys of a shelf (or a wall) of tiles, where each tile is one stop of Tab (its link; its other buttons stay out
 * of the tab order): Left and Right go to the tile before or after, Home and End to the first and last, and Down
 * and Up walk the focused tile's own controls (its link, then Play). The tiles are the container's children.
 */
export function useTileArrows(container: MaybeRefOrGetter<HTMLElement | null | undefined>) {
  useEventListener(container, 'keydown', (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const box = event.currentTarget as HTMLElement
    const target = event.target as HTMLElement
    const tiles = Array.from(box.children) as HTMLElement[]
    const at = tiles.findIndex((tile) => tile.contains(target))
    if (at < 0) return
    const stopOf = (tile: HTMLElement | undefined) =>
      tile?.matches(STOP) ? tile : tile?.querySelector<HTMLElement>(STOP)
    const moves: Record<string, () => HTMLElement | null | undefined> = {
      ArrowRight: () => stopOf(tiles[at + 1]),
      ArrowLeft: () => stopOf(tiles[at - 1]),
      Home: () => stopOf(tiles[0]),
      End: () => stopOf(tiles[tiles.length - 1]),
      ArrowDown: () => within(tiles[at]!, target, 1),
      ArrowUp: () => within(tiles[at]!, target, -1),
    }
    const next = moves[event.key]?.()
    if (!next) return
    event.preventDefault()
    next.focus()
  })
}

/** The control after (or before) `from` inside a tile. */
function within(tile: HTMLElement, from: HTMLElement, step: 1 | -1): HTMLElement | undefined {
  const controls = tile.matches(CONTROLS) ? [tile] : Array.from(tile.querySelectorAll<HTMLElement>(CONTROLS))
  return controls[controls.indexOf(from) + step]
}
