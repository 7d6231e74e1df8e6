import { describe, expect, it } from 'vitest'
import { wheelNotches } from '../../../renderer/src/composables/useVolumeWheel'

describe('wheelNotches', () => {
  it('counts a mouse notch (100 px) as one, up louder', () => {
    expect(wheelNotches({ deltaY: -100, deltaMode: 0 }, 0)).toEqual({ notches: 1, carried: 0 })
    expect(wheelNotches({ deltaY: 200, deltaMode: 0 }, 0)).toEqual({ notches: -2, carried: 0 })
  })

  it('adds a touchpad’s small deltas up to notches, carrying the rest', () => {
    let carried = 0
    let notches = 0
    for (let at = 0; at < 9; at++) {
      const step = wheelNotches({ deltaY: -30, deltaMode: 0 }, carried)
      carried = step.carried
      notches += step.notches
    }
    expect(notches).toBe(2)
    expect(carried).toBe(-70)
  })

  it('counts a line or a page as one notch', () => {
    expect(wheelNotches({ deltaY: 3, deltaMode: 1 }, 40)).toEqual({ notches: -1, carried: 0 })
    expect(wheelNotches({ deltaY: -1, deltaMode: 2 }, 0)).toEqual({ notches: 1, carried: 0 })
  })
})
