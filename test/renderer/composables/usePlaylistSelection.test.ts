import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { usePlaylistSelection } = await import('../../../renderer/src/composables/usePlaylistSelection')
const { usePlaylistEdits } = await import('../../../renderer/src/composables/usePlaylistEdits')
const { useLibraryUiStore } = await import('../../../renderer/src/stores/library-ui')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { entry } = await import('../support/library-states')
const { callsOf } = await import('../support/mount-player')

/**
 * A playlist page's selection: places not read yet are read from core before anything is done (in the list's
 * order), a sorted view is never read by place, a failed read does nothing and says so; and a removal of more
 * than the bridge takes at once goes in parts.
 */
const all = Array.from({ length: 700 }, (_, at) => entry(`T${at}`, at))

function selection(read: Set<number>, options: { inOrder?: boolean; editable?: boolean } = {}) {
  const removed: string[][] = []
  const chosen = usePlaylistSelection({
    id: () => 'pl1',
    rowAt: (index) => (read.has(index) ? all[index] : undefined),
    inOrder: () => options.inOrder ?? true,
    editable: () => options.editable ?? true,
    remove: (keys) => removed.push(keys),
  })
  return { chosen, removed }
}

describe('usePlaylistSelection', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    fake.resetFakeBridge()
    fake.answer('playlists.items', (input) => {
      const { offset, limit } = input as { offset: number; limit: number }
      return { revision: 1, offset, total: all.length, items: all.slice(offset, offset + limit) }
    })
  })

  it('reads the places scrolled past before removing them, and removes them in the list’s order', async () => {
    const { chosen, removed } = selection(new Set([0, 1]))
    chosen.remove([0, 1, 250, 251])
    await flushPromises()
    expect(callsOf('playlists.items')).toEqual([{ id: 'pl1', offset: 250, limit: 2 }])
    expect(removed).toEqual([['k-T0', 'k-T1', 'k-T250', 'k-T251']])
  })

  it('the menu of the rows chosen offers "Remove from this playlist" only where it can be edited', async () => {
    const editable = selection(new Set([0, 1, 2]))
    editable.chosen.openMenu([0, 2], new MouseEvent('contextmenu', { clientX: 5, clientY: 5 }))
    const menu = useLibraryUiStore().menu!
    expect(menu.label).toBe('Actions for 2 tracks')
    menu.items.find((item) => item.label === 'Remove from this playlist')!.run()
    expect(editable.removed).toEqual([['k-T0', 'k-T2']])

    const followed = selection(new Set([0, 1, 2]), { editable: false })
    followed.chosen.openMenu([0, 2], new MouseEvent('contextmenu', { clientX: 5, clientY: 5 }))
    expect(useLibraryUiStore().menu!.items.map((item) => item.label)).not.toContain(
      'Remove from this playlist',
    )
    followed.chosen.remove([0, 2])
    expect(followed.removed).toEqual([])
  })

  it('never reads a sorted view by place; a failed read does nothing and says so', async () => {
    const sorted = selection(new Set([0]), { inOrder: false })
    sorted.chosen.remove([0, 5])
    await flushPromises()
    expect(callsOf('playlists.items')).toEqual([])
    expect(sorted.removed).toEqual([['k-T0']])

    fake.answer('playlists.items', () => {
      throw new Error('gone')
    })
    const failing = selection(new Set([0]))
    failing.chosen.remove([0, 5])
    await flushPromises()
    expect(failing.removed).toEqual([])
    expect(useNoticesStore().shown.at(-1)?.message).toBe(
      'Encore could not read the tracks you chose; nothing was done.',
    )
  })
})

describe('usePlaylistEdits.remove', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    fake.resetFakeBridge()
    fake.answer('playlists.items', (input) => {
      const { offset, limit } = input as { offset: number; limit: number }
      return { revision: 1, offset, total: all.length, items: all.slice(offset, offset + limit) }
    })
    fake.answer('playlists.removeItems', () => ({
      id: 'pl1',
      revision: 2,
      total: 100,
      pending: 1,
      snapshotId: 's',
    }))
  })

  it('takes more keys than the bridge takes at once in parts, with one notice', async () => {
    const keys = all.slice(0, 600).map((row) => row.key)
    await usePlaylistEdits().remove({ id: 'pl1', name: 'Big' }, keys)
    expect(callsOf('playlists.removeItems')).toEqual([
      { id: 'pl1', keys: keys.slice(0, 500) },
      { id: 'pl1', keys: keys.slice(500) },
    ])
    const removed = useNoticesStore().shown.filter((notice) => notice.code === 'REMOVED_FROM_PLAYLIST')
    expect(removed.map((notice) => notice.message)).toEqual(['Removed 600 tracks from “Big”.'])
  })
})

describe('usePlaylistEdits.laterCopies', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    fake.resetFakeBridge()
  })

  it('finds every later copy past the first page, and leaves each track its first place', async () => {
    // 700 entries: T0…T599, then T5, T650 twice and T0 again past the first page of 500.
    const long = [
      ...all.slice(0, 600),
      { ...entry('T5', 600), key: 'k-copy-T5' },
      entry('T650', 601),
      { ...entry('T650', 602), key: 'k-copy-T650' },
      { ...entry('T0', 603), key: 'k-copy-T0' },
    ]
    fake.answer('playlists.items', (input) => {
      const { offset, limit } = input as { offset: number; limit: number }
      return { revision: 1, offset, total: long.length, items: long.slice(offset, offset + limit) }
    })
    expect(await usePlaylistEdits().laterCopies('pl1')).toEqual(['k-copy-T5', 'k-copy-T650', 'k-copy-T0'])
    expect(callsOf('playlists.items')).toEqual([
      { id: 'pl1', offset: 0, limit: 500 },
      { id: 'pl1', offset: 500, limit: 500 },
    ])
  })
})
