import type { Lyrics, Track } from '../../../contract'
import { parseLrc } from './lrc'
import type { KeptLyrics } from './lyrics-cache'

/** What the page is told of what is kept for a track: lines read from the kept LRC, or the other answers. */
export function presentLyrics(track: Pick<Track, 'uri'>, kept: KeptLyrics): Lyrics {
  const trackUri = track.uri
  switch (kept.kind) {
    case 'synced':
      return { status: 'synced', trackUri, lines: parseLrc(kept.lrc).lines, match: kept.match }
    case 'plain':
      return { status: 'plain', trackUri, text: kept.text.replace(/\r\n?/g, '\n').trim(), match: kept.match }
    case 'instrumental':
      return { status: 'instrumental', trackUri, match: kept.match }
    case 'not-found':
      return { status: 'not-found', trackUri, search: kept.search }
  }
}
