import { Generation } from '../../contract'
import type { ApiClient } from '../api'
import type { Logger } from '../ports'
import { meaningOf } from './failures'
import type { Reading } from './reading'

/** Names of contexts remembered at most (albums, playlists played lately). */
const MAX_CONTEXT_NAMES = 200

/**
 * What the player knows about the current track beyond a read of the player: whether it is in the library (one
 * request per new track, or the user's own save) and the name of the context it plays from.
 */
export interface TrackFacts {
  /** Whether the track is saved; null while unknown. */
  saved(uri: string): boolean | null
  contextName(uri: string): string | null
  /** A new track: asks whether it is saved, and what its context is called. `current()` says if it still plays. */
  learn(api: ApiClient, reading: Reading, current: () => string | null): Promise<void>
  /** The user saved or removed it: answers the previous belief, to put back if the service refuses. */
  setSaved(uri: string, value: boolean | null): { uri: string; value: boolean | null } | null
  restoreSaved(previous: { uri: string; value: boolean | null } | null, uri: string): void
  clear(): void
}

export function createTrackFacts(logger: Logger): TrackFacts {
  let saved: { uri: string; value: boolean | null } | null = null
  const names = new Map<string, string>()
  /** Advances when the user saves or removes: an older "is it saved?" answer is then stale. */
  const savedChanges = new Generation()

  const nameOf = async (api: ApiClient, uri: string, reading: Reading): Promise<string | null> => {
    const [, type, id] = uri.split(':')
    if (type === 'album' && reading.track?.album?.uri === uri) return reading.track.album.name
    if (type === 'artist') return reading.track?.artists.find((artist) => artist.uri === uri)?.name ?? null
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

  return {
    saved: (uri) => (saved?.uri === uri ? saved.value : null),
    contextName: (uri) => names.get(uri) ?? null,
    async learn(api, reading, current) {
      const track = reading.track
      if (!track) return
      if (track.id && !track.isLocal && saved?.uri !== track.uri) {
        const mark = savedChanges.mark()
        try {
          const [isSaved] = await api.library.checkSavedTracks([track.id], { lane: 'sync', retries: false })
          // The user's own save or removal meanwhile is newer than this answer.
          if (current() === track.uri && savedChanges.isCurrent(mark))
            saved = { uri: track.uri, value: isSaved ?? null }
        } catch (error) {
          logger.debug('Could not tell whether the track is saved', { error: meaningOf(error, 0).kind })
        }
      }
      const context = reading.context
      if (context && !names.has(context.uri)) {
        const name = await nameOf(api, context.uri, reading).catch(() => null)
        if (name) {
          if (names.size >= MAX_CONTEXT_NAMES) names.clear()
          names.set(context.uri, name)
        }
      }
    },
    setSaved(uri, value) {
      const previous = saved
      savedChanges.advance()
      saved = { uri, value }
      return previous
    },
    restoreSaved(previous, uri) {
      if (saved?.uri === uri) saved = previous
    },
    clear() {
      saved = null
      names.clear()
      savedChanges.advance()
    },
  }
}
