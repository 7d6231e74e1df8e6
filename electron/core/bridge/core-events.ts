/**
 * Events core's services tell one another. They stay inside core: transports forward only the contract's
 * events (`contract/events.ts`). Add one here rather than a callback between two services.
 */
export interface CoreEvents {
  /** Saved or removed by one part of Encore (the player's heart, the library window): the others follow. */
  'saved.changed': { uris: string[]; saved: boolean; origin: 'player' | 'library' }
}

export type CoreEventName = keyof CoreEvents
