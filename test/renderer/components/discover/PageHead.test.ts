import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import PageHead from '../../../../renderer/src/components/discover/PageHead.vue'

describe("a Discover page's head", () => {
  it('says what kind of page it is above its title, the one heading of the page, then the lines given', () => {
    const wrapper = mount(PageHead, {
      props: { eyebrow: 'Discover', title: 'Radio' },
      slots: { default: '<p>Endless music from a few seeds.</p>' },
    })
    expect(wrapper.get('header').element.children[0]!.textContent).toBe('Discover')
    expect(wrapper.findAll('h1').map((heading) => heading.text())).toEqual(['Radio'])
    expect(wrapper.get('header > p:last-child').text()).toBe('Endless music from a few seeds.')
  })
})
