import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: PlayerBar } = await import('../../../renderer/src/components/PlayerBar.vue')
const { mountPlayer } = await import('../support/mount-player')
const { episodePlaying, idle, playing, track } = await import('../support/playback-states')

describe('PlayerBar', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
  })
  afterEach(() => wrapper?.unmount())

  it('is a region named Player with every control by its name', async () => {
    ;({ wrapper } = await mountPlayer(PlayerBar, playing()))
    const region = wrapper.get('section')
    expect(region.attributes('role')).toBe('region')
    expect(region.attributes('aria-label')).toBe('Player')
    const names = wrapper.findAll('button').map((button) => button.attributes('aria-label'))
    expect(names).toEqual([
      'Save to Your Library',
      'Shuffle',
      'Previous',
      'Pause',
      'Next',
      'Repeat: off',
      'Queue',
      'Devices',
      'Mute',
    ])
    const sliders = wrapper.findAll('[role="slider"]').map((slider) => slider.attributes('aria-label'))
    expect(sliders).toEqual(['Seek', 'Volume'])
  })

  it('shows the title, the artists, the album on hover, and where it plays', async () => {
    ;({ wrapper } = await mountPlayer(
      PlayerBar,
      playing({
        track: track({
          name: 'A very long title that will not fit in the bar',
          artists: [
            { id: 'a', name: 'Ines Nakamura', uri: 'spotify:artist:a' },
            { id: 'b', name: 'Mira Lind', uri: 'spotify:artist:b' },
          ],
        }),
      }),
    ))
    expect(wrapper.get('[data-testid="player-title"]').text()).toBe(
      'A very long title that will not fit in the bar',
    )
    const artists = wrapper.get('[data-testid="player-artists"]')
    expect(artists.get('.player-bar__artist-names').text()).toBe('Ines Nakamura, Mira Lind')
    expect(artists.attributes('title')).toBe('Ines Nakamura, Mira Lind — Silver Wave')
    expect(wrapper.get('[data-testid="player-device"]').text()).toBe('Playing on Encore Desktop')
  })

  it('says "Skipping…" while a Next whose landing core cannot know is on its way, never the old title', async () => {
    ;({ wrapper } = await mountPlayer(PlayerBar, playing({ skipping: 'next' })))
    expect(wrapper.get('[data-testid="player-title"]').text()).toBe('Skipping…')
  })

  it('an episode: its title, its show as the artist line (a link to the show), the spoken-word skips', async () => {
    const mounted = await mountPlayer(PlayerBar, episodePlaying())
    wrapper = mounted.wrapper
    expect(wrapper.get('[data-testid="player-title"]').text()).toBe('Ask Us Anything')
    const show = wrapper.get('a[data-testid="player-artists"]')
    expect(show.text()).toBe('Violet Comedy')
    expect(show.attributes('href')).toBe('/show/show1')
    expect(show.attributes('title')).toBe('Violet Comedy — Honey Echo Productions')
    await show.trigger('click')
    await flushPromises()
    expect(mounted.router.currentRoute.value.fullPath).toBe('/show/show1')
    const names = wrapper.findAll('button').map((button) => button.attributes('aria-label'))
    expect(names).toEqual(expect.arrayContaining(['Back 15 seconds', 'Forward 30 seconds']))
    expect(names).not.toContain('Shuffle')
  })

  it('with nothing loaded, says so and offers no heart', async () => {
    ;({ wrapper } = await mountPlayer(PlayerBar, idle()))
    expect(wrapper.get('[data-testid="player-title"]').text()).toBe('Nothing playing')
    expect(wrapper.find('button[aria-label="Save to Your Library"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="player-device"]').exists()).toBe(false)
  })

  it.each([
    ['offline', 'Offline'],
    ['read-only', 'Free account'],
  ] as const)(
    'marks the %s state with a short word and the full message as its title',
    async (status, word) => {
      ;({ wrapper } = await mountPlayer(PlayerBar, playing({ status, message: `The ${status} words.` })))
      const chip = wrapper.get('[data-testid="player-status"]')
      expect(chip.text()).toBe(word)
      expect(chip.attributes('title')).toBe(`The ${status} words.`)
    },
  )

  it('Queue opens Now playing, and is pressed there', async () => {
    let router
    ;({ wrapper, router } = await mountPlayer(PlayerBar, playing()))
    const queue = () => wrapper.get('button[aria-label="Queue"]')
    expect(queue().attributes('aria-pressed')).toBe('false')
    await queue().trigger('click')
    await flushPromises()
    expect(router.currentRoute.value.name).toBe('now-playing')
    expect(queue().attributes('aria-pressed')).toBe('true')
  })
})
