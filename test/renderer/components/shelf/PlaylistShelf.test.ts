import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { nextTick } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { Playlist, ShelfNode } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: PlaylistShelf } = await import('../../../../renderer/src/components/shelf/PlaylistShelf.vue')
const { ITEMS_TYPE } = await import('../../../../renderer/src/drag-items')
const { DRAG_OPEN_DELAY_MS } = await import('../../../../renderer/src/composables/useFolderDragOpen')
const { useLibraryUiStore } = await import('../../../../renderer/src/stores/library-ui')
const { useNoticesStore } = await import('../../../../renderer/src/stores/notices')
const { signedIn } = await import('../../support/states')
const { libraryStatus, libTrack, playlistDetail } = await import('../../support/library-states')
const { callsOf } = await import('../../support/mount-player')

/**
 * Your playlists in the sidebar against the fake bridge: the arrangement core answers, drops on a playlist you
 * can edit (added through the same edit as "Add to playlist"), none on one you cannot, and the keyboard's
 * rearranging (Alt+Shift+arrows, the menu).
 */
const playlist = (id: string, name: string, mine = true): Playlist => ({
  ...playlistDetail({ id, name, uri: `spotify:playlist:${id}` }),
  owner: mine ? { id: 'listener', name: 'Me' } : { id: 'someone', name: 'Someone' },
})
const road = playlist('road', 'Road Songs')
const theirs = playlist('theirs', 'Their Mix', false)
const shelf: ShelfNode[] = [
  { kind: 'playlist', playlist: road, canEdit: true },
  {
    kind: 'folder',
    id: 'folder-1',
    name: 'Moods',
    collapsed: false,
    items: [{ kind: 'playlist', playlist: theirs, canEdit: false }],
  },
]

async function mountShelf(folded = false, items: ShelfNode[] = shelf) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('library.status', () => libraryStatus())
  fake.answer('arrangement.get', () => ({ items }))
  fake.answer('arrangement.change', () => ({ items }))
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: { render: () => null } },
      { path: '/playlist/:id', name: 'playlist', component: { render: () => null } },
    ],
  })
  await router.push('/')
  const wrapper = mount(PlaylistShelf, {
    props: { folded },
    attachTo: document.body,
    global: { plugins: [router] },
  })
  fake.connect()
  await flushPromises()
  return wrapper
}

/** A drag event carrying `data` by type (what the browser gives a drop target). */
function dragEvent(type: string, data: Record<string, string>) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  const transfer = {
    types: Object.keys(data),
    getData: (kind: string) => data[kind] ?? '',
    setData() {},
    clearData() {},
    dropEffect: 'none',
    effectAllowed: 'none',
  }
  Object.defineProperty(event, 'dataTransfer', { value: transfer })
  return event
}

describe('PlaylistShelf', () => {
  let wrapper: VueWrapper
  beforeEach(() => fake.resetFakeBridge())
  afterEach(() => wrapper?.unmount())

  const entry = (name: string) =>
    wrapper.findAll('.shelf-entry__place').find((place) => place.text().startsWith(name))!

  it('lists the playlists as core arranges them, links to each, folders that open and close', async () => {
    wrapper = await mountShelf()
    expect(wrapper.get('h2').text()).toBe('Your playlists')
    const links = wrapper.findAll('a.shelf-entry__place')
    expect(links.map((link) => link.text())).toEqual(['Road Songs', 'Their Mix'])
    expect(links[0]!.attributes('href')).toBe('/playlist/road')
    const folder = entry('Moods')
    expect(folder.attributes('aria-expanded')).toBe('true')
    expect(wrapper.get('ul[aria-label="Moods"]').text()).toContain('Their Mix')
    await folder.trigger('click')
    expect(callsOf('arrangement.change')).toEqual([
      { change: 'collapseFolder', id: 'folder-1', collapsed: true },
    ])
  })

  it('folded, each keeps its name for assistive technology and as its tooltip', async () => {
    wrapper = await mountShelf(true)
    const link = wrapper.get('a.shelf-entry__place')
    expect(link.attributes('title')).toBe('Road Songs')
    expect(link.get('.shelf-entry__name').classes()).toContain('visually-hidden')
    expect(wrapper.find('button[aria-label="New folder"]').exists()).toBe(false)
  })

  it('folding and unfolding the sidebar reaches the places inside folders too, all pointing to the help', async () => {
    wrapper = await mountShelf(false)
    const inner = () => wrapper!.get('.shelf-entry__inner a.shelf-entry__place')
    expect(inner().attributes('title')).toBeUndefined()
    const help = inner().attributes('aria-describedby')
    expect(help && document.getElementById(help)?.textContent).toBeTruthy()
    await wrapper.setProps({ folded: true })
    expect(inner().attributes('title')).toBe('Their Mix')
    expect(wrapper.get('button.shelf-entry__folder').attributes('aria-describedby')).toBe(help)
  })

  it('an album dropped on a playlist you can edit: its tracks added there, and a notice that names and counts', async () => {
    const tracks = [libTrack('One'), libTrack('Two')]
    fake.answer('catalog.album', () => ({ tracks }))
    fake.answer('playlists.get', () => playlistDetail({ id: 'road', name: 'Road Songs' }))
    // What the playlist holds is read first (the drop asks about tracks already there, as any add does).
    fake.answer('playlists.items', () => ({ revision: 1, offset: 0, total: 0, items: [] }))
    fake.answer('playlists.addItems', (input) => ({
      id: 'road',
      revision: 2,
      total: (input as { uris: string[] }).uris.length,
      pending: 1,
      snapshotId: 's',
    }))
    wrapper = await mountShelf()
    const target = entry('Road Songs').element.parentElement!
    const over = dragEvent('dragover', { [ITEMS_TYPE]: '' })
    target.dispatchEvent(over)
    expect(over.defaultPrevented).toBe(true)
    target.dispatchEvent(dragEvent('drop', { [ITEMS_TYPE]: JSON.stringify(['spotify:album:al1']) }))
    await flushPromises()
    expect(callsOf('catalog.album')).toEqual([{ id: 'al1' }])
    expect(callsOf('playlists.addItems')).toEqual([{ id: 'road', uris: tracks.map((track) => track.uri) }])
    expect(useNoticesStore().shown.map((notice) => notice.message)).toContain(
      'Added 2 tracks to “Road Songs”.',
    )
  })

  it('a playlist you cannot edit takes no drop', async () => {
    wrapper = await mountShelf()
    const over = dragEvent('dragover', { [ITEMS_TYPE]: '' })
    entry('Their Mix').element.parentElement!.dispatchEvent(over)
    expect(over.defaultPrevented).toBe(false)
  })

  it('Alt+Shift+↓ moves a playlist down; its menu (Shift+F10) moves it into a folder', async () => {
    wrapper = await mountShelf()
    await entry('Road Songs').trigger('keydown', { key: 'ArrowDown', altKey: true, shiftKey: true })
    expect(callsOf('arrangement.change')).toEqual([
      { change: 'step', item: { kind: 'playlist', id: 'road' }, by: 1 },
    ])
    await entry('Road Songs').trigger('keydown', { key: 'F10', shiftKey: true })
    const menu = useLibraryUiStore().menu!
    expect(menu.label).toBe('Arrange “Road Songs”')
    expect(menu.items.map((item) => item.label)).toEqual([
      'Move up',
      'Move down',
      'Move to “Moods”',
      'New folder…',
    ])
    expect(menu.items[0]!.disabledReason).toBe('It is first.')
    menu.items[2]!.run()
    await flushPromises()
    expect(callsOf('arrangement.change').at(-1)).toEqual({
      change: 'move',
      item: { kind: 'playlist', id: 'road' },
      parent: 'folder-1',
      index: 0,
    })
  })

  it('a playlist dragged onto another place of the shelf moves there (not added)', async () => {
    wrapper = await mountShelf()
    const start = dragEvent('dragstart', {})
    entry('Road Songs').element.dispatchEvent(start)
    const target = entry('Their Mix').element.parentElement!
    const over = dragEvent('dragover', { 'application/x-encore-shelf': '' })
    target.dispatchEvent(over)
    expect(over.defaultPrevented).toBe(true)
    target.dispatchEvent(dragEvent('drop', { 'application/x-encore-shelf': 'playlist:road' }))
    await flushPromises()
    expect(callsOf('arrangement.change')).toEqual([
      {
        change: 'move',
        item: { kind: 'playlist', id: 'road' },
        parent: 'folder-1',
        index: expect.any(Number),
      },
    ])
    expect(callsOf('playlists.addItems')).toEqual([])
  })

  it('"New folder" asks for a name, refuses none, and makes it', async () => {
    wrapper = await mountShelf()
    await wrapper.get('button[aria-label="New folder"]').trigger('click')
    await flushPromises()
    const dialog = wrapper.get('dialog')
    await dialog.get('form').trigger('submit')
    expect(dialog.get('[role="alert"]').text()).toBe('Give the folder a name.')
    await dialog.get('input').setValue('  Road trips ')
    await dialog.get('form').trigger('submit')
    await flushPromises()
    expect(callsOf('arrangement.change')).toEqual([
      { change: 'createFolder', name: 'Road trips', parent: null },
    ])
    expect(wrapper.find('dialog').exists()).toBe(false)
  })

  it('a closed folder a drag rests on opens for the drop, and closes again when the drag ends', async () => {
    const trip = playlist('trip', 'Trip Songs')
    const closed: ShelfNode[] = [
      {
        kind: 'folder',
        id: 'folder-2',
        name: 'Trips',
        collapsed: true,
        items: [{ kind: 'playlist', playlist: trip, canEdit: true }],
      },
    ]
    fake.answer('playlists.get', () => playlistDetail({ id: 'trip', name: 'Trip Songs' }))
    fake.answer('playlists.items', () => ({ revision: 1, offset: 0, total: 0, items: [] }))
    fake.answer('playlists.addItems', () => ({
      id: 'trip',
      revision: 2,
      total: 1,
      pending: 1,
      snapshotId: 's',
    }))
    wrapper = await mountShelf(false, closed)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const folder = entry('Trips')
      const target = folder.element.parentElement!
      const drag = { [ITEMS_TYPE]: '' }

      // Passing over it: the drag leaves before the moment is up, and it stays closed.
      target.dispatchEvent(dragEvent('dragover', drag))
      vi.advanceTimersByTime(DRAG_OPEN_DELAY_MS - 1)
      target.dispatchEvent(dragEvent('dragleave', drag))
      vi.advanceTimersByTime(DRAG_OPEN_DELAY_MS)
      await nextTick()
      expect(folder.attributes('aria-expanded')).toBe('false')

      // Resting on it: it opens, and its playlist takes the drop.
      target.dispatchEvent(dragEvent('dragover', drag))
      vi.advanceTimersByTime(DRAG_OPEN_DELAY_MS - 1)
      target.dispatchEvent(dragEvent('dragover', drag))
      await nextTick()
      expect(folder.attributes('aria-expanded')).toBe('false')
      vi.advanceTimersByTime(1)
      await nextTick()
      expect(folder.attributes('aria-expanded')).toBe('true')
      const inner = entry('Trip Songs').element.parentElement!
      const over = dragEvent('dragover', drag)
      inner.dispatchEvent(over)
      expect(over.defaultPrevented).toBe(true)
      inner.dispatchEvent(dragEvent('drop', { [ITEMS_TYPE]: JSON.stringify(['spotify:track:t9']) }))
      await vi.waitFor(() =>
        expect(callsOf('playlists.addItems')).toEqual([{ id: 'trip', uris: ['spotify:track:t9'] }]),
      )

      // The drag is over: closed again, on screen only (its kept state was never changed).
      vi.runOnlyPendingTimers()
      await nextTick()
      expect(folder.attributes('aria-expanded')).toBe('false')
      expect(wrapper.find('ul[aria-label="Trips"]').exists()).toBe(false)

      // A drag that ends without a drop (Escape, or dropped elsewhere) closes it too.
      target.dispatchEvent(dragEvent('dragover', drag))
      vi.advanceTimersByTime(DRAG_OPEN_DELAY_MS)
      await nextTick()
      expect(folder.attributes('aria-expanded')).toBe('true')
      document.body.dispatchEvent(new Event('dragend', { bubbles: true }))
      vi.runOnlyPendingTimers()
      await nextTick()
      expect(folder.attributes('aria-expanded')).toBe('false')
      expect(callsOf('arrangement.change')).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
