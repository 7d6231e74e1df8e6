import { describe, expect, it } from 'vitest'
import { SavedFingerprints } from '../../../../electron/core/features/library/saved-fingerprints'

describe('SavedFingerprints: which tracks are saved, in 8 bytes a track', () => {
  it('holds every id it was made of and none of 200,000 others', () => {
    const id = (n: number) => `t${n.toString(36).padStart(21, 'x')}`
    const saved = Array.from({ length: 50_000 }, (_, n) => id(n))
    const index = SavedFingerprints.of(saved)
    expect(index.size).toBe(50_000)
    expect(saved.every((track) => index.has(track))).toBe(true)
    let wrong = 0
    for (let n = 50_000; n < 250_000; n++) if (index.has(id(n))) wrong++
    expect(wrong).toBe(0)
  })

  it('answers no for anything when empty', () => {
    expect(SavedFingerprints.of([]).has('4uLU6hMCjMI75M1A2tKUQC')).toBe(false)
  })
})
