import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: SeekBar } = await import('../../../renderer/src/components/SeekBar.vue')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { idle, playing } = await import('../support/playback-states')

/** A paused track at 1:00 of 3:27, so the shown position does not move under the test. */
const atOneMinute = () => playing({ isPlaying: false, progressMs: 60_000 })

describe('SeekBar', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.seek', (input) =>
      playing({
        isPlaying: false,
        progressMs: (input as { positionMs: number }).positionMs,
        sampledAt: Date.now(),
      }),
    )
  })
  afterEach(() => wrapper?.unmount())

  const slider = () => wrapper.get('[role="slider"]')

  it('is a slider named Seek with its range, value and words', async () => {
    ;({ wrapper } = await mountPlayer(SeekBar, atOneMinute()))
    expect(slider().attributes()).toMatchObject({
      'aria-label': 'Seek',
      'aria-valuemin': '0',
      'aria-valuemax': '207',
      'aria-valuenow': '60',
      'aria-valuetext': '1 minute 0 seconds of 3 minutes 27 seconds',
      tabindex: '0',
    })
    expect(wrapper.get('[data-testid="elapsed"]').text()).toBe('1:00')
    expect(wrapper.get('[data-testid="duration"]').text()).toBe('3:27')
  })

  it.each([
    ['ArrowRight', 65_000],
    ['ArrowUp', 65_000],
    ['ArrowLeft', 55_000],
    ['ArrowDown', 55_000],
    ['PageUp', 90_000],
    ['PageDown', 30_000],
    ['Home', 0],
    ['End', 207_000],
  ])('%s seeks to %i ms', async (key, positionMs) => {
    ;({ wrapper } = await mountPlayer(SeekBar, atOneMinute()))
    await slider().trigger('keydown', { key })
    await flushPromises()
    expect(callsOf('playback.seek')).toEqual([{ positionMs }])
    expect(slider().attributes('aria-valuenow')).toBe(String(Math.floor(positionMs / 1000)))
  })

  it('builds on the value it just asked for when keys come fast', async () => {
    ;({ wrapper } = await mountPlayer(SeekBar, atOneMinute()))
    fake.answer('playback.seek', () => new Promise(() => {}))
    await slider().trigger('keydown', { key: 'ArrowRight' })
    await slider().trigger('keydown', { key: 'ArrowRight' })
    expect(callsOf('playback.seek')).toEqual([{ positionMs: 65_000 }, { positionMs: 70_000 }])
    expect(wrapper.get('[data-testid="elapsed"]').text()).toBe('1:10')
  })

  it('seeks by a click on the bar, and shows a drag before seeking at its end', async () => {
    ;({ wrapper } = await mountPlayer(SeekBar, atOneMinute()))
    const element = slider().element as HTMLElement
    element.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 16 }) as DOMRect
    await slider().trigger('pointerdown', { button: 0, clientX: 150, pointerId: 1 })
    await slider().trigger('pointermove', { clientX: 200, pointerId: 1 })
    // Half of 3:27 is 1:43.5: the slider says the second the elapsed time shows, 1:43, as a clock does.
    expect(slider().attributes('aria-valuenow')).toBe('103')
    expect(wrapper.get('[data-testid="elapsed"]').text()).toBe('1:43')
    expect(callsOf('playback.seek')).toEqual([])
    await slider().trigger('pointerup', { clientX: 300, pointerId: 1 })
    await flushPromises()
    expect(callsOf('playback.seek')).toEqual([{ positionMs: 207_000 }])
  })

  it('is disabled with the reason when the track cannot be moved within, or nothing plays', async () => {
    ;({ wrapper } = await mountPlayer(
      SeekBar,
      playing({ disallowed: [{ action: 'seek', reason: 'This track cannot be moved within.' }] }),
    ))
    expect(slider().attributes('aria-disabled')).toBe('true')
    expect(slider().attributes('title')).toBe('This track cannot be moved within.')
    await slider().trigger('keydown', { key: 'End' })
    expect(callsOf('playback.seek')).toEqual([])
    fake.emit('playback.state', idle())
    await flushPromises()
    expect(slider().attributes('title')).toMatch(/Nothing is playing/)
  })
})
