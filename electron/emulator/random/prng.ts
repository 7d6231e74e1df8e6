/**
 * A small seeded PRNG (sfc32, seeded through cyrb128). Every piece of generated catalog data comes from one of
 * these, never from Math.random, so the same seed always yields the same catalog.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  /** A value around `mean`, roughly normal (sum of three uniforms), clamped to [min, max]. */
  around(mean: number, spread: number, min: number, max: number): number
  /** A new independent generator derived from this one and a label. */
  fork(label: string): Random
}

/** cyrb128: hashes a string into four 32-bit words. */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

/** A 32-bit hash of a string, for cheap deterministic choices (image colours, tie-breaks). */
export function hash32(text: string): number {
  return hash128(text)[0]
}

export function createRandom(seed: string | number): Random {
  const seedText = String(seed)
  let [a, b, c, d] = hash128(seedText)
  const next = () => {
    // sfc32
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  // Discard the first outputs: sfc32 mixes poorly right after seeding.
  for (let i = 0; i < 12; i++) next()

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[Math.floor(next() * items.length)] as T
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const take = Math.min(count, items.length)
      // Small samples from big lists (playlists from a 100k-track pool) pick indices instead of copying.
      if (take * 4 < items.length) {
        const chosen = new Set<number>()
        const result: T[] = []
        while (result.length < take) {
          const index = Math.floor(next() * items.length)
          if (!chosen.has(index)) {
            chosen.add(index)
            result.push(items[index] as T)
          }
        }
        return result
      }
      const copy = items.slice()
      for (let i = 0; i < take; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        const swap = copy[i] as T
        copy[i] = copy[j] as T
        copy[j] = swap
      }
      return copy.slice(0, take)
    },
    around: (mean, spread, min, max) => {
      const value = mean + ((next() + next() + next()) / 1.5 - 1) * spread
      return Math.min(max, Math.max(min, value))
    },
    fork: (label) => createRandom(`${seedText}/${label}/${next()}`),
  }
  return random
}
