import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { ShelfNode } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: PlaylistFolderStrip } =
  await import('../../../../renderer/src/components/shelf/PlaylistFolderStrip.vue')
const { signedIn } = await import('../../support/states')
const { libraryStatus, playlistDetail } = await import('../../support/library-states')

/** The Library's Playlists tab shows your folders (kept by Encore) above the list. */
const inFolder = {
  kind: 'playlist' as const,
  playlist: playlistDetail({ id: 'pl2', name: 'Night Drive' }),
  canEdit: true,
}
const shelf: ShelfNode[] = [
  { kind: 'playlist', playlist: playlistDetail({ id: 'pl1', name: 'Loose' }), canEdit: true },
  { kind: 'folder', id: 'folder-1', name: 'Road trips', collapsed: true, items: [inFolder] },
]

async function mountWith(component: typeof PlaylistFolderStrip) {
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

describe('PlaylistFolderStrip', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('shows each folder with its count; one opened lists its playlists as links', async () => {
    const wrapper = await mountWith(PlaylistFolderStrip)
    const folder = wrapper.get('button[aria-expanded]')
    expect(folder.text()).toBe('Road trips 1')
    expect(folder.attributes('aria-expanded')).toBe('false')
    await folder.trigger('click')
    expect(folder.attributes('aria-expanded')).toBe('true')
    const links = wrapper.get('ul[aria-label="Road trips"]').findAll('a')
    expect(links.map((link) => [link.text(), link.attributes('href')])).toEqual([
      ['Night Drive', '/playlist/pl2'],
    ])
    wrapper.unmount()
  })
})
