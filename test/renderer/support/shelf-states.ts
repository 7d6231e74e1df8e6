import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Component } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { ShelfNode } from '../../../electron/contract'
import * as fake from './fake-bridge'
import { libraryStatus, playlistDetail } from './library-states'
import { signedIn } from './states'

/** Your playlists as Encore arranges them: one loose, one in a collapsed folder "Road trips". */
export const inFolder = {
  kind: 'playlist' as const,
  playlist: playlistDetail({ id: 'pl2', name: 'Night Drive' }),
  canEdit: true,
}
export const shelf: ShelfNode[] = [
  { kind: 'playlist', playlist: playlistDetail({ id: 'pl1', name: 'Loose' }), canEdit: true },
  { kind: 'folder', id: 'folder-1', name: 'Road trips', collapsed: true, items: [inFolder] },
]

/**
 * Mounts a part of the page that shows the arrangement, signed in, with a router that knows playlists' pages.
 * The test file mocks the page's bridge with ./fake-bridge first (vi.mock is per file).
 */
export async function mountWithShelf(component: Component) {
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
