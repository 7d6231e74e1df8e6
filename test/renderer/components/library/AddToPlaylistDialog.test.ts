import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: AddToPlaylistDialog } =
  await import('../../../../renderer/src/components/library/AddToPlaylistDialog.vue')
const { useLibraryUiStore } = await import('../../../../renderer/src/stores/library-ui')
const { useNoticesStore } = await import('../../../../renderer/src/stores/notices')
const { useSessionStore } = await import('../../../../renderer/src/stores/session')
const { signedIn } = await import('../../support/states')
const { entry, playlistDetail } = await import('../../support/library-states')
const { callsOf } = await import('../../support/mount-player')

/**
 * "Add to playlist" against the fake bridge: a track the playlist already holds is asked about first ("Add
 * anyway" adds it, "Skip" adds only the others), and the notice of an add offers Undo, which takes out the
 * entries it put in.
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
  const wrapper = mount(AddToPlaylistDialog, { attachTo: document.body })
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
    expect(wrapper.get('[data-testid="already-added"]').text()).toBe('“Road Songs” already has this track.')
    expect(callsOf('playlists.addItems')).toEqual([])
    await button(wrapper, 'Add anyway')!.trigger('click')
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([{ id: road.id, uris: [one] }])
  })

  it('"Skip" adds only the tracks it does not hold yet, and nothing when it holds them all', async () => {
    wrapper = await openFor([one, fresh])
    expect(wrapper.get('[data-testid="already-added"]').text()).toBe(
      '“Road Songs” already has 1 of these 2 tracks.',
    )
    await button(wrapper, 'Skip')!.trigger('click')
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([{ id: road.id, uris: [fresh] }])
    wrapper.unmount()

    wrapper = await openFor([one])
    await button(wrapper, 'Skip')!.trigger('click')
    await flushPromises()
    expect(callsOf('playlists.addItems')).toEqual([{ id: road.id, uris: [fresh] }])
    expect(useLibraryUiStore().addToPlaylist).toBeNull()
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
