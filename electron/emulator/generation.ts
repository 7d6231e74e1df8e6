/**
 * Which generation of the Web API the emulator plays (README, "Generations"): `classic` is api-spec.md;
 * `2024` adds the removals of Nov 2024 that apps registered since then see; `2026` adds every rule of
 * service-2026.md (the Feb 2026 removals and replacements, removed fields, smaller pages).
 */
export const API_MODES = ['classic', '2024', '2026'] as const
export type ApiMode = (typeof API_MODES)[number]

export function isApiMode(value: unknown): value is ApiMode {
  return (API_MODES as readonly unknown[]).includes(value)
}

/** The mode in force; changeable at runtime by tests (`setApiMode`), read on every request. */
export interface GenerationSwitch {
  mode: ApiMode
}

/** Whether the mode in force includes the changes of `since` (each generation keeps the earlier ones). */
export function reaches(generation: GenerationSwitch, since: Exclude<ApiMode, 'classic'>): boolean {
  return API_MODES.indexOf(generation.mode) >= API_MODES.indexOf(since)
}

/** The service of apps registered today (service-2026.md): removed fields, replaced endpoints, small pages. */
export function isToday(generation: GenerationSwitch): boolean {
  return generation.mode === '2026'
}
