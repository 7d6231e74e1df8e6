import type { LyricsSearch, Track } from '../../../contract'
import type { Logger } from '../../base/ports'
import type { LrclibRecord } from './lrclib-answers'
import type { LrclibClient } from './lrclib-client'
import type { KeptLyrics } from './lyrics-cache'
import { parseLrc } from './lrc'
import { lyricsSearchOf, pickCandidate, searchWords, withinDuration } from './matching'

export type LookedUpTrack = Pick<Track, 'uri' | 'name' | 'artists' | 'album' | 'durationMs'>

/** What LRCLIB's record says it is, as the page may show it ("lyrics of … by …"). */
function matchOf(record: LrclibRecord): LyricsSearch {
  return {
    trackName: record.trackName,
    artistName: record.artistName,
    albumName: record.albumName ?? '',
    durationS: record.duration,
  }
}

/**
 * What to keep of a record: its timed lines (when at least one reads), else its plain text, else that the
 * track is instrumental. A record with no words that does not say it is instrumental counts as not found.
 */
export function keptOf(record: LrclibRecord, search: LyricsSearch, at: number, logger: Logger): KeptLyrics {
  const match = matchOf(record)
  if (record.instrumental) return { kind: 'instrumental', at, match }
  if (record.syncedLyrics?.trim()) {
    const parsed = parseLrc(record.syncedLyrics)
    if (parsed.skipped > 0)
      logger.debug('Lines of an LRC were skipped', { skipped: parsed.skipped, id: record.id })
    if (parsed.lines.length > 0) return { kind: 'synced', at, match, lrc: record.syncedLyrics }
    logger.warn('An LRCLIB record has synced lyrics without one readable line', { id: record.id })
  }
  if (record.plainLyrics?.trim()) return { kind: 'plain', at, match, text: record.plainLyrics }
  return { kind: 'not-found', at, search }
}

/**
 * Asks LRCLIB for one track: `get` with its title, artists, album and length (LRCLIB matches within 2 s); when
 * that finds nothing (or a record of another length), `search` by title and artist and take the candidate of
 * the same title and artist closest in length, within 2 s. Failures (unreachable, refused) propagate: they are
 * not an answer to keep.
 */
export async function lookUpLyrics(
  client: LrclibClient,
  track: LookedUpTrack,
  signal: AbortSignal,
  context: { now: number; logger: Logger },
): Promise<KeptLyrics> {
  const search = lyricsSearchOf(track)
  const direct = await client.get(search, signal)
  if (direct && withinDuration(direct.duration, track.durationMs))
    return keptOf(direct, search, context.now, context.logger)
  if (direct) context.logger.info('LRCLIB matched a record of another length; searching', { id: direct.id })
  const candidate = pickCandidate(await client.search(searchWords(track), signal), track)
  return candidate
    ? keptOf(candidate, search, context.now, context.logger)
    : { kind: 'not-found', at: context.now, search }
}
