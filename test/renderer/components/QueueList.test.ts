import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: QueueList } = await import('../../../renderer/src/components/QueueList.vue')
const { playing, queue, track } = await import('../support/playback-states')
const { callsOf } = await import('../support/mount-player')

describe('QueueList', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })
  afterEach(() => wrapper?.unmount())

  it('lists the tracks in order with their length, each with Play from here and no Add to queue', async () => {
    const tracks = queue('Climbing', 'Dreaming').upNext
    wrapper = mount(QueueList, { props: { tracks, label: 'Next up' } })
    expect(wrapper.get('ol').attributes('aria-label')).toBe('Next up')
    const rows = wrapper.findAll('li')
    expect(rows.map((row) => row.get('.queue__name').text())).toEqual(['Climbing', 'Dreaming'])
    expect(rows[0]!.text()).toContain('3:27')
    expect(wrapper.find('button[aria-label="Add to queue"]').exists()).toBe(false)
    fake.answer('playback.play', () => playing())
    await rows[1]!.get('button[aria-label="Play from here"]').trigger('click')
    await flushPromises()
    // Nothing known to play from (no state read): Next up from that track on, as a list.
    expect(callsOf('playback.play')).toEqual([{ uris: [tracks[1]!.uri] }])
  })

  it('offers no Play from here for a local file, which the service cannot play from a list', () => {
    wrapper = mount(QueueList, {
      props: { tracks: [track({ id: null, isLocal: true, uri: 'spotify:local:x' })], label: 'Next up' },
    })
    expect(wrapper.find('button[aria-label="Play from here"]').exists()).toBe(false)
  })
})
