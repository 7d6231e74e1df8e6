import { describe, expect, it } from 'vitest'
import { Generation } from '../../electron/contract'

describe('Generation', () => {
  it('keeps a mark current until the next advance, and never again after it', () => {
    const generation = new Generation()
    const first = generation.mark()
    expect(generation.isCurrent(first)).toBe(true)
    const second = generation.advance()
    expect(generation.isCurrent(first)).toBe(false)
    expect(generation.isCurrent(second)).toBe(true)
    expect(generation.mark()).toBe(second)
    generation.advance()
    expect(generation.isCurrent(second)).toBe(false)
  })
})
