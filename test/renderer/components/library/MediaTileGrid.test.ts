import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const { default: MediaTileGrid } =
  await import('../../../../renderer/src/components/library/MediaTileGrid.vue')
const { useLibraryUiStore } = await import('../../../../renderer/src/stores/library-ui')
const { playlistDetail } = await import('../../support/library-states')

/** Tiles that wrap: one for each item, its line as the page words it, and the menu the page asks for. */

const items = [
  playlistDetail({ id: 'road', name: 'Road Songs', uri: 'spotify:playlist:road' }),
  playlistDetail({ id: 'rain', name: 'Rain Songs', uri: 'spotify:playlist:rain' }),
]

function mountGrid(menu?: 'shelf' | 'none') {
  setActivePinia(createPinia())
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/:any(.*)*', component: { render: () => null } }],
  })
  return mount(MediaTileGrid, {
    props: {
      items,
      subtitleOf: (item: { name: string }) => `Lines of ${item.name}`,
      ...(menu ? { menu } : {}),
    },
    global: { plugins: [router] },
  })
}

describe('a grid of media tiles', () => {
  it('shows each item as a tile with the line the page gives it', () => {
    const wrapper = mountGrid()
    expect(wrapper.findAll('article').map((tile) => tile.attributes('aria-label'))).toEqual([
      'Road Songs',
      'Rain Songs',
    ])
    expect(wrapper.findAll('.tile__subtitle').map((line) => line.text())).toEqual([
      'Lines of Road Songs',
      'Lines of Rain Songs',
    ])
  })

  it("gives its tiles the page's menu, or none", async () => {
    const wrapper = mountGrid('none')
    await wrapper.get('article').trigger('contextmenu')
    expect(useLibraryUiStore().menu).toBeNull()
    const withMenu = mountGrid()
    await withMenu.get('article').trigger('contextmenu')
    expect(useLibraryUiStore().menu?.label).toBe('Actions for Road Songs')
  })
})
