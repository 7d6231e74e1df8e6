import type { Generation } from '../../../operations'

/** The generations live in the operation table (electron/operations), shared with the emulator. */
export { generations, isGeneration, lacks, type Generation, type RetiredIn } from '../../../operations'

/** The most a page of search results or of an artist's albums may hold (service-2026.md §4). */
export function catalogPageCap(generation: Generation): number {
  return generation === '2026' ? 10 : 50
}
