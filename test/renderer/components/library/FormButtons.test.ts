import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { h } from 'vue'
import FormButtons from '../../../../renderer/src/components/library/FormButtons.vue'

/** A dialog form's end: Cancel, and the button that sends the form, waiting while it cannot be sent. */

function mountInForm(disabled: boolean) {
  let sent = 0
  const wrapper = mount({
    render: () =>
      h('form', { onSubmit: (event: Event) => (event.preventDefault(), sent++) }, [
        h(FormButtons, { submit: 'Rename', disabled }),
      ]),
  })
  return { wrapper, sent: () => sent }
}

describe("a dialog form's buttons", () => {
  it('Cancel asks to close without sending; the other sends the form with its own words', async () => {
    const { wrapper, sent } = mountInForm(false)
    const [cancel, submit] = wrapper.findAll('button')
    expect(cancel!.text()).toBe('Cancel')
    expect(submit!.text()).toBe('Rename')
    await cancel!.trigger('click')
    expect(wrapper.findComponent(FormButtons).emitted('cancel')).toHaveLength(1)
    expect(sent()).toBe(0)
    expect(submit!.attributes('type')).toBe('submit')
    await wrapper.get('form').trigger('submit')
    expect(sent()).toBe(1)
  })

  it('cannot send while the form is not ready', () => {
    const { wrapper } = mountInForm(true)
    expect(wrapper.findAll('button')[1]!.attributes('disabled')).toBeDefined()
    expect(wrapper.findAll('button')[0]!.attributes('disabled')).toBeUndefined()
  })
})
