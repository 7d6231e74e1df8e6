import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: QueueList } = await import('../../../renderer/src/components/QueueList.vue')
const { queue, track } = await import('../support/playback-states')
const { callsOf } = await import('../support/mount-player')

describe('QueueList', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })
  afterEach(() => wrapper?.unmount())

  it('lists the tracks in order with their length, each with Add to queue', async () => {
    const tracks = queue('Climbing', 'Dreaming').upNext
    wrapper = mount(QueueList, { props: { tracks, label: 'Next up' } })
    expect(wrapper.get('ol').attributes('aria-label')).toBe('Next up')
    const rows = wrapper.findAll('li')
    expect(rows.map((row) => row.get('.queue__name').text())).toEqual(['Climbing', 'Dreaming'])
    expect(rows[0]!.text()).toContain('3:27')
    fake.answer('playback.addToQueue', () => queue('Dreaming', 'Climbing', 'Dreaming'))
    await rows[1]!.get('button[aria-label="Add to queue"]').trigger('click')
    await flushPromises()
    expect(callsOf('playback.addToQueue')).toEqual([{ uri: 'spotify:track:q1' }])
  })

  it('offers no Add to queue for a local file, which the service cannot queue', () => {
    wrapper = mount(QueueList, {
      props: { tracks: [track({ id: null, isLocal: true, uri: 'spotify:local:x' })], label: 'Next up' },
    })
    expect(wrapper.find('button[aria-label="Add to queue"]').exists()).toBe(false)
  })
})
