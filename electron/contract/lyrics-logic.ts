/**
 * Lyrics' values and pure rules, with no schema library: the page checks the address a person types and finds
 * the line that plays with them; the schemas in lyrics.ts and settings.ts are built from the same rules.
 */

/** LRCLIB's own site: the default address, and the link Settings gives. */
export const LRCLIB_HOME = 'https://lrclib.net'

export const LYRICS_ADDRESS_MAX = 300
export const LYRICS_ADDRESS_RULE =
  'Enter the address of an LRCLIB service: http:// or https://, without a query or credentials.'

/** An LRCLIB service's root (`https://lrclib.net`, a self-hosted one): http(s), no credentials, query or hash. */
export function isLyricsAddress(value: string): boolean {
  try {
    const url = new URL(value)
    if (url.username || url.password || url.search || url.hash) return false
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** Why an LRCLIB address is not accepted, by name (the page says it in the person's language), or null. */
export function lyricsAddressFailure(raw: string): 'tooLong' | 'notLyrics' | null {
  const value = raw.trim()
  if (value.length > LYRICS_ADDRESS_MAX) return 'tooLong'
  return isLyricsAddress(value) ? null : 'notLyrics'
}

/**
 * The line that plays at `positionMs`: the last one that started at or before it, or -1 before the first.
 * `lines` are in time order (core sorts them). A binary search: it runs on each line change of a long song.
 */
export function currentLineIndex(lines: readonly { startMs: number }[], positionMs: number): number {
  let low = 0
  let high = lines.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((lines[middle] as { startMs: number }).startMs <= positionMs) {
      found = middle
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return found
}
