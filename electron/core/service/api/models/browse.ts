import type { SimplifiedAlbum } from './album'
import type { Image, Paging } from './common'
import type { SimplifiedPlaylist } from './playlist'

export interface Category {
  href: string
  icons: Image[]
  id: string
  name: string
}

export interface CategoriesPage {
  categories: Paging<Category>
}

/** Featured playlists and a category's playlists: a page of playlists with an optional headline. */
export interface PlaylistsWithMessage {
  message?: string
  playlists: Paging<SimplifiedPlaylist>
}

export interface NewReleases {
  albums: Paging<SimplifiedAlbum>
}
