import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import HotkeyField from '../../../renderer/src/components/HotkeyField.vue'
import { speak } from '../../../renderer/src/i18n'

const mountField = (props: Record<string, unknown> = {}) =>
  mount(HotkeyField, {
    props: { id: 'hotkey-playPause', label: 'Play / pause', value: 'MediaPlayPause', ...props },
  })

describe('HotkeyField: a hotkey recorded from the keys pressed', () => {
  it('records modifiers and a key as an accelerator, and waits while only modifiers are held', async () => {
    const wrapper = mountField()
    const input = wrapper.get('[data-testid="hotkey-field"]')
    await input.trigger('keydown', { key: 'Control', code: 'ControlLeft', ctrlKey: true })
    expect(wrapper.emitted('change')).toBeUndefined()
    expect(input.classes()).toContain('hotkey__input--recording')
    await input.trigger('keydown', { key: 'p', code: 'KeyP', ctrlKey: true, altKey: true })
    expect(wrapper.emitted('change')).toEqual([['CommandOrControl+Alt+P']])
  })

  it('clears with Backspace, refuses what cannot be a hotkey with the reason, and lets Tab move on', async () => {
    const wrapper = mountField()
    const input = wrapper.get('[data-testid="hotkey-field"]')
    await input.trigger('keydown', { key: 'Backspace', code: 'Backspace' })
    expect(wrapper.emitted('change')).toEqual([['']])
    await input.trigger('keydown', { key: '1', code: 'Numpad1', ctrlKey: true })
    expect(wrapper.get('[role="alert"]').text()).toContain('number pad')
    const tab = await input.trigger('keydown', { key: 'Tab', code: 'Tab' })
    expect(tab).toBeUndefined()
    expect(wrapper.emitted('change')).toHaveLength(1)
  })

  it('shows the keys as caps in the platform’s words, and says them by name', () => {
    const media = mountField()
    expect(media.get('.hotkey__caps').text()).toBe('Play/Pause key')
    expect(media.text()).not.toContain('MediaPlayPause')
    // happy-dom says it is neither a Mac nor Windows: the Linux words.
    const field = mountField({ value: 'CommandOrControl+Alt+Up' }).get('[data-testid="hotkey-field"]')
    expect(field.findAll('kbd').map((cap) => cap.text())).toEqual(['Ctrl', 'Alt', '↑'])
    expect(field.get('.hotkey__caps').text()).toBe('Ctrl+Alt+↑')
    expect(field.get('.visually-hidden').text()).toBe('Control Alt Up arrow')
    expect(field.attributes('role')).toBe('textbox')
    expect(mountField({ value: '' }).get('[data-testid="hotkey-field"]').text()).toContain('None')
  })

  it('says what registering it gave, and a conflict core refused', () => {
    const wrapper = mountField({
      entry: {
        action: 'playPause',
        accelerator: 'MediaPlayPause',
        result: 'taken',
        message: 'Another app holds these keys.',
      },
      refusal: 'Play / pause and Next track would share CommandOrControl+Alt+P.',
    })
    expect(wrapper.get('[data-testid="hotkey-status"]').text()).toBe(
      'Taken by another app — Another app holds these keys.',
    )
    expect(wrapper.get('[role="alert"]').text()).toContain('would share')
    expect(wrapper.get('[data-testid="hotkey-field"]').attributes('aria-invalid')).toBe('true')
  })

  describe('in the language spoken', () => {
    afterEach(() => speak('en'))

    it('says why keys cannot be a hotkey in English as before, naming the key', async () => {
      const wrapper = mountField()
      await wrapper
        .get('[data-testid="hotkey-field"]')
        .trigger('keydown', { key: 'P', code: 'KeyP', shiftKey: true })
      expect(wrapper.get('[role="alert"]').text()).toBe(
        'Shift with P alone would take that character from every app; add Ctrl or Alt.',
      )
    })

    it('says the keys and why they cannot be a hotkey in German', async () => {
      await speak('de')
      const wrapper = mountField({ value: 'CommandOrControl+Alt+Up' })
      const input = wrapper.get('[data-testid="hotkey-field"]')
      expect(input.findAll('kbd').map((cap) => cap.text())).toEqual(['Strg', 'Alt', '↑'])
      expect(input.get('.visually-hidden').text()).toBe('Steuerung Alt Pfeil nach oben')
      await input.trigger('keydown', { key: '<', code: 'IntlBackslash', ctrlKey: true })
      expect(wrapper.get('[role="alert"]').text()).toBe('„<“ kann nicht Teil eines Tastenkürzels sein.')
    })
  })
})
