import { describe, expect, it } from 'vitest'
import type {
  ArrangedNode,
  ArrangementChange,
  ArrangementFile,
  Playlist,
  ShelfNode,
} from '../../../../electron/contract'
import {
  ArrangementRefusal,
  arrangementProblem,
  changeArrangement,
  defaultOrder,
  emptyArrangement,
  placeAll,
  shelfOf,
} from '../../../../electron/core/features/library/playlist-arrangement'

const ME = 'me'
function aPlaylist(id: string, owner = ME, collaborative = false): Playlist {
  return {
    id,
    uri: `spotify:playlist:${id}`,
    name: `List ${id}`,
    description: '',
    owner: { id: owner, name: owner },
    images: [],
    public: false,
    collaborative,
    totalItems: 0,
    snapshotId: 's',
  }
}

/** The shelf as short words: ids of playlists, `name[...]` for folders. */
const words = (items: readonly ShelfNode[]): string[] =>
  items.map((node) =>
    node.kind === 'playlist' ? node.playlist.id : `${node.name}[${words(node.items).join(' ')}]`,
  )

const file = (...items: ArrangedNode[]): ArrangementFile => ({ ...emptyArrangement(), items })
const p = (id: string): ArrangedNode => ({ kind: 'playlist', id })
const folder = (id: string, name: string, ...items: ArrangedNode[]): ArrangedNode => ({
  kind: 'folder',
  id,
  name,
  collapsed: false,
  items,
})

function contextFor(playlists: readonly Playlist[]) {
  let made = 0
  return { listed: new Set(playlists.map((one) => one.id)), newFolderId: () => `folder-n${++made}` }
}

/** The shelf after changes applied one after another, as the handlers do. */
function after(playlists: Playlist[], start: ArrangementFile, ...changes: ArrangementChange[]) {
  const ctx = contextFor(playlists)
  let current = start
  for (const change of changes) current = changeArrangement(placeAll(current, playlists, ME), change, ctx)
  return { file: current, shelf: words(shelfOf(current, playlists, ME)) }
}

describe('the default order', () => {
  it('puts owned and collaborative playlists first, then followed, each in the service order', () => {
    const listed = [aPlaylist('f1', 'them'), aPlaylist('o1'), aPlaylist('c1', 'them', true), aPlaylist('o2')]
    expect(defaultOrder(listed, ME).map((one) => one.id)).toEqual(['o1', 'c1', 'o2', 'f1'])
    const shelf = shelfOf(emptyArrangement(), listed, ME)
    expect(words(shelf)).toEqual(['o1', 'c1', 'o2', 'f1'])
    expect(shelf.map((node) => node.kind === 'playlist' && node.canEdit)).toEqual([true, true, true, false])
  })
})

describe('merging with what the service lists', () => {
  const listed = [aPlaylist('a'), aPlaylist('b'), aPlaylist('c')]

  it('shows new playlists after the placed ones and hides removed ones without forgetting their place', () => {
    const kept = file(p('c'), folder('folder-1', 'Moods', p('gone'), p('a')))
    expect(words(shelfOf(kept, listed, ME))).toEqual(['c', 'Moods[a]', 'b'])
    // The playlist comes back (followed again): in its old place.
    expect(words(shelfOf(kept, [...listed, aPlaylist('gone')], ME))).toEqual(['c', 'Moods[gone a]', 'b'])
  })

  it('keeps a hidden playlist in the file through changes', () => {
    const kept = file(p('gone'), p('a'), p('b'), p('c'))
    const { file: changed } = after(listed, kept, {
      change: 'move',
      item: { kind: 'playlist', id: 'c' },
      parent: null,
      index: 0,
    })
    expect(changed.items.map((node) => node.id)).toEqual(['gone', 'c', 'a', 'b'])
  })
})

describe('moves', () => {
  const listed = ['a', 'b', 'c', 'd'].map((id) => aPlaylist(id))
  const empty = emptyArrangement()

  it('moves to an index counted among what is shown there', () => {
    const move = (id: string, index: number): ArrangementChange => ({
      change: 'move',
      item: { kind: 'playlist', id },
      parent: null,
      index,
    })
    expect(after(listed, empty, move('d', 0)).shelf).toEqual(['d', 'a', 'b', 'c'])
    expect(after(listed, empty, move('a', 2)).shelf).toEqual(['b', 'c', 'a', 'd'])
    expect(after(listed, empty, move('a', 99)).shelf).toEqual(['b', 'c', 'd', 'a'])
  })

  it('steps up and down among neighbours, and out of a folder past its edge', () => {
    const step = (id: string, by: -1 | 1): ArrangementChange => ({
      change: 'step',
      item: { kind: 'playlist', id },
      by,
    })
    expect(after(listed, empty, step('c', -1)).shelf).toEqual(['a', 'c', 'b', 'd'])
    expect(after(listed, empty, step('b', 1)).shelf).toEqual(['a', 'c', 'b', 'd'])
    expect(after(listed, empty, step('a', -1)).shelf).toEqual(['a', 'b', 'c', 'd'])
    const inFolder = file(p('a'), folder('folder-1', 'F', p('b'), p('c')), p('d'))
    expect(after(listed, inFolder, step('b', -1)).shelf).toEqual(['a', 'b', 'F[c]', 'd'])
    expect(after(listed, inFolder, step('c', 1)).shelf).toEqual(['a', 'F[b]', 'c', 'd'])
  })

  it('steps over a hidden playlist at once', () => {
    const kept = file(p('a'), p('gone'), p('b'))
    const { shelf } = after(listed, kept, { change: 'step', item: { kind: 'playlist', id: 'b' }, by: -1 })
    expect(shelf).toEqual(['b', 'a', 'c', 'd'])
  })

  it('moves playlists into and out of folders', () => {
    const { shelf, file: made } = after(
      listed,
      empty,
      { change: 'createFolder', name: 'Road trips', parent: null },
      { change: 'move', item: { kind: 'playlist', id: 'c' }, parent: 'folder-n1', index: 0 },
      { change: 'move', item: { kind: 'playlist', id: 'a' }, parent: 'folder-n1', index: 1 },
    )
    expect(shelf).toEqual(['Road trips[c a]', 'b', 'd'])
    const out = after(listed, made, {
      change: 'move',
      item: { kind: 'playlist', id: 'c' },
      parent: null,
      index: 3,
    })
    expect(out.shelf).toEqual(['Road trips[a]', 'b', 'd', 'c'])
  })
})

describe('folders', () => {
  const listed = ['a', 'b'].map((id) => aPlaylist(id))

  it('are made at the top of where they go, renamed, collapsed, and deleted without losing a playlist', () => {
    const { file: made } = after(
      listed,
      file(p('a'), folder('folder-1', 'Old', p('b'))),
      { change: 'createFolder', name: 'New', parent: null },
      { change: 'renameFolder', id: 'folder-1', name: 'Kept' },
      { change: 'collapseFolder', id: 'folder-1', collapsed: true },
    )
    const shelf = shelfOf(made, listed, ME)
    expect(words(shelf)).toEqual(['New[]', 'a', 'Kept[b]'])
    expect(shelf[2]).toMatchObject({ kind: 'folder', collapsed: true })
    const deleted = after(listed, made, { change: 'deleteFolder', id: 'folder-1' })
    expect(deleted.shelf).toEqual(['New[]', 'a', 'b'])
  })

  it('nest one level: a folder in a folder, but not a third', () => {
    const nested = file(
      folder('folder-1', 'Outer', folder('folder-2', 'Inner', p('a'))),
      folder('folder-3', 'Other'),
    )
    expect(after(listed, nested).shelf).toEqual(['Outer[Inner[a]]', 'Other[]', 'b'])
    expect(() =>
      after(listed, nested, { change: 'createFolder', name: 'Deeper', parent: 'folder-2' }),
    ).toThrow(ArrangementRefusal)
    // Other into Inner would be a third level; Outer (which holds a folder) into Other too.
    const into = (id: string, parent: string): ArrangementChange => ({
      change: 'move',
      item: { kind: 'folder', id },
      parent,
      index: 0,
    })
    expect(() => after(listed, nested, into('folder-3', 'folder-2'))).toThrow('Folders nest one level')
    expect(() => after(listed, nested, into('folder-1', 'folder-3'))).toThrow('Folders nest one level')
    expect(() => after(listed, nested, into('folder-1', 'folder-2'))).toThrow('cannot go inside itself')
    expect(after(listed, nested, into('folder-3', 'folder-1')).shelf).toEqual([
      'Outer[Other[] Inner[a]]',
      'b',
    ])
  })

  it('answer a change of a folder that is gone with a refusal', () => {
    expect(() =>
      after(listed, emptyArrangement(), { change: 'renameFolder', id: 'folder-9', name: 'X' }),
    ).toThrow('That folder is no longer there.')
  })

  it('leave the file they were given as it was', () => {
    const kept = file(p('a'))
    after(listed, kept, { change: 'createFolder', name: 'New', parent: null })
    expect(kept.items).toEqual([p('a')])
  })
})

describe('a file read or imported', () => {
  it('is refused when it names a playlist twice or nests folders too deep', () => {
    expect(arrangementProblem(file(p('a'), folder('folder-1', 'F', p('a'))))).toBe(
      'it names the same playlist twice',
    )
    const deep = file(folder('folder-1', 'A', folder('folder-2', 'B', folder('folder-3', 'C'))))
    expect(arrangementProblem(deep)).toBe('its folders nest too deep')
    expect(arrangementProblem(file(folder('folder-1', 'A', folder('folder-2', 'B', p('a')))))).toBeNull()
  })
})
