import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import CheckSetting from '../../../renderer/src/components/CheckSetting.vue'

describe('CheckSetting', () => {
  it('shows its label and hint, and emits the new value when toggled', async () => {
    const wrapper = mount(CheckSetting, {
      props: { checked: false, label: 'Start Encore when I log in', hint: 'Available in the desktop app.' },
      attrs: { 'data-testid': 'start-at-login' },
    })
    expect(wrapper.text()).toContain('Start Encore when I log in')
    expect(wrapper.get('.check__hint').text()).toBe('Available in the desktop app.')
    const box = wrapper.get('[data-testid="start-at-login"]')
    expect(box.element.tagName).toBe('INPUT')
    await box.setValue(true)
    expect(wrapper.emitted('change')).toEqual([[true]])
  })

  it('can be disabled, with a reason on hover, and shows no hint when none is given', () => {
    const wrapper = mount(CheckSetting, {
      props: { checked: true, label: 'Use global hotkeys', disabled: true, title: 'Desktop only.' },
    })
    expect((wrapper.get('input').element as HTMLInputElement).disabled).toBe(true)
    expect((wrapper.get('input').element as HTMLInputElement).checked).toBe(true)
    expect(wrapper.get('label').attributes('title')).toBe('Desktop only.')
    expect(wrapper.find('.check__hint').exists()).toBe(false)
  })
})
