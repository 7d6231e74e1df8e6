import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, nextTick } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useNextCoverAhead } = await import('../../../renderer/src/composables/useNextCoverAhead')
const { usePlaybackStore } = await import('../../../renderer/src/stores/playback')
const { heldImages } = await import('../../../renderer/src/held-images')
const { coverCopies } = await import('../../../renderer/src/cover-copies')
const { queue, track } = await import('../support/playback-states')

/** Every picture the page starts loading: its address and the CORS mode it asks in. */
const loads: { src: string; crossOrigin: string | null }[] = []
class RecordedImage {
  crossOrigin: string | null = null
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(url: string) {
    loads.push({ src: url, crossOrigin: this.crossOrigin })
  }
}

const cover = (id: string) => [
  { url: `http://127.0.0.1:1/images/album/${id}/64.png`, width: 64, height: 64 },
  { url: `http://127.0.0.1:1/images/album/${id}/300.png`, width: 300, height: 300 },
  { url: `http://127.0.0.1:1/images/album/${id}/640.png`, width: 640, height: 640 },
]
const coming = (id: string) =>
  track({
    id,
    uri: `spotify:track:${id}`,
    album: { id, name: `Album ${id}`, uri: `spotify:album:${id}`, images: cover(id) },
  })

function viewAt(size: number) {
  return mount(defineComponent({ setup: () => useNextCoverAhead(size), template: '<p>view</p>' }))
}

beforeEach(() => {
  fake.resetFakeBridge()
  setActivePinia(createPinia())
  loads.length = 0
  vi.stubGlobal('Image', RecordedImage)
  vi.stubGlobal('devicePixelRatio', 1)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('useNextCoverAhead', () => {
  it('loads the next track’s cover as its live cover will, once per next track, with no call to the service', async () => {
    const hold = vi.spyOn(heldImages, 'hold')
    const copy = vi.spyOn(coverCopies, 'copy')
    usePlaybackStore()
    const view = viewAt(56)
    const asked = fake.calls.length
    expect(loads).toEqual([])

    fake.emit('queue.changed', { upNext: [coming('n1'), coming('n2')] })

    await nextTick()
    // 56 px at one pixel a pixel: the 64 px picture, loaded with no CORS mode, as drawCover loads it.
    expect(loads).toEqual([{ src: 'http://127.0.0.1:1/images/album/n1/64.png', crossOrigin: null }])

    // The same next track pushed again (the queue after it changed): nothing more.
    fake.emit('queue.changed', { upNext: [coming('n1'), coming('n3')] })
    await nextTick()
    expect(loads).toHaveLength(1)

    fake.emit('queue.changed', { upNext: [coming('n2')] })

    await nextTick()
    expect(loads.map((load) => load.src)).toEqual([
      'http://127.0.0.1:1/images/album/n1/64.png',
      'http://127.0.0.1:1/images/album/n2/64.png',
    ])
    fake.emit('queue.changed', { upNext: [] })
    await nextTick()
    expect(loads).toHaveLength(2)

    // A live cover is neither held as an <img> nor copied: neither is its cover asked ahead.
    expect(hold).not.toHaveBeenCalled()
    expect(copy).not.toHaveBeenCalled()
    expect(fake.calls.length).toBe(asked)
    view.unmount()
  })

  it('asks at the view’s own size, and only while the view is open', async () => {
    const store = usePlaybackStore()
    fake.emit('queue.changed', queue('First'))
    await nextTick()
    const nowPlaying = viewAt(320)
    // The view opens with a next track known: its cover at once, at 320 px (the 640 px picture).
    expect(loads.map((load) => load.src)).toEqual(['http://127.0.0.1:1/images/album/album1/300.png'])
    loads.length = 0
    fake.emit('queue.changed', { upNext: [coming('n4')] })
    await nextTick()
    expect(loads.map((load) => load.src)).toEqual(['http://127.0.0.1:1/images/album/n4/640.png'])

    nowPlaying.unmount()
    fake.emit('queue.changed', { upNext: [coming('n5')] })
    await nextTick()
    expect(store.queue?.upNext[0]?.uri).toBe('spotify:track:n5')
    expect(loads).toHaveLength(1)
  })
})
