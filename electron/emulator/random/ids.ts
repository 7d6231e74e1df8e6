import type { Random } from './prng'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A catalog id in the real service's format: 22 base62 characters. */
const CODES = Array.from(BASE62, (char) => char.charCodeAt(0))

export function base62Id(random: Random, length = 22): string {
  const codes = new Array<number>(length)
  for (let i = 0; i < length; i++) codes[i] = CODES[Math.floor(random.next() * 62)] as number
  // One flat string instead of 22 concatenations: the large catalog makes 130k of these.
  return String.fromCharCode(...codes)
}

/** Hands out ids that are unique within one catalog (collisions are astronomically rare, but cheap to rule out). */
export class IdAllocator {
  private readonly used = new Set<string>()

  constructor(private readonly random: Random) {}

  next(): string {
    for (;;) {
      const id = base62Id(this.random)
      if (!this.used.has(id)) {
        this.used.add(id)
        return id
      }
    }
  }
}
