import { uriKind, type Album, type Artist, type Audiobook, type Playlist, type Show, isKind } from '@contract'
import { useRouter } from 'vue-router'
import { useWords } from '../i18n'
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
  const { t } = useWords()

  const pathOf = (item: { uri: string; id: string }) => `/${uriKind(item.uri)}/${item.id}`
  const play = (item: { uri: string }) => player.play({ contextUri: item.uri })

  function libraryLabel(item: MediaItem): string {
    const kept = library.isSaved(item.uri) === true
    if (isKind(item.uri, 'album', 'audiobook'))
      return kept ? t('library.action.unsave') : t('library.action.save')
    return kept ? t('library.action.unfollow') : t('library.action.follow')
  }
  const toggle = (item: { uri: string; name?: string }) =>
    library.setSaved([item.uri], library.isSaved(item.uri) !== true, { names: [item.name] })

  function menuFor(item: MediaItem): MenuItem[] {
    return [
      { label: t('library.action.play'), run: () => void play(item) },
      { label: t('library.action.open'), run: () => void router.push(pathOf(item)) },
      { label: libraryLabel(item), run: () => void toggle(item) },
      { label: t('library.action.copyLink'), run: () => void copyLink(item.uri) },
    ]
  }

  return { play, pathOf, libraryLabel, toggle, menuFor }
}
