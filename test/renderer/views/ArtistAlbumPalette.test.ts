import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ArtistView } = await import('../../../renderer/src/views/ArtistView.vue')
const { default: AlbumView } = await import('../../../renderer/src/views/AlbumView.vue')
const { default: CommandPalette } =
  await import('../../../renderer/src/components/library/CommandPalette.vue')
const { signedIn } = await import('../support/states')
const { libraryStatus, libTrack, paletteMatch } = await import('../support/library-states')
const { callsOf } = await import('../support/mount-player')
const { playing } = await import('../support/playback-states')
const { useCapabilitiesStore } = await import('../../../renderer/src/stores/capabilities')

const artist = { id: 'ar1', uri: 'spotify:artist:ar1', name: 'Nina Blue', images: [], genres: ['jazz'] }
const album = (id: string) => ({
  id,
  uri: `spotify:album:${id}`,
  name: `Album ${id}`,
  artists: [{ id: 'ar1', name: 'Nina Blue', uri: 'spotify:artist:ar1' }],
  images: [],
  albumType: 'album',
  releaseDate: '1999-04-01',
  totalTracks: 2,
})

async function mountAt(path: string, component: object) {
  setActivePinia(createPinia())
  // The app creates it at start; it reads what the service offers when the connection opens.
  useCapabilitiesStore()
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/artist/:id', component: ArtistView },
      { path: '/album/:id', component: AlbumView },
      { path: '/:other(.*)*', component: { render: () => null } },
    ],
  })
  await router.push(path)
  const wrapper = mount(component, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
  return { wrapper, router }
}

describe('artist, album and the palette', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('session.get', () => signedIn())
    fake.answer('playback.get', () => null)
    fake.answer('app.capabilities', () => ({ generation: 'classic', unavailable: [], refusal: null }))
    fake.answer('library.status', () => libraryStatus())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('catalog.artistAlbums', (input) => {
      const { group, offset } = input as { group: string; offset: number }
      return group === 'album'
        ? { items: [album(`a${offset}`)], offset, total: 2, hasMore: offset === 0 }
        : { items: [], offset, total: 0, hasMore: false }
    })
  })
  afterEach(() => wrapper?.unmount())

  it('an artist: top tracks, albums by group a page at a time, Follow', async () => {
    fake.answer('catalog.artist', () => ({
      artist,
      followers: 1200,
      topTracks: [libTrack('Hit')],
      topTracksUnavailable: null,
    }))
    fake.answer('library.setSaved', () => [true])
    ;({ wrapper } = await mountAt('/artist/ar1', ArtistView))
    expect(wrapper.get('h1').text()).toBe('Nina Blue')
    expect(
      wrapper.get('[role="grid"][aria-label="Top tracks"]').findAll('[role="row"][data-index]'),
    ).toHaveLength(1)
    const albums = wrapper.get('section[aria-label="Albums"]')
    expect(albums.findAll('article').map((tile) => tile.attributes('aria-label'))).toEqual(['Album a0'])
    await albums
      .findAll('button')
      .find((button) => button.text().startsWith('Show more'))!
      .trigger('click')
    await flushPromises()
    expect(albums.findAll('article')).toHaveLength(2)
    expect(
      callsOf('catalog.artistAlbums').filter((input) => (input as { group: string }).group === 'album'),
    ).toEqual([
      { id: 'ar1', group: 'album', offset: 0, limit: 10, market: 'from_token' },
      { id: 'ar1', group: 'album', offset: 1, limit: 10, market: 'from_token' },
    ])
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Follow')!
      .trigger('click')
    await flushPromises()
    expect(callsOf('library.setSaved')).toEqual([
      // Named, so core's outbox and the page's notices can say what was followed.
      { uris: ['spotify:artist:ar1'], saved: true, names: ['Nina Blue'] },
    ])
    expect(wrapper.findAll('button').some((button) => button.text() === 'Unfollow')).toBe(true)
  })

  it('top tracks the service no longer offers: one line that says so, the rest of the page as usual', async () => {
    const reason = 'Spotify no longer offers this to apps registered after November 2024 / February 2026.'
    fake.answer('app.capabilities', () => ({
      generation: '2026',
      unavailable: [{ feature: 'artist.topTracks', reason }],
      refusal: null,
    }))
    fake.answer('catalog.artist', () => ({
      artist,
      followers: null,
      topTracks: null,
      topTracksUnavailable: reason,
    }))
    ;({ wrapper } = await mountAt('/artist/ar1', ArtistView))
    expect(wrapper.get('[data-feature="artist.topTracks"]').text()).toBe(reason)
    expect(wrapper.find('section[aria-label="Albums"]').exists()).toBe(true)
  })

  it('an album: tracks, total length, label, release date, and Save', async () => {
    fake.answer('catalog.album', () => ({
      ...album('al1'),
      label: 'Blue Note',
      genres: [],
      tracks: [libTrack('One'), libTrack('Two')],
      totalMs: 400_000,
    }))
    ;({ wrapper } = await mountAt('/album/al1', AlbumView))
    const head = wrapper.get('[data-testid="album-head"]')
    // Dates and lengths in words of the system's language (en-US here), never the service's 1999-04-01.
    expect(head.text()).toContain('Apr 1, 1999')
    expect(head.text()).toContain('2 tracks, 6 min 40 sec')
    expect(head.text()).toContain('Blue Note')
    expect(head.findAll('button').map((button) => button.text())).toEqual([
      'Play',
      'Shuffle play',
      'Save to Your Library',
    ])
    expect(wrapper.findAll('[role="row"][data-index]')).toHaveLength(2)
    // Shuffle play: from a random one of its tracks, shuffle on.
    fake.answer('playback.play', () => playing({ shuffle: false }))
    fake.answer('playback.run', () => ({ status: 'done' }))
    await head.findAll('button')[1]!.trigger('click')
    await flushPromises()
    const started = callsOf('playback.play')[0] as { contextUri: string; offset: { position: number } }
    expect(started.contextUri).toBe('spotify:album:al1')
    expect([0, 1]).toContain(started.offset.position)
    expect(callsOf('playback.run')).toEqual([{ id: 'player.setShuffle', args: { on: true } }])
    // While the album plays, its Play is Pause (as Spotify's), and pauses it.
    fake.emit(
      'playback.state',
      playing({ context: { type: 'album', uri: 'spotify:album:al1', name: 'Album al1' } }),
    )
    await flushPromises()
    expect(head.get('button').text()).toBe('Pause')
    await head.get('button').trigger('click')
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([
      { id: 'player.setShuffle', args: { on: true } },
      { id: 'player.pause' },
    ])
  })

  it('an artist: Shuffle play starts the artist with shuffle on (an artist takes no place to start at)', async () => {
    fake.answer('catalog.artist', () => ({ artist, followers: 1, topTracks: [], topTracksUnavailable: null }))
    fake.answer('playback.play', () => playing({ shuffle: false }))
    fake.answer('playback.run', () => ({ status: 'done' }))
    ;({ wrapper } = await mountAt('/artist/ar1', ArtistView))
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Shuffle play')!
      .trigger('click')
    await flushPromises()
    expect(callsOf('playback.play')).toEqual([{ contextUri: 'spotify:artist:ar1' }])
    expect(callsOf('playback.run')).toEqual([{ id: 'player.setShuffle', args: { on: true } }])
  })

  it('the palette: fuzzy matches from core, arrows to choose, Enter opens; the last choice searches', async () => {
    fake.answer('library.find', (input) =>
      (input as { query: string }).query
        ? [
            paletteMatch('playlist', 'p1', 'Running Mix', 'Demo Listener'),
            paletteMatch('artist', 'ar1', 'Nina Blue'),
          ]
        : [],
    )
    const mounted = await mountAt('/home', CommandPalette)
    wrapper = mounted.wrapper
    const box = wrapper.get('input[role="combobox"]')
    await box.setValue('runing')
    await flushPromises()
    const options = wrapper.findAll('[role="option"]')
    // The first choice is marked as the one Enter runs.
    expect(options.map((option) => option.text())).toEqual([
      'Running MixPlaylist · Demo ListenerEnter',
      'Nina BlueArtist',
      'Search for “runing”Search the whole catalogue',
    ])
    await box.trigger('keydown', { key: 'ArrowDown' })
    expect(wrapper.findAll('[role="option"]')[1]!.attributes('aria-selected')).toBe('true')
    await box.trigger('keydown', { key: 'ArrowUp' })
    await box.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(mounted.router.currentRoute.value.fullPath).toBe('/playlist/p1')
  })
})
