import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: RadioSeeds } = await import('../../../../renderer/src/components/discover/RadioSeeds.vue')
const { libTrack } = await import('../../support/library-states')
const { capabilities } = await import('../../support/discover-states')

describe('RadioSeeds: the keyboard in the search box', () => {
  let wrapper: VueWrapper
  beforeEach(async () => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
    fake.answer('app.capabilities', () => capabilities())
    fake.answer('radio.genres', () => ['jazz'])
    fake.answer('search.query', () => ({
      tracks: { items: [libTrack('Early Anchors'), libTrack('Early Storm')], total: 2, offset: 0, limit: 4 },
      artists: { items: [], total: 0, offset: 0, limit: 4 },
    }))
    vi.useFakeTimers()
    wrapper = mount(RadioSeeds, { props: { seeds: [] }, attachTo: document.body })
    fake.connect()
    await wrapper.get('input[type="search"]').setValue('early')
    await vi.advanceTimersByTimeAsync(300)
    await flushPromises()
  })
  afterEach(() => {
    wrapper.unmount()
    vi.useRealTimers()
  })

  const focusedText = () => (document.activeElement as HTMLElement | null)?.textContent?.replace(/\s+/g, ' ')

  const pressOnFocused = (key: string) =>
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    )

  it('ArrowDown goes to the first suggestion, Down and Up walk them, Up from the first goes back', async () => {
    const box = wrapper.get('input[type="search"]')
    await box.trigger('keydown', { key: 'ArrowDown' })
    expect(focusedText()).toContain('Early Anchors')
    pressOnFocused('ArrowDown')
    expect(focusedText()).toContain('Early Storm')
    pressOnFocused('ArrowDown')
    expect(focusedText()).toContain('Early Storm')
    pressOnFocused('ArrowUp')
    expect(focusedText()).toContain('Early Anchors')
    pressOnFocused('ArrowUp')
    expect(document.activeElement).toBe(box.element)
  })

  it('the suggestion the keyboard is on is added, and the box keeps the keyboard', async () => {
    await wrapper.get('input[type="search"]').trigger('keydown', { key: 'ArrowDown' })
    // Enter on a focused button is its click.
    ;(document.activeElement as HTMLButtonElement).click()
    await flushPromises()
    expect(wrapper.emitted('add')).toEqual([
      [{ kind: 'track', id: 'EarlyAnchors', name: expect.stringContaining('Early Anchors') }],
    ])
    expect(document.activeElement).toBe(wrapper.get('input[type="search"]').element)
  })
})
