import { describe, expect, it } from 'vitest'
import { createPresence } from '../../../../electron/core/features/playback/presence'
import { createLatestThrottle, createOnceTimer } from '../../../../electron/core/base/timer'
import { ManualClock } from '../../../support/manual-clock'

describe('presence: who shows the player', () => {
  it('counts a viewer until it says otherwise or its lease runs out, and tells when that changes', () => {
    const clock = new ManualClock()
    const presence = createPresence(clock, 1_000)
    let changes = 0
    presence.onChange(() => changes++)
    presence.set('a', true)
    presence.set('b', true)
    expect(presence.anyVisible()).toBe(true)
    presence.set('a', false)
    expect(presence.anyVisible()).toBe(true)
    clock.advance(600)
    presence.set('b', true) // renewed
    clock.advance(600)
    expect(presence.anyVisible()).toBe(true)
    clock.advance(500)
    expect(presence.anyVisible()).toBe(false)
    expect(changes).toBe(2) // became visible, then the lease ran out
    presence.dispose()
    expect(clock.pendingTimers).toBe(0)
  })

  it('is focused while any viewer that shows it has the focus, shown while they show it without, and tells each change', () => {
    const clock = new ManualClock()
    const presence = createPresence(clock, 1_000)
    const heard: string[] = []
    presence.onChange(() => heard.push(presence.level()))
    presence.set('window:mini', true, false)
    presence.set('page', true) // says nothing of focus: focused, as before pages said it
    presence.set('page', true, false)
    presence.set('window:main', true, true)
    presence.set('window:main', false)
    presence.set('window:mini', true, false) // renewed without a change: nobody is told
    clock.advance(1_000)
    expect(heard).toEqual(['shown', 'focused', 'shown', 'focused', 'shown', 'hidden'])
    expect(presence.anyVisible()).toBe(false)
  })

  it('keeps at most 64 viewers however many ids a page invents', () => {
    const clock = new ManualClock()
    const presence = createPresence(clock, 1_000)
    for (let i = 0; i < 1_000; i++) presence.set(`viewer-${i}`, true)
    for (let i = 0; i < 936; i++) presence.set(`viewer-${i}`, false)
    for (let i = 936; i < 1_000; i++) presence.set(`viewer-${i}`, false)
    expect(presence.anyVisible()).toBe(false)
  })
})

describe('timers on the clock port', () => {
  it('a once-timer replaces its schedule and can be cancelled', () => {
    const clock = new ManualClock()
    const fired: string[] = []
    const timer = createOnceTimer(clock, () => fired.push('fired'))
    const start = clock.now()
    timer.schedule(1_000)
    timer.schedule(300)
    expect(timer.dueAt()).toBe(start + 300)
    clock.advance(299)
    expect(fired).toEqual([])
    clock.advance(1)
    expect(fired).toEqual(['fired'])
    clock.advance(1_000)
    expect(fired).toEqual(['fired'])
    timer.schedule(100)
    timer.cancel()
    clock.advance(1_000)
    expect(fired).toHaveLength(1)
    expect(timer.dueAt()).toBeNull()
  })

  it('a latest-value throttle sends the first at once, then at most one per interval, always the last', () => {
    const clock = new ManualClock()
    const sent: number[] = []
    const throttle = createLatestThrottle<number>(clock, 250, (value) => sent.push(value))
    for (let value = 1; value <= 20; value++) {
      throttle.push(value)
      clock.advance(50)
    }
    clock.advance(1_000)
    expect(sent[0]).toBe(1)
    expect(sent.at(-1)).toBe(20)
    expect(sent.length).toBeLessThanOrEqual(6) // 1 s of pushes: at most 4 a second, plus the trailing one
    throttle.push(21)
    throttle.cancel()
    clock.advance(1_000)
    expect(sent).toContain(21) // the interval had passed: it went at once
  })
})
