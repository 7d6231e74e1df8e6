import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, type Component } from 'vue'

vi.mock('../../renderer/src/bridge', () => import('./support/fake-bridge'))
const fake = await import('./support/fake-bridge')
const { default: PlayerBar } = await import('../../renderer/src/components/PlayerBar.vue')
const { default: KeyboardShortcuts } = await import('../../renderer/src/components/KeyboardShortcuts.vue')
const { default: MiniPlayerView } = await import('../../renderer/src/views/MiniPlayerView.vue')
const { mountPlayer, callsOf } = await import('./support/mount-player')
const { playing, queue } = await import('./support/playback-states')

/** The main window as the app draws it while signed in: the player bar and the window's shortcuts. */
const MainWindow = defineComponent(() => () => h('div', [h(PlayerBar), h(KeyboardShortcuts)]))
const windows: [string, Component][] = [
  ['the main window', MainWindow],
  ['the mini player', MiniPlayerView],
]

function press(target: Element, init: KeyboardEventInit) {
  const down = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(down)
  target.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, cancelable: true, ...init }))
  return down
}
const space = { key: ' ', code: 'Space' }

/** The player's keys are one table: each test runs in both windows. */
describe.each(windows)('the player’s keys in %s', (_name, window) => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.run', () => ({ status: 'done' }))
    fake.answer('playback.queue', () => queue('Early Anchors'))
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
  })
  afterEach(() => {
    wrapper?.unmount()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('Next clicked, then Space: it plays/pauses, it does not skip again', async () => {
    ;({ wrapper } = await mountPlayer(window, playing()))
    const next = wrapper.get('button[aria-label="Next"]')
    next.element.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await next.trigger('click')
    ;(next.element as HTMLElement).focus()
    const down = press(next.element, space)
    await flushPromises()
    expect(down.defaultPrevented).toBe(true)
    expect(callsOf('playback.run')).toEqual([{ id: 'player.next' }, { id: 'player.toggle' }])
  })

  it('Ctrl+→ is Next, Ctrl+← Previous, Ctrl+S Shuffle, Shift+→ seeks', async () => {
    ;({ wrapper } = await mountPlayer(window, playing()))
    press(document.body, { key: 'ArrowRight', ctrlKey: true })
    press(document.body, { key: 'ArrowLeft', ctrlKey: true })
    press(document.body, { key: 's', code: 'KeyS', ctrlKey: true })
    press(document.body, { key: 'ArrowRight', shiftKey: true })
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([
      { id: 'player.next' },
      { id: 'player.previous' },
      { id: 'player.toggleShuffle' },
      { id: 'player.seekBy', args: { deltaMs: 10_000 } },
    ])
  })

  it('Space in a text field is typing', async () => {
    ;({ wrapper } = await mountPlayer(window, playing()))
    const field = document.createElement('input')
    document.body.append(field)
    expect(press(field, space).defaultPrevented).toBe(false)
    expect(press(field, { key: 'ArrowRight', ctrlKey: true }).defaultPrevented).toBe(false)
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([])
  })
})
