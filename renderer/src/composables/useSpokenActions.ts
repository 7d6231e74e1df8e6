import { resumeAt, type Chapter, type Episode } from '@contract'
import { useRouter } from 'vue-router'
import { useWords } from '../i18n'
import { useLibraryStore } from '../stores/library'
import type { MenuItem } from '../stores/library-ui'
import { usePlaybackStore } from '../stores/playback'
import { useTrackActions } from './useTrackActions'

/**
 * What can be done with an episode or a chapter wherever it shows: play it from where you left it (in its show
 * or book, so Next goes on to the following one), save it to "Your Episodes" (a chapter is saved with its book),
 * open it, link it. There is no "Mark as played": the Web API offers no operation that marks an episode played
 * (its OpenAPI description and today's service alike), so Encore does not offer one.
 */
export function useSpokenActions() {
  const player = usePlaybackStore()
  const library = useLibraryStore()
  const router = useRouter()
  const { copyLink } = useTrackActions()
  const { t } = useWords()

  /** Plays an episode or chapter from its resume point, in `contextUri` (its show or book) when given. */
  function play(item: Pick<Episode | Chapter, 'uri' | 'resumePoint'>, contextUri?: string) {
    const positionMs = resumeAt(item.resumePoint)
    return player.play(
      contextUri ? { contextUri, offset: { uri: item.uri }, positionMs } : { uris: [item.uri], positionMs },
    )
  }

  const saved = (uri: string) => library.isSaved(uri) === true
  const saveLabel = (uri: string) => (saved(uri) ? t('library.spoken.unsave') : t('library.spoken.save'))
  const toggleSaved = (uri: string, name?: string) => library.setSaved([uri], !saved(uri), { names: [name] })

  function menuFor(episode: Episode, contextUri?: string): MenuItem[] {
    return [
      { label: t('library.action.play'), run: () => void play(episode, contextUri) },
      { label: t('library.action.addToQueue'), run: () => void player.addToQueue(episode.uri) },
      { label: t('library.action.open'), run: () => void router.push(`/episode/${episode.id}`) },
      { label: saveLabel(episode.uri), run: () => void toggleSaved(episode.uri, episode.name) },
      { label: t('library.action.copyLink'), run: () => void copyLink(episode.uri) },
    ]
  }

  return { play, saved, saveLabel, toggleSaved, menuFor }
}
