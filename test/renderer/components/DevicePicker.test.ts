import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: DevicePicker } = await import('../../../renderer/src/components/DevicePicker.vue')
// The list is a module of its own, loaded when first opened; here it is at hand, as it is once the app has it.
await import('../../../renderer/src/components/DevicePickerPanel.vue')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { devices, idle, playing } = await import('../support/playback-states')

describe('DevicePicker', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.devices', () => devices())
    fake.answer('playback.transfer', () => playing())
  })
  afterEach(() => wrapper?.unmount())

  const devicesButton = () => wrapper.get('button[aria-label="Devices"]')
  const dialog = () => wrapper.find('[role="dialog"]')
  const deviceButton = (name: string) => dialog().get(`button[aria-label="${name}"]`)
  const describedBy = (name: string) =>
    deviceButton(name)
      .attributes('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim())
      .join(' ')

  async function open() {
    await devicesButton().trigger('click')
    await flushPromises()
  }

  it('opens from the Devices button and reads the devices each time it opens', async () => {
    ;({ wrapper } = await mountPlayer(DevicePicker, playing()))
    expect(dialog().exists()).toBe(false)
    expect(devicesButton().attributes('aria-expanded')).toBe('false')
    await open()
    expect(devicesButton().attributes('aria-expanded')).toBe('true')
    const heading = document.getElementById(dialog().attributes('aria-labelledby')!)
    expect(heading?.textContent).toBe('Connect to a device')
    expect(
      dialog()
        .findAll('button[data-device]')
        .map((button) => button.attributes('aria-label')),
    ).toEqual(['Encore Desktop', 'Pocket Phone', 'Kitchen Speaker', 'Living Room TV'])
    await devicesButton().trigger('click')
    await open()
    expect(callsOf('playback.devices')).toHaveLength(2)
  })

  it('lists Spotify Soloist’s device first as This computer, with its own icon, and plays there like any device', async () => {
    const { soloistState } = await import('../support/soloist-states')
    const soloist = {
      id: 'soloist',
      name: 'Study desk',
      type: 'Computer',
      isActive: false,
      volumePercent: 100,
    }
    fake.answer('playback.devices', () => [...devices(), { ...devices()[1]!, ...soloist }])
    fake.answer('soloist.get', () =>
      soloistState({ enabled: true, phase: 'running', deviceShown: 'Study desk' }),
    )
    ;({ wrapper } = await mountPlayer(DevicePicker, playing()))
    await open()
    const names = dialog()
      .findAll('button[data-device]')
      .map((button) => button.attributes('aria-label'))
    expect(names).toEqual([
      'This computer',
      'Encore Desktop',
      'Pocket Phone',
      'Kitchen Speaker',
      'Living Room TV',
    ])
    expect(describedBy('This computer')).toBe('Spotify Soloist · Volume 100%')
    // Its icon is its own: not the one of the other computer in the list.
    const iconOf = (name: string) => deviceButton(name).get('.picker__icon').html()
    expect(iconOf('This computer')).not.toBe(iconOf('Encore Desktop'))
    await deviceButton('This computer').trigger('click')
    await flushPromises()
    expect(callsOf('playback.transfer')).toEqual([{ deviceId: 'soloist', play: true }])
  })

  it('marks where it plays, and gives each device its volume', async () => {
    ;({ wrapper } = await mountPlayer(DevicePicker, playing()))
    await open()
    expect(deviceButton('Encore Desktop').attributes('aria-current')).toBe('true')
    expect(deviceButton('Pocket Phone').attributes('aria-current')).toBeUndefined()
    expect(describedBy('Encore Desktop')).toBe('Playing here · Volume 70%')
    expect(describedBy('Pocket Phone')).toBe('Volume 55%')
    expect(describedBy('Kitchen Speaker')).toBe('Volume fixed')
    expect(document.activeElement).toBe(deviceButton('Encore Desktop').element)
  })

  it('moves playback with one click and keeps playing; closes and gives focus back', async () => {
    ;({ wrapper } = await mountPlayer(DevicePicker, playing()))
    await open()
    await deviceButton('Pocket Phone').trigger('click')
    await flushPromises()
    expect(callsOf('playback.transfer')).toEqual([{ deviceId: 'phone', play: true }])
    expect(dialog().exists()).toBe(false)
    expect(document.activeElement).toBe(devicesButton().element)
  })

  it('lists a restricted device but will not choose it, and says why', async () => {
    ;({ wrapper } = await mountPlayer(DevicePicker, playing()))
    await open()
    const tv = deviceButton('Living Room TV')
    expect(tv.attributes('aria-disabled')).toBe('true')
    expect(tv.attributes('title')).toMatch(/^Living Room TV: Restricted: it does not accept remote control/)
    expect(describedBy('Living Room TV')).toMatch(/Volume 30% Restricted: it does not accept remote control/)
    await tv.trigger('click')
    expect(callsOf('playback.transfer')).toEqual([])
    expect(dialog().exists()).toBe(true)
  })

  it('a free account: the devices show, none can be chosen, the reason is said once', async () => {
    const premium = 'Controlling playback needs a Premium account.'
    ;({ wrapper } = await mountPlayer(
      DevicePicker,
      playing({ status: 'read-only', disallowed: [{ action: 'transfer', reason: premium }] }),
    ))
    await open()
    expect(dialog().get('[data-testid="picker-refusal"]').text()).toBe(premium)
    await deviceButton('Pocket Phone').trigger('click')
    expect(deviceButton('Pocket Phone').attributes('aria-disabled')).toBe('true')
    expect(callsOf('playback.transfer')).toEqual([])
  })

  it('opens by itself as "Choose where to play" when core asks, without a toast saying it again', async () => {
    ;({ wrapper } = await mountPlayer(DevicePicker, idle()))
    fake.emit('notice', {
      level: 'info',
      message: 'Choose where to play: no device is playing right now.',
      code: 'CHOOSE_DEVICE',
    })
    await flushPromises()
    expect(document.getElementById(dialog().attributes('aria-labelledby')!)?.textContent).toBe(
      'Choose where to play',
    )
    expect(useNoticesStore().shown).toEqual([])
    // Choosing a device is what lets core play what was asked: even where nothing is active yet.
    await deviceButton('Encore Desktop').trigger('click')
    expect(callsOf('playback.transfer')).toEqual([{ deviceId: 'desktop', play: true }])
  })

  it('closes with Escape, and walks the list with the arrow keys', async () => {
    ;({ wrapper } = await mountPlayer(DevicePicker, playing()))
    await open()
    await dialog().get('ul').trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(deviceButton('Pocket Phone').element)
    await dialog().get('ul').trigger('keydown', { key: 'ArrowUp' })
    await dialog().get('ul').trigger('keydown', { key: 'ArrowUp' })
    expect(document.activeElement).toBe(deviceButton('Living Room TV').element)
    await wrapper.get('.picker').trigger('keydown', { key: 'Escape' })
    expect(dialog().exists()).toBe(false)
    expect(document.activeElement).toBe(devicesButton().element)
  })

  it('says how to wake a device when none is found', async () => {
    fake.answer('playback.devices', () => [])
    ;({ wrapper } = await mountPlayer(DevicePicker, idle()))
    await open()
    expect(dialog().text()).toContain('No devices found. Open Spotify on your phone or computer')
    await dialog().get('button').trigger('click')
    expect(callsOf('playback.devices')).toHaveLength(2)
  })
})
