import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import NumberSetting from '../../../renderer/src/components/NumberSetting.vue'
import { speak } from '../../../renderer/src/i18n'

/** A whole-number setting refuses what is not one, or is out of its range, in the language spoken. */
describe('NumberSetting', () => {
  afterEach(() => speak('en'))
  const mountSetting = () =>
    mount(NumberSetting, {
      props: {
        id: 'paused',
        label: 'Paused',
        hint: 'Seconds.',
        value: 30,
        range: { min: 5, max: 600 },
        unit: 's',
      },
    })

  it('says what to enter, and saves a whole number within its range', async () => {
    const wrapper = mountSetting()
    await wrapper.get('input').setValue('2.5')
    expect(wrapper.get('[role="alert"]').text()).toBe('Enter a whole number.')
    await wrapper.get('input').setValue('9000')
    expect(wrapper.get('[role="alert"]').text()).toBe('Enter a number from 5 to 600.')
    await wrapper.get('input').setValue('45')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(wrapper.emitted('save')).toEqual([[45]])
  })

  it('says it in German and Japanese', async () => {
    await speak('de')
    const wrapper = mountSetting()
    await wrapper.get('input').setValue('9000')
    expect(wrapper.get('[role="alert"]').text()).toBe('Gib eine Zahl von 5 bis 600 ein.')
    await speak('ja')
    await wrapper.get('input').setValue('x')
    expect(wrapper.get('[role="alert"]').text()).toBe('整数を入力してください。')
  })
})
