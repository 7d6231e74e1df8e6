import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppMode, DesktopState } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { snapshot } = await import('../support/states')
const { default: PrivacySettings } = await import('../../../renderer/src/components/PrivacySettings.vue')

/** Only the part of core's desktop state this section reads (the rest is tested with its own sections). */
const desktop = (askCrashReports: boolean) => ({ askCrashReports }) as DesktopState

async function mountIn(mode: AppMode, asking: boolean) {
  fake.answer('settings.get', () => snapshot())
  fake.answer('settings.update', () => snapshot())
  fake.answer('app.info', () => ({ name: 'Encore', version: '1.0.0', mode, service: 'demo' }))
  fake.answer('desktop.get', () => desktop(asking))
  const wrapper = mount(PrivacySettings)
  fake.connect()
  await flushPromises()
  return wrapper
}

const updates = () => fake.calls.filter(([method]) => method === 'settings.update').map(([, input]) => input)

describe('Settings → Privacy', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('keeps crash reports only when the person ticks it, in the desktop app', async () => {
    const wrapper = await mountIn('electron', false)
    expect(wrapper.get('h2').text()).toBe('Privacy')
    const box = wrapper.get<HTMLInputElement>('[data-testid="crash-reports"]')
    expect(box.element.checked).toBe(false)
    expect(wrapper.text()).toContain('They are never sent')
    expect(wrapper.find('[data-testid="crash-question"]').exists()).toBe(false)
    await box.setValue(true)
    await box.setValue(false)
    expect(updates()).toEqual([{ crashReports: 'on' }, { crashReports: 'off' }])
    const browser = await mountIn('browser', false)
    expect(browser.get<HTMLInputElement>('[data-testid="crash-reports"]').element.disabled).toBe(true)
  })

  it('asks, once core says a crash happened, and saves the answer', async () => {
    const wrapper = await mountIn('electron', true)
    const question = wrapper.get('[data-testid="crash-question"]')
    expect(question.text()).toContain('Keep crash reports from now on?')
    await question
      .findAll('button')
      .find((button) => button.text() === 'Keep crash reports')!
      .trigger('click')
    expect(updates()).toEqual([{ crashReports: 'on' }])
    // Answered: core no longer asks, and the question goes.
    fake.emit('desktop.changed', desktop(false))
    await flushPromises()
    expect(wrapper.find('[data-testid="crash-question"]').exists()).toBe(false)
  })

  it('takes “Don’t keep them” for an answer too', async () => {
    const wrapper = await mountIn('electron', true)
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Don’t keep them')!
      .trigger('click')
    expect(updates()).toEqual([{ crashReports: 'off' }])
  })
})
