import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Component } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { Episode, EpisodeDetail, SessionState, ShowDetail } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ShowView } = await import('../../../renderer/src/views/ShowView.vue')
const { default: EpisodeView } = await import('../../../renderer/src/views/EpisodeView.vue')
const { default: LibraryView } = await import('../../../renderer/src/views/LibraryView.vue')
const { signedIn } = await import('../support/states')
const { libraryStatus } = await import('../support/library-states')
const { episodePlaying } = await import('../support/playback-states')
const { callsOf } = await import('../support/mount-player')
const { useKeptViewStore } = await import('../../../renderer/src/stores/kept-view')

/** Podcasts in the page: a show's page, an episode's page, and the library's podcast tabs. */

const showRef = {
  id: 'show1',
  uri: 'spotify:show:show1',
  name: 'Violet Comedy',
  publisher: 'Honey Echo',
  images: [],
}
const episode = (id: string, resumePoint: Episode['resumePoint'], show: Episode['show'] = null): Episode => ({
  id,
  uri: `spotify:episode:${id}`,
  name: `Episode ${id}`,
  show,
  images: [],
  durationMs: 3_000_000,
  releaseDate: '2026-11-19',
  explicit: false,
  isPlayable: true,
  resumePoint,
})
const showDetail = (): ShowDetail => ({
  ...showRef,
  explicit: false,
  totalEpisodes: 3,
  description: 'A show about comedy. Notes: https://example.com/violet',
  languages: ['en'],
  episodes: {
    items: [
      episode('ep1', { fullyPlayed: false, positionMs: 600_000 }),
      episode('ep2', { fullyPlayed: true, positionMs: 0 }),
    ],
    offset: 0,
    total: 3,
    hasMore: true,
  },
})

async function mountAt(
  component: Component,
  path: string,
  pattern: string,
  session: SessionState = signedIn(),
) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => session)
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: pattern, component },
      { path: '/:other(.*)*', component: { render: () => null } },
    ],
  })
  await router.push(path)
  const wrapper = mount(component, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
  return { wrapper, router }
}

const rowNames = (wrapper: VueWrapper) =>
  wrapper.findAll('[role="row"][data-index]').map((row) => row.attributes('aria-label'))

describe('the spoken-word pages', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.get', () => episodePlaying())
    fake.answer('playback.setVisible', () => undefined)
    fake.answer('library.status', () => libraryStatus())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('library.setSaved', (input) => (input as { uris: string[] }).uris.map(() => true))
    fake.answer('playback.play', () => episodePlaying())
  })
  afterEach(() => wrapper?.unmount())

  it('a show: Follow, its episodes as "<episode> from <show>" with where you are, Play from there, more pages', async () => {
    fake.answer('catalog.show', () => showDetail())
    fake.answer('catalog.showEpisodes', () => ({
      items: [episode('ep3', { fullyPlayed: false, positionMs: 0 })],
      offset: 2,
      total: 3,
      hasMore: false,
    }))
    ;({ wrapper } = await mountAt(ShowView, '/show/show1', '/show/:id'))
    expect(wrapper.get('h1').text()).toBe('Violet Comedy')
    expect(wrapper.get('[data-testid="notes"] a').attributes('href')).toBe('https://example.com/violet')
    expect(rowNames(wrapper)).toEqual(['Episode ep1 from Violet Comedy', 'Episode ep2 from Violet Comedy'])
    const progress = wrapper.findAll('[data-testid="episode-progress"]').map((cell) => cell.text())
    expect(progress).toEqual(['40 min left', 'Played'])
    // "Mark as played" is not offered: the service has no way to do it.
    expect(
      wrapper.findAll('button').map((button) => button.text() || button.attributes('aria-label')),
    ).not.toContain('Mark as played')

    const follow = wrapper.findAll('button').find((button) => button.text() === 'Follow')!
    await follow.trigger('click')
    await flushPromises()
    expect(callsOf('library.setSaved')).toEqual([
      { uris: ['spotify:show:show1'], saved: true, names: ['Violet Comedy'] },
    ])
    expect(wrapper.findAll('button').some((button) => button.text() === 'Unfollow')).toBe(true)

    await wrapper.get('[role="row"][data-index="0"] button[aria-label="Play"]').trigger('click')
    expect(callsOf('playback.play').at(-1)).toEqual({
      contextUri: 'spotify:show:show1',
      offset: { uri: 'spotify:episode:ep1' },
      positionMs: 600_000,
    })
    // A played episode starts again from the start.
    await wrapper.get('[role="row"][data-index="1"] button[aria-label="Play"]').trigger('click')
    expect(callsOf('playback.play').at(-1)).toMatchObject({ positionMs: 0 })

    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Show more episodes')!
      .trigger('click')
    await flushPromises()
    expect(callsOf('catalog.showEpisodes')).toEqual([
      { id: 'show1', market: 'from_token', offset: 2, limit: 50 },
    ])
    expect(rowNames(wrapper)).toHaveLength(3)
    expect(wrapper.findAll('button').some((button) => button.text() === 'Show more episodes')).toBe(false)
  })

  it('an episode: notes that look like markup stay text, and only web links become links', async () => {
    const detail: EpisodeDetail = {
      ...episode('ep1', null, showRef),
      description:
        'Tags like <b>this</b> stay text, & so does <3. javascript:alert(1) See https://example.com/n?ref=feed&t=30',
      languages: ['en'],
    }
    fake.answer('catalog.episode', () => detail)
    ;({ wrapper } = await mountAt(EpisodeView, '/episode/ep1', '/episode/:id'))
    const notes = wrapper.get('[data-testid="notes"]')
    expect(notes.text()).toContain('Tags like <b>this</b> stay text, & so does <3.')
    expect(notes.find('b').exists()).toBe(false)
    const links = notes.findAll('a')
    expect(links.map((link) => link.attributes('href'))).toEqual(['https://example.com/n?ref=feed&t=30'])
    expect(links[0]!.attributes('target')).toBe('_blank')
    expect(links[0]!.attributes('rel')).toBe('noopener noreferrer')
    expect(wrapper.get('.episode__show a').attributes('href')).toBe('/show/show1')
  })

  it('the library: Podcasts with unplayed counts, Episodes as "<episode> from <show>"; Audiobooks only where sold', async () => {
    fake.answer('library.shows', () => ({
      revision: 1,
      offset: 0,
      total: 1,
      items: [
        {
          show: { ...showRef, explicit: false, totalEpisodes: 80 },
          addedAt: null,
          unplayed: { count: 50, of: 50 },
        },
      ],
    }))
    fake.answer('library.episodes', () => ({
      revision: 1,
      offset: 0,
      total: 1,
      items: [{ episode: episode('ep1', { fullyPlayed: false, positionMs: 0 }, showRef), addedAt: null }],
    }))
    const abroad = signedIn()
    if (abroad.status === 'signed-in') abroad.user.country = 'DE'
    const mounted = await mountAt(LibraryView, '/library/shows', '/library/:tab?', abroad)
    wrapper = mounted.wrapper
    const tabs = wrapper.findAll('[role="tab"]').map((tab) => tab.text().replace(/\s+/g, ' '))
    expect(tabs).toEqual(['Tracks 3', 'Albums 2', 'Playlists 4', 'Artists 1', 'Podcasts 2', 'Episodes 1'])
    expect(rowNames(wrapper)).toEqual(['Violet Comedy, Honey Echo'])
    expect(wrapper.get('[role="row"][data-index="0"]').text()).toContain('50+ unplayed')
    await mounted.router.push('/library/episodes')
    await flushPromises()
    expect(rowNames(wrapper)).toEqual(['Episode ep1 from Violet Comedy'])
  })

  it('Episodes opens where it was when its window was released, and tells where it is for the next time', async () => {
    const episodes = Array.from({ length: 500 }, (_, at) =>
      episode(`e${at}`, { fullyPlayed: false, positionMs: 0 }, showRef),
    )
    fake.answer('library.episodes', (input) => {
      const { offset, limit } = input as { offset: number; limit: number }
      const items = episodes.slice(offset, offset + limit).map((item) => ({ episode: item, addedAt: null }))
      return { revision: 1, offset, total: episodes.length, items }
    })
    fake.answer('desktop.keepView', () => undefined)
    const query = { sort: 'title', reverse: true, filter: '' }
    fake.answer('desktop.restoreView', () => ({
      list: { key: 'library:episodes', query, firstRow: 240, currentRow: 242, selected: [] },
    }))
    setActivePinia(createPinia())
    const keeper = useKeptViewStore()
    await keeper.ask('/library/episodes')
    keeper.setRoute('/library/episodes')
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/library/:tab?', component: LibraryView }],
    })
    await router.push('/library/episodes')
    wrapper = mount(LibraryView, { attachTo: document.body, global: { plugins: [router] } })
    fake.connect()
    await flushPromises()
    // Its two chunks came between two frames: drawn with the next.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await flushPromises()
    // The first read is of the rows around row 240 in the order it had (never the list's head), and row 242
    // has the list's focus stop.
    const reads = callsOf('library.episodes') as {
      offset: number
      limit: number
      sort: string
      reverse: boolean
    }[]
    expect(reads[0]).toMatchObject({ sort: 'title', reverse: true })
    expect(reads[0]!.offset).toBeLessThanOrEqual(240)
    expect(reads[0]!.offset + reads[0]!.limit).toBeGreaterThan(240)
    expect(wrapper.get('[role="row"][data-index="242"]').attributes('tabindex')).toBe('0')
    // Where it is now goes back to core for the next release.
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(callsOf('desktop.keepView').at(-1)).toMatchObject({
      route: '/library/episodes',
      list: { key: 'library:episodes', query, currentRow: 242 },
    })
  })
})
