import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: SearchView } = await import('../../../renderer/src/views/SearchView.vue')
const { signedIn } = await import('../support/states')
const { libraryStatus, libTrack } = await import('../support/library-states')
const { callsOf } = await import('../support/mount-player')

describe('SearchView', () => {
  let wrapper: VueWrapper | undefined
  const signals: AbortSignal[] = []
  beforeEach(() => {
    vi.useFakeTimers()
    fake.resetFakeBridge()
    signals.length = 0
    setActivePinia(createPinia())
    fake.answer('session.get', () => signedIn())
    fake.answer('playback.get', () => null)
    fake.answer('library.status', () => libraryStatus())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('search.query', (input, options) => {
      signals.push(options!.signal!)
      const { query } = input as { query: string }
      return { tracks: { items: [libTrack(`${query} song`)], offset: 0, total: 1, hasMore: false } }
    })
  })
  afterEach(() => {
    wrapper?.unmount()
    vi.useRealTimers()
  })

  let router: ReturnType<typeof createRouter>
  async function mountSearch() {
    router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/search', component: SearchView },
        { path: '/album/:id', name: 'album', component: { render: () => null } },
        { path: '/:other(.*)*', component: { render: () => null } },
      ],
    })
    await router.push('/search')
    wrapper = mount(SearchView, { attachTo: document.body, global: { plugins: [router] } })
    fake.connect()
    await flushPromises()
    return wrapper
  }

  it('searches a moment after typing stops, once, and the older search is cancelled by a newer one', async () => {
    await mountSearch()
    const box = wrapper!.get('input[aria-label="Search"]')
    await box.setValue('ni')
    await box.setValue('nina')
    await vi.advanceTimersByTimeAsync(100)
    expect(callsOf('search.query')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(300)
    expect(callsOf('search.query')).toEqual([
      {
        query: 'nina',
        kinds: ['track', 'artist', 'album', 'playlist', 'show', 'episode', 'audiobook'],
        limit: 6,
        offset: 0,
        market: 'from_token',
      },
    ])
    await box.setValue('nina blue')
    await vi.advanceTimersByTimeAsync(300)
    expect(signals[0]!.aborted).toBe(true)
    expect(signals[1]!.aborted).toBe(false)
    await flushPromises()
    expect(wrapper!.findAll('[role="row"][data-index]').map((row) => row.attributes('aria-label'))).toEqual([
      'nina blue song by Nina Blue',
    ])
  })

  it('the market switch searches again in that market', async () => {
    await mountSearch()
    await wrapper!.get('input[aria-label="Search"]').setValue('nina')
    await vi.advanceTimersByTimeAsync(300)
    await wrapper!.get('select[aria-label="Market"]').setValue('SE')
    await flushPromises()
    expect(callsOf('search.query').at(-1)).toMatchObject({ query: 'nina', market: 'SE' })
  })

  it('offers help with field filters', async () => {
    await mountSearch()
    const tips = wrapper!.get('details').text()
    for (const filter of ['artist:', 'album:', 'year:1990-1999', 'genre:', 'tag:new'])
      expect(tips).toContain(filter)
  })

  it('a pasted Spotify link opens what it names instead of searching; one that cannot be opened says why', async () => {
    const ID = '4aawyAB9vmqN3uQ7FjRGTy'
    await mountSearch()
    const box = wrapper!.get('input[aria-label="Search"]')
    await box.setValue('spotify:album:short')
    await vi.advanceTimersByTimeAsync(300)
    expect(wrapper!.get('[data-testid="search-link-problem"]').text()).toBe(
      'That is not a link to a Spotify track, album, playlist, artist, show or episode.',
    )
    await box.setValue(`https://open.spotify.com/show/${ID}?si=a`)
    await vi.advanceTimersByTimeAsync(300)
    expect(wrapper!.get('[data-testid="search-link-problem"]').text()).toContain(
      'Encore cannot open shows yet',
    )
    await box.setValue(`https://open.spotify.com/intl-de/album/${ID}?si=a`)
    await vi.advanceTimersByTimeAsync(300)
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe(`/album/${ID}`)
    expect(callsOf('search.query')).toEqual([])
    // Back returns to an empty search, not to the link (which would open the album again).
    router.back()
    await flushPromises()
    await vi.advanceTimersByTimeAsync(50)
    expect(router.currentRoute.value.fullPath).toBe('/search')
  })
})
