import type { Lyrics } from '../../../../contract'
import type { Logger } from '../../../base/ports'
import type { Romanizer } from './romanizer'

type Worded = Extract<Lyrics, { status: 'synced' | 'plain' }>

/**
 * Lyrics with their romanized lines: each timed line gets its own, plain text gets a second text of the same
 * lines (an empty line where a line has nothing to romanize). Lyrics in Latin letters come back as they were.
 */
export async function withRomanizedLines(lyrics: Worded, romanizer: Romanizer): Promise<Lyrics> {
  if (lyrics.status === 'synced') {
    const made = await romanizer.romanize(lyrics.lines.map((line) => line.text))
    if (!made) return lyrics
    return {
      ...lyrics,
      lines: lyrics.lines.map((line, index) => {
        const romanized = made[index]
        return romanized ? { ...line, romanized } : line
      }),
    }
  }
  const made = await romanizer.romanize(lyrics.text.split('\n'))
  return made ? { ...lyrics, romanized: made.map((line) => line ?? '').join('\n') } : lyrics
}

/** Romanized lyrics of the last few tracks, made once per track rather than on every page's ask. */
export interface RomanizedLyrics {
  /** `lyrics` with their romanized lines; as they were when romanizing failed (said in the log). */
  of(key: string, lyrics: Lyrics): Promise<Lyrics>
  dispose(): void
}

const KEPT_SONGS = 20

export function createRomanizedLyrics(romanizer: Romanizer, logger: Logger): RomanizedLyrics {
  const kept = new Map<string, Lyrics>()
  return {
    async of(key, lyrics) {
      if (lyrics.status !== 'synced' && lyrics.status !== 'plain') return lyrics
      const known = kept.get(key)
      if (known) return known
      try {
        const made = await withRomanizedLines(lyrics, romanizer)
        if (kept.size >= KEPT_SONGS) kept.delete(kept.keys().next().value!)
        kept.set(key, made)
        return made
      } catch (error) {
        // The lyrics still show; only the Latin letters under them are missing.
        logger.warn('Lyrics could not be romanized', { error: String(error) })
        return lyrics
      }
    },
    dispose() {
      kept.clear()
      romanizer.dispose()
    },
  }
}
