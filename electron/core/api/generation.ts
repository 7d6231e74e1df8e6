/**
 * Which generation of the Web API the client talks to (service-2026.md): `classic` is api-spec.md (the demo,
 * apps with extended quota); `2024` lacks what was removed in Nov 2024 for apps registered since; `2026`
 * also lacks what was removed in Feb 2026 (every app registered today) and takes smaller pages.
 */
export const generations = ['classic', '2024', '2026'] as const
export type Generation = (typeof generations)[number]

/** The generation that first lacks an operation. */
export type RemovedIn = Exclude<Generation, 'classic'>

export function isGeneration(value: unknown): value is Generation {
  return (generations as readonly unknown[]).includes(value)
}

/** Whether `generation` has lost what was removed in `removedIn` (each generation keeps earlier removals). */
export function lacks(generation: Generation, removedIn: RemovedIn): boolean {
  return generations.indexOf(generation) >= generations.indexOf(removedIn)
}

/** The most a page of search results or of an artist's albums may hold (service-2026.md §4). */
export function catalogPageCap(generation: Generation): number {
  return generation === '2026' ? 10 : 50
}
