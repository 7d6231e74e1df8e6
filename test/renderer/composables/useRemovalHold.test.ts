import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, shallowRef } from 'vue'
import { REMOVAL_HOLD_MS, useRemovalHold } from '../../../renderer/src/composables/useRemovalHold'

describe('useRemovalHold', () => {
  let scope: ReturnType<typeof effectScope>
  const core = shallowRef(1)
  const unsaved = shallowRef<string[]>([])
  const released = vi.fn()
  let hold: ReturnType<typeof useRemovalHold>
  beforeEach(() => {
    vi.useFakeTimers()
    core.value = 1
    unsaved.value = []
    released.mockReset()
    scope = effectScope()
    hold = scope.run(() => {
      const made = useRemovalHold(() => core.value, released)
      made.follow(() => unsaved.value)
      return made
    })!
  })
  afterEach(() => {
    scope.stop()
    vi.useRealTimers()
  })

  it('an unlike with the pointer on the list keeps the revision the list had until the pointer leaves', () => {
    hold.enter()
    unsaved.value = ['a']
    core.value = 2
    expect(hold.held.value).toBe(true)
    expect(hold.revision()).toBe(1)
    hold.leave()
    expect(hold.revision()).toBe(2)
    expect(released).toHaveBeenCalledTimes(1)
  })

  it(`lets go ${REMOVAL_HOLD_MS} ms after the last unlike`, () => {
    hold.enter()
    unsaved.value = ['a']
    vi.advanceTimersByTime(REMOVAL_HOLD_MS - 1_000)
    unsaved.value = ['a', 'b']
    vi.advanceTimersByTime(REMOVAL_HOLD_MS - 1)
    expect(hold.held.value).toBe(true)
    vi.advanceTimersByTime(1)
    expect(hold.held.value).toBe(false)
    expect(released).toHaveBeenCalledTimes(1)
  })

  it('holds nothing for an unlike made away from the list (the keyboard, the player bar)', () => {
    unsaved.value = ['a']
    core.value = 2
    expect(hold.held.value).toBe(false)
    expect(hold.revision()).toBe(2)
    hold.leave()
    expect(released).not.toHaveBeenCalled()
  })
})
