/**
 * The generations of the Web API (service-2026.md): `classic` is api-spec.md (the demo, apps with extended
 * quota); `2024` lacks what was retired in Nov 2024 for apps registered since; `2026` also lacks what was
 * retired in Feb 2026 (every app registered today). The client talks to one; the emulator plays one.
 */
export const generations = ['classic', '2024', '2026'] as const
export type Generation = (typeof generations)[number]

/** The generation that first lacks an operation. */
export type RetiredIn = Exclude<Generation, 'classic'>

export function isGeneration(value: unknown): value is Generation {
  return (generations as readonly unknown[]).includes(value)
}

/** Whether `generation` has lost what was retired in `retiredIn` (each generation keeps earlier retirements). */
export function lacks(generation: Generation, retiredIn: RetiredIn): boolean {
  return generations.indexOf(generation) >= generations.indexOf(retiredIn)
}
