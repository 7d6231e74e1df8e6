import { uriKind, type Album, type Artist, type Audiobook, type Playlist, type Show, isKind } from '@contract'
import { useRouter } from 'vue-router'
import { useLibraryStore } from '../stores/library'
import type { MenuItem } from '../stores/library-ui'
import { usePlaybackStore } from '../stores/playback'
import { useTrackActions } from './useTrackActions'

/** Things with a page of their own that the library keeps: saved (albums, books) or followed (the others). */
export type MediaItem = Album | Artist | Playlist | Show | Audiobook

/**
 * What can be done with an album, playlist, artist, show or audiobook wherever it shows: play it, keep it, open
 * it, link it.
 */
export function useMediaActions() {
  const player = usePlaybackStore()
  const library = useLibraryStore()
  const router = useRouter()
  const { copyLink } = useTrackActions()

  const pathOf = (item: { uri: string; id: string }) => `/${uriKind(item.uri)}/${item.id}`
  const play = (item: { uri: string }) => player.play({ contextUri: item.uri })

  function libraryLabel(item: MediaItem): string {
    const kept = library.isSaved(item.uri) === true
    if (isKind(item.uri, 'album', 'audiobook'))
      return kept ? 'Remove from Your Library' : 'Save to Your Library'
    return kept ? 'Unfollow' : 'Follow'
  }
  const toggle = (item: { uri: string; name?: string }) =>
    library.setSaved([item.uri], library.isSaved(item.uri) !== true, { names: [item.name] })

  function menuFor(item: MediaItem): MenuItem[] {
    return [
      { label: 'Play', run: () => void play(item) },
      { label: 'Open', run: () => void router.push(pathOf(item)) },
      { label: libraryLabel(item), run: () => void toggle(item) },
      { label: 'Copy link', run: () => void copyLink(item.uri) },
    ]
  }

  return { play, pathOf, libraryLabel, toggle, menuFor }
}
