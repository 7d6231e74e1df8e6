import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { ShelfNode } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: PlaylistFolderSettings } =
  await import('../../../../renderer/src/components/shelf/PlaylistFolderSettings.vue')
const { useNoticesStore } = await import('../../../../renderer/src/stores/notices')
const { signedIn } = await import('../../support/states')
const { libraryStatus, playlistDetail } = await import('../../support/library-states')
const { callsOf } = await import('../../support/mount-player')

/** Settings → Playlist folders: a file exported before read back in, or refused with core's words. */
const inFolder = {
  kind: 'playlist' as const,
  playlist: playlistDetail({ id: 'pl2', name: 'Night Drive' }),
  canEdit: true,
}
const shelf: ShelfNode[] = [
  { kind: 'playlist', playlist: playlistDetail({ id: 'pl1', name: 'Loose' }), canEdit: true },
  { kind: 'folder', id: 'folder-1', name: 'Road trips', collapsed: true, items: [inFolder] },
]

async function mountWith(component: typeof PlaylistFolderSettings) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('library.status', () => libraryStatus())
  fake.answer('arrangement.get', () => ({ items: shelf }))
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: { render: () => null } },
      { path: '/playlist/:id', name: 'playlist', component: { render: () => null } },
    ],
  })
  const wrapper = mount(component, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
  return wrapper
}

describe('PlaylistFolderSettings', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('imports a file and says so; a file core refuses changes nothing and says why', async () => {
    const wrapper = await mountWith(PlaylistFolderSettings)
    const input = wrapper.get('input[type="file"]')
    const choose = async (text: string) => {
      Object.defineProperty(input.element, 'files', {
        value: [{ name: 'folders.json', text: async () => text }],
        configurable: true,
      })
      await input.trigger('change')
      await flushPromises()
    }
    fake.answer('arrangement.import', () => ({ items: shelf }))
    await choose('{"format":"encore-playlist-arrangement"}')
    expect(callsOf('arrangement.import')).toEqual([{ text: '{"format":"encore-playlist-arrangement"}' }])
    const notices = useNoticesStore()
    expect(notices.shown.map((notice) => notice.message)).toContain(
      'Your playlist folders were read from folders.json.',
    )
    fake.fail('arrangement.import', {
      code: 'INVALID_INPUT',
      message: 'That file cannot be used as your playlist folders: it is not valid JSON.',
    })
    await choose('nonsense')
    expect(notices.shown.map((notice) => notice.message)).toContain(
      'That file cannot be used as your playlist folders: it is not valid JSON.',
    )
    wrapper.unmount()
  })
})
