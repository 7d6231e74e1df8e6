import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: MiniPlayerView } = await import('../../../renderer/src/views/MiniPlayerView.vue')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { device, playing, queue } = await import('../support/playback-states')
const { instrumental, lyricsSettings } = await import('../support/lyrics-states')

/** The mini window `tall` (its large size, 480×540) or not, as `(min-height: 500px)` answers. */
function windowTall(tall: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-height: 500px') ? tall : false,
    addEventListener() {},
    removeEventListener() {},
  }))
}

describe('MiniPlayerView', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.queue', () =>
      queue('Early Anchors', 'Early Storm', 'Misty Carousel', 'Mellow Balloon'),
    )
  })
  afterEach(() => {
    wrapper?.unmount()
    vi.unstubAllGlobals()
  })

  it('is a main landmark with a heading, and names the device that plays at every size', async () => {
    windowTall(false)
    ;({ wrapper } = await mountPlayer(MiniPlayerView, playing()))
    expect(wrapper.element.tagName).toBe('MAIN')
    expect(wrapper.get('h1').text()).toBe('Encore mini player')
    expect(wrapper.get('[data-testid="player-device"]').text()).toBe('Playing on Encore Desktop')
    fake.emit('playback.state', playing({ isPlaying: false }))
    await flushPromises()
    expect(wrapper.get('[data-testid="player-device"]').text()).toBe('Ready on Encore Desktop')
    // Smaller sizes show no queue and do not read it.
    expect(wrapper.find('[aria-label="Next tracks"]').exists()).toBe(false)
    expect(callsOf('playback.queue')).toEqual([])
  })

  it('at its large size shows the next three tracks, read again with each new track', async () => {
    windowTall(true)
    ;({ wrapper } = await mountPlayer(MiniPlayerView, playing()))
    await flushPromises()
    const next = wrapper.get('[aria-label="Next tracks"]')
    expect(next.findAll('li').map((row) => row.get('.queue__name').text())).toEqual([
      'Early Anchors',
      'Early Storm',
      'Misty Carousel',
    ])
    fake.emit('playback.state', playing({ track: { ...playing().track!, uri: 'spotify:track:other' } }))
    await flushPromises()
    await vi.waitFor(() => expect(callsOf('playback.queue')).toHaveLength(2), { timeout: 5_000 })
  })

  it('shows the lyrics’ two lines only at its large size, and only while lyrics are on', async () => {
    fake.answer('settings.get', () => lyricsSettings(true))
    fake.answer('lyrics.current', () => instrumental())
    windowTall(false)
    ;({ wrapper } = await mountPlayer(MiniPlayerView, playing()))
    expect(wrapper.find('[data-testid="mini-lyrics"]').exists()).toBe(false)
    expect(callsOf('lyrics.current')).toHaveLength(0)
    wrapper.unmount()
    windowTall(true)
    ;({ wrapper } = await mountPlayer(MiniPlayerView, playing()))
    // The large layout (and its lyrics) comes after the first media query answer, past the connection's opening:
    // in the app, Settings' store is older than any view.
    fake.connect()
    await flushPromises()
    expect(wrapper.get('[data-testid="mini-lyrics"]').text()).toBe('Instrumental')
  })

  it('changes the volume with the wheel anywhere over it, in one request a gesture', async () => {
    windowTall(false)
    fake.answer('playback.setVolume', (input) =>
      playing({ device: device({ volumePercent: (input as { percent: number }).percent }) }),
    )
    ;({ wrapper } = await mountPlayer(MiniPlayerView, playing({ device: device({ volumePercent: 40 }) })))
    vi.useFakeTimers()
    try {
      const title = wrapper.get('[data-testid="player-title"]').element
      for (let notch = 0; notch < 3; notch++)
        title.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }))
      // Over the volume slider too: its own handler takes the wheel, the mini player's does not add to it.
      wrapper
        .get('[role="slider"]')
        .element.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }))
      await vi.runAllTimersAsync()
      expect(callsOf('playback.setVolume')).toEqual([{ percent: 60 }])
    } finally {
      vi.useRealTimers()
    }
  })
})
