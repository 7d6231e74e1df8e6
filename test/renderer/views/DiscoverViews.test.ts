import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { Component } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: TrackView } = await import('../../../renderer/src/views/TrackView.vue')
const { default: RadioView } = await import('../../../renderer/src/views/RadioView.vue')
const { default: BrowseView } = await import('../../../renderer/src/views/BrowseView.vue')
const { default: CategoryView } = await import('../../../renderer/src/views/CategoryView.vue')
const { signedIn, snapshot } = await import('../support/states')
const { libTrack, libraryStatus } = await import('../support/library-states')
const { capabilities, features, page, playlist, timeline } = await import('../support/discover-states')
const { indexAt, loudnessColumns } =
  await import('../../../renderer/src/components/discover/timeline-geometry')

/** A track's sound, radio, browse and a category with the fake bridge: loading, empty, error, unavailable. */
let wrapper: VueWrapper | undefined
beforeEach(() => {
  fake.resetFakeBridge()
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('settings.get', () => snapshot())
  fake.answer('playback.get', () => null)
  fake.answer('library.status', () => libraryStatus())
  fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
  fake.answer('app.capabilities', () => capabilities())
  fake.answer('sound.track', () => libTrack('Long Song', { id: 't1' }))
  fake.answer('sound.features', () => features)
  fake.answer('sound.analysis', () => timeline())
  fake.answer('radio.genres', () => ['jazz', 'pop'])
})
afterEach(() => {
  wrapper?.unmount()
  vi.useRealTimers()
})

async function mountAt(component: Component, path: string, pattern: string) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: pattern, component },
      { path: '/:any(.*)*', component: { render: () => null } },
    ],
  })
  await router.push(path)
  wrapper = mount(component, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  for (let i = 0; i < 4; i++) await flushPromises()
  return wrapper
}

describe('a track’s sound', () => {
  it('shows the features in words and the analysis on one canvas with its sections as a table', async () => {
    await mountAt(TrackView, '/track/t1', '/track/:id')
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="analysis-timeline"]').exists()).toBe(true))
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="features-chart"]').exists()).toBe(true))
    expect(wrapper!.text()).toContain('128 BPM')
    expect(wrapper!.text()).toContain('C♯ major')
    expect(wrapper!.text()).toContain('-6.5 dB')
    // Thousands of segments and beats, one canvas: the only rows are the 20 sections of the table.
    expect(wrapper!.findAll('canvas')).toHaveLength(2)
    expect(wrapper!.findAll('tbody tr')).toHaveLength(20)
  })

  it('keys move the timeline’s cursor and read the values there', async () => {
    await mountAt(TrackView, '/track/t1', '/track/:id')
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="analysis-timeline"]').exists()).toBe(true))
    const canvas = wrapper!.get('[data-testid="analysis-timeline"]')
    await canvas.trigger('focus')
    await canvas.trigger('keydown', { key: 'PageDown' })
    expect(wrapper!.get('[data-testid="timeline-readout"]').text()).toContain(
      '0:30 · section 2 of 20: 127 BPM',
    )
  })

  it('offers Start radio and both parts of the sound where the service does', async () => {
    await mountAt(TrackView, '/track/t1', '/track/:id')
    expect(wrapper!.find('a[href="/radio?track=t1"]').text()).toBe('Start radio')
    expect(wrapper!.findAll('h2').map((heading) => heading.text())).toEqual([
      'Audio features',
      'Audio analysis',
    ])
  })

  it('leaves out what the service does not offer (the sound, Start radio), asking for none of it', async () => {
    fake.answer('app.capabilities', () =>
      capabilities(['recommendations', 'audio.features', 'audio.analysis']),
    )
    await mountAt(TrackView, '/track/t1', '/track/:id')
    await vi.waitFor(() => expect(wrapper!.find('h1').text()).toBe('Long Song'))
    expect(wrapper!.findAll('h2')).toEqual([])
    expect(wrapper!.find('[data-testid="feature-unavailable"]').exists()).toBe(false)
    expect(wrapper!.text()).not.toContain('no longer offers')
    expect(wrapper!.find('a[href="/radio?track=t1"]').exists()).toBe(false)
    expect(wrapper!.text()).toContain('Save to Your Library')
    const asked = fake.calls.map(([method]) => method)
    expect(asked).not.toContain('sound.analysis')
    expect(asked).not.toContain('sound.features')
  })

  it('says so in one line when the service refuses a part only now (a removal learned by asking)', async () => {
    fake.fail('sound.features', {
      code: 'UNAVAILABLE',
      message: 'Spotify no longer offers audio features to this app.',
    })
    await mountAt(TrackView, '/track/t1', '/track/:id')
    await vi.waitFor(() =>
      expect(wrapper!.get('[data-testid="feature-unavailable"]').text()).toBe(
        'Spotify no longer offers audio features to this app.',
      ),
    )
  })

  it('an analysis that fails has Retry, while the features stand; loading shows placeholders', async () => {
    fake.fail('sound.analysis', { code: 'SERVICE_ERROR', message: 'The service failed.' })
    fake.answer('sound.features', () => new Promise(() => {}))
    await mountAt(TrackView, '/track/t1', '/track/:id')
    expect(wrapper!.get('[role="alert"]').text()).toContain('The service failed.')
    expect(wrapper!.find('[data-testid="skeleton"]').exists()).toBe(true)
  })

  it('folds a long loudness line into one value per column and finds the item at a moment', () => {
    const columns = loudnessColumns([0, 1, 2, 3], [-10, -5, -20, -8], 4, 2)
    expect([...columns]).toEqual([-5, -8])
    expect([...loudnessColumns([0], [-9], 10, 3)]).toEqual([-9, -9, -9])
    expect(indexAt([0, 30, 60], 45)).toBe(1)
    expect(indexAt([0, 30, 60], 60)).toBe(2)
    expect(indexAt([], 1)).toBe(-1)
  })
})

describe('radio', () => {
  it('starts from a track; asks once the sliders settle, cancelling the older question', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    fake.answer('radio.tracks', (_input, options) => {
      signals.push(options!.signal!)
      return { tracks: [libTrack('Next One')], seeds: [] }
    })
    await mountAt(RadioView, '/radio?track=t1', '/radio')
    await vi.advanceTimersByTimeAsync(500)
    expect(wrapper!.text()).toContain('Long Song')
    expect(wrapper!.text()).toContain('Next One')
    const energy = wrapper!
      .findAll('input[type="checkbox"]')
      .find((box) => box.element.parentElement?.textContent?.includes('Energy'))!
    await energy.setValue(true)
    const target = wrapper!.get('[data-testid="tune-energy-target"]')
    await target.setValue('0.6')
    await vi.advanceTimersByTimeAsync(100)
    await target.setValue('0.9')
    await vi.advanceTimersByTimeAsync(500)
    const asked = fake.calls.filter(([method]) => method === 'radio.tracks').map(([, input]) => input)
    expect(asked).toEqual([
      { seeds: [{ kind: 'track', id: 't1' }], tunings: {}, limit: 30 },
      { seeds: [{ kind: 'track', id: 't1' }], tunings: { energy: { target: 0.9 } }, limit: 30 },
    ])
  })

  it('says when the service no longer offers it; an empty answer says how to widen it', async () => {
    fake.answer('app.capabilities', () => capabilities(['recommendations']))
    await mountAt(RadioView, '/radio?genre=jazz', '/radio')
    expect(wrapper!.get('[data-testid="feature-unavailable"]').text()).toContain('no longer offers')
    wrapper!.unmount()
    fake.answer('app.capabilities', () => capabilities())
    fake.answer('radio.tracks', () => ({ tracks: [], seeds: [] }))
    setActivePinia(createPinia())
    vi.useFakeTimers()
    await mountAt(RadioView, '/radio?genre=jazz', '/radio')
    await vi.advanceTimersByTimeAsync(500)
    expect(wrapper!.get('[data-testid="list-empty"]').text()).toContain('No tracks match')
  })

  it('a failed question has Retry', async () => {
    vi.useFakeTimers()
    fake.fail('radio.tracks', { code: 'SERVICE_ERROR', message: 'The service failed.' })
    await mountAt(RadioView, '/radio?genre=jazz', '/radio')
    await vi.advanceTimersByTimeAsync(500)
    expect(wrapper!.get('[role="alert"]').text()).toContain('The service failed.')
  })
})

describe('browse', () => {
  it('lists categories in the chosen language, a page at a time', async () => {
    fake.answer('settings.get', () => snapshot({ values: { ...snapshot().values, browseLocale: 'sv_SE' } }))
    fake.answer('discover.categories', (input) => {
      const { offset } = input as { offset: number }
      return page([{ id: `c${offset}`, name: `Kategori ${offset}`, images: [] }], {
        offset,
        total: 60,
        hasMore: offset === 0,
      })
    })
    await mountAt(BrowseView, '/browse', '/browse')
    expect(wrapper!.text()).toContain('Kategori 0')
    expect(fake.calls.find(([method]) => method === 'discover.categories')?.[1]).toMatchObject({
      locale: 'sv_SE',
    })
    await wrapper!.get('button.show-more').trigger('click')
    for (let i = 0; i < 3; i++) await flushPromises()
    expect(wrapper!.text()).toContain('Kategori 0')
    expect(wrapper!.text()).toContain('Kategori 1')
    expect(fake.calls.filter(([method]) => method === 'discover.categories').at(-1)?.[1]).toMatchObject({
      offset: 1,
    })
  })

  it('says when the service no longer offers categories; a failure has Retry', async () => {
    fake.answer('app.capabilities', () => capabilities(['browse.categories']))
    await mountAt(BrowseView, '/browse', '/browse')
    expect(wrapper!.get('[data-testid="feature-unavailable"]').text()).toContain('no longer offers')
    wrapper!.unmount()
    setActivePinia(createPinia())
    fake.answer('app.capabilities', () => capabilities())
    fake.fail('discover.categories', { code: 'SERVICE_ERROR', message: 'The service failed.' })
    await mountAt(BrowseView, '/browse', '/browse')
    expect(wrapper!.get('[role="alert"]').text()).toContain('The service failed.')
  })

  it('a category: its name and playlists; empty says so', async () => {
    fake.answer('discover.category', () => ({ id: 'pop', name: 'Pop', images: [] }))
    fake.answer('discover.categoryPlaylists', () => ({
      message: null,
      playlists: page([playlist('Pop Hits')]),
    }))
    await mountAt(CategoryView, '/browse/pop', '/browse/:id')
    expect(wrapper!.get('[data-testid="category-name"]').text()).toBe('Pop')
    expect(wrapper!.text()).toContain('Pop Hits')
    wrapper!.unmount()
    setActivePinia(createPinia())
    fake.answer('discover.categoryPlaylists', () => ({ message: null, playlists: page([]) }))
    await mountAt(CategoryView, '/browse/pop', '/browse/:id')
    expect(wrapper!.get('[data-testid="list-empty"]').text()).toContain('no playlists')
  })
})
