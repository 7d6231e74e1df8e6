import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: MediaRow } = await import('../../../../renderer/src/components/library/MediaRow.vue')
const { useLibraryUiStore } = await import('../../../../renderer/src/stores/library-ui')
const { playlistDetail } = await import('../../support/library-states')

/** A library row's More opens its item's own menu, named as the list's menu key names it. */

describe("a library row's More", () => {
  beforeEach(() => fake.resetFakeBridge())

  it("opens the item's menu: Play, Open, the library's button, Copy link", async () => {
    setActivePinia(createPinia())
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:any(.*)*', component: { render: () => null } }],
    })
    const item = playlistDetail({ id: 'road', name: 'Road Songs', uri: 'spotify:playlist:road' })
    const wrapper = mount(MediaRow, {
      props: { item, subtitle: 'By Me', detail: '3 tracks' },
      global: { plugins: [router] },
    })
    await wrapper.get('button[aria-label="More"]').trigger('click')
    const menu = useLibraryUiStore().menu
    expect(menu?.label).toBe('Actions for Road Songs')
    expect(menu?.items.map((entry) => entry.label)).toEqual(['Play', 'Open', expect.any(String), 'Copy link'])
  })
})
