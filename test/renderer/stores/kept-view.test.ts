import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, shallowRef } from 'vue'
import type { KeptList } from '../../../electron/contract'
import { setVisibility } from '../support/visibility'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useKeptViewStore } = await import('../../../renderer/src/stores/kept-view')
const { useKeptList, useUnsavedWork } = await import('../../../renderer/src/composables/useKeptList')

const tracks: KeptList = {
  key: 'library:tracks',
  query: { sort: 'title', reverse: true, filter: 'blue' },
  firstRow: 5000,
  currentRow: 5002,
  selected: [],
}
const kept = () => fake.calls.filter(([method]) => method === 'desktop.keepView').map(([, view]) => view)

describe('the kept view: where the page is, for when its window opens anew', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fake.resetFakeBridge()
    fake.answer('desktop.keepView', () => undefined)
    setActivePinia(createPinia())
    setVisibility('visible')
  })
  afterEach(() => {
    vi.useRealTimers()
    setVisibility('visible')
  })

  it('tells core the route at once, and a list’s moves once they settle', async () => {
    const keeper = useKeptViewStore()
    keeper.setRoute('/library/tracks')
    expect(kept()).toEqual([{ route: '/library/tracks', list: null, unsaved: false }])
    const scope = effectScope()
    const list = scope.run(() =>
      useKeptList({ key: 'library:tracks', query: () => ({ sort: 'recent', reverse: false, filter: '' }) }),
    )!
    for (const top of [10, 200, 4_000, 5_000]) list.moved(top, top + 1)
    expect(kept()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(400)
    expect(kept()).toEqual([
      { route: '/library/tracks', list: null, unsaved: false },
      {
        route: '/library/tracks',
        list: {
          key: 'library:tracks',
          query: { sort: 'recent', reverse: false, filter: '' },
          firstRow: 5000,
          currentRow: 5001,
          selected: [],
        },
        unsaved: false,
      },
    ])
    scope.stop()
  })

  it('says where it is at once when the page is hidden (its window may be released then)', async () => {
    const keeper = useKeptViewStore()
    keeper.setRoute('/library/tracks')
    const scope = effectScope()
    const list = scope.run(() => useKeptList({ key: 'library:tracks' }))!
    list.moved(321, 321)
    setVisibility('hidden')
    await nextTick()
    expect(kept().at(-1)).toMatchObject({ list: { firstRow: 321, currentRow: 321 } })
    scope.stop()
  })

  it('keeps nothing for the mini player’s page or a route core would not keep', () => {
    const keeper = useKeptViewStore()
    keeper.setRoute(null)
    keeper.setRoute('//elsewhere')
    expect(kept()).toEqual([])
  })

  it('says while a form holds unsaved work, and when it no longer does', async () => {
    const keeper = useKeptViewStore()
    keeper.setRoute('/library/playlists')
    const dirty = shallowRef(false)
    const scope = effectScope()
    scope.run(() => useUnsavedWork(dirty))
    dirty.value = true
    await nextTick()
    expect(kept().at(-1)).toMatchObject({ unsaved: true })
    scope.stop()
    expect(kept().at(-1)).toMatchObject({ unsaved: false })
  })

  it('gives the list it had back once, to the list of that name, with its ticked rows', async () => {
    fake.answer('desktop.restoreView', () => ({ list: { ...tracks, selected: ['a', 'b'] } }))
    const keeper = useKeptViewStore()
    await keeper.ask('/library/tracks')
    expect(fake.calls).toContainEqual(['desktop.restoreView', { route: '/library/tracks' }])
    expect(keeper.peek('library:albums')).toBeNull()
    expect(keeper.peek('library:tracks')?.query).toEqual(tracks.query)
    const scope = effectScope()
    expect(scope.run(() => useKeptList({ key: 'library:tracks' }))!.start).toMatchObject({
      firstRow: 5000,
      currentRow: 5002,
      selected: ['a', 'b'],
    })
    expect(scope.run(() => useKeptList({ key: 'library:tracks' }))!.start).toBeNull()
    scope.stop()
  })

  it('opens as usual when core does not answer in time or cannot', async () => {
    fake.answer('desktop.restoreView', () => new Promise(() => {}))
    const keeper = useKeptViewStore()
    const asked = keeper.ask('/library/tracks')
    await vi.advanceTimersByTimeAsync(1_500)
    await asked
    expect(keeper.peek('library:tracks')).toBeNull()
    fake.fail('desktop.restoreView', { code: 'TRANSPORT_CLOSED', message: 'gone' })
    await expect(keeper.ask('/library/tracks')).resolves.toBeUndefined()
  })

  it('asks for a reopened library list’s first rows with the answer, and gives them to that list once', async () => {
    fake.answer('desktop.restoreView', () => ({ list: tracks }))
    const window = { revision: 4, offset: 5000, total: 9000, items: [{ id: 't5000' }] }
    fake.answer('library.tracks', () => window)
    const keeper = useKeptViewStore()
    await keeper.ask('/library/tracks')
    // The chunk row 5,000 is in, in the order and filter it had, before any list has mounted.
    expect(fake.calls).toContainEqual([
      'library.tracks',
      { offset: 5000, limit: 100, sort: 'title', reverse: true, filter: 'blue' },
    ])
    const scope = effectScope()
    const list = scope.run(() => useKeptList({ key: 'library:tracks', query: () => tracks.query }))!
    // Another list's read is its own.
    const albums = scope.run(() => useKeptList({ key: 'library:albums', query: () => tracks.query }))!
    expect(albums.firstRows(5000, 100)).toBeNull()
    expect(await list.firstRows(5000, 100)).toEqual(window)
    expect(list.firstRows(5000, 100)).toBeNull()
    scope.stop()
  })

  it('asks for nothing ahead for a list core does not keep rows of, and lets the list read when that read fails', async () => {
    fake.answer('desktop.restoreView', () => ({
      list: { key: 'playlist:p1', query: null, firstRow: 40, currentRow: null, selected: [] },
    }))
    await useKeptViewStore().ask('/playlist/p1')
    expect(fake.calls.map(([method]) => method)).toEqual(['desktop.restoreView'])

    fake.answer('desktop.restoreView', () => ({ list: tracks }))
    fake.fail('library.tracks', { code: 'TRANSPORT_CLOSED', message: 'gone' })
    await useKeptViewStore().ask('/library/tracks')
    const scope = effectScope()
    const list = scope.run(() => useKeptList({ key: 'library:tracks', query: () => tracks.query }))!
    expect(await list.firstRows(5000, 100)).toBeNull()
    // A list that reads elsewhere first lets the rows read ahead go: they are not held for the page's life.
    await useKeptViewStore().ask('/library/tracks')
    expect(list.firstRows(4900, 100)).toBeNull()
    expect(list.firstRows(5000, 100)).toBeNull()
    scope.stop()
  })
})
