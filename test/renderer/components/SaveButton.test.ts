import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: SaveButton } = await import('../../../renderer/src/components/SaveButton.vue')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { idle, playing, track } = await import('../support/playback-states')
const { outboxEntry, fakeOutbox } = await import('../support/outbox-states')

describe('SaveButton', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
  })
  afterEach(() => wrapper?.unmount())

  it('asks core to toggle the heart, then offers to remove what core shows saved', async () => {
    ;({ wrapper } = await mountPlayer(SaveButton, playing({ saved: false })))
    fake.answer('playback.run', () => {
      // Core's prediction arrives before its answer.
      fake.emit('playback.state', playing({ saved: true }))
      return { status: 'done' }
    })
    await wrapper.get('button[aria-label="Save to Your Library"]').trigger('click')
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([{ id: 'player.toggleSaved' }])
    await wrapper.get('button[aria-label="Remove from Your Library"]').trigger('click')
    expect(callsOf('playback.run')).toEqual([{ id: 'player.toggleSaved' }, { id: 'player.toggleSaved' }])
  })

  it('offers Save while it is not yet known whether the track is saved', async () => {
    ;({ wrapper } = await mountPlayer(SaveButton, playing({ saved: null })))
    expect(wrapper.find('button[aria-label="Save to Your Library"]').exists()).toBe(true)
  })

  it('marks a save that waits to be sent, and drops the mark once it went', async () => {
    const waiting = outboxEntry({ uri: playing().track!.uri })
    const box = fakeOutbox([waiting])
    fake.answer('outbox.list', () => box.state())
    ;({ wrapper } = await mountPlayer(SaveButton, playing({ saved: true })))
    const button = wrapper.get('button[aria-label="Remove from Your Library"]')
    expect(button.attributes('aria-description')).toBe('Waiting to be sent')
    expect(button.find('.save-button__waiting').exists()).toBe(true)
    fake.emit('outbox.changed', box.set([{ ...waiting, id: 'c2', uri: 'spotify:track:other' }]))
    await flushPromises()
    expect(button.attributes('aria-description')).toBeUndefined()
    expect(button.find('.save-button__waiting').exists()).toBe(false)
  })

  it('says why a local file or nothing at all cannot be saved', async () => {
    ;({ wrapper } = await mountPlayer(SaveButton, playing({ track: track({ id: null, isLocal: true }) })))
    const button = wrapper.get('button')
    expect(button.attributes('aria-disabled')).toBe('true')
    expect(button.attributes('title')).toBe('A local file cannot be saved to your library.')
    await button.trigger('click')
    expect(callsOf('playback.run')).toEqual([])
    fake.emit('playback.state', idle())
    await flushPromises()
    expect(wrapper.get('button').attributes('title')).toBe('Nothing is playing that could be saved.')
  })
})
