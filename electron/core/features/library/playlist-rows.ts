import type { ShownLanguage, Track } from '../../../contract'
import { librarySays } from './library-words'
import type { ApiClient } from '../../service/api'
import { EncoreError } from '../../base/errors'
import { toTrack } from '../../service/media/from-wire'
import { verdictOf } from '../outbox'
import type { LibraryData } from './library-data'
import { rowOf, type TrackRow } from './track-rows'
import { LANGUAGES, PSEUDO_LANGUAGE, uriId, uriKind } from '../../../contract'

/**
 * The names a track added while the service cannot be read shows until the playlist is read again, in each
 * language (the one spoken when it was added): a row with one of them is read again once the add is sent.
 */
let unnamedTrackNames: ReadonlySet<string> | undefined

/** Whether a row's name is the one it was given while the service could not name it. */
export function isUnnamedTrack(name: string): boolean {
  unnamedTrackNames ??= new Set(
    ([...LANGUAGES, PSEUDO_LANGUAGE] as const).map((language) => librarySays(() => language)('unnamedTrack')),
  )
  return unnamedTrackNames.has(name)
}

/** A track known only by its URI: its row until the service's answer names it. */
function unnamed(uri: string, id: string, name: string): Track {
  return {
    id,
    uri,
    name,
    artists: [],
    album: null,
    durationMs: 0,
    explicit: false,
    isLocal: false,
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
  }
}

/**
 * Rows for URIs: from the library when it holds them, else read from the service. When the service cannot be
 * read now (offline, asked to wait, the quota), the add still goes into the outbox with rows named for what
 * they are, so no edit is refused for a read the person did not ask for; the playlist read after sending names
 * them.
 */
export async function rowsFor(
  api: ApiClient,
  data: LibraryData,
  uris: readonly string[],
  market: string | undefined,
  now: number,
  language?: (() => ShownLanguage) | undefined,
): Promise<TrackRow[]> {
  const say = librarySays(language)
  const known = new Map<string, TrackRow>()
  const wanted = new Set(uris)
  const take = (row: TrackRow) => wanted.has(row.uri) && known.set(row.uri, row)
  data.tracks.forEach(take)
  for (const entry of data.playlistItems.values()) entry.rows?.forEach(take)
  const missing = [...wanted].filter((uri) => !known.has(uri))
  const ids = missing.map((uri) => {
    const id = uriKind(uri) === 'track' ? uriId(uri) : null
    if (!id) throw new EncoreError('INVALID_INPUT', say('error.onlyTracks', { uri }))
    return id
  })
  if (ids.length) {
    try {
      const read = await api.tracks.getTracksInBatches(ids, market ? { market } : {}, { lane: 'interactive' })
      for (const track of read) if (track) known.set(track.uri, rowOf(toTrack(track), null, data.refs))
    } catch (error) {
      if (verdictOf(error, now).kind !== 'wait') throw error
      missing.forEach((uri, at) =>
        known.set(uri, rowOf(unnamed(uri, ids[at]!, say('unnamedTrack')), null, data.refs)),
      )
    }
  }
  return uris.map((uri) => {
    const row = known.get(uri)
    if (!row) throw new EncoreError('INVALID_INPUT', say('error.unknownItem', { uri }))
    return row
  })
}
