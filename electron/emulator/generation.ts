import { generations, isGeneration, lacks, type Generation, type RetiredIn } from '../operations'

/**
 * Which generation of the Web API the emulator plays (README, "Generations"): `classic` is api-spec.md;
 * `2024` adds the removals of Nov 2024 that apps registered since then see; `2026` adds every rule of
 * service-2026.md (the Feb 2026 removals and replacements, removed fields, smaller pages). The generations
 * and which operation each retired come from the operation table shared with the client.
 */
export const API_MODES = generations
export type ApiMode = Generation
export const isApiMode = isGeneration

/** The mode in force; changeable at runtime by tests (`setApiMode`), read on every request. */
export interface GenerationSwitch {
  mode: ApiMode
}

/** Whether the mode in force includes the changes of `since` (each generation keeps the earlier ones). */
export function reaches(generation: GenerationSwitch, since: RetiredIn): boolean {
  return lacks(generation.mode, since)
}

/** The service of apps registered today (service-2026.md): removed fields, replaced endpoints, small pages. */
export function isToday(generation: GenerationSwitch): boolean {
  return generation.mode === '2026'
}
