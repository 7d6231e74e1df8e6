import { afterEach, describe, expect, it, vi } from 'vitest'
import { createImageHolder } from '../../renderer/src/held-images'

afterEach(() => vi.unstubAllGlobals())

describe('held images: covers shown lately stay loaded, so showing one again decodes nothing anew', () => {
  it('loads each cover once while it is held, and drops the least recently shown past the limit', () => {
    const loaded: string[] = []
    const holder = createImageHolder(3, (url) => loaded.push(url))
    for (const url of ['a', 'b', 'c', 'a', 'b', 'c']) holder.hold(url)
    expect(loaded).toEqual(['a', 'b', 'c'])
    // Shown again, "a" is the most recent: "b" is the one dropped for "d", and loaded again when shown again.
    holder.hold('a')
    holder.hold('d')
    expect(holder.size).toBe(3)
    holder.hold('a')
    expect(loaded).toEqual(['a', 'b', 'c', 'd'])
    holder.hold('b')
    expect(loaded).toEqual(['a', 'b', 'c', 'd', 'b'])
  })

  it('loads a cover as the page’s <img> does, with no cross-origin request of its own', () => {
    const made: { src: string; crossOrigin: string | null }[] = []
    vi.stubGlobal(
      'Image',
      class {
        src = ''
        crossOrigin: string | null = null
        decoding = 'auto'
        constructor() {
          made.push(this)
        }
      },
    )
    createImageHolder(2).hold('http://127.0.0.1:1/images/album/x/64.png')
    expect(made).toEqual([
      { src: 'http://127.0.0.1:1/images/album/x/64.png', crossOrigin: null, decoding: 'async' },
    ])
  })
})
