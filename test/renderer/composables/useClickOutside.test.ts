import { afterEach, describe, expect, it } from 'vitest'
import { effectScope, shallowRef } from 'vue'
import { useClickOutside } from '../../../renderer/src/composables/useClickOutside'

/** A popup closes on a click outside it: the volume's, the devices', the sidebar's overlay, a context menu. */
describe('useClickOutside', () => {
  let scope = effectScope()
  afterEach(() => {
    scope.stop()
    document.body.innerHTML = ''
  })

  function setUp() {
    scope = effectScope()
    document.body.innerHTML = '<div id="popup"><button id="in">In</button></div><button id="out">Out</button>'
    const clicks: string[] = []
    const popup = shallowRef(document.getElementById('popup'))
    scope.run(() => useClickOutside(popup, (event) => clicks.push((event.target as HTMLElement).id)))
    const at = (id: string) => document.getElementById(id)!
    const press = (id: string) => at(id).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    const click = (id: string, detail = 1) =>
      at(id).dispatchEvent(new MouseEvent('click', { bubbles: true, detail }))
    return { clicks, press, click }
  }

  it('answers a click outside, not one inside', () => {
    const { clicks, press, click } = setUp()
    press('in')
    click('in')
    press('out')
    click('out')
    expect(clicks).toEqual(['out'])
  })

  it('ignores a press inside that ends outside (a drag out of a slider), then answers the next click', () => {
    const { clicks, press, click } = setUp()
    press('in')
    click('out')
    expect(clicks).toEqual([])
    press('out')
    click('out')
    expect(clicks).toEqual(['out'])
  })

  it('answers a click the keyboard made outside (no press before it)', () => {
    const { clicks, press, click } = setUp()
    press('in')
    click('out', 0)
    expect(clicks).toEqual(['out'])
  })
})
