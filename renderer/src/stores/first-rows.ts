import {
  libraryKindOfList,
  type KeptList,
  type KeptQuery,
  type LibraryWindow,
  type LibraryWindowInput,
} from '@contract'
import { bridge } from '../bridge'
import { LIST_CHUNK } from '../composables/list-chunk'

/** The first rows of a list a page reopens on, asked for before its screen has mounted. */
export interface FirstRows {
  key: string
  offset: number
  limit: number
  query: KeptQuery
  /** Null when the read failed: the list then reads the rows itself. */
  answer: Promise<LibraryWindow<unknown> | null>
}

/**
 * Asks core for the chunk of rows a reopened library list shows first, as soon as the page knows where it was
 * (`desktop.restoreView`): the screen's code and first render go on meanwhile, and the list, once mounted,
 * takes that answer instead of asking then (a round trip later). Other lists are read as they mount.
 */
export function readFirstRows(list: KeptList): FirstRows | null {
  const kind = libraryKindOfList(list.key)
  if (!kind || !list.query) return null
  const offset = Math.floor(list.firstRow / LIST_CHUNK) * LIST_CHUNK
  const read = bridge.library[kind] as (input: LibraryWindowInput) => Promise<LibraryWindow<unknown>>
  // Core checks the kept query as any input; whatever fails here, the list asks again itself.
  const input = { offset, limit: LIST_CHUNK, ...list.query } as LibraryWindowInput
  const answer = read(input).catch(() => null)
  return { key: list.key, offset, limit: LIST_CHUNK, query: list.query, answer }
}

/** The answer read ahead, when it is for this list, place and query (the list's own first read). */
export function matchesFirstRows(
  first: FirstRows,
  key: string,
  offset: number,
  limit: number,
  query: KeptQuery | null,
): boolean {
  return (
    first.key === key &&
    first.offset === offset &&
    first.limit === limit &&
    JSON.stringify(first.query) === JSON.stringify(query)
  )
}
