import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: LibraryView } = await import('../../../renderer/src/views/LibraryView.vue')
const { signedIn } = await import('../support/states')
const { libraryStatus, libTrack } = await import('../support/library-states')
const { callsOf } = await import('../support/mount-player')

const tracks = [libTrack('Blue Monday'), libTrack('Atmosphere'), libTrack('Age of Consent')]
type WindowInput = { offset: number; limit: number; sort?: string; reverse?: boolean; filter?: string }

/** The service's answer for a library without saved tracks. */
const answerNoTracks = () =>
  fake.answer('library.tracks', (input) => ({
    revision: 1,
    offset: (input as WindowInput).offset,
    total: 0,
    items: [],
  }))

async function mountLibrary(path = '/library/tracks') {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('playback.get', () => null)
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/library/:tab?', component: LibraryView },
      { path: '/:other(.*)*', component: { render: () => null } },
    ],
  })
  await router.push(path)
  const wrapper = mount(LibraryView, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
  return { wrapper, router }
}

describe('LibraryView', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('library.status', () => libraryStatus())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => true))
    fake.answer('library.tracks', (input) => {
      const { offset, limit, filter = '' } = input as WindowInput
      const matching = tracks.filter((track) => track.name.toLowerCase().includes(filter.toLowerCase()))
      return {
        revision: 1,
        offset,
        total: matching.length,
        items: matching
          .slice(offset, offset + limit)
          .map((track) => ({ track, addedAt: '2025-05-01T10:00:00Z' })),
      }
    })
  })
  afterEach(() => wrapper?.unmount())

  it('shows the tabs with their counts and the rows core sends, as named rows', async () => {
    ;({ wrapper } = await mountLibrary())
    const tabs = wrapper.findAll('[role="tab"]')
    // Named by what they show (the word and the count), so speech and sight agree.
    expect(tabs.map((tab) => tab.text().replace(/\s+/g, ' '))).toEqual([
      'Tracks 3',
      'Albums 2',
      'Playlists 4',
      'Artists 1',
      'Podcasts 2',
      'Episodes 1',
      'Audiobooks 0',
    ])
    expect(tabs.every((tab) => tab.attributes('aria-label') === undefined)).toBe(true)
    expect(tabs[0]!.attributes('aria-selected')).toBe('true')
    const rows = wrapper.findAll('[role="row"][data-index]')
    expect(rows.map((row) => row.attributes('aria-label'))).toEqual([
      'Blue Monday by Nina Blue',
      'Atmosphere by Nina Blue',
      'Age of Consent by Nina Blue',
    ])
    // Three rows and the header row.
    expect(wrapper.get('[role="grid"]').attributes('aria-rowcount')).toBe('4')
  })

  it('asks core for a window at a time, filtered and sorted there as typed and chosen', async () => {
    ;({ wrapper } = await mountLibrary())
    expect(callsOf('library.tracks').at(-1)).toMatchObject({
      offset: 0,
      limit: 100,
      sort: 'recent',
      filter: '',
    })
    await wrapper.get('input[aria-label="Filter"]').setValue('blue')
    await flushPromises()
    expect(callsOf('library.tracks').at(-1)).toMatchObject({ filter: 'blue' })
    expect(wrapper.findAll('[role="row"][data-index]').map((row) => row.attributes('aria-label'))).toEqual([
      'Blue Monday by Nina Blue',
    ])
    await wrapper.get('select').setValue('title')
    await flushPromises()
    expect(callsOf('library.tracks').at(-1)).toMatchObject({ sort: 'title', filter: 'blue' })
  })

  it('reads the rows again when core pushes a newer revision', async () => {
    ;({ wrapper } = await mountLibrary())
    const before = callsOf('library.tracks').length
    fake.emit('library.changed', libraryStatus({ revision: 1 }))
    await flushPromises()
    expect(callsOf('library.tracks')).toHaveLength(before)
    fake.emit('library.changed', libraryStatus({ revision: 2 }))
    await flushPromises()
    expect(callsOf('library.tracks')).toHaveLength(before + 1)
  })

  it('says when there is nothing, and when a filter matches nothing', async () => {
    answerNoTracks()
    ;({ wrapper } = await mountLibrary())
    expect(wrapper.get('[data-testid="list-empty"]').text()).toContain('You have no saved tracks yet')
    await wrapper.get('input[aria-label="Filter"]').setValue('zzz')
    await flushPromises()
    expect(wrapper.get('[data-testid="list-empty"]').text()).toBe('None of your saved tracks matches “zzz”.')
  })

  it('a failed read says so with Retry, which reads again', async () => {
    fake.fail('library.tracks', { code: 'SERVICE_ERROR', message: 'The service answered 500.' })
    ;({ wrapper } = await mountLibrary())
    const state = wrapper.get('[data-testid="list-state"]')
    // Said in a listener's words: the status went to the log.
    expect(state.text()).toContain('The service had a problem with that.')
    expect(state.text()).not.toContain('500')
    fake.answer('library.tracks', () => ({
      revision: 1,
      offset: 0,
      total: 1,
      items: [{ track: tracks[0], addedAt: null }],
    }))
    await state.get('button').trigger('click')
    await flushPromises()
    expect(wrapper.findAll('[role="row"][data-index]')).toHaveLength(1)
  })

  it('a list the sign-in may not read offers "Grant access", which signs in again', async () => {
    const status = libraryStatus()
    status.sync.kinds.albums = {
      state: 'failed',
      loaded: 0,
      total: null,
      resumesAt: null,
      error: {
        code: 'INSUFFICIENT_SCOPE',
        message: 'Your sign-in does not allow Encore to see your saved tracks and albums.',
      },
    }
    fake.answer('library.status', () => status)
    fake.answer('library.albums', () => ({ revision: 1, offset: 0, total: 0, items: [] }))
    fake.answer('session.signIn', () => signedIn())
    ;({ wrapper } = await mountLibrary('/library/albums'))
    const state = wrapper.get('[data-testid="list-state"]')
    expect(state.text()).toContain('does not allow Encore')
    await state.get('button').trigger('click')
    await flushPromises()
    expect(callsOf('session.signIn')).toHaveLength(1)
  })

  it('shows reading progress with counts, and Cancel stops it', async () => {
    const syncing = libraryStatus()
    syncing.sync.state = 'syncing'
    syncing.sync.kinds.tracks = { state: 'reading', loaded: 150, total: 600, error: null, resumesAt: null }
    fake.answer('library.status', () => syncing)
    fake.answer('library.cancelSync', () => libraryStatus())
    ;({ wrapper } = await mountLibrary())
    const bar = wrapper.get('[role="progressbar"]')
    expect(bar.attributes('aria-valuetext')).toContain('Tracks 150 of 600')
    await wrapper.get('[data-testid="sync-progress"] button').trigger('click')
    await flushPromises()
    expect(callsOf('library.cancelSync')).toHaveLength(1)
  })

  /** The tracks held back by the day's budget a minute from now, `loaded` of `total` read; and that hour's words. */
  function heldTracks(loaded: number, total: number | null) {
    const resumesAt = new Date(Date.now() + 60_000)
    const held = libraryStatus({ counts: { ...libraryStatus().counts, tracks: loaded } })
    held.sync.state = 'held'
    held.sync.kinds.tracks = { state: 'held', loaded, total, error: null, resumesAt: resumesAt.getTime() }
    fake.answer('library.status', () => held)
    const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(resumesAt)
    return (what: string) =>
      new RegExp(`Encore reads ${what} (tomorrow )?at ${time}, to stay within Spotify’s daily limit\\.`)
  }

  it('a read held back by the day’s budget says what was read and when the rest comes, with no error in the list', async () => {
    const readsLater = heldTracks(1800, 3000)
    ;({ wrapper } = await mountLibrary())
    const words = wrapper.get('[data-testid="sync-progress"]').text()
    expect(words).toContain('Tracks 1,800 of 3,000 read.')
    expect(words).toMatch(readsLater('the rest'))
    expect(wrapper.find('[role="progressbar"]').exists()).toBe(false)
    expect(wrapper.text()).not.toContain('could not be read')
  })

  it('a tab held back before its first page says when it is read, not that nothing is saved', async () => {
    const readsLater = heldTracks(0, null)
    answerNoTracks()
    ;({ wrapper } = await mountLibrary())
    const panel = wrapper.get('[role="tabpanel"]').text()
    expect(panel).toMatch(readsLater('your tracks'))
    expect(panel).not.toContain('You have no saved tracks yet')
  })

  it("a row's buttons exist on the list's current row and on the row under the pointer, not on every row", async () => {
    ;({ wrapper } = await mountLibrary())
    const buttonsOf = (at: number) =>
      wrapper!
        .findAll('[role="row"][data-index]')
        [at]!.findAll('button')
        .map((button) => button.attributes('aria-label'))
    // The first row is the list's stop in the tab order: its buttons are there for Left/Right.
    expect(buttonsOf(0)).toEqual([
      'Play',
      'Add to queue',
      'Remove from Your Library',
      'Add to playlist',
      'More',
    ])
    expect(buttonsOf(1)).toEqual([])
    expect(buttonsOf(2)).toEqual([])
    const pointed = wrapper.findAll('[role="row"][data-index]')[2]!.get('.track-row')
    await pointed.trigger('mouseenter')
    expect(buttonsOf(2)).toHaveLength(5)
    // Into a button of that row (a click): it becomes the current row, and keeps its buttons when the pointer
    // leaves for the menu, so focus can come back to More.
    await wrapper.findAll('[role="row"][data-index]')[2]!.get('button[aria-label="More"]').trigger('focusin')
    await pointed.trigger('mouseleave')
    expect(buttonsOf(2)).toHaveLength(5)
    expect(buttonsOf(0)).toEqual([])
    expect(wrapper.findAll('[role="row"][data-index]')[2]!.attributes('tabindex')).toBe('0')
  })

  describe('a track unliked under the pointer stays in its place', () => {
    const gone = new Set<string>()
    let revision = 1
    beforeEach(() => {
      gone.clear()
      revision = 1
      fake.answer('library.tracks', (input) => {
        const { offset } = input as WindowInput
        const left = tracks.filter((track) => !gone.has(track.uri))
        const items = left.slice(offset).map((track) => ({ track, addedAt: '2025-05-01T10:00:00Z' }))
        return { revision, offset, total: left.length, items }
      })
      // Core removes it and pushes the library's next revision, as the service's answer comes back.
      fake.answer('library.setSaved', (input) => {
        const { uris, saved } = input as { uris: string[]; saved: boolean }
        for (const uri of uris)
          if (saved) gone.delete(uri)
          else gone.add(uri)
        revision++
        setTimeout(() => fake.emit('library.changed', libraryStatus({ revision })))
        return uris.map(() => saved)
      })
    })
    afterEach(() => vi.useRealTimers())

    const rows = () => wrapper!.findAll('[role="row"][data-index]')
    const titles = () => rows().map((row) => row.get('[data-testid="track-title"]').text())
    async function unlikeFirst() {
      ;({ wrapper } = await mountLibrary())
      await wrapper.get('[role="grid"]').trigger('mouseenter')
      await rows()[0]!.get('button[aria-label="Remove from Your Library"]').trigger('click')
      await vi.advanceTimersByTimeAsync(0)
      await flushPromises()
    }

    it('said removed, with Undo, until the pointer leaves the list: then the rows close up', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      await unlikeFirst()
      expect(titles()).toEqual(['Blue Monday', 'Atmosphere', 'Age of Consent'])
      expect(rows()[0]!.get('[data-testid="track-removed"]').text()).toContain('Removed from Your Library')
      expect(rows()[1]!.find('[data-testid="track-removed"]').exists()).toBe(false)
      await wrapper!.get('[role="grid"]').trigger('mouseleave')
      await flushPromises()
      expect(titles()).toEqual(['Atmosphere', 'Age of Consent'])
    })

    it('or until 5 s passed', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      await unlikeFirst()
      await vi.advanceTimersByTimeAsync(4_999)
      expect(titles()).toEqual(['Blue Monday', 'Atmosphere', 'Age of Consent'])
      await vi.advanceTimersByTimeAsync(1)
      await flushPromises()
      expect(titles()).toEqual(['Atmosphere', 'Age of Consent'])
    })

    it('Undo on the row saves it again, and it stays', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      await unlikeFirst()
      await rows()[0]!.get('[data-testid="track-removed"] button').trigger('click')
      await vi.advanceTimersByTimeAsync(0)
      await flushPromises()
      expect(callsOf('library.setSaved').at(-1)).toMatchObject({ uris: [tracks[0]!.uri], saved: true })
      expect(rows()[0]!.find('[data-testid="track-removed"]').exists()).toBe(false)
      await wrapper!.get('[role="grid"]').trigger('mouseleave')
      await flushPromises()
      expect(titles()).toEqual(['Blue Monday', 'Atmosphere', 'Age of Consent'])
    })
  })

  it('Enter on a row plays the saved tracks from that row on, in the order shown', async () => {
    fake.answer('library.play', () => null)
    ;({ wrapper } = await mountLibrary())
    await wrapper.findAll('[role="row"][data-index]')[1]!.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(callsOf('library.play')).toEqual([{ offset: 1, sort: 'recent', reverse: false, filter: '' }])
  })

  it('column headers sort the saved tracks in core, in step with the sort menu and Reverse', async () => {
    ;({ wrapper } = await mountLibrary())
    const headers = () => wrapper!.findAll('[role="columnheader"]')
    const header = (name: string) =>
      headers().find((cell) => cell.text().replace(/[↑↓]/g, '').trim() === name)!
    const select = () => wrapper!.get('select').element as HTMLSelectElement
    const reverse = () => wrapper!.get('button[aria-pressed]')
    expect(headers().map((cell) => cell.text().replace(/[↑↓]/g, '').trim())).toEqual([
      '#',
      'Title',
      'Album',
      'Date added',
      'Duration',
    ])
    // "Recently added" is the date added, newest first.
    expect(header('Date added').attributes('aria-sort')).toBe('descending')

    // A row chosen is a place: sorted anew, the choice starts afresh.
    const rows = () => wrapper!.findAll('[role="row"][data-index]')
    await rows()[0]!.trigger('click')
    expect(rows()[0]!.attributes('aria-selected')).toBe('true')
    await header('Title').get('button').trigger('click')
    await flushPromises()
    expect(rows().map((row) => row.attributes('aria-selected'))).not.toContain('true')
    expect(callsOf('library.tracks').at(-1)).toMatchObject({ sort: 'title', reverse: false })
    expect(select().value).toBe('title')
    expect(header('Title').attributes('aria-sort')).toBe('ascending')
    expect(header('Date added').attributes('aria-sort')).toBeUndefined()

    await header('Title').get('button').trigger('click')
    await flushPromises()
    expect(callsOf('library.tracks').at(-1)).toMatchObject({ sort: 'title', reverse: true })
    expect(reverse().attributes('aria-pressed')).toBe('true')
    expect(header('Title').attributes('aria-sort')).toBe('descending')

    // The menu moves the headers too; "Artist" has no column, so no header claims the order.
    await wrapper!.get('select').setValue('duration')
    expect(header('Duration').attributes('aria-sort')).toBe('descending')
    await wrapper!.get('select').setValue('artist')
    expect(headers().filter((cell) => cell.attributes('aria-sort'))).toEqual([])
  })
})
