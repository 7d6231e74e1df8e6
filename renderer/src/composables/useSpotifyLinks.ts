import { kindsWithoutPage, parseSpotifyLink, type SpotifyLink, type SpotifyLinkKind } from '@contract'
import { onScopeDispose } from 'vue'
import { useRouter, type RouteLocationRaw } from 'vue-router'
import { bridge } from '../bridge'
import { useWords } from '../i18n'
import { useNoticesStore } from '../stores/notices'

/**
 * Spotify links, however they arrive: typed or pasted into Search, dropped on the window, given to the command
 * (`encore open`) or opened by another app (both reach the page as `app.openLink`). Each opens the item's page;
 * shows and episodes have none yet, and the page says so.
 */

const routeNames: Partial<Record<SpotifyLinkKind, string>> = {
  track: 'track',
  album: 'album',
  playlist: 'playlist',
  artist: 'artist',
}

/** The page of what a link names; null for the kinds Encore has no page for yet. */
export function routeOfLink(link: SpotifyLink): RouteLocationRaw | null {
  const name = routeNames[link.kind]
  return name ? { name, params: { id: link.id } } : null
}

/** Why a link cannot be opened in a page yet, or null. */
export function unopenedReason(link: SpotifyLink): string | null {
  return kindsWithoutPage.includes(link.kind) ? useWords().t(`app.links.unopened.${link.kind}`) : null
}

export function useSpotifyLinks() {
  const router = useRouter()
  const notices = useNoticesStore()

  /** Opens the item's page, or says why not; answers whether it opened. */
  function openLink(link: SpotifyLink, how: 'push' | 'replace' = 'push'): boolean {
    const route = routeOfLink(link)
    if (!route) {
      notices.push({ level: 'info', message: unopenedReason(link) ?? '', code: 'LINK_NOT_SUPPORTED' })
      return false
    }
    void (how === 'push' ? router.push(route) : router.replace(route))
    return true
  }

  /** Opens a link given as text (dropped, pasted), or says what is wrong with it. */
  function openText(text: string): boolean {
    const parsed = parseSpotifyLink(text)
    if (parsed.ok) return openLink(parsed.link)
    notices.push({
      level: 'warning',
      message: parsed.reason,
      code: 'BAD_LINK',
    })
    return false
  }

  return { openLink, openText }
}

/** The text of something dragged in: a link's address first, else plain text. */
export function droppedText(data: DataTransfer | null): string | null {
  if (!data) return null
  const uriList = data
    .getData('text/uri-list')
    .split(/\r?\n/)
    .find((line) => line && !line.startsWith('#'))
  return uriList || data.getData('text/plain') || null
}

/**
 * The main window's part: items the command or another app asked to open, and links dropped on the window.
 * Dropped links never navigate the page itself (the window stays Encore).
 */
export function useLinkOpening(target: () => HTMLElement | Window = () => window): void {
  const { openLink, openText } = useSpotifyLinks()
  const router = useRouter()
  // The mini player shows no pages: the main window opens the item.
  const isMainWindow = () => !router.currentRoute.value.meta['bare']
  const stop = bridge.on('app.openLink', (link) => {
    if (isMainWindow()) openLink(link)
  })
  const element = target()
  const carriesText = (event: DragEvent) =>
    event.dataTransfer?.types.some((type) => type === 'text/uri-list' || type === 'text/plain') ?? false
  const over = (event: Event) => {
    if (!carriesText(event as DragEvent)) return
    event.preventDefault()
    if ((event as DragEvent).dataTransfer) (event as DragEvent).dataTransfer!.dropEffect = 'link'
  }
  const drop = (event: Event) => {
    const text = droppedText((event as DragEvent).dataTransfer)
    if (text === null) return
    // Whatever it is, the page does not navigate to it.
    event.preventDefault()
    if (isMainWindow()) openText(text)
  }
  element.addEventListener('dragover', over)
  element.addEventListener('drop', drop)
  onScopeDispose(() => {
    stop()
    element.removeEventListener('dragover', over)
    element.removeEventListener('drop', drop)
  })
}
