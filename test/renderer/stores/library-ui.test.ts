import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { useLibraryUiStore } from '../../../renderer/src/stores/library-ui'

const items = [{ label: 'Play', run: () => {} }]

/** A list whose key and context-menu handlers sit on the list itself, as VirtualList's do, with two rows. */
function list() {
  document.body.innerHTML = `<div role="grid" tabindex="-1"><div role="row" tabindex="0">A</div><div role="row" tabindex="-1"><button type="button">More</button></div></div>`
  const grid = document.querySelector<HTMLElement>('[role="grid"]')!
  const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('[role="row"]'))
  return { grid, first: first!, second: second!, more: document.querySelector<HTMLElement>('button')! }
}

/** Dispatches `event` on `target` and opens the menu from inside the handler on `on`, as the views do. */
function openFrom(on: HTMLElement, target: HTMLElement, event: Event) {
  const ui = useLibraryUiStore()
  on.addEventListener(event.type, (received) =>
    ui.openMenuFor('Actions for A', items, received as KeyboardEvent),
  )
  target.dispatchEvent(event)
  return ui
}

describe('the library context menu: where it opens and what gets focus back', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('from the keyboard on a focused row, gives focus back to that row, not to the list that heard the key', () => {
    const { grid, second } = list()
    second.focus()
    const ui = openFrom(
      grid,
      second,
      new KeyboardEvent('keydown', { key: 'F10', shiftKey: true, bubbles: true }),
    )
    expect(ui.menu?.returnTo).toBe(second)
    grid.focus()
    ui.closeMenu()
    expect(ui.menu).toBeNull()
    expect(document.activeElement).toBe(second)
  })

  it('from a right-click, opens at the pointer and gives focus back to the element whose handler ran', () => {
    const { first } = list()
    const ui = openFrom(
      first,
      first,
      new MouseEvent('contextmenu', { clientX: 320, clientY: 140, bubbles: true }),
    )
    expect(ui.menu).toMatchObject({ x: 320, y: 140, label: 'Actions for A', returnTo: first })
  })

  it('from a click without a pointer (Enter on More), opens below that button and returns to it', () => {
    const { more } = list()
    const ui = openFrom(more, more, new MouseEvent('click', { bubbles: true }))
    const box = more.getBoundingClientRect()
    expect(ui.menu).toMatchObject({ x: box.left + 24, y: box.bottom - 8, returnTo: more })
  })
})
