import {
  FOLDER_DEPTH_MAX,
  type ArrangedNode,
  type ArrangedRef,
  type ArrangementChange,
  type ArrangementFile,
  type Playlist,
  type ShelfNode,
} from '../../../contract'
import { libraryWords, type LibraryWords } from './library-words'

/**
 * The rules of the person's playlist arrangement (order and folders, kept by Encore), as plain functions over
 * the stored file and the playlists the service lists. A playlist the service no longer lists stays in the file
 * (hidden), so its place comes back with it; one the file does not know yet is shown after what is placed, in
 * the default order: owned and collaborative first, then followed, each in the service's order.
 */

type Folder = Extract<ArrangedNode, { kind: 'folder' }>

/**
 * A change the arrangement cannot take: why, as a key of the library's words (`refusal.*`), English in its
 * message; the handler says it in the person's language.
 */
export class ArrangementRefusal extends Error {
  constructor(readonly reason: keyof LibraryWords['refusal']) {
    super(libraryWords.en.refusal[reason])
  }
}

export const emptyArrangement = (): ArrangementFile => ({
  format: 'encore-playlist-arrangement',
  version: 1,
  items: [],
})

const editableBy = (playlist: Playlist, userId: string | undefined) =>
  playlist.owner.id === userId || playlist.collaborative

/** Owned and collaborative first, then followed; the service's order within each. */
export function defaultOrder(playlists: readonly Playlist[], userId: string | undefined): Playlist[] {
  return [
    ...playlists.filter((playlist) => editableBy(playlist, userId)),
    ...playlists.filter((playlist) => !editableBy(playlist, userId)),
  ]
}

function* walk(items: readonly ArrangedNode[]): Generator<ArrangedNode> {
  for (const node of items) {
    yield node
    if (node.kind === 'folder') yield* walk(node.items)
  }
}

/** How deep folders go inside this node (0 for a playlist, 1 for a folder of playlists). */
const heightOf = (node: ArrangedNode): number =>
  node.kind === 'playlist' ? 0 : 1 + Math.max(0, ...node.items.map(heightOf))

/** Why a file read or imported cannot be used (a playlist or folder twice, folders too deep), or null. */
export function arrangementProblem(file: ArrangementFile): string | null {
  const seen = new Set<string>()
  for (const node of walk(file.items)) {
    const key = `${node.kind}:${node.id}`
    if (seen.has(key)) return `it names the same ${node.kind} twice`
    seen.add(key)
  }
  if (Math.max(0, ...file.items.map(heightOf)) > FOLDER_DEPTH_MAX) return 'its folders nest too deep'
  return null
}

/** The stored tree with every listed playlist it does not know yet placed after it (what changes act on). */
export function placeAll(
  file: ArrangementFile,
  playlists: readonly Playlist[],
  userId: string | undefined,
): ArrangementFile {
  const known = new Set(
    [...walk(file.items)].filter((node) => node.kind === 'playlist').map((node) => node.id),
  )
  const unplaced = defaultOrder(playlists, userId).filter((playlist) => !known.has(playlist.id))
  return {
    ...structuredClone(file),
    items: [
      ...structuredClone(file.items),
      ...unplaced.map((playlist) => ({ kind: 'playlist' as const, id: playlist.id })),
    ],
  }
}

/** What the page shows: the listed playlists in the person's order and folders (folders shown even empty). */
export function shelfOf(
  file: ArrangementFile,
  playlists: readonly Playlist[],
  userId: string | undefined,
): ShelfNode[] {
  const byId = new Map(playlists.map((playlist) => [playlist.id, playlist]))
  const shown = (items: readonly ArrangedNode[]): ShelfNode[] =>
    items.flatMap((node): ShelfNode[] => {
      if (node.kind === 'folder')
        return [
          {
            kind: 'folder',
            id: node.id,
            name: node.name,
            collapsed: node.collapsed,
            items: shown(node.items),
          },
        ]
      const playlist = byId.get(node.id)
      return playlist ? [{ kind: 'playlist', playlist, canEdit: editableBy(playlist, userId) }] : []
    })
  return shown(placeAll(file, playlists, userId).items)
}

/** Where a node sits: the list that holds it, its index there, and the folder of that list (null: the top). */
interface Place {
  list: ArrangedNode[]
  index: number
  parent: Folder | null
  node: ArrangedNode
}

function placeOf(items: ArrangedNode[], ref: ArrangedRef, parent: Folder | null = null): Place | null {
  for (const [index, node] of items.entries()) {
    if (node.kind === ref.kind && node.id === ref.id) return { list: items, index, parent, node }
    if (node.kind === 'folder') {
      const inner = placeOf(node.items, ref, node)
      if (inner) return inner
    }
  }
  return null
}

function folderOf(file: ArrangementFile, id: string): Folder {
  const place = placeOf(file.items, { kind: 'folder', id })
  if (!place || place.node.kind !== 'folder') throw new ArrangementRefusal('folderGone')
  return place.node
}

/** How deep a folder lies (1 at the top level); 0 for the top level itself. */
function depthOf(file: ArrangementFile, folderId: string | null): number {
  let depth = 0
  for (let id = folderId; id !== null; depth++) {
    const place = placeOf(file.items, { kind: 'folder', id })
    if (!place) throw new ArrangementRefusal('folderGone')
    id = place.parent?.id ?? null
  }
  return depth
}

export interface ChangeContext {
  /** The ids of the playlists the service lists now (the others are kept but not shown). */
  listed: ReadonlySet<string>
  /** The id a new folder takes. */
  newFolderId: () => string
}

const shownIn = (node: ArrangedNode, listed: ReadonlySet<string>) =>
  node.kind === 'folder' || listed.has(node.id)

/** The stored index before the `index`-th node shown in `list` (its end when fewer are shown). */
function storedIndex(list: readonly ArrangedNode[], index: number, listed: ReadonlySet<string>): number {
  let seen = 0
  for (const [at, node] of list.entries()) {
    if (!shownIn(node, listed)) continue
    if (seen === index) return at
    seen++
  }
  return list.length
}

function move(
  file: ArrangementFile,
  ref: ArrangedRef,
  parentId: string | null,
  index: number,
  ctx: ChangeContext,
) {
  const place = placeOf(file.items, ref)
  if (!place) throw new ArrangementRefusal('playlistGone')
  if (parentId !== null && ref.kind === 'folder') {
    if (ref.id === parentId || placeOf([place.node], { kind: 'folder', id: parentId }))
      throw new ArrangementRefusal('folderInItself')
    if (depthOf(file, parentId) + heightOf(place.node) > FOLDER_DEPTH_MAX)
      throw new ArrangementRefusal('nestOneLevel')
  }
  const target = parentId === null ? file.items : folderOf(file, parentId).items
  // Where it goes is counted among what the page shows there, without the node itself.
  place.list.splice(place.index, 1)
  target.splice(storedIndex(target, index, ctx.listed), 0, place.node)
}

/** One place up or down among what is shown beside it; past a folder's edge it steps out of the folder. */
function step(file: ArrangementFile, ref: ArrangedRef, by: -1 | 1, ctx: ChangeContext) {
  const place = placeOf(file.items, ref)
  if (!place) throw new ArrangementRefusal('playlistGone')
  const shown = place.list.filter((node) => shownIn(node, ctx.listed))
  const at = shown.indexOf(place.node)
  const next = at + by
  if (next >= 0 && next < shown.length) {
    // Counted without the node itself: up goes before the one above, down after the one below.
    move(file, ref, place.parent?.id ?? null, next, ctx)
    return
  }
  if (!place.parent) return
  const outer = placeOf(file.items, { kind: 'folder', id: place.parent.id })!
  const outerShown = outer.list.filter((node) => shownIn(node, ctx.listed)).indexOf(outer.node)
  move(file, ref, outer.parent?.id ?? null, by === -1 ? outerShown : outerShown + 1, ctx)
}

/** The arrangement after one change (a new file; the one given is left as it was). */
export function changeArrangement(
  file: ArrangementFile,
  change: ArrangementChange,
  ctx: ChangeContext,
): ArrangementFile {
  const next = structuredClone(file)
  switch (change.change) {
    case 'move':
      move(next, change.item, change.parent, change.index, ctx)
      break
    case 'step':
      step(next, change.item, change.by, ctx)
      break
    case 'createFolder': {
      if (change.parent !== null && depthOf(next, change.parent) >= FOLDER_DEPTH_MAX)
        throw new ArrangementRefusal('nestBeside')
      const target = change.parent === null ? next.items : folderOf(next, change.parent).items
      target.unshift({
        kind: 'folder',
        id: ctx.newFolderId(),
        name: change.name,
        collapsed: false,
        items: [],
      })
      break
    }
    case 'renameFolder':
      folderOf(next, change.id).name = change.name
      break
    case 'collapseFolder':
      folderOf(next, change.id).collapsed = change.collapsed
      break
    case 'deleteFolder': {
      const place = placeOf(next.items, { kind: 'folder', id: change.id })
      if (!place || place.node.kind !== 'folder') throw new ArrangementRefusal('folderGone')
      // What it held takes its place: deleting a folder never loses a playlist.
      place.list.splice(place.index, 1, ...place.node.items)
      break
    }
  }
  return next
}
