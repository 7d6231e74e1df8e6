/** Shared wire shapes of the service's JSON (OpenAPI components), with the service's snake_case keys. */

export interface ExternalUrls {
  spotify?: string
}

export interface ExternalIds {
  isrc?: string
  ean?: string
  upc?: string
}

export interface Image {
  url: string
  height: number | null
  width: number | null
}

export interface Followers {
  href: string | null
  total: number
}

export interface Copyright {
  text: string
  type: string
}

/** An offset-paged list: fetch `next` for the following page; null at the end. */
export type { Paging } from '../../../../operations'

export interface Cursors {
  after?: string | null
  before?: string | null
}

/** A cursor-paged list (followed artists by `after`, recently played by `before`). */
export interface CursorPaging<T> {
  href: string
  items: T[]
  limit: number
  next: string | null
  cursors: Cursors | null
  total?: number
}

/** The answer of playlist edits: the version the change produced. */
export interface SnapshotResult {
  snapshot_id: string
}
