import { computed, onScopeDispose, shallowRef, watch } from 'vue'

/** How long a row unliked under the pointer stays in its place at most. */
export const REMOVAL_HOLD_MS = 5_000

/**
 * Keeps a list still under the hand: a row unliked while the pointer is on the list stays where it was (shown
 * as removed, with Undo) instead of the next row sliding under the pointer, so a second click lands on the row
 * the person meant. The list reads the revision it had until the pointer leaves it or REMOVAL_HOLD_MS pass
 * since the last unlike; then the rows are read again and the removed ones go.
 */
export function useRemovalHold(
  coreRevision: () => number | null | undefined,
  released: () => void = () => {},
) {
  const pointerIn = shallowRef(false)
  /** The revision the list keeps reading with while held; undefined while not held. */
  const heldAt = shallowRef<number | null | undefined>(undefined)
  let timer: ReturnType<typeof setTimeout> | undefined

  function release() {
    clearTimeout(timer)
    timer = undefined
    if (heldAt.value === undefined) return
    heldAt.value = undefined
    released()
  }
  /** Follows the rows in view no longer saved (by URI): one more while the pointer is on the list holds it. */
  function follow(unsaved: () => readonly string[]) {
    // Synchronous: the hold must start before core's next revision reaches the list.
    watch(
      () => unsaved().length,
      (now, before) => {
        if (now <= before || !pointerIn.value) return
        if (heldAt.value === undefined) heldAt.value = coreRevision() ?? null
        clearTimeout(timer)
        timer = setTimeout(release, REMOVAL_HOLD_MS)
      },
      { flush: 'sync' },
    )
  }
  onScopeDispose(() => clearTimeout(timer))

  return {
    /** The revision the list reads with: core's, or the one it had while a removal is held. */
    revision: () => (heldAt.value === undefined ? coreRevision() : heldAt.value),
    held: computed(() => heldAt.value !== undefined),
    follow,
    enter: () => (pointerIn.value = true),
    leave: () => {
      pointerIn.value = false
      release()
    },
  }
}
