import { inject, type InjectionKey } from 'vue'

/** How the whole shelf is shown, the same at every level: folded to covers, and the help its places point to. */
export interface ShelfLook {
  readonly folded: boolean
  /** The id of the shelf's help (how to rearrange it), each place's `aria-describedby`. */
  readonly describedBy: string
}

export const shelfLookKey: InjectionKey<ShelfLook> = Symbol('shelf look')

/** The shelf's look, as PlaylistShelf provides it to its places and the folders within. */
export function useShelfLook(): ShelfLook {
  return inject(shelfLookKey, { folded: false, describedBy: '' })
}
