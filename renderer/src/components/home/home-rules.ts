import type { JumpBackInItem, ListenedPlay, PlayInput, Track } from '@contract'

/** Home's choices as plain functions over what the history answered (tested as tables). */

/** Whether Play must learn the album's or playlist's last track first: only a track played to its end asks. */
export function needsLastTrack(item: JumpBackInItem): boolean {
  return item.kind !== 'artist' && item.resume?.finished === true
}

/**
 * Where Jump back in goes on: an album or playlist at the track you were in, at the moment you left it; after a
 * track that played to its end, the next one (a start past a track's length moves on, as the service does) or,
 * when that track was the last there (`lastTrack`, when known), the album or playlist again from its beginning:
 * past the last track the service would stop. An artist, or a place with no resume point, starts afresh.
 */
export function resumeInput(
  item: JumpBackInItem,
  lastTrack: Pick<Track, 'uri' | 'linkedFromUri'> | null = null,
): PlayInput {
  const resume = item.resume
  if (!resume || item.kind === 'artist') return { contextUri: item.uri }
  const wasLast =
    lastTrack !== null && (lastTrack.uri === resume.trackUri || lastTrack.linkedFromUri === resume.trackUri)
  if (resume.finished && wasLast) return { contextUri: item.uri }
  return {
    contextUri: item.uri,
    offset: { uri: resume.trackUri },
    positionMs: Math.round(resume.finished ? resume.durationMs + 1 : resume.positionMs),
  }
}

/** Play again: where it played from when that was an album or playlist (at this track), else the track alone. */
export function playAgainInput(play: ListenedPlay): PlayInput {
  const track = play.track.linkedFromUri ?? play.track.uri
  const context = play.context
  if (context && (context.type === 'album' || context.type === 'playlist'))
    return { contextUri: context.uri, offset: { uri: track } }
  return { uris: [track] }
}

/** Each track once, at its latest play (the plays come newest first). */
export function latestPlayOfEach(plays: readonly ListenedPlay[]): ListenedPlay[] {
  const seen = new Set<string>()
  return plays.filter((play) => !seen.has(play.track.uri) && !!seen.add(play.track.uri))
}
