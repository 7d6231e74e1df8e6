import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: PlaylistFolderStrip } =
  await import('../../../../renderer/src/components/shelf/PlaylistFolderStrip.vue')
const { mountWithShelf } = await import('../../support/shelf-states')

/** The Library's Playlists tab shows your folders (kept by Encore) above the list. */
describe('PlaylistFolderStrip', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('shows each folder with its count; one opened lists its playlists as links', async () => {
    const wrapper = await mountWithShelf(PlaylistFolderStrip)
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
