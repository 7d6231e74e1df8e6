import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: DiscoverHome } =
  await import('../../../../renderer/src/components/discover/DiscoverHome.vue')
const { signedIn, snapshot } = await import('../../support/states')
const { libTrack } = await import('../../support/library-states')
const { artist, capabilities, page, played, playlist } = await import('../../support/discover-states')

/** Home's shelves: each loads, is empty, fails with Retry, or says it is no longer offered, on its own. */
describe('DiscoverHome', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
    fake.answer('session.get', () => signedIn())
    fake.answer('settings.get', () => snapshot())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('app.capabilities', () => capabilities())
    fake.answer('discover.recentlyPlayed', () => [played('Again'), played('Again'), played('Once')])
    fake.answer('discover.topArtists', () => page([artist('Nina')]))
    fake.answer('discover.topTracks', (input) =>
      page([libTrack(`Top of ${(input as { range: string }).range}`)]),
    )
    fake.answer('discover.newReleases', () => page([]))
    fake.answer('discover.featured', () => ({
      message: 'Good morning',
      playlists: page([playlist('Morning')]),
    }))
    fake.answer('discover.categories', () => page([{ id: 'pop', name: 'Pop', images: [] }]))
  })
  afterEach(() => wrapper?.unmount())

  async function mountHome() {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:any(.*)*', component: { render: () => null } }],
    })
    wrapper = mount(DiscoverHome, { attachTo: document.body, global: { plugins: [router] } })
    fake.connect()
    await flushPromises()
    await flushPromises()
    return wrapper
  }
  const shelf = (id: string) => wrapper!.get(`[data-testid="shelf-${id}"]`)

  it('shows each shelf: played once each with Play again, the service’s message, a category link', async () => {
    await mountHome()
    const recent = shelf('recent')
    expect(recent.findAll('article')).toHaveLength(2)
    expect(recent.find('button[aria-label="Play again"]').exists()).toBe(true)
    expect(shelf('featured').get('[data-testid="shelf-subtitle"]').text()).toBe('Good morning')
    expect(shelf('categories').get('a[href="/browse/pop"]').text()).toContain('Pop')
    expect(shelf('new-releases').get('[data-testid="list-empty"]').text()).toContain('No new releases')
    expect(fake.calls.find(([method]) => method === 'discover.featured')?.[1]).toMatchObject({
      locale: 'en_US',
    })
  })

  it('plays again where it played from: an album at this track; a track heard from an artist, alone', async () => {
    const fromAlbum = { ...played('Album song'), contextUri: 'spotify:album:al1' }
    const fromArtist = { ...played('Artist song'), contextUri: 'spotify:artist:ar1' }
    fake.answer('discover.recentlyPlayed', () => [fromAlbum, fromArtist])
    fake.answer('playback.play', () => new Promise(() => {}))
    await mountHome()
    const buttons = shelf('recent').findAll('button[aria-label="Play again"]')
    await buttons[0]!.trigger('click')
    await buttons[1]!.trigger('click')
    await flushPromises()
    const plays = fake.calls.filter(([method]) => method === 'playback.play').map(([, input]) => input)
    expect(plays).toEqual([
      { contextUri: 'spotify:album:al1', offset: { uri: fromAlbum.track.uri } },
      { uris: [fromArtist.track.uri] },
    ])
  })

  it('shows placeholders while a shelf loads', async () => {
    fake.answer('discover.topArtists', () => new Promise(() => {}))
    await mountHome()
    expect(shelf('top-artists').find('[data-testid="skeleton"]').exists()).toBe(true)
    expect(shelf('top-tracks').find('[data-testid="skeleton"]').exists()).toBe(false)
  })

  it('a failing shelf says so with Retry; the others stand; Retry reads again', async () => {
    let fail = true
    fake.answer('discover.newReleases', () => {
      if (fail) throw new fake.BridgeCallError({ code: 'SERVICE_ERROR', message: 'The service failed.' })
      return page([
        {
          id: 'a1',
          uri: 'spotify:album:a1',
          name: 'Fresh',
          artists: [],
          images: [],
          albumType: 'album',
          releaseDate: '2026',
          totalTracks: 3,
        },
      ])
    })
    await mountHome()
    const releases = shelf('new-releases')
    expect(releases.get('[role="alert"]').text()).toContain('The service failed.')
    expect(shelf('featured').findAll('article')).toHaveLength(1)
    fail = false
    await releases.get('button.btn--secondary').trigger('click')
    await flushPromises()
    expect(shelf('new-releases').text()).toContain('Fresh')
  })

  it('a shelf the service no longer offers says so in one line and asks nothing', async () => {
    fake.answer('app.capabilities', () =>
      capabilities(['browse.newReleases', 'browse.featured', 'browse.categories']),
    )
    await mountHome()
    for (const id of ['new-releases', 'featured', 'categories'])
      expect(shelf(id).get('[data-testid="feature-unavailable"]').text()).toContain('no longer offers')
    const asked = fake.calls.map(([method]) => method)
    expect(asked).not.toContain('discover.newReleases')
    expect(asked).not.toContain('discover.featured')
    expect(asked).toContain('discover.topTracks')
  })

  it('a refusal met on the way (learned) shows as the same line', async () => {
    fake.fail('discover.featured', { code: 'UNAVAILABLE', message: 'The service refused this to your app.' })
    await mountHome()
    expect(shelf('featured').get('[data-testid="feature-unavailable"]').text()).toContain('refused')
  })

  it('the time range switch reads the top items of that range', async () => {
    await mountHome()
    expect(shelf('top-tracks').text()).toContain('Top of medium_term')
    const weeks = wrapper!
      .findAll('input[name="top-range"]')
      .find((input) => (input.element as HTMLInputElement).value === 'short_term')!
    await weeks.setValue(true)
    await flushPromises()
    expect(shelf('top-tracks').text()).toContain('Top of short_term')
    expect(
      fake.calls.filter(([method]) => method === 'discover.topArtists').map(([, input]) => input),
    ).toEqual([
      { range: 'medium_term', limit: 20 },
      { range: 'short_term', limit: 20 },
    ])
  })
})
