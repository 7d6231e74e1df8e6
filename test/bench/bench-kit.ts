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
