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

  async function mountSearch() {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/search', component: SearchView },
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
})
