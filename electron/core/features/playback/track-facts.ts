import type { ApiClient } from '../../service/api'
import type { Reading } from './reading'
import { uriId, uriKind } from '../../../contract'

/**
 * What the player learns about what plays beyond a read of the player: the name of the context it plays from
 * (whether it is saved is the heart's, saving.ts).
 */

/** Names of contexts remembered at most (albums, playlists played lately). */
const MAX_CONTEXT_NAMES = 200

/** The names with one more; all forgotten once there are too many (a long day's playlists). */
export function rememberName(
  names: Readonly<Record<string, string>>,
  uri: string,
  name: string,
): Readonly<Record<string, string>> {
  if (names[uri] === name) return names
  const kept = Object.keys(names).length >= MAX_CONTEXT_NAMES ? {} : names
  return { ...kept, [uri]: name }
}

/**
 * What the context at `uri` is called: from the reading when it says (an album, an artist, a show or book),
 * else one light request for a playlist.
 */
export async function nameOf(api: ApiClient, uri: string, reading: Reading): Promise<string | null> {
  const [type, id] = [uriKind(uri), uriId(uri)]
  if (type === 'album' && reading.track?.album?.uri === uri) return reading.track.album.name
  if (type === 'artist') return reading.track?.artists.find((artist) => artist.uri === uri)?.name ?? null
  if ((type === 'show' || type === 'audiobook') && reading.show?.uri === uri) return reading.show.name
  if (type === 'collection') return 'Your saved tracks'
  if (type === 'playlist' && id) {
    const playlist = await api.playlists.getPlaylist(
      id,
      { fields: 'name' },
      { lane: 'background', retries: false },
    )
    return typeof playlist.name === 'string' ? playlist.name : null
  }
  return null
}
