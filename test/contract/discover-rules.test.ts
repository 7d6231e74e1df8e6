import { describe, expect, it } from 'vitest'
import { methods, retune, type TuningBounds } from '../../electron/contract'

const ratio = { min: 0, max: 1 }

describe('retune: the radio’s target always stays within its minimum and maximum', () => {
  it.each<[string, TuningBounds, 'min' | 'target' | 'max', number, TuningBounds]>([
    ['a minimum below the target', { target: 0.5 }, 'min', 0.2, { min: 0.2, target: 0.5 }],
    ['a minimum past the target pushes it', { target: 0.5 }, 'min', 0.7, { min: 0.7, target: 0.7 }],
    [
      'a minimum past the maximum pushes both',
      { target: 0.5, max: 0.6 },
      'min',
      0.8,
      { min: 0.8, target: 0.8, max: 0.8 },
    ],
    ['a maximum below the target pulls it', { target: 0.5 }, 'max', 0.17, { target: 0.17, max: 0.17 }],
    [
      'the issue’s case: max to 0.17 with min 0.17',
      { min: 0.17, target: 0.5 },
      'max',
      0.17,
      { min: 0.17, target: 0.17, max: 0.17 },
    ],
    [
      'a maximum below the minimum pulls both',
      { min: 0.4, target: 0.5 },
      'max',
      0.3,
      { min: 0.3, target: 0.3, max: 0.3 },
    ],
    [
      'a target below the minimum carries it',
      { min: 0.4, target: 0.5 },
      'target',
      0.1,
      { min: 0.1, target: 0.1 },
    ],
    [
      'a target above the maximum carries it',
      { target: 0.5, max: 0.6 },
      'target',
      0.9,
      { target: 0.9, max: 0.9 },
    ],
    [
      'a target within its bounds moves alone',
      { min: 0.2, target: 0.5, max: 0.8 },
      'target',
      0.6,
      { min: 0.2, target: 0.6, max: 0.8 },
    ],
    [
      'a bound back at its end is left out',
      { min: 0.2, target: 0.5, max: 0.8 },
      'min',
      0,
      { target: 0.5, max: 0.8 },
    ],
    ['a maximum at its end is left out', { target: 0.5, max: 0.8 }, 'max', 1, { target: 0.5 }],
    ['a value past the slider is held at its end', { target: 0.5 }, 'target', 7, { target: 1 }],
  ])('%s', (_case, bounds, bound, value, expected) => {
    const after = retune(ratio, bounds, bound, value)
    expect(after).toEqual(expected)
    const min = after.min ?? ratio.min
    const max = after.max ?? ratio.max
    expect(min).toBeLessThanOrEqual(after.target ?? min)
    expect(after.target ?? max).toBeLessThanOrEqual(max)
  })

  it('works on any scale (tempo in BPM)', () => {
    expect(retune({ min: 40, max: 220 }, { target: 120 }, 'max', 100)).toEqual({ target: 100, max: 100 })
  })
})

describe('radio.tracks input: a target outside its bounds is refused with the reason', () => {
  const seeds = [{ kind: 'genre', id: 'rock' }]
  const RadioInputSchema = methods['radio.tracks'].input
  it('refuses min 0.17, target 0.50, max 0.17', () => {
    const result = RadioInputSchema.safeParse({
      seeds,
      tunings: { energy: { min: 0.17, target: 0.5, max: 0.17 } },
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('A target must lie between its minimum and maximum.')
  })
  it('accepts a target between them', () => {
    expect(
      RadioInputSchema.safeParse({ seeds, tunings: { energy: { min: 0.1, target: 0.5 } } }).success,
    ).toBe(true)
  })
})
