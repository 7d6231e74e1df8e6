import type { Suggestion } from '../../../contract'
import type { RecentlyPlayed } from '../../service/api'
import { toAlbumRef } from '../../service/media/from-wire'

const MAX_SUGGESTIONS = 12

/**
 * Something to start when nothing plays: the albums of what was played recently, newest first, each once;
 * tracks fill in when the history holds few albums.
 */
export function suggestionsFrom(history: RecentlyPlayed): Suggestion[] {
  const seen = new Set<string>()
  const albums: Suggestion[] = []
  const tracks: Suggestion[] = []
  for (const { track } of history.items) {
    const artists = (track.artists ?? []).map((artist) => artist.name).join(', ')
    const album = track.album
    if (album?.uri && !seen.has(album.uri)) {
      seen.add(album.uri)
      const ref = toAlbumRef(album)
      albums.push({ kind: 'album', uri: ref.uri, name: ref.name, subtitle: artists, images: ref.images })
    }
    if (!seen.has(track.uri)) {
      seen.add(track.uri)
      tracks.push({
        kind: 'track',
        uri: track.uri,
        name: track.name,
        subtitle: artists,
        images: album ? toAlbumRef(album).images : [],
      })
    }
  }
  return [...albums, ...tracks].slice(0, MAX_SUGGESTIONS)
}
