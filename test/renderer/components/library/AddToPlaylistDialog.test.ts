import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: AddToPlaylistDialog } =
  await import('../../../../renderer/src/components/library/AddToPlaylistDialog.vue')
const { default: AlreadyAddedDialog } =
  await import('../../../../renderer/src/components/library/AlreadyAddedDialog.vue')
const { useLibraryUiStore } = await import('../../../../renderer/src/stores/library-ui')
const { useNoticesStore } = await import('../../../../renderer/src/stores/notices')
const { useSessionStore } = await import('../../../../renderer/src/stores/session')
const { signedIn } = await import('../../support/states')
const { entry, playlistDetail } = await import('../../support/library-states')
const { callsOf } = await import('../../support/mount-player')

/**
 * "Add to playlist" against the fake bridge: a track the playlist already holds is asked about first, in the
 * "Already added" dialog over it ("Add anyway" adds it, "Add new ones" only the others, "Don’t add" nothing),
 * and the notice of an add offers Undo, which takes out the entries it put in.
 */
const held = [entry('One', 0), entry('Two', 1)]
const road = playlistDetail()
const one = held[0]!.track.uri
const fresh = 'spotify:track:fresh1'

async function openFor(uris: string[]) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  useSessionStore()
  fake.connect()
  await flushPromises()
  useLibraryUiStore().choosePlaylistFor(uris)
  // As the library's overlays hold them: the question opens over the dialog.
  const Overlays = defineComponent(() => {
    const ui = useLibraryUiStore()
    return () => [
      ui.addToPlaylist ? h(AddToPlaylistDialog) : null,
      ui.alreadyAdded ? h(AlreadyAddedDialog, { key: ui.alreadyAdded.id }) : null,
    ]
  })
  const wrapper = mount(Overlays, { attachTo: document.body })
  await flushPromises()
  await wrapper
    .findAll('button')
    .find((button) => button.text().includes('Road Songs'))!
    .trigger('click')
  await flushPromises()
  return wrapper
}
const button = (wrapper: VueWrapper, name: string) =>
  wrapper.findAll('button').find((candidate) => candidate.text() === name)

describe('AddToPlaylistDialog', () => {
  let wrapper: VueWrapper | undefined
  let items = held
  beforeEach(() => {
    fake.resetFakeBridge()
    items = held
    fake.answer('library.playlists', () => ({ revision: 1, offset: 0, total: 1, items: [road] }))
    fake.answer('playlists.get', () => road)
    fake.answer('playlists.items', (input) => {
      const { offset, limit } = input as { offset: number; limit: number }
      return { revision: 1, offset, total: items.length, items: items.slice(offset, offset + limit) }
    })
    fake.answer('playlists.addItems', (input) => {
      const { uris } = input as { uris: string[] }
      return { id: road.id, revision: 2, total: items.length + uris.length, pending: 1, snapshotId: 's' }
    })
    fake.answer('playlists.removeItems', () => ({
      id: road.id,
      revision: 3,
      total: 2,
      pending: 1,
      snapshotId: 's',
    }))
  })
  afterEach(() => {
    wrapper?.unmount()
    document.body.innerHTML = ''
  })

  it('asks before adding a track the playlist holds; "Add anyway" adds it', async () => {
    wrapper = await openFor([one])
    const question = wrapper.get('[data-testid="already-added"]')
    expect(question.attributes('role')).toBe('alertdialog')
    expect(question.text()).toContain('This track is already in “Road Songs”.')
    expect(callsOf('playlists.addItems')).toEqual([])
    await button(wrapper, 'Add anyway')!.trigger('click')
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([{ id: road.id, uris: [one] }])
    expect(useLibraryUiStore().addToPlaylist).toBeNull()
    expect(wrapper.find('[data-testid="already-added"]').exists()).toBe(false)
  })

  it('"Add new ones" adds only the tracks it does not hold yet; "Don’t add" adds nothing and closes both', async () => {
    wrapper = await openFor([one, fresh])
    expect(wrapper.get('[data-testid="already-added"]').text()).toContain(
      '1 of these 2 tracks is already in “Road Songs”.',
    )
    await button(wrapper, 'Add new ones')!.trigger('click')
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([{ id: road.id, uris: [fresh] }])
    wrapper.unmount()

    wrapper = await openFor([one])
    await button(wrapper, 'Don’t add')!.trigger('click')
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([{ id: road.id, uris: [fresh] }])
    expect(useLibraryUiStore().addToPlaylist).toBeNull()
    expect(useLibraryUiStore().alreadyAdded).toBeNull()
  })

  it('says in the dialog when the playlist cannot be read, and adds nothing', async () => {
    fake.answer('playlists.items', () => {
      throw new Error('offline')
    })
    wrapper = await openFor([fresh])
    expect(wrapper.find('[data-testid="already-added"]').exists()).toBe(false)
    expect(wrapper.get('[role="alert"]').text()).toBe('Encore could not be reached; nothing was added.')
    expect(callsOf('playlists.addItems')).toEqual([])
    expect(useLibraryUiStore().addToPlaylist).not.toBeNull()
  })

  it('adds a new track at once, and Undo takes out the entry it put in', async () => {
    wrapper = await openFor([fresh])
    expect(wrapper.find('[data-testid="already-added"]').exists()).toBe(false)
    expect(callsOf('playlists.addItems')).toEqual([{ id: road.id, uris: [fresh] }])
    const notices = useNoticesStore()
    const added = notices.shown.at(-1)!
    expect(added).toMatchObject({ level: 'success', message: 'Added the track to “Road Songs”.' })
    items = [
      ...held,
      { ...entry('Fresh', 2), key: 'k-new', track: { ...entry('Fresh', 2).track, uri: fresh } },
    ]
    notices.act(added.id, added.actions[0]!)
    await flushPromises()
    expect(callsOf('playlists.removeItems')).toEqual([{ id: road.id, keys: ['k-new'] }])
  })
})
