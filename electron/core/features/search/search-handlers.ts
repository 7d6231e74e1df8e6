import type { SearchKind, SearchResults } from '../../../contract'
import type { ApiClient, SearchType } from '../../service/api'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { toAlbum, toArtist, toPage, toPlaylist, toTrack } from '../../service/media/from-wire'
import { toAudiobook, toEpisode, toShow } from '../../service/media/spoken-from-wire'

const wireTypes: Record<SearchKind, SearchType> = {
  track: 'track',
  album: 'album',
  artist: 'artist',
  playlist: 'playlist',
  show: 'show',
  episode: 'episode',
  audiobook: 'audiobook',
}

/**
 * `search.query`: one search on the interactive lane. The caller's signal goes to the API client, so a search
 * superseded while typing stops its request instead of finishing it for nobody.
 */
export function createSearchHandlers(api: () => ApiClient): HandlersOf<'search'> {
  return {
    async 'search.query'(input, { signal }) {
      const answer = await api().search.search(
        {
          query: input.query,
          types: input.kinds.map((kind) => wireTypes[kind]),
          limit: input.limit,
          offset: input.offset,
          market: input.market,
        },
        { lane: 'interactive', signal },
      )
      const results: SearchResults = {}
      if (answer.tracks) results.tracks = toPage(answer.tracks, toTrack)
      if (answer.albums) results.albums = toPage(answer.albums, toAlbum)
      if (answer.artists) results.artists = toPage(answer.artists, toArtist)
      if (answer.playlists) results.playlists = toPage(answer.playlists, toPlaylist)
      if (answer.shows) results.shows = toPage(answer.shows, toShow)
      // A search's episodes come without their show (the service's simplified episode).
      if (answer.episodes) results.episodes = toPage(answer.episodes, (episode) => toEpisode(episode))
      if (answer.audiobooks) results.audiobooks = toPage(answer.audiobooks, toAudiobook)
      return results
    },
  }
}
