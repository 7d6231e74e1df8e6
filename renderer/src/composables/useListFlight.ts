import { inject, onScopeDispose, provide, shallowRef, type InjectionKey, type Ref } from 'vue'

/**
 * Whether a long list flies by faster than anyone reads it: more than a screenful between two of its frames.
 * Its rows then show no cover images until it slows down (covers of rows that fly past are never seen, and
 * loading and decoding them, a screenful a frame, was work every frame of a fling waited for).
 */
const FLYING: InjectionKey<Readonly<Ref<boolean>>> = Symbol('list flying')

/** Two range changes closer than this are one movement. */
const FRAME_GAP_MS = 100
/** How long after the last fast move the list counts as flying. */
const SETTLE_MS = 150

/** For the list: `moved(first)` with its first row in view after each scroll; its rows see `flying`. */
export function useListFlight(screenRows: () => number, now: () => number = () => performance.now()) {
  const flying = shallowRef(false)
  let last: { first: number; at: number } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  provide(FLYING, flying)

  function moved(first: number): void {
    const at = now()
    if (last && at - last.at < FRAME_GAP_MS && Math.abs(first - last.first) > screenRows()) {
      flying.value = true
      clearTimeout(timer)
      timer = setTimeout(() => (flying.value = false), SETTLE_MS)
    }
    last = { first, at }
  }

  onScopeDispose(() => clearTimeout(timer))
  return { flying, moved }
}

/** For a row's content: whether the list around it flies by (false outside a list). */
export function useListFlying(): Readonly<Ref<boolean>> | undefined {
  return inject(FLYING, undefined)
}
