import type { Clock } from '../../../base/ports'
import { createJapaneseReader, type JapaneseReader } from './japanese-reader'
import { createJapaneseReaderProcess, type StartJapaneseReader } from './japanese-reader-process'
import { lineNeedsRomanizing, scriptOfSong, type RomanizedScript } from './lyrics-script'

/** Lyrics' lines in Latin letters, made on this computer. */
export interface Romanizer {
  /**
   * One romanized line per line (null where the line has nothing to romanize, such as an English line or a
   * pause), or null when the song is in none of the scripts romanized.
   */
  romanize(lines: readonly string[]): Promise<(string | null)[] | null>
  dispose(): void
}

async function korean(lines: readonly string[]): Promise<string[]> {
  const { romanize } = await import('@romanize/korean')
  return lines.map((line) => romanize(line))
}

async function chinese(lines: readonly string[]): Promise<string[]> {
  const { pinyin } = await import('pinyin-pro')
  // Words of other scripts stay as they are; a space between syllables, the tone marks kept.
  return lines.map((line) => pinyin(line, { toneType: 'symbol', nonZh: 'consecutive' }).replace(/\s+/g, ' '))
}

/** Japanese read in a process of its own where the shell can start one, else in this one. */
export function japaneseReaderFor(clock: Clock, start?: StartJapaneseReader): JapaneseReader {
  return start ? createJapaneseReaderProcess(start, clock) : createJapaneseReader(clock)
}

/**
 * Romanizes lyrics by the song's script: Japanese in Hepburn (kuromoji reads the kanji), Korean in the Revised
 * Romanization, Chinese in pinyin with tone marks. Each library is loaded only when a song of its script is
 * romanized (so only while the setting is on).
 */
export function createRomanizer(
  clock: Clock,
  japanese: JapaneseReader = createJapaneseReader(clock),
): Romanizer {
  const byScript: Record<RomanizedScript, (lines: readonly string[]) => Promise<string[]>> = {
    japanese: async (lines) => {
      // wanakana comes with the first Japanese song, like the dictionary.
      const { hepburnOf } = await import('./hepburn')
      return (await japanese.read(lines)).map(hepburnOf)
    },
    korean,
    chinese,
  }
  return {
    async romanize(lines) {
      const script = scriptOfSong(lines)
      if (!script) return null
      const wanted = lines.filter((line) => lineNeedsRomanizing(line, script))
      const made = await byScript[script](wanted)
      let next = 0
      return lines.map((line) => (lineNeedsRomanizing(line, script) ? (made[next++] ?? null) : null))
    },
    dispose: () => japanese.dispose(),
  }
}
