import { openLinkOf, parseSpotifyLink, uriOf } from '@contract'

/**
 * What Encore puts on a drag: its own list of Spotify URIs (tracks, albums, playlists) for its drop targets,
 * and the items' links for other apps. A drop reads Encore's list first, else links dragged in from elsewhere.
 */
export const ITEMS_TYPE = 'application/x-encore-items'

/** Puts `uris` on the drag that `event` starts. */
export function putItems(event: DragEvent, uris: readonly string[]): void {
  const data = event.dataTransfer
  if (!data || !uris.length) return
  const links = uris.map((uri) => openLinkOf(uri)).filter((link): link is string => !!link)
  data.setData(ITEMS_TYPE, JSON.stringify(uris))
  data.setData('text/uri-list', links.join('\r\n'))
  data.setData('text/plain', links.join('\n'))
  data.effectAllowed = 'copyLink'
}

/** Whether a drag may carry items (what can be known before the drop: its types). */
export function mayCarryItems(data: DataTransfer | null): boolean {
  return !!data && data.types.some((type) => type === ITEMS_TYPE || type === 'text/uri-list')
}

/** The tracks, episodes, albums and playlists a drop carries, as URIs, each once, in order. */
export function droppedItems(data: DataTransfer | null): string[] {
  if (!data) return []
  const own = data.getData(ITEMS_TYPE)
  if (own) {
    try {
      const parsed: unknown = JSON.parse(own)
      if (Array.isArray(parsed))
        return [...new Set(parsed.filter((uri): uri is string => typeof uri === 'string'))]
    } catch {
      // Not ours after all: read its links below.
    }
  }
  const uris: string[] = []
  for (const line of `${data.getData('text/uri-list')}\n${data.getData('text/plain')}`.split(/\s+/)) {
    if (!line || line.startsWith('#')) continue
    const parsed = parseSpotifyLink(line)
    if (parsed.ok && ['track', 'episode', 'album', 'playlist'].includes(parsed.link.kind))
      uris.push(parsed.link.uri)
  }
  return [...new Set(uris)]
}

/** The album or playlist a page address names (`/album/…`, `/playlist/…`), as a URI a drop takes; else null. */
export function droppableOfPage(to: string): string | null {
  const match = /^\/(album|playlist)\/([A-Za-z0-9]+)$/.exec(to)
  if (!match?.[2]) return null
  return uriOf(match[1] === 'album' ? 'album' : 'playlist', match[2])
}

/** The drag of a tile or row standing for an album or playlist (`to`: its page). */
export function dragPage(event: DragEvent, to: string): void {
  const uri = droppableOfPage(to)
  if (uri) putItems(event, [uri])
}
