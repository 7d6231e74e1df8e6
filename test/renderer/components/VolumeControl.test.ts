import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: VolumeControl } = await import('../../../renderer/src/components/VolumeControl.vue')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { device, playing } = await import('../support/playback-states')

const at = (volumePercent: number | null, name = 'Encore Desktop') =>
  playing({ device: device({ name, volumePercent }) })

describe('VolumeControl', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.setVolume', (input) => at((input as { percent: number }).percent))
  })
  afterEach(() => wrapper?.unmount())

  const slider = () => wrapper.get('[role="slider"]')

  it('is a slider named Volume from 0 to 100', async () => {
    ;({ wrapper } = await mountPlayer(VolumeControl, at(70)))
    expect(slider().attributes()).toMatchObject({
      'aria-label': 'Volume',
      'aria-valuemin': '0',
      'aria-valuemax': '100',
      'aria-valuenow': '70',
      'aria-valuetext': '70%',
    })
  })

  it.each([
    ['ArrowUp', 75],
    ['ArrowRight', 75],
    ['ArrowDown', 65],
    ['ArrowLeft', 65],
    ['PageUp', 90],
    ['PageDown', 50],
    ['Home', 0],
    ['End', 100],
  ])('%s sets %i%%', async (key, percent) => {
    ;({ wrapper } = await mountPlayer(VolumeControl, at(70)))
    await slider().trigger('keydown', { key })
    await flushPromises()
    expect(callsOf('playback.setVolume')).toEqual([{ percent }])
  })

  it('changes the volume while the slider is dragged', async () => {
    ;({ wrapper } = await mountPlayer(VolumeControl, at(70)))
    const element = slider().element as HTMLElement
    element.getBoundingClientRect = () => ({ left: 0, width: 100, top: 0, height: 16 }) as DOMRect
    await slider().trigger('pointerdown', { button: 0, clientX: 40, pointerId: 1 })
    await slider().trigger('pointermove', { clientX: 30, pointerId: 1 })
    await slider().trigger('pointerup', { clientX: 25, pointerId: 1 })
    await flushPromises()
    expect(callsOf('playback.setVolume')).toEqual([{ percent: 40 }, { percent: 30 }, { percent: 25 }])
  })

  it('Mute and Unmute ask core to toggle (it keeps the volume to go back to), and show what core shows', async () => {
    ;({ wrapper } = await mountPlayer(VolumeControl, at(70)))
    const shown = [at(0), at(70)]
    fake.answer('playback.run', () => {
      fake.emit('playback.state', shown.shift())
      return { status: 'done' }
    })
    await wrapper.get('button[aria-label="Mute"]').trigger('click')
    await flushPromises()
    expect(slider().attributes('aria-valuenow')).toBe('0')
    await wrapper.get('button[aria-label="Unmute"]').trigger('click')
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([{ id: 'player.toggleMute' }, { id: 'player.toggleMute' }])
    expect(callsOf('playback.setVolume')).toEqual([])
    expect(wrapper.find('button[aria-label="Mute"]').exists()).toBe(true)
  })

  it('Mute is a toggle whose aria-pressed says whether the sound is off', async () => {
    ;({ wrapper } = await mountPlayer(VolumeControl, at(70)))
    expect(wrapper.get('button[aria-label="Mute"]').attributes('aria-pressed')).toBe('false')
    fake.emit('playback.state', at(0))
    await flushPromises()
    expect(wrapper.get('button[aria-label="Unmute"]').attributes('aria-pressed')).toBe('true')
  })

  it('compact (no room for the slider): the Volume button opens Mute and the slider above it; Escape closes it', async () => {
    const compact = defineComponent({ render: () => h(VolumeControl, { compact: true }) })
    ;({ wrapper } = await mountPlayer(compact, at(70)))
    const opener = wrapper.get('button[aria-label="Volume"]')
    const popover = () => wrapper.get(`#${opener.attributes('aria-controls')}`)
    expect(opener.attributes('aria-expanded')).toBe('false')
    expect(popover().isVisible()).toBe(false)
    await opener.trigger('click')
    await flushPromises()
    expect(opener.attributes('aria-expanded')).toBe('true')
    expect(popover().isVisible()).toBe(true)
    expect(popover().attributes('aria-label')).toBe('Volume')
    // A popover: Escape inside it is its own, not a list's choice of rows (useSelectionEscape).
    expect(popover().attributes('data-popover')).toBe('')
    expect(document.activeElement).toBe(slider().element)
    await slider().trigger('keydown', { key: 'ArrowUp' })
    await flushPromises()
    expect(callsOf('playback.setVolume')).toEqual([{ percent: 75 }])
    await slider().trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(popover().isVisible()).toBe(false)
    expect(document.activeElement).toBe(opener.element)
  })

  it('says why when the device does not let apps change its volume', async () => {
    ;({ wrapper } = await mountPlayer(VolumeControl, at(null, 'Kitchen Speaker')))
    const reason = 'Kitchen Speaker does not let apps change its volume.'
    expect(slider().attributes('aria-disabled')).toBe('true')
    expect(slider().attributes('title')).toBe(reason)
    expect(wrapper.get('button[aria-label="Mute"]').attributes('title')).toBe(reason)
    await slider().trigger('keydown', { key: 'ArrowUp' })
    await wrapper.get('button[aria-label="Mute"]').trigger('click')
    expect(callsOf('playback.setVolume')).toEqual([])
  })

  it('says why with no device, and with the reason core gives', async () => {
    ;({ wrapper } = await mountPlayer(VolumeControl, playing({ device: null })))
    expect(slider().attributes('title')).toBe('No device is playing. Choose one in Devices.')
    fake.emit('playback.state', {
      ...at(30, 'Living Room TV'),
      disallowed: [{ action: 'volume', reason: 'Living Room TV does not accept remote control from apps.' }],
    })
    await flushPromises()
    expect(slider().attributes('title')).toBe('Living Room TV does not accept remote control from apps.')
  })

  describe('the wheel', () => {
    afterEach(() => vi.useRealTimers())
    const wheel = (deltaY: number) =>
      slider().element.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }))

    it('moves 5 % a notch at once and sends one request once the wheel rests', async () => {
      ;({ wrapper } = await mountPlayer(VolumeControl, at(70)))
      vi.useFakeTimers()
      for (let notch = 0; notch < 4; notch++) wheel(-100)
      await flushPromises()
      expect(slider().attributes('aria-valuenow')).toBe('90')
      expect(callsOf('playback.setVolume')).toEqual([])
      wheel(100)
      await vi.runAllTimersAsync()
      expect(callsOf('playback.setVolume')).toEqual([{ percent: 85 }])
      // A second gesture is a second request, from where the first one left the volume.
      for (let notch = 0; notch < 6; notch++) wheel(-100)
      await vi.runAllTimersAsync()
      expect(callsOf('playback.setVolume')).toEqual([{ percent: 85 }, { percent: 100 }])
    })

    it('keeps the page from scrolling under it, and does nothing while the volume cannot change', async () => {
      ;({ wrapper } = await mountPlayer(VolumeControl, at(null)))
      vi.useFakeTimers()
      const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true })
      slider().element.dispatchEvent(event)
      await vi.runAllTimersAsync()
      expect(event.defaultPrevented).toBe(false)
      expect(callsOf('playback.setVolume')).toEqual([])
    })
  })
})
