import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { coverAhead, PAGE_COVER_SIZE } from '../../renderer/src/cover-ahead'
import { coverCopies } from '../../renderer/src/cover-copies'
import { heldImages } from '../../renderer/src/held-images'
import MediaTile from '../../renderer/src/components/library/MediaTile.vue'

/**
 * A cover asked for ahead: the picture the next screen will pick for its size (its copy where that screen draws
 * one), and a tile or row asks for its page's cover when the pointer or the focus comes to it.
 */
const images = [
  { url: 'https://i.scdn.co/image/small', width: 64, height: 64 },
  { url: 'https://i.scdn.co/image/medium', width: 300, height: 300 },
  { url: 'https://i.scdn.co/image/large', width: 640, height: 640 },
]

afterEach(() => vi.restoreAllMocks())

describe('coverAhead', () => {
  it('holds the picture the page will show at its size, or makes the copy it will draw', () => {
    const hold = vi.spyOn(heldImages, 'hold').mockImplementation(() => {})
    const copy = vi.spyOn(coverCopies, 'copy').mockResolvedValue('blob:copy')
    coverAhead(images, 300)
    expect(hold).toHaveBeenCalledExactlyOnceWith('https://i.scdn.co/image/medium')
    expect(copy).not.toHaveBeenCalled()

    // 640×640 for 176 px is worth a smaller copy, as CoverArt makes for the page.
    coverAhead([images[2]!], PAGE_COVER_SIZE)
    expect(copy).toHaveBeenCalledExactlyOnceWith('https://i.scdn.co/image/large', PAGE_COVER_SIZE)
    expect(hold).toHaveBeenCalledOnce()

    coverAhead([], PAGE_COVER_SIZE)
    expect(hold).toHaveBeenCalledOnce()
    expect(copy).toHaveBeenCalledOnce()
  })

  it('a tile asks for its page’s cover when the pointer or the focus comes to it', async () => {
    const hold = vi.spyOn(heldImages, 'hold').mockImplementation(() => {})
    vi.spyOn(coverCopies, 'copy').mockResolvedValue('blob:copy')
    const tile = mount(MediaTile, {
      props: { to: '/album/a1', name: 'An Album', subtitle: 'An Artist', images: [images[0]!] },
      global: { stubs: { RouterLink: { template: '<a><slot /></a>' } } },
    })
    hold.mockClear()
    await tile.find('article').trigger('pointerenter')
    expect(hold).toHaveBeenCalledExactlyOnceWith('https://i.scdn.co/image/small')
    await tile.find('article').trigger('focusin')
    expect(hold).toHaveBeenCalledTimes(2)
    tile.unmount()
  })
})
