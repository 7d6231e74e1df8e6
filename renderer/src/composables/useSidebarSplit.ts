import { useEventListener } from '@vueuse/core'
import { useKeptValue } from './useKeptValue'
import { computed, shallowRef, type Ref } from 'vue'

/** Where the split between the places and your playlists is kept on this computer (the sidebar's own choice). */
export const SIDEBAR_SPLIT_KEY = 'encore.sidebar.placesHeight'
/** The places never shrink below two of them: a sidebar one reaches nothing through is no place to go. */
export const PLACES_MIN_PX = 72
/** One arrow press moves the split this far (about one place). */
export const SPLIT_STEP_PX = 24

/**
 * The places' height once moved to `wanted` (px): never under PLACES_MIN_PX, and null (their own height, all
 * shown) once it reaches what they need (`natural`), so a window made taller later shows them whole again.
 */
export function placesHeightFor(wanted: number, natural: number): number | null {
  if (natural <= PLACES_MIN_PX || wanted >= natural) return null
  return Math.max(PLACES_MIN_PX, Math.round(wanted))
}

/**
 * The split between the sidebar's places and your playlists, dragged (its separator) or moved with the arrow
 * keys (Up gives your playlists more room, Down the places; Home the least places, End all of them), and kept
 * in this computer's storage. The places scroll on their own while the split hides some of them.
 */
export function useSidebarSplit(places: Readonly<Ref<HTMLElement | null>>) {
  const kept = useKeptValue<number | null>(SIDEBAR_SPLIT_KEY, null, {
    read: (text) => (/^\d+$/.test(text) ? Number(text) : null),
    write: (value) => String(value ?? ''),
  })
  const natural = () => places.value?.scrollHeight ?? 0
  const shown = () => kept.value ?? natural()
  const moveTo = (wanted: number) => (kept.value = placesHeightFor(wanted, natural()))

  /** How much of the places shows, for the separator's value (100: all of them). */
  const percent = computed(() => {
    const all = natural()
    return kept.value === null || all === 0 ? 100 : Math.round((Math.min(kept.value, all) / all) * 100)
  })
  const style = computed(() => (kept.value === null ? {} : { maxHeight: `${kept.value}px` }))

  function onKey(event: KeyboardEvent) {
    const moves: Record<string, () => number> = {
      ArrowUp: () => shown() - SPLIT_STEP_PX,
      ArrowDown: () => shown() + SPLIT_STEP_PX,
      Home: () => PLACES_MIN_PX,
      End: () => natural(),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    moveTo(move())
  }

  const drag = shallowRef<{ y: number; from: number } | null>(null)
  function onPointerDown(event: PointerEvent) {
    if (event.button !== 0) return
    event.preventDefault()
    drag.value = { y: event.clientY, from: places.value?.getBoundingClientRect().height ?? shown() }
    ;(event.currentTarget as Element | null)?.setPointerCapture?.(event.pointerId)
  }
  useEventListener(window, 'pointermove', (event: PointerEvent) => {
    if (drag.value) moveTo(drag.value.from + event.clientY - drag.value.y)
  })
  useEventListener(window, 'pointerup', () => (drag.value = null))

  return { percent, style, dragging: computed(() => drag.value !== null), onKey, onPointerDown }
}
