import type { LyricsSearch, Track } from '../../../contract'
import type { LrclibRecord } from './lrclib-answers'

/** LRCLIB's own rule for `get`, and ours for a search's candidates: the same recording within 2 seconds. */
export const DURATION_TOLERANCE_S = 2

/** What LRCLIB is asked for a track: its title, every artist, its album and its length in whole seconds. */
export function lyricsSearchOf(
  track: Pick<Track, 'name' | 'artists' | 'album' | 'durationMs'>,
): LyricsSearch {
  return {
    trackName: track.name,
    artistName: track.artists.map((artist) => artist.name).join(', '),
    albumName: track.album?.name ?? '',
    durationS: Math.round(track.durationMs / 1000),
  }
}

/** The words of a search (`q`): the title and the first artist, as people search. */
export function searchWords(track: Pick<Track, 'name' | 'artists'>): string {
  return [track.name, track.artists[0]?.name ?? ''].join(' ').trim()
}

/**
 * A name reduced to what identifies it: lower case, no accents, no bracketed or dashed suffix ("(Remastered
 * 2011)", "- Live"), letters and digits only.
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s*[([{].*?[)\]}]/g, ' ')
    .replace(/\s+-\s+.*$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function withinDuration(recordS: number, durationMs: number): boolean {
  return Math.abs(recordS - durationMs / 1000) <= DURATION_TOLERANCE_S
}

function sameTitle(record: LrclibRecord, track: Pick<Track, 'name'>): boolean {
  const wanted = comparableName(track.name)
  return wanted !== '' && comparableName(record.trackName) === wanted
}

/** The record names one of the track's artists (LRCLIB lists several as "A, B" or "A & B"). */
function sharesArtist(record: LrclibRecord, track: Pick<Track, 'artists'>): boolean {
  const named = comparableName(record.artistName)
  return track.artists.some((artist) => {
    const wanted = comparableName(artist.name)
    return wanted !== '' && ` ${named} `.includes(` ${wanted} `)
  })
}

/** Timed lines beat plain text, which beats a record without words. */
function richness(record: LrclibRecord): number {
  if (record.syncedLyrics) return 0
  if (record.plainLyrics) return 1
  return 2
}

/**
 * The search result that is this track: the same title and an artist in common, within 2 seconds of its
 * length; the closest length wins, then the richest lyrics. Null when none is.
 */
export function pickCandidate(
  records: readonly LrclibRecord[],
  track: Pick<Track, 'name' | 'artists' | 'durationMs'>,
): LrclibRecord | null {
  const distance = (record: LrclibRecord) => Math.abs(record.duration - track.durationMs / 1000)
  const fitting = records.filter(
    (record) =>
      withinDuration(record.duration, track.durationMs) &&
      sameTitle(record, track) &&
      sharesArtist(record, track),
  )
  fitting.sort((a, b) => distance(a) - distance(b) || richness(a) - richness(b))
  return fitting[0] ?? null
}
