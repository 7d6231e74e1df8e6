/**
 * Events core's services tell one another. They stay inside core: transports forward only the contract's
 * events (`contract/events.ts`). Add one here rather than a callback between two services.
 */
export interface CoreEvents {
  /**
   * Saved or removed in the library (from the library window or the player's heart), or shown as before again
   * when the service refused it: the player follows.
   */
  'saved.changed': { uris: string[]; saved: boolean }
  /** Whether any window or page shows the player now: the library's rows rest on disk while none does. */
  'player.presence': { anyVisible: boolean }
}

export type CoreEventName = keyof CoreEvents
