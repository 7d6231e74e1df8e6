/**
 * Events core's services tell one another. They stay inside core: transports forward only the contract's
 * events (`contract/events.ts`). Add one here rather than a callback between two services.
 */
export interface CoreEvents {
  /** Saved or removed by one part of Encore (the player's heart, the library window): the others follow. */
  'saved.changed': { uris: string[]; saved: boolean; origin: 'player' | 'library' }
  /** Whether any window or page shows the player now: the library's rows rest on disk while none does. */
  'player.presence': { anyVisible: boolean }
}

export type CoreEventName = keyof CoreEvents
