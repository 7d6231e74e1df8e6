/** What one benchmark module reports: named figures with units, plus free-form notes. */
export interface BenchFigure {
  name: string
  value: number
  unit: string
}

export interface BenchSection {
  title: string
  figures: BenchFigure[]
  notes?: string[]
  /** When it was measured, for a section run alone after the others (ISO time). */
  when?: string
}

/** Every `test/bench/*.bench.ts` default-exports one of these. */
export type BenchModule = () => Promise<BenchSection>

export function figure(name: string, value: number, unit: string): BenchFigure {
  return { name, value: Math.round(value * 100) / 100, unit }
}

/** Wall time of an async function in milliseconds. */
export async function timeIt<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now()
  const result = await fn()
  return { ms: performance.now() - start, result }
}

/** The middle value (of an odd count; the upper middle of an even one). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The value below which a share `p` (0–1) of the values lie. */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0
