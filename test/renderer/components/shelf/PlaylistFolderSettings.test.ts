import { flushPromises } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: PlaylistFolderSettings } =
  await import('../../../../renderer/src/components/shelf/PlaylistFolderSettings.vue')
const { useNoticesStore } = await import('../../../../renderer/src/stores/notices')
const { mountWithShelf, shelf } = await import('../../support/shelf-states')
const { callsOf } = await import('../../support/mount-player')

/** Settings → Playlist folders: a file exported before read back in, or refused with core's words. */
describe('PlaylistFolderSettings', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('imports a file and says so; a file core refuses changes nothing and says why', async () => {
    const wrapper = await mountWithShelf(PlaylistFolderSettings)
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
