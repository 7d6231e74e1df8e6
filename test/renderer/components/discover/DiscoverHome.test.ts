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
const { artist, capabilities, page, playlist } = await import('../../support/discover-states')
const { historyStatus, jumpItem, listenedPlay, newRelease, rediscoverItem, trackPlays } =
  await import('../../support/history-states')

const CLASSIC = ['browse.newReleases', 'browse.featured', 'browse.categories'] as const
const never = () => new Promise(() => {})

/**
 * Home on every service: the shelves made from the history Encore keeps, then Your top and Recently played,
 * then the service's own shelves where it offers them; each loads, fails with Retry, and is not shown while
 * empty, on its own.
 */
describe('DiscoverHome', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
    fake.answer('session.get', () => signedIn())
    fake.answer('settings.get', () => snapshot())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('app.capabilities', () => capabilities())
    fake.answer('history.status', () => historyStatus())
    fake.answer('history.jumpBackIn', () => [
      jumpItem('Blue Album'),
      jumpItem('Morning', { kind: 'playlist' }),
    ])
    fake.answer('history.onRepeat', () => [trackPlays('Loop', 7)])
    fake.answer('history.newReleases', () => ({
      items: [newRelease('Fresh Single')],
      followedArtists: 40,
      checkedArtists: 12,
      checkedAt: Date.now(),
    }))
    fake.answer('history.rediscover', () => [rediscoverItem('Old Love', null)])
    fake.answer('history.recentlyPlayed', () => ({
      items: [listenedPlay('Again'), listenedPlay('Again'), listenedPlay('Once')],
      nextBefore: null,
    }))
    fake.answer('discover.topArtists', () => page([artist('Nina')]))
    fake.answer('discover.topTracks', (input) =>
      page([libTrack(`Top of ${(input as { range: string }).range}`)]),
    )
    fake.answer('discover.newReleases', () => page([newRelease('Fresh').album]))
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
  const shown = (id: string) => wrapper!.find(`[data-testid="shelf-${id}"]`).exists()
  /** The regions of Home, by name, in order. */
  const regions = () =>
    wrapper!
      .findAll('section[aria-labelledby]')
      .filter((region) => !region.element.parentElement?.closest('section[aria-labelledby]'))
      .map((region) => document.getElementById(region.attributes('aria-labelledby')!)!.textContent!.trim())
  const asked = (method: string) => fake.calls.filter(([name]) => name === method)

  it('shows the shelves in order, each named as a region; the service’s own below where it offers them', async () => {
    await mountHome()
    expect(regions()).toEqual([
      'Jump back in',
      'On repeat',
      'New from artists you follow',
      'Rediscover',
      'Your top',
      'Recently played',
      'New releases',
      'Featured playlists',
      'Categories',
    ])
    expect(
      shelf('jump-back-in')
        .findAll('article')
        .map((tile) => tile.attributes('aria-label')),
    ).toEqual(['Blue Album', 'Morning'])
    expect(shelf('on-repeat').text()).toContain('7 plays')
    expect(shelf('followed-releases').text()).toContain('Fresh Single')
    expect(shelf('followed-releases').text()).toContain('Single · 2 days ago')
    expect(shelf('followed-releases').get('[data-testid="shelf-subtitle"]').text()).toBe(
      'Checked 12 of the 40 artists you follow so far; each is looked at once a day.',
    )
    expect(shelf('rediscover').text()).toContain('Old Love')
    // Each track once, with Play again.
    expect(shelf('recent').findAll('article')).toHaveLength(2)
    expect(shelf('recent').find('button[aria-label="Play again"]').exists()).toBe(true)
    expect(shelf('featured').get('[data-testid="shelf-subtitle"]').text()).toBe('Good morning')
    expect(shelf('categories').get('a[href="/browse/pop"]').text()).toContain('Pop')
  })

  it('reads the history shelves without waiting for the service: they show while nothing else has answered', async () => {
    fake.answer('app.capabilities', never)
    fake.answer('discover.topArtists', never)
    fake.answer('discover.topTracks', never)
    await mountHome()
    for (const id of ['jump-back-in', 'on-repeat', 'followed-releases', 'rediscover', 'recent'])
      expect(shelf(id).findAll('article').length, id).toBeGreaterThan(0)
    expect(shelf('top-artists').find('[data-testid="skeleton"]').exists()).toBe(true)
    // The service's own shelves wait to know whether it offers them: nothing shows, nothing is asked.
    expect(shown('new-releases')).toBe(false)
    expect(asked('discover.newReleases')).toEqual([])
  })

  it('shows placeholders while a shelf loads, the others beside it', async () => {
    fake.answer('history.onRepeat', never)
    await mountHome()
    expect(shelf('on-repeat').find('[data-testid="skeleton"]').exists()).toBe(true)
    expect(shelf('jump-back-in').find('[data-testid="skeleton"]').exists()).toBe(false)
  })

  it('a failing shelf says so with Retry; the others stand; Retry reads again', async () => {
    let fail = true
    fake.answer('history.jumpBackIn', () => {
      if (fail)
        throw new fake.BridgeCallError({ code: 'INTERNAL', message: 'The history could not be read.' })
      return [jumpItem('Back Again')]
    })
    await mountHome()
    const jump = shelf('jump-back-in')
    expect(jump.get('[role="alert"]').text()).toContain('The history could not be read.')
    expect(shelf('on-repeat').findAll('article')).toHaveLength(1)
    fail = false
    await jump.get('button.btn--secondary').trigger('click')
    await flushPromises()
    expect(shelf('jump-back-in').text()).toContain('Back Again')
  })

  it('a shelf with nothing in it is not shown; Your top goes while both its shelves are empty', async () => {
    fake.answer('history.onRepeat', () => [])
    fake.answer('history.rediscover', () => [])
    fake.answer('history.newReleases', () => ({
      items: [],
      followedArtists: 3,
      checkedArtists: 3,
      checkedAt: 1,
    }))
    fake.answer('discover.topArtists', () => page([]))
    fake.answer('discover.topTracks', () => page([]))
    fake.answer('discover.featured', () => ({ message: null, playlists: page([]) }))
    await mountHome()
    expect(regions()).toEqual(['Jump back in', 'Recently played', 'New releases', 'Categories'])
    expect(wrapper!.find('[data-testid="list-empty"]').exists()).toBe(false)
  })

  it('where the service does not offer its own shelves they are simply not there: no line, no request', async () => {
    fake.answer('app.capabilities', () => capabilities([...CLASSIC]))
    await mountHome()
    expect(regions()).toEqual([
      'Jump back in',
      'On repeat',
      'New from artists you follow',
      'Rediscover',
      'Your top',
      'Recently played',
    ])
    expect(wrapper!.find('[data-testid="feature-unavailable"]').exists()).toBe(false)
    expect(wrapper!.text()).not.toContain('no longer offer')
    for (const method of ['discover.newReleases', 'discover.featured', 'discover.categories'])
      expect(asked(method), method).toEqual([])
  })

  it('a refusal met on the way takes that shelf away, with no line', async () => {
    fake.fail('discover.featured', { code: 'UNAVAILABLE', message: 'The service refused this to your app.' })
    await mountHome()
    expect(shown('featured')).toBe(false)
    expect(shown('new-releases')).toBe(true)
    expect(wrapper!.text()).not.toContain('refused')
  })

  it('Jump back in plays where you left it; Play again plays where it played from', async () => {
    const fromAlbum = listenedPlay('Album song', {
      context: { type: 'album', uri: 'spotify:album:al1', name: 'Blue Album' },
    })
    fake.answer('history.recentlyPlayed', () => ({
      items: [fromAlbum, listenedPlay('Alone')],
      nextBefore: null,
    }))
    fake.answer('playback.play', never)
    await mountHome()
    await shelf('jump-back-in').get('button[aria-label="Play"]').trigger('click')
    for (const button of shelf('recent').findAll('button[aria-label="Play again"]'))
      await button.trigger('click')
    await flushPromises()
    expect(asked('playback.play').map(([, input]) => input)).toEqual([
      {
        contextUri: 'spotify:album:BlueAlbum',
        offset: { uri: 'spotify:track:BlueAlbum3' },
        positionMs: 61_500,
      },
      { contextUri: 'spotify:album:al1', offset: { uri: fromAlbum.track.uri } },
      { uris: ['spotify:track:Alone'] },
    ])
  })

  it('Jump back in after the last track played to its end starts the album or playlist again; else the next', async () => {
    const finished = (trackUri: string) => ({ trackUri, positionMs: 0, finished: true, durationMs: 200_000 })
    fake.answer('history.jumpBackIn', () => [
      jumpItem('Done Album', { resume: finished('spotify:track:Closer') }),
      jumpItem('Done Mix', {
        kind: 'playlist',
        uri: 'spotify:playlist:DoneMix',
        resume: finished('spotify:track:End'),
      }),
      jumpItem('Mid Mix', {
        kind: 'playlist',
        uri: 'spotify:playlist:MidMix',
        resume: finished('spotify:track:Two'),
      }),
    ])
    fake.answer('catalog.album', () => ({ tracks: [libTrack('Opener'), libTrack('Closer')] }))
    fake.answer('playlists.get', () => ({ totalItems: 3, itemsUnavailable: null, revision: 4 }))
    fake.answer('playlists.items', (input) => {
      const { id, offset } = input as { id: string; offset: number }
      return {
        revision: 4,
        offset,
        total: 3,
        items: [{ track: libTrack(id === 'DoneMix' ? 'End' : 'Three') }],
      }
    })
    fake.answer('playback.play', never)
    await mountHome()
    for (const button of shelf('jump-back-in').findAll('button[aria-label="Play"]')) {
      await button.trigger('click')
      await flushPromises()
    }
    expect(asked('playback.play').map(([, input]) => input)).toEqual([
      { contextUri: 'spotify:album:DoneAlbum' },
      { contextUri: 'spotify:playlist:DoneMix' },
      { contextUri: 'spotify:playlist:MidMix', offset: { uri: 'spotify:track:Two' }, positionMs: 200_001 },
    ])
    // The last entry only: one item read after the playlist was opened.
    expect(asked('playlists.items').map(([, input]) => input)).toEqual([
      { id: 'DoneMix', offset: 2, limit: 1, revision: 4 },
      { id: 'MidMix', offset: 2, limit: 1, revision: 4 },
    ])
  })

  it('Jump back in asks for no last track unless the track played to its end', async () => {
    fake.answer('playback.play', never)
    await mountHome()
    await shelf('jump-back-in').get('button[aria-label="Play"]').trigger('click')
    await flushPromises()
    expect(asked('playback.play')).toHaveLength(1)
    expect(asked('catalog.album')).toEqual([])
  })

  it('reads the history again when it changes, keeping what shows until the new answer', async () => {
    let items = [jumpItem('First')]
    fake.answer('history.jumpBackIn', () => items)
    await mountHome()
    expect(shelf('jump-back-in').text()).toContain('First')
    items = [jumpItem('Just Played'), jumpItem('First')]
    fake.emit('history.changed', historyStatus({ revision: 2, plays: 121 }))
    expect(shelf('jump-back-in').text()).toContain('First')
    await flushPromises()
    expect(
      shelf('jump-back-in')
        .findAll('article')
        .map((tile) => tile.attributes('aria-label')),
    ).toEqual(['Just Played', 'First'])
  })

  it('an empty history says how Home fills, once the service’s recently played was read', async () => {
    fake.answer('history.status', () => historyStatus({ plays: 0, serviceReadAt: null }))
    await mountHome()
    expect(wrapper!.find('[data-testid="home-history-empty"]').exists()).toBe(false)
    fake.emit('history.changed', historyStatus({ plays: 0, revision: 2 }))
    await flushPromises()
    expect(wrapper!.get('[data-testid="home-history-empty"]').text()).toContain('Home fills as you listen')
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
    expect(asked('discover.topArtists').map(([, input]) => input)).toEqual([
      { range: 'medium_term', limit: 20 },
      { range: 'short_term', limit: 20 },
    ])
  })
})
