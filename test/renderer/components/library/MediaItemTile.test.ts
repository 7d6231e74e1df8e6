import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: MediaItemTile } =
  await import('../../../../renderer/src/components/library/MediaItemTile.vue')
const { useLibraryUiStore } = await import('../../../../renderer/src/stores/library-ui')
const { playlistDetail } = await import('../../support/library-states')

/** A tile opens the item's own menu on a right-click, named as the page names its menus, or none at all. */

const playlist = playlistDetail({ id: 'road', name: 'Road Songs', uri: 'spotify:playlist:road' })

function mountTile(menu?: 'shelf' | 'library' | 'none') {
  setActivePinia(createPinia())
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/:any(.*)*', component: { render: () => null } }],
  })
  return mount(MediaItemTile, {
    props: { item: playlist, subtitle: 'By Me', ...(menu ? { menu } : {}) },
    global: { plugins: [router] },
  })
}

describe('a media tile', () => {
  beforeEach(() => fake.resetFakeBridge())

  it("opens the item's own menu, named as a shelf names its tiles' menus", async () => {
    const wrapper = mountTile()
    await wrapper.get('article').trigger('contextmenu')
    const menu = useLibraryUiStore().menu
    expect(menu?.label).toBe('Actions for Road Songs')
    expect(menu?.items.map((item) => item.label)).toEqual(['Play', 'Open', expect.any(String), 'Copy link'])
  })

  it('names it as the library names its rows’ menus where the page asks', async () => {
    const wrapper = mountTile('library')
    await wrapper.get('article').trigger('contextmenu')
    expect(useLibraryUiStore().menu?.label).toBe('Actions for Road Songs')
    expect(useLibraryUiStore().menu?.items).toHaveLength(4)
  })

  it('opens none where the page offers none', async () => {
    const wrapper = mountTile('none')
    await wrapper.get('article').trigger('contextmenu')
    expect(useLibraryUiStore().menu).toBeNull()
  })
})
