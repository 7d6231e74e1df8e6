import { openLinkOf, pagePathOf, type PlayInput, type Track, isKind } from '@contract'
import { useRouter } from 'vue-router'
import { useWords } from '../i18n'
import { useCapabilitiesStore } from '../stores/capabilities'
import { useLibraryStore } from '../stores/library'
import { useLibraryUiStore, type MenuItem } from '../stores/library-ui'
import { useNoticesStore } from '../stores/notices'
import { usePlaybackStore } from '../stores/playback'
import { useYourQueueStore } from '../stores/your-queue'

/** Where a row plays from: a context at this track, a list of tracks from here on, or the track alone. */
export type PlayFrom = { contextUri: string; position: number } | { play: () => Promise<void> } | null

/**
 * Copies `text`: through the Clipboard API, or where the page may not use it (an address that is not secure,
 * a refusal) the older way, a selected text and the copy command. Not vueuse's `useClipboard`: it asked the
 * browser about permissions for every row, and being in vueuse's one module it put ~1.7 kB on the first screen.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.cssText = 'position:absolute;opacity:0'
    document.body.appendChild(area)
    area.select()
    document.execCommand('copy')
    area.remove()
  }
}

/**
 * What can be done with a track wherever it shows (a row of the library, an album, a playlist, search): play,
 * add to queue, save or remove, add to a playlist, copy its link, go to its album or artist. Buttons, the
 * context menu and keys all call these.
 */
export function useTrackActions() {
  const player = usePlaybackStore()
  const yourQueue = useYourQueueStore()
  const library = useLibraryStore()
  const ui = useLibraryUiStore()
  const notices = useNoticesStore()
  const capabilities = useCapabilitiesStore()
  const router = useRouter()
  const { t } = useWords()

  /** Why a track cannot be played or queued, or null. */
  function unplayable(track: Track): string | null {
    if (track.isLocal) return t('library.unplayable.local')
    if (track.isPlayable === false) {
      const why: Record<string, string> = {
        market: t('library.unplayable.market'),
        product: t('library.unplayable.product'),
        explicit: t('library.unplayable.explicit'),
      }
      return why[track.unplayableReason ?? ''] ?? t('library.unplayable.other')
    }
    return null
  }

  async function play(track: Track, from: PlayFrom = null): Promise<void> {
    if (unplayable(track)) return
    if (from && 'play' in from) return from.play()
    const input: PlayInput = from
      ? { contextUri: from.contextUri, offset: { position: from.position } }
      : { uris: [track.linkedFromUri ?? track.uri] }
    await player.play(input)
  }

  async function copyLink(uri: string): Promise<void> {
    const link = openLinkOf(uri)
    if (!link) return
    await copyText(link)
    notices.push({ level: 'success', message: t('library.action.linkCopied'), code: 'LINK_COPIED' })
  }

  /** Saves or removes a track; `name` names it in the notice that says it was removed. */
  function toggleSaved(uri: string, name?: string): Promise<void> {
    return library.setSaved([uri], !library.isSaved(uri), { names: [name] })
  }

  const offersRadio = () => !capabilities.unavailable('recommendations')
  /** A track's sound page shows its audio features and its analysis: worth a visit while either is offered. */
  const offersSound = () =>
    !capabilities.unavailable('audio.features') || !capabilities.unavailable('audio.analysis')

  /** The context menu of a track. */
  function menuFor(track: Track, from: PlayFrom, extra: MenuItem[] = []): MenuItem[] {
    const saved = library.isSaved(track.uri) === true
    const reason = unplayable(track)
    const items: MenuItem[] = [
      { label: t('library.action.play'), run: () => void play(track, from), disabledReason: reason },
      {
        label: t('library.action.playNext'),
        run: () => void yourQueue.add(track.uri, track, 'next'),
        disabledReason: reason,
      },
      {
        label: t('library.action.addToQueue'),
        run: () => void player.addToQueue(track.uri, track),
        disabledReason: reason,
      },
      {
        label: saved ? t('library.action.unsave') : t('library.action.save'),
        run: () => void toggleSaved(track.uri, track.name),
        disabledReason: track.isLocal ? t('library.action.localNoSave') : null,
      },
      {
        label: t('library.action.addToPlaylist'),
        run: () => ui.choosePlaylistFor([track.uri]),
        disabledReason: track.isLocal ? t('library.action.localNoAdd') : null,
      },
      ...extra,
    ]
    // An episode's show stands in its artist's and album's place: one way there, named for what it is.
    const episode = isKind(track.uri, 'episode')
    const albumPath = track.album?.id ? pagePathOf(track.album.uri) : null
    if (albumPath && !episode)
      items.push({ label: t('library.action.goToAlbum'), run: () => void router.push(albumPath) })
    const artist = track.artists.find((candidate) => candidate.id && pagePathOf(candidate.uri))
    if (artist)
      items.push({
        label: episode ? t('library.action.goToShow') : t('library.action.goToArtist'),
        run: () => void router.push(pagePathOf(artist.uri)!),
      })
    if (track.id && !track.isLocal && !episode) {
      // Discover: a radio from this track, and its sound as pictures; left out where the service offers
      // neither (as Radio is left out of the sidebar), so no menu leads to a page that only says so.
      if (offersRadio())
        items.push({
          label: t('library.action.startRadio'),
          run: () => void router.push(`/radio?track=${track.id}`),
        })
      if (offersSound())
        items.push({ label: t('library.action.seeSound'), run: () => void router.push(`/track/${track.id}`) })
    }
    if (!track.isLocal)
      items.push({ label: t('library.action.copyLink'), run: () => void copyLink(track.uri) })
    return items
  }

  function openMenu(track: Track, from: PlayFrom, event: MouseEvent | KeyboardEvent, extra: MenuItem[] = []) {
    ui.openMenuFor(t('library.action.menuFor', { name: track.name }), menuFor(track, from, extra), event)
  }

  return {
    play,
    unplayable,
    offersRadio,
    copyLink,
    toggleSaved,
    menuFor,
    openMenu,
    addToQueue: (uri: string, track: Track | null = null) => player.addToQueue(uri, track),
  }
}
