import type { TrackRecord } from '../catalog/catalog-types'
import { ADJECTIVES, NOUNS, PLACES, PLURAL_NOUNS, VERBS } from '../catalog/word-lists'
import { createRandom, hash32, type Random } from '../random/prng'

/**
 * Lyrics for the catalog, as the LRCLIB stand-in serves them: deterministic from the seed and the track. Tracks
 * of instrumental genres (instrumentalness ≥ 0.7) are instrumental; of the others about 65 in 100 have synced
 * lyrics, 10 plain text only, and the rest are missing (LRCLIB answers 404).
 */
export type LyricsKind = 'synced' | 'plain' | 'instrumental' | 'missing'

export function lyricsKindOf(seed: string, track: Pick<TrackRecord, 'id' | 'features'>): LyricsKind {
  if (track.features.instrumentalness >= 0.7) return 'instrumental'
  const roll = hash32(`lrclib/${seed}/${track.id}`) % 100
  return roll < 65 ? 'synced' : roll < 75 ? 'plain' : 'missing'
}

export interface GeneratedLyrics {
  /** LRC: ID tags, then a line per stamp, a chorus's lines with every time it is sung. */
  synced: string
  /** The same words without times, the sections apart. */
  plain: string
}

const lower = (word: string) => word.toLowerCase()
const LINE_MAKERS: readonly ((random: Random) => string)[] = [
  (r) => `${r.pick(VERBS)} through the ${lower(r.pick(ADJECTIVES))} ${lower(r.pick(NOUNS))}`,
  (r) => `I keep ${lower(r.pick(VERBS))} for the ${lower(r.pick(NOUNS))}`,
  (r) => `${r.pick(ADJECTIVES)} ${lower(r.pick(PLURAL_NOUNS))} over ${r.pick(PLACES)}`,
  (r) => `Hold me like a ${lower(r.pick(ADJECTIVES))} ${lower(r.pick(NOUNS))}`,
  (r) => `We were ${lower(r.pick(VERBS))} in the ${lower(r.pick(NOUNS))}`,
  (r) => `Every ${lower(r.pick(NOUNS))} is ${lower(r.pick(VERBS))} home`,
  (r) => `Call my name across the ${lower(r.pick(NOUNS))}`,
  (r) => `Under ${lower(r.pick(ADJECTIVES))} ${lower(r.pick(PLURAL_NOUNS))}, we stay`,
]

function stamp(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  const seconds = ((ms % 60_000) / 1000).toFixed(2).padStart(5, '0')
  return `[${String(minutes).padStart(2, '0')}:${seconds}]`
}

/**
 * Verses of four new lines and a chorus of two sung after each verse, a line every 3 to 6 seconds, a pause
 * of 4 to 8 seconds (an empty line) between sections, from 6 to 14 seconds in until 8 seconds before the end.
 */
export function generateLyrics(
  seed: string,
  track: Pick<TrackRecord, 'id' | 'name' | 'durationMs'>,
  names: { artist: string; album: string },
): GeneratedLyrics {
  const random = createRandom(`lrclib/${seed}/${track.id}`)
  const line = () => (random.pick(LINE_MAKERS) as (r: Random) => string)(random)
  const chorus = [line(), line()]
  const lastStart = track.durationMs - 8000
  const timed: { text: string; times: number[] }[] = chorus.map((text) => ({ text, times: [] }))
  const sections: string[][] = []
  let at = random.int(6000, 14_000)
  let verse = 0
  while (at < lastStart) {
    const section = verse % 2 === 0 ? Array.from({ length: 4 }, line) : chorus
    const sung: string[] = []
    for (const [index, text] of section.entries()) {
      if (at >= lastStart) break
      const chorusLine = section === chorus ? timed[index] : undefined
      if (chorusLine) chorusLine.times.push(at)
      else timed.push({ text, times: [at] })
      sung.push(text)
      at += random.int(3000, 6000)
    }
    sections.push(sung)
    if (at < lastStart) timed.push({ text: '', times: [at] })
    at += random.int(4000, 8000)
    verse++
  }
  const lengthS = Math.round(track.durationMs / 1000)
  const length = `${String(Math.floor(lengthS / 60)).padStart(2, '0')}:${String(lengthS % 60).padStart(2, '0')}`
  const header = [`[ti:${track.name}]`, `[ar:${names.artist}]`, `[al:${names.album}]`, `[length:${length}]`]
  const body = timed
    .filter((entry) => entry.times.length > 0)
    .map((entry) => `${entry.times.map(stamp).join('')}${entry.text}`)
  return {
    synced: [...header, ...body].join('\n'),
    plain: sections
      .filter((section) => section.length > 0)
      .map((section) => section.join('\n'))
      .join('\n\n'),
  }
}
