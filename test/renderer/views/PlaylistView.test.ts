import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, type Component } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: PlaylistView } = await import('../../../renderer/src/views/PlaylistView.vue')
const { default: KeyboardShortcuts } = await import('../../../renderer/src/components/KeyboardShortcuts.vue')
const { signedIn } = await import('../support/states')
const { idle } = await import('../support/playback-states')
const { entry, libraryStatus, playlistDetail } = await import('../support/library-states')
const { callsOf } = await import('../support/mount-player')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { useLibraryUiStore } = await import('../../../renderer/src/stores/library-ui')
const { PLAYLIST_ITEMS_HIDDEN } = await import('../../../electron/contract/playlist-rules')

const entries = [entry('One', 0), entry('Two', 1), entry('Three', 2)]

/** The playlist, and the window's keys beside it (as the app has them while signed in). */
const WithKeys = defineComponent(() => () => h('div', [h(PlaylistView), h(KeyboardShortcuts)]))

async function mountPlaylist(page: Component = PlaylistView) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('playback.get', () => null)
  fake.answer('library.status', () => libraryStatus())
  fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/playlist/:id', component: PlaylistView },
      { path: '/:other(.*)*', component: { render: () => null } },
    ],
  })
  await router.push('/playlist/pl1')
  const wrapper = mount(page, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
  return wrapper
}

describe('PlaylistView', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playlists.get', () => playlistDetail())
    fake.answer('playlists.items', (input) => {
      const { offset, limit } = input as { offset: number; limit: number }
      return { revision: 1, offset, total: entries.length, items: entries.slice(offset, offset + limit) }
    })
    const state = { id: 'pl1', revision: 2, total: 2, pending: 1, snapshotId: 's1' }
    fake.answer('playlists.removeItems', () => state)
    fake.answer('playlists.moveItems', () => ({ ...state, total: 3 }))
  })
  afterEach(() => wrapper?.unmount())

  const rows = () => wrapper!.findAll('[role="row"][data-index]')

  it('shows the owner, description, followers and the items with when they were added', async () => {
    wrapper = await mountPlaylist()
    expect(wrapper.get('[data-testid="playlist-name"]').text()).toBe('Road Songs')
    expect(wrapper.text()).toContain('For the car')
    expect(wrapper.text()).toContain('Demo Listener')
    expect(wrapper.text()).toContain('2 followers')
    expect(rows().map((row) => row.attributes('aria-label'))).toEqual([
      'One by Nina Blue',
      'Two by Nina Blue',
      'Three by Nina Blue',
    ])
    expect(rows()[0]!.text()).toContain(
      new Date('2025-05-01T10:00:00Z').toLocaleDateString(undefined, { dateStyle: 'medium' }),
    )
  })

  /** Click on the first row, Ctrl+click on the third: two chosen, as in every track list. */
  async function chooseFirstAndThird() {
    await rows()[0]!.trigger('click')
    await rows()[2]!.trigger('click', { ctrlKey: true })
  }
  const removeSelected = () =>
    wrapper!.findAll('button').find((button) => button.text().startsWith('Remove selected'))!

  it('Delete removes the row by its key (a duplicate goes by its own place), or the rows chosen together', async () => {
    wrapper = await mountPlaylist()
    expect(wrapper.get('[role="grid"]').attributes('aria-multiselectable')).toBe('true')
    await rows()[1]!.trigger('keydown', { key: 'Delete' })
    await flushPromises()
    expect(callsOf('playlists.removeItems')).toEqual([{ id: 'pl1', keys: ['k-Two'] }])
    await chooseFirstAndThird()
    expect(rows().map((row) => row.attributes('aria-selected'))).toEqual(['true', 'false', 'true'])
    expect(removeSelected().text()).toBe('Remove selected (2)')
    await rows()[2]!.trigger('keydown', { key: 'Delete' })
    await flushPromises()
    expect(callsOf('playlists.removeItems').at(-1)).toEqual({ id: 'pl1', keys: ['k-One', 'k-Three'] })
    expect(removeSelected().text()).toBe('Remove selected')
  })

  it('the menu of a row among those chosen acts on them all, with "Remove from this playlist"', async () => {
    wrapper = await mountPlaylist()
    await chooseFirstAndThird()
    await rows()[2]!.trigger('contextmenu')
    const menu = useLibraryUiStore().menu!
    expect(menu.label).toBe('Actions for 2 tracks')
    expect(menu.items.map((item) => item.label)).toEqual([
      'Add to queue',
      'Save to Your Library',
      'Add to playlist',
      'Copy links',
      'Remove from this playlist',
    ])
    menu.items.at(-1)!.run()
    await flushPromises()
    expect(callsOf('playlists.removeItems')).toEqual([{ id: 'pl1', keys: ['k-One', 'k-Three'] }])
  })

  it('a removal says so with Undo, which puts each track back at the place it had', async () => {
    wrapper = await mountPlaylist()
    fake.answer('playlists.addItems', () => ({
      id: 'pl1',
      revision: 3,
      total: 3,
      pending: 1,
      snapshotId: 's1',
    }))
    await chooseFirstAndThird()
    await removeSelected().trigger('click')
    await flushPromises()
    const notices = useNoticesStore()
    const removed = notices.shown.find((notice) => notice.code === 'REMOVED_FROM_PLAYLIST')!
    expect(removed.message).toBe('Removed 2 tracks from “Road Songs”.')
    expect(removed.actions.map((action) => action.label)).toEqual(['Undo'])
    notices.act(removed.id, removed.actions[0]!)
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([
      { id: 'pl1', uris: [entries[0]!.track.uri], position: 0 },
      { id: 'pl1', uris: [entries[2]!.track.uri], position: 2 },
    ])
    expect(notices.shown.some((notice) => notice.code === 'REMOVED_FROM_PLAYLIST')).toBe(false)
  })

  it('Delete, then Ctrl+Z: the track is put back where it was, said so; Ctrl+Shift+Z takes it out again', async () => {
    wrapper = await mountPlaylist(WithKeys)
    fake.answer('playlists.addItems', () => ({
      id: 'pl1',
      revision: 3,
      total: 3,
      pending: 1,
      snapshotId: 's1',
    }))
    await rows()[1]!.trigger('keydown', { key: 'Delete' })
    await flushPromises()
    const key = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
      document.body.dispatchEvent(event)
      return event
    }
    expect(key({ key: 'z', code: 'KeyZ', ctrlKey: true }).defaultPrevented).toBe(true)
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([{ id: 'pl1', uris: [entries[1]!.track.uri], position: 1 }])
    const notices = useNoticesStore()
    expect(notices.shown.map((notice) => notice.message)).toEqual([
      'Undone: Removed the track from “Road Songs”.',
    ])
    key({ key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true })
    await flushPromises()
    expect(callsOf('playlists.removeItems')).toEqual([
      { id: 'pl1', keys: [entries[1]!.key] },
      { id: 'pl1', keys: [entries[1]!.key] },
    ])
    expect(notices.shown.at(-1)!.message).toBe('Redone: Removed the track from “Road Songs”.')
  })

  it('a move says so with Undo; Ctrl+Z puts the row back before the one that followed it, Ctrl+Shift+Z moves it again', async () => {
    wrapper = await mountPlaylist(WithKeys)
    await rows()[0]!.trigger('keydown', { key: 'ArrowDown', altKey: true })
    await flushPromises()
    const notices = useNoticesStore()
    expect(notices.shown.map((notice) => notice.message)).toEqual(['Moved “One” in “Road Songs”.'])
    expect(notices.shown[0]!.actions.map((action) => action.label)).toEqual(['Undo'])
    const key = (init: KeyboardEventInit) =>
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }))
    key({ key: 'z', code: 'KeyZ', ctrlKey: true })
    await flushPromises()
    expect(callsOf('playlists.moveItems').at(-1)).toEqual({ id: 'pl1', keys: ['k-One'], beforeKey: 'k-Two' })
    key({ key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true })
    await flushPromises()
    expect(callsOf('playlists.moveItems').at(-1)).toEqual({
      id: 'pl1',
      keys: ['k-One'],
      beforeKey: 'k-Three',
    })
  })

  it('Alt+Down moves a row below the next one, Alt+Up above the one before', async () => {
    wrapper = await mountPlaylist()
    await rows()[0]!.trigger('keydown', { key: 'ArrowDown', altKey: true })
    expect(callsOf('playlists.moveItems').at(-1)).toEqual({
      id: 'pl1',
      keys: ['k-One'],
      beforeKey: 'k-Three',
    })
    await rows()[2]!.trigger('keydown', { key: 'ArrowUp', altKey: true })
    expect(callsOf('playlists.moveItems').at(-1)).toEqual({
      id: 'pl1',
      keys: ['k-Three'],
      beforeKey: 'k-Two',
    })
    await rows()[1]!.trigger('keydown', { key: 'ArrowDown', altKey: true })
    expect(callsOf('playlists.moveItems').at(-1)).toEqual({ id: 'pl1', keys: ['k-Two'], beforeKey: null })
  })

  it('reads the rows again when core says the playlist changed (an edit shown, confirmed or rolled back)', async () => {
    wrapper = await mountPlaylist()
    const before = callsOf('playlists.items').length
    fake.emit('playlist.changed', { id: 'other', revision: 9, total: 1, pending: 0, snapshotId: 'x' })
    await flushPromises()
    expect(callsOf('playlists.items')).toHaveLength(before)
    fake.emit('playlist.changed', { id: 'pl1', revision: 5, total: 3, pending: 0, snapshotId: 's2' })
    await flushPromises()
    expect(callsOf('playlists.items')).toHaveLength(before + 1)
  })

  it('someone else’s playlist: Follow instead of editing, no handles, rows chosen but not removed', async () => {
    fake.answer('playlists.get', () =>
      playlistDetail({ isOwn: false, canEdit: false, followed: false, owner: { id: 'x', name: 'Someone' } }),
    )
    fake.answer('playlists.setFollowed', () =>
      playlistDetail({ isOwn: false, canEdit: false, followed: true }),
    )
    wrapper = await mountPlaylist()
    expect(wrapper.findAll('[data-drag-handle]')).toHaveLength(0)
    await chooseFirstAndThird()
    await rows()[2]!.trigger('contextmenu')
    expect(useLibraryUiStore().menu!.items.map((item) => item.label)).not.toContain(
      'Remove from this playlist',
    )
    await rows()[2]!.trigger('keydown', { key: 'Delete' })
    await flushPromises()
    expect(callsOf('playlists.removeItems')).toEqual([])
    const follow = wrapper.findAll('button').find((button) => button.text() === 'Follow')!
    await follow.trigger('click')
    await flushPromises()
    expect(callsOf('playlists.setFollowed')).toEqual([{ id: 'pl1', followed: true }])
    expect(wrapper.findAll('button').some((button) => button.text() === 'Unfollow')).toBe(true)
  })

  it('items the service does not show are said so in one line', async () => {
    fake.answer('playlists.get', () =>
      playlistDetail({
        isOwn: false,
        canEdit: false,
        itemsUnavailable: 'Spotify shows the tracks of a playlist only to its owner and collaborators.',
      }),
    )
    wrapper = await mountPlaylist()
    expect(wrapper.get('[data-testid="feature-unavailable"]').text()).toContain('only to its owner')
    expect(rows()).toHaveLength(0)
  })

  it('a followed playlist whose tracks are not listed still offers Play and Shuffle play, said plainly', async () => {
    fake.answer('playlists.get', () =>
      playlistDetail({
        isOwn: false,
        canEdit: false,
        // Words an older copy kept: the client's, with an operation and an id.
        itemsUnavailable:
          'playlists.getItems: the service shows the items of a playlist only to its owner and collaborators (playlist y0UQ16…)',
      }),
    )
    fake.answer('playback.play', () => idle({ status: 'ok', shuffle: false }))
    fake.answer('playback.run', () => ({ status: 'done' }))
    wrapper = await mountPlaylist()
    const line = wrapper.get('[data-testid="feature-unavailable"]').text()
    expect(line).toBe(PLAYLIST_ITEMS_HIDDEN)
    const button = (name: string) =>
      wrapper!.findAll('button').find((candidate) => candidate.text() === name)!
    expect(button('Play').attributes('disabled')).toBeUndefined()
    expect(button('Shuffle play').attributes('disabled')).toBeUndefined()
    await button('Play').trigger('click')
    await flushPromises()
    expect(callsOf('playback.play').at(-1)).toEqual({ contextUri: 'spotify:playlist:pl1' })
    await button('Shuffle play').trigger('click')
    await flushPromises()
    const shuffled = callsOf('playback.play').at(-1) as { contextUri: string; offset: { position: number } }
    expect(shuffled.contextUri).toBe('spotify:playlist:pl1')
    expect(shuffled.offset.position).toBeGreaterThanOrEqual(0)
    expect(shuffled.offset.position).toBeLessThan(3)
    expect(callsOf('playback.run')).toEqual([{ id: 'player.setShuffle', args: { on: true } }])
  })

  it('a playlist that cannot be read says why, with Retry', async () => {
    fake.fail('playlists.get', {
      code: 'SERVICE_ERROR',
      message: 'The service answered 404: Non existing id.',
    })
    wrapper = await mountPlaylist()
    expect(wrapper.get('[data-testid="list-state"]').text()).toContain('The service had a problem with that.')
    expect(wrapper.get('[data-testid="list-state"]').text()).not.toContain('404')
    expect(wrapper.get('[data-testid="list-state"] button').text()).toBe('Retry')
  })

  it('column headers sort the view (the whole playlist, read from core), not the playlist; sorted rows play from their place and do not move', async () => {
    fake.answer('playback.play', () => null)
    wrapper = await mountPlaylist()
    const header = (name: string) =>
      wrapper!
        .findAll('[role="columnheader"]')
        .find((cell) => cell.text().replace(/[↑↓]/g, '').trim() === name)!
    expect(wrapper.findAll('[role="columnheader"]').map((cell) => cell.text().trim())).toEqual([
      '#',
      'Title',
      'Album',
      'Date added',
      'Duration',
    ])
    expect(wrapper.findAll('[data-drag-handle]')).not.toHaveLength(0)
    const reads = callsOf('playlists.items').length
    // A row chosen before sorting is let go: its place would now be another track.
    await rows()[1]!.trigger('click')
    expect(rows()[1]!.attributes('aria-selected')).toBe('true')
    await header('Title').get('button').trigger('click')
    await flushPromises()
    expect(rows().map((row) => row.attributes('aria-selected'))).toEqual(['false', 'false', 'false'])
    expect(callsOf('playlists.items').slice(reads)).toEqual([{ id: 'pl1', offset: 0, limit: 500 }])
    expect(rows().map((row) => row.attributes('aria-label'))).toEqual([
      'One by Nina Blue',
      'Three by Nina Blue',
      'Two by Nina Blue',
    ])
    expect(header('Title').attributes('aria-sort')).toBe('ascending')
    expect(wrapper.findAll('[data-drag-handle]')).toHaveLength(0)
    await rows()[1]!.trigger('keydown', { key: 'Enter' })
    await rows()[1]!.trigger('keydown', { key: 'ArrowDown', altKey: true })
    await flushPromises()
    expect(callsOf('playback.play')).toEqual([
      { contextUri: 'spotify:playlist:pl1', offset: { position: 2 } },
    ])
    expect(callsOf('playlists.moveItems')).toEqual([])
    // "#" gives the playlist its own order back.
    await header('#').get('button').trigger('click')
    await flushPromises()
    expect(rows()[1]!.attributes('aria-label')).toBe('Two by Nina Blue')
    expect(header('#').attributes('aria-sort')).toBe('ascending')
  })

  describe('paste', () => {
    const id = '4uLU6hMCjMI75M1A2tKUQC'
    function paste(text: string) {
      const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent
      Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
      document.body.dispatchEvent(event)
    }

    it('adds the pasted track links at the end of a playlist you can edit', async () => {
      fake.answer('playlists.get', () => playlistDetail({ canEdit: true, isOwn: true }))
      fake.answer('playlists.addItems', () => ({
        id: 'pl1',
        revision: 3,
        total: 4,
        pending: 1,
        snapshotId: 's1',
      }))
      wrapper = await mountPlaylist()
      paste(`https://open.spotify.com/track/${id}\nspotify:track:${id}`)
      await flushPromises()
      expect(callsOf('playlists.addItems')).toEqual([{ id: 'pl1', uris: [`spotify:track:${id}`] }])
    })

    it('asks "Some already added" when the playlist holds some of them; "Add new ones" adds the others', async () => {
      fake.answer('playlists.get', () => playlistDetail({ canEdit: true, isOwn: true }))
      fake.answer('playlists.addItems', () => ({
        id: 'pl1',
        revision: 3,
        total: 4,
        pending: 1,
        snapshotId: 's1',
      }))
      const held = 'spotify:track:6rqhFgbbKwnb9MLmUQDhG6'
      const holding = [
        ...entries,
        { ...entries[0]!, key: 'k-held', track: { ...entries[0]!.track, uri: held } },
      ]
      fake.answer('playlists.items', (input) => {
        const { offset, limit } = input as { offset: number; limit: number }
        return { revision: 1, offset, total: holding.length, items: holding.slice(offset, offset + limit) }
      })
      wrapper = await mountPlaylist()
      paste(`${held} spotify:track:${id}`)
      await flushPromises()
      expect(callsOf('playlists.addItems')).toEqual([])
      const asked = useLibraryUiStore().alreadyAdded!
      expect(asked.question.message).toBe('1 of these 2 tracks is already in “Road Songs”.')
      asked.answer('new')
      await flushPromises()
      expect(callsOf('playlists.addItems')).toEqual([{ id: 'pl1', uris: [`spotify:track:${id}`] }])
    })

    it('says so on a playlist you cannot edit, and sends nothing', async () => {
      fake.answer('playlists.get', () => playlistDetail({ canEdit: false, isOwn: false }))
      wrapper = await mountPlaylist()
      paste(`spotify:track:${id}`)
      await flushPromises()
      expect(callsOf('playlists.addItems')).toEqual([])
      expect(useNoticesStore().shown.map((notice) => notice.message)).toContainEqual(
        expect.stringContaining('is not yours to change'),
      )
    })
  })
})
