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
      <div id="slider" role="slider" tabindex="0"></div>`
  })
  afterEach(() => scope.stop())

  const press = (id: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', {
      key: ' ',
      code: 'Space',
      bubbles: true,
      cancelable: true,
      ...init,
    })
    document.getElementById(id)!.dispatchEvent(event)
    return event
  }

  it('toggles play/pause from the page, and keeps the page from scrolling', () => {
    const event = press('text')
    expect(toggle).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)
    press('slider')
    expect(toggle).toHaveBeenCalledTimes(2)
  })

  it.each(['field', 'area', 'choice', 'editable', 'inside', 'button', 'link'])(
    'leaves Space to #%s',
    (id) => {
      const event = press(id)
      expect(toggle).not.toHaveBeenCalled()
      expect(event.defaultPrevented).toBe(false)
    },
  )

  it('ignores held keys, other keys and modifiers', () => {
    press('text', { repeat: true })
    press('text', { key: 'Enter', code: 'Enter' })
    press('text', { ctrlKey: true })
    expect(toggle).not.toHaveBeenCalled()
  })

  it('knows which elements own Space', () => {
    expect(ownsSpace(null)).toBe(false)
    expect(ownsSpace(document.body)).toBe(false)
    expect(ownsSpace(document.getElementById('field'))).toBe(true)
  })
})
