import { describe, expect, it } from 'vitest'
import { effectScope, nextTick, shallowRef } from 'vue'
import type { Page } from '../../../../electron/contract'
import { useShownPages } from '../../../../renderer/src/components/discover/useShownPages'

/** A list shown a page at a time: the pages read add up, "Show more" asks from the end, a new list starts over. */

const page = (offset: number, items: string[], hasMore: boolean): Page<string> => ({
  offset,
  items,
  total: 4,
  hasMore,
})

function setUp() {
  const scope = effectScope()
  const list = shallowRef('pop')
  const read = shallowRef<Page<string> | null>(null)
  const pages = scope.run(() => {
    const shown = useShownPages<string>(list)
    shown.follow(() => read.value)
    return shown
  })!
  return { list, read, pages }
}

describe('pages shown one after another', () => {
  it('shows the first page, adds the next where "Show more" asked for it, and says whether there are more', async () => {
    const { read, pages } = setUp()
    expect(pages.more.value).toBe(false)
    read.value = page(0, ['a', 'b'], true)
    await nextTick()
    expect(pages.items.value).toEqual(['a', 'b'])
    expect(pages.more.value).toBe(true)
    pages.next()
    expect(pages.offset.value).toBe(2)
    read.value = page(2, ['c', 'd'], false)
    await nextTick()
    expect(pages.items.value).toEqual(['a', 'b', 'c', 'd'])
    expect(pages.more.value).toBe(false)
  })

  it('starts again at the top for another list, and a first page read again replaces what was shown', async () => {
    const { list, read, pages } = setUp()
    read.value = page(0, ['a', 'b'], true)
    await nextTick()
    pages.next()
    list.value = 'jazz'
    await nextTick()
    expect(pages.offset.value).toBe(0)
    expect(pages.items.value).toEqual([])
    read.value = page(0, ['x'], false)
    await nextTick()
    expect(pages.items.value).toEqual(['x'])
  })
})
