import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SoloistChange, SoloistState } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ThisComputerSettings } =
  await import('../../../renderer/src/components/ThisComputerSettings.vue')
const { soloistState } = await import('../support/soloist-states')
const { callsOf } = await import('../support/mount-player')

const API_KEY = 'sk-soloist-0123456789abcdef'

async function mountWith(state: SoloistState) {
  setActivePinia(createPinia())
  let current = state
  fake.answer('soloist.get', () => current)
  // Core's answer to a change, as far as this page can tell: the fields take the values, the key becomes "set".
  fake.answer('soloist.set', (input) => {
    const change = input as SoloistChange
    const { apiKey: _key, forgetKey, ...rest } = change
    current = {
      ...current,
      ...rest,
      keySet: change.apiKey !== undefined ? true : forgetKey ? false : current.keySet,
    }
    return current
  })
  const wrapper = mount(ThisComputerSettings, { attachTo: document.body })
  fake.connect()
  await flushPromises()
  return wrapper
}

describe('Settings → This computer', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('is off by default, with every control named', async () => {
    const wrapper = await mountWith(soloistState())
    const toggle = wrapper.get<HTMLInputElement>('[data-testid="this-computer-enabled"]')
    expect(toggle.element.checked).toBe(false)
    expect(wrapper.get('h2').text()).toBe('This computer')
    for (const id of ['soloist-binary', 'soloist-device-name', 'soloist-api-key']) {
      expect(wrapper.find(`label[for="${id}"]`).exists()).toBe(true)
    }
    expect(wrapper.get<HTMLInputElement>('#soloist-device-name').element.value).toBe('This computer (Encore)')
    // No file dialog in browser mode: the path is typed.
    expect(wrapper.findAll('button').map((button) => button.text())).not.toContain('Choose…')
    await toggle.setValue(true)
    await flushPromises()
    expect(callsOf('soloist.set')).toEqual([{ enabled: true }])
  })

  it('sends the key once, then shows only that one is set and where it is kept', async () => {
    const wrapper = await mountWith(soloistState())
    const key = wrapper.get<HTMLInputElement>('#soloist-api-key')
    expect(key.attributes('type')).toBe('password')
    await key.setValue(API_KEY)
    await wrapper.findAll('form')[1]!.trigger('submit')
    await flushPromises()
    expect(callsOf('soloist.set')).toEqual([{ apiKey: API_KEY }])
    expect(key.element.value).toBe('')
    expect(wrapper.get('[data-testid="this-computer-key"]').text()).toBe(
      'A key is set. The key is kept in your system’s keyring.',
    )
    expect(wrapper.html()).not.toContain(API_KEY)
    // The reference takes the key only as an argument: the page says what that exposes.
    expect(wrapper.get('[data-testid="this-computer-key-exposure"]').text()).toContain(
      'other people signed in to this computer can see it',
    )
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Forget the key')!
      .trigger('click')
    await flushPromises()
    expect(callsOf('soloist.set').at(-1)).toEqual({ forgetKey: true })
  })

  it('saves a typed program path and device name; says in core’s words what it refused', async () => {
    const wrapper = await mountWith(soloistState())
    await wrapper.get('#soloist-binary').setValue('/opt/soloist/soloist')
    await wrapper.get('#soloist-device-name').setValue('Study desk')
    // Soloist's state moves on while the person types: what they typed stays.
    fake.emit('soloist.changed', soloistState({ enabled: true, phase: 'needs-setup' }))
    await flushPromises()
    expect(wrapper.get<HTMLInputElement>('#soloist-binary').element.value).toBe('/opt/soloist/soloist')
    await wrapper.findAll('form')[0]!.trigger('submit')
    await flushPromises()
    expect(callsOf('soloist.set')).toEqual([{ binary: '/opt/soloist/soloist', deviceName: 'Study desk' }])

    fake.fail('soloist.set', {
      code: 'INVALID_INPUT',
      message:
        'Give the whole path of the Soloist program, starting with / (for example /opt/soloist/soloist).',
    })
    await wrapper.get('#soloist-binary').setValue('soloist')
    await wrapper.findAll('form')[0]!.trigger('submit')
    await flushPromises()
    const refused =
      'Give the whole path of the Soloist program, starting with / (for example /opt/soloist/soloist).'
    expect(wrapper.get('[data-testid="this-computer-fields-error"]').text()).toBe(refused)
    // Setting the key meanwhile does not hide why the path was refused.
    fake.answer('soloist.set', () => soloistState({ keySet: true }))
    await wrapper.get('#soloist-api-key').setValue(API_KEY)
    await wrapper.findAll('form')[1]!.trigger('submit')
    await flushPromises()
    expect(wrapper.get('[data-testid="this-computer-fields-error"]').text()).toBe(refused)
    expect(wrapper.find('[data-testid="this-computer-error"]').exists()).toBe(false)
  })

  it('offers the program found on this computer and the desktop app’s file dialog', async () => {
    const wrapper = await mountWith(soloistState({ foundOnPath: '/usr/bin/soloist', canChooseFile: true }))
    fake.answer('soloist.chooseBinary', () =>
      soloistState({ binary: '/home/me/soloist', canChooseFile: true }),
    )
    expect(wrapper.get('#soloist-binary-help').text()).toContain('/usr/bin/soloist')
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Use it')!
      .trigger('click')
    await flushPromises()
    expect(callsOf('soloist.set')).toEqual([{ binary: '/usr/bin/soloist' }])
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Choose…')!
      .trigger('click')
    await flushPromises()
    expect(callsOf('soloist.chooseBinary')).toHaveLength(1)
    expect(wrapper.get<HTMLInputElement>('#soloist-binary').element.value).toBe('/home/me/soloist')
  })

  it('shows the build’s end and a problem in words, with the fix', async () => {
    const wrapper = await mountWith(
      soloistState({
        enabled: true,
        binary: '/opt/soloist/soloist',
        keySet: true,
        phase: 'running',
        deviceShown: 'This computer (Encore)',
        daysLeft: 4,
        warning: 'Spotify Soloist stops on 3 December: download a newer build.',
      }),
    )
    expect(wrapper.get('[data-testid="this-computer-status"]').text()).toBe(
      'Spotify Soloist is running as “This computer (Encore)”: choose This computer in the device picker.',
    )
    expect(wrapper.get('[data-testid="this-computer-warning"]').text()).toBe(
      'Spotify Soloist stops on 3 December: download a newer build.',
    )
    fake.emit(
      'soloist.changed',
      soloistState({
        enabled: true,
        phase: 'expired',
        message: 'This Spotify Soloist build has expired: download a newer one.',
      }),
    )
    await flushPromises()
    expect(wrapper.get('[data-testid="this-computer-problem"]').text()).toBe(
      'This Spotify Soloist build has expired: download a newer one.',
    )
    expect(wrapper.find('[data-testid="this-computer-status"]').exists()).toBe(false)
  })

  it('says it is Linux only on other systems, with nothing to set', async () => {
    const wrapper = await mountWith(soloistState({ supported: false }))
    expect(wrapper.get('[data-testid="this-computer-linux-only"]').text()).toMatch(
      /runs on Linux only for now/,
    )
    expect(wrapper.find('input').exists()).toBe(false)
  })

  it('in the demo, says the stand-in plays This computer', async () => {
    const wrapper = await mountWith(
      soloistState({ source: 'demo', phase: 'running', deviceShown: 'This computer (Encore)' }),
    )
    expect(wrapper.get('[data-testid="this-computer-demo"]').text()).toBe(
      'In the demo, a stand-in for Spotify Soloist plays as “This computer (Encore)”: choose This computer in the device picker.',
    )
    expect(wrapper.find('input').exists()).toBe(false)
  })
})
