import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import { ownsSpace, useSpaceToPlay } from '../../../renderer/src/composables/useSpaceToPlay'

describe('useSpaceToPlay', () => {
  let scope: ReturnType<typeof effectScope>
  const toggle = vi.fn()
  beforeEach(() => {
    toggle.mockReset()
    scope = effectScope()
    scope.run(() => useSpaceToPlay(toggle))
    document.body.innerHTML = `
      <p id="text">Some text</p>
      <input id="field" /><textarea id="area"></textarea><select id="choice"></select>
      <div id="editable" contenteditable="true"><span id="inside">x</span></div>
      <button id="button">Next</button><a id="link" href="#/">Home</a>
      <input id="check" type="checkbox" /><div id="option" role="option" tabindex="0"></div>
      <div id="slider" role="slider" tabindex="0"></div>`
  })
  afterEach(() => scope.stop())

  const key = (type: 'keydown' | 'keyup', id: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent(type, {
      key: ' ',
      code: 'Space',
      bubbles: true,
      cancelable: true,
      ...init,
    })
    document.getElementById(id)!.dispatchEvent(event)
    return event
  }
  const press = (id: string, init: KeyboardEventInit = {}) => key('keydown', id, init)
  const click = (id: string) =>
    document.getElementById(id)!.dispatchEvent(new Event('pointerdown', { bubbles: true }))

  it('toggles play/pause from the page, and keeps the page from scrolling', () => {
    const event = press('text')
    expect(toggle).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)
    press('slider')
    expect(toggle).toHaveBeenCalledTimes(2)
  })

  it.each(['button', 'link', 'check', 'option'])(
    'after a click on #%s, Space plays/pauses and does not press it again (neither down nor up)',
    (id) => {
      click(id)
      const down = press(id)
      const up = key('keyup', id)
      expect(toggle).toHaveBeenCalledTimes(1)
      expect(down.defaultPrevented).toBe(true)
      expect(up.defaultPrevented).toBe(true)
    },
  )

  it('a button reached with Tab: Space still plays/pauses (Enter presses it)', () => {
    press('text', { key: 'Tab', code: 'Tab' })
    expect(press('button').defaultPrevented).toBe(true)
    expect(toggle).toHaveBeenCalledTimes(1)
    expect(press('button', { key: 'Enter', code: 'Enter' }).defaultPrevented).toBe(false)
    expect(toggle).toHaveBeenCalledTimes(1)
  })

  it.each(['check', 'option'])(
    'leaves Space to #%s reached with the keyboard: only Space operates it',
    (id) => {
      press('text', { key: 'Tab', code: 'Tab' })
      expect(press(id).defaultPrevented).toBe(false)
      expect(key('keyup', id).defaultPrevented).toBe(false)
      expect(toggle).not.toHaveBeenCalled()
    },
  )

  it.each(['field', 'area', 'choice', 'editable', 'inside'])('leaves Space to the text field #%s', (id) => {
    click(id)
    const event = press(id)
    expect(toggle).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
  })

  it('a held Space toggles once; other keys and modifiers do nothing', () => {
    press('text')
    press('text', { repeat: true })
    press('text', { key: 'Enter', code: 'Enter' })
    press('text', { ctrlKey: true })
    expect(toggle).toHaveBeenCalledTimes(1)
  })

  it('knows which elements own Space', () => {
    expect(ownsSpace(null, false)).toBe(false)
    expect(ownsSpace(document.body, true)).toBe(false)
    expect(ownsSpace(document.getElementById('field'), false)).toBe(true)
    expect(ownsSpace(document.getElementById('check'), false)).toBe(false)
    expect(ownsSpace(document.getElementById('check'), true)).toBe(true)
  })
})
