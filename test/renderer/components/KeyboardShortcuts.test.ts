import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: KeyboardShortcuts } = await import('../../../renderer/src/components/KeyboardShortcuts.vue')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { device, playing } = await import('../support/playback-states')

/** The shortcuts beside a text field and a list's filter, inside the page's content as in the app. */
const Page = defineComponent(
  () => () =>
    h('main', { id: 'content' }, [
      h('input', { id: 'field', type: 'text', 'aria-label': 'Name' }),
      h('input', { id: 'filter', type: 'text', 'aria-label': 'Filter', 'data-list-filter': '' }),
      h('p', { id: 'text' }, 'Some text'),
      h(KeyboardShortcuts),
    ]),
)

function press(id: string, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  document.getElementById(id)!.dispatchEvent(event)
  return event
}

describe('KeyboardShortcuts (Linux keys: the test page says no platform)', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.run', () => ({ status: 'done' }))
    fake.answer('playback.setVolume', (input) =>
      playing({ device: device({ volumePercent: (input as { percent: number }).percent }) }),
    )
  })
  afterEach(() => {
    wrapper?.unmount()
    vi.useRealTimers()
  })

  it('Ctrl+→ plays the next track, Ctrl+S toggles shuffle: each its command of the registry', async () => {
    ;({ wrapper } = await mountPlayer(Page, playing()))
    const event = press('text', { key: 'ArrowRight', ctrlKey: true })
    press('text', { key: 's', code: 'KeyS', ctrlKey: true })
    await flushPromises()
    expect(event.defaultPrevented).toBe(true)
    expect(callsOf('playback.run')).toEqual([{ id: 'player.next' }, { id: 'player.toggleShuffle' }])
  })

  it('does nothing while typing in a text field, and leaves the key to the field', async () => {
    ;({ wrapper } = await mountPlayer(Page, playing()))
    const event = press('field', { key: 'ArrowRight', ctrlKey: true })
    press('field', { key: 's', code: 'KeyS', ctrlKey: true })
    press('field', { key: '?', code: 'Slash', shiftKey: true })
    await flushPromises()
    expect(event.defaultPrevented).toBe(false)
    expect(callsOf('playback.run')).toEqual([])
    expect(document.querySelector('[data-testid="shortcuts"]')).toBeNull()
  })

  it('leaves a key a control already used', async () => {
    ;({ wrapper } = await mountPlayer(Page, playing()))
    const text = document.getElementById('text')!
    text.addEventListener('keydown', (event) => event.preventDefault(), { once: true })
    press('text', { key: 'ArrowRight', ctrlKey: true })
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([])
  })

  it('Ctrl+↑ held down moves the volume 5 % a step and sends it once', async () => {
    ;({ wrapper } = await mountPlayer(Page, playing({ device: device({ volumePercent: 50 }) })))
    vi.useFakeTimers()
    press('text', { key: 'ArrowUp', ctrlKey: true })
    press('text', { key: 'ArrowUp', ctrlKey: true, repeat: true })
    press('text', { key: 'ArrowUp', ctrlKey: true, repeat: true })
    await vi.runAllTimersAsync()
    expect(callsOf('playback.setVolume')).toEqual([{ percent: 65 }])
  })

  it('Ctrl+F goes to the list’s filter', async () => {
    ;({ wrapper } = await mountPlayer(Page, playing()))
    const event = press('text', { key: 'f', code: 'KeyF', ctrlKey: true })
    expect(event.defaultPrevented).toBe(true)
    expect(document.activeElement?.id).toBe('filter')
  })

  it('? opens the sheet, which lists each shortcut with its keys named', async () => {
    ;({ wrapper } = await mountPlayer(Page, playing()))
    press('text', { key: '?', code: 'Slash', shiftKey: true })
    await flushPromises()
    const sheet = document.querySelector('dialog')!
    expect(sheet.querySelector('h2')?.textContent).toBe('Keyboard shortcuts')
    const rows = [...sheet.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th')?.textContent?.trim(),
      row.querySelector('.visually-hidden')?.textContent?.trim(),
      [...row.querySelectorAll('kbd')].map((cap) => cap.textContent).join(' '),
    ])
    expect(rows).toContainEqual(['Next', 'Control Right arrow', 'Ctrl →'])
    expect(rows).toContainEqual(['Like', 'Alt Shift B', 'Alt Shift B'])
    expect(rows).toContainEqual(['Volume up', 'Control Up arrow', 'Ctrl ↑'])
    expect(rows).toContainEqual(['Keyboard shortcuts', '?', '?'])
  })
})
