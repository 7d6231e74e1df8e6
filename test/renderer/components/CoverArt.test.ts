import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as CoverCopiesModule from '../../../renderer/src/cover-copies'
import { comeNear, stubIntersection } from '../support/intersection'

// The drawing itself needs Chromium (the e2e tests draw real covers); here, what the cover asks it to draw.
const drawCover = vi.fn<(canvas: HTMLCanvasElement, url: string, pixels: number) => Promise<boolean>>()
vi.mock('../../../renderer/src/cover-drawing', () => ({
  drawCover,
  afterFirstFrame: () => Promise.resolve(),
}))
// Copies need Chromium too (covers.spec.ts shows them); here, which cover asks for one and what it shows.
const copy = vi.fn<(url: string, pixels: number) => Promise<string>>()
vi.mock('../../../renderer/src/cover-copies', async (actual) => ({
  ...(await actual<typeof CoverCopiesModule>()),
  coverCopies: { copy },
}))

const images = [64, 300, 640].map((width) => ({
  url: `https://covers.test/${width}.png`,
  width,
  height: width,
}))

async function cover(props: { images: typeof images; size: number; alt?: string; live?: boolean }) {
  const { default: CoverArt } = await import('../../../renderer/src/components/CoverArt.vue')
  const wrapper = mount(CoverArt, { props })
  await flushPromises()
  return wrapper
}

describe('CoverArt', () => {
  beforeEach(() => {
    drawCover.mockReset().mockResolvedValue(true)
    copy.mockReset().mockResolvedValue('blob:https://app.test/copy')
    stubIntersection()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('a cover that follows what plays is drawn into a canvas: the smallest image that fills it at the screen’s density', async () => {
    vi.stubGlobal('devicePixelRatio', 2)
    const wrapper = await cover({ images, size: 148, live: true })
    const canvas = wrapper.get('canvas')
    expect(wrapper.find('img').exists()).toBe(false)
    expect(canvas.attributes('data-src')).toBe('https://covers.test/300.png')
    expect(drawCover).toHaveBeenCalledTimes(1)
    expect(drawCover.mock.calls[0]!.slice(0, 3)).toEqual([canvas.element, 'https://covers.test/300.png', 296])
  })

  it('the next track’s cover is drawn into the same canvas; the same cover is not drawn again', async () => {
    const wrapper = await cover({ images, size: 56, live: true })
    await wrapper.setProps({ images: [...images] })
    await flushPromises()
    expect(drawCover).toHaveBeenCalledTimes(1)
    await wrapper.setProps({ images: [{ url: 'https://covers.test/next.png', width: 64, height: 64 }] })
    await flushPromises()
    expect(drawCover).toHaveBeenCalledTimes(2)
    expect(drawCover.mock.calls[1]![0]).toBe(wrapper.get('canvas').element)
    expect(drawCover.mock.calls[1]![1]).toBe('https://covers.test/next.png')
  })

  it('a live cover is named when given alt text, and hidden from screen readers when decorative', async () => {
    const named = await cover({ images, size: 56, alt: 'Cover of Silver Wave', live: true })
    expect(named.get('canvas').attributes()).toMatchObject({
      role: 'img',
      'aria-label': 'Cover of Silver Wave',
    })
    const decorative = await cover({ images, size: 56, live: true })
    expect(decorative.get('canvas').attributes('aria-hidden')).toBe('true')
    expect(decorative.get('canvas').attributes('role')).toBeUndefined()
  })

  it('a live cover that cannot be drawn gives way to the placeholder, named the same', async () => {
    drawCover.mockImplementation(async () => {
      throw new Error('The cover at https://covers.test/64.png could not be loaded.')
    })
    const wrapper = await cover({ images, size: 40, alt: 'Cover of Silver Wave', live: true })
    expect(wrapper.find('canvas').exists()).toBe(false)
    expect(wrapper.get('.cover__placeholder').attributes()).toMatchObject({
      role: 'img',
      'aria-label': 'Cover of Silver Wave',
    })
  })

  it('other covers are lazy images, and a broken one gives way to the placeholder', async () => {
    // A small cover shows at once (the <img> itself is lazy): nothing waits to come near the screen.
    const wrapper = await cover({ images, size: 40, alt: 'Cover of Silver Wave' })
    const image = wrapper.get('img')
    expect(image.attributes()).toMatchObject({
      src: 'https://covers.test/64.png',
      alt: 'Cover of Silver Wave',
      loading: 'lazy',
    })
    expect(drawCover).not.toHaveBeenCalled()
    // A 64-pixel picture for 40 pixels: not worth a copy.
    expect(copy).not.toHaveBeenCalled()
    await image.trigger('error')
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.get('.cover__placeholder').attributes('aria-label')).toBe('Cover of Silver Wave')
  })

  it('a cover much larger than shown is shown as a copy at the size shown, once it comes near the screen', async () => {
    const wrapper = await cover({ images, size: 148, alt: 'Cover of Silver Wave' })
    expect(wrapper.find('img').exists()).toBe(false)
    expect(copy).not.toHaveBeenCalled()
    await comeNear()
    expect(copy.mock.calls).toEqual([['https://covers.test/300.png', 148]])
    expect(wrapper.get('img').attributes()).toMatchObject({
      src: 'blob:https://app.test/copy',
      alt: 'Cover of Silver Wave',
    })
  })

  it('a cover whose copy cannot be made shows the picture itself', async () => {
    copy.mockRejectedValue(new Error('The cover at https://covers.test/300.png could not be loaded.'))
    const wrapper = await cover({ images, size: 148 })
    await comeNear()
    expect(copy).toHaveBeenCalledTimes(1)
    expect(wrapper.get('img').attributes('src')).toBe('https://covers.test/300.png')
  })

  it('a cover that changes while its copy is made shows the new one, not the copy that came late', async () => {
    let finish: (url: string) => void = () => {}
    copy.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    const wrapper = await cover({ images, size: 148 })
    await comeNear()
    await wrapper.setProps({ images: [{ url: 'https://covers.test/other.png', width: 64, height: 64 }] })
    await flushPromises()
    finish('blob:https://app.test/late')
    await flushPromises()
    expect(wrapper.get('img').attributes('src')).toBe('https://covers.test/other.png')
  })

  it('without images it shows the placeholder and draws nothing', async () => {
    const wrapper = await cover({ images: [], size: 40, live: true })
    expect(wrapper.find('canvas').exists()).toBe(false)
    expect(wrapper.find('.cover__placeholder').exists()).toBe(true)
    expect(drawCover).not.toHaveBeenCalled()
  })
})
