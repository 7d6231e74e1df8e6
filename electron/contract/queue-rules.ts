import { isKind } from './spotify-link'
import type { PlaybackContext, PlayInput } from './playback'

/** Contexts the service starts at a track given by its URI (an artist's or a show's does not take one). */
const OFFSET_CONTEXTS = new Set(['album', 'playlist'])
/** The most tracks one play takes as a list. */
const PLAY_URIS_MAX = 100

/**
 * "Play from here" on the `at`-th track of Next up: the album or playlist that plays, started at that track, so
 * it goes on from there as it would have; without such a context (tracks played as a list, an artist, the saved
 * tracks), the tracks of Next up from that one on, as a list.
 */
export function playFromHere(
  context: Pick<PlaybackContext, 'type' | 'uri'> | null | undefined,
  upNext: readonly { uri: string }[],
  at: number,
): NonNullable<PlayInput> {
  const track = upNext[at]
  if (!track) throw new RangeError('No such track in Next up.')
  if (context && OFFSET_CONTEXTS.has(context.type)) {
    return { contextUri: context.uri, offset: { uri: track.uri } }
  }
  return {
    uris: upNext
      .slice(at, at + PLAY_URIS_MAX)
      .map((item) => item.uri)
      .filter((uri) => !isKind(uri, 'local')),
  }
}
