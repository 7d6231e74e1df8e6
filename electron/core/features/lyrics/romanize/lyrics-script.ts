/** The scripts Encore can romanize lyrics from: Japanese (Hepburn), Korean (Revised Romanization), Chinese (pinyin). */
export type RomanizedScript = 'japanese' | 'korean' | 'chinese'

const KANA = /[\u3041-\u3096\u30a1-\u30fa\u30fc\uff66-\uff9d]/u
const HANGUL = /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/u
const HAN = /\p{Script=Han}/u

/**
 * Which script a song's lines are in, decided over the whole song: a line of kanji alone (東京) is Japanese
 * when any line of the song has kana, and Chinese only when none has. Null: nothing to romanize (Latin
 * script, or nothing at all).
 */
export function scriptOfSong(lines: readonly string[]): RomanizedScript | null {
  let han = false
  let hangul = false
  for (const line of lines) {
    if (KANA.test(line)) return 'japanese'
    hangul ||= HANGUL.test(line)
    han ||= HAN.test(line)
  }
  if (hangul) return 'korean'
  return han ? 'chinese' : null
}

/** Whether one line has anything of `script` to romanize (a line in English within a Japanese song has not). */
export function lineNeedsRomanizing(line: string, script: RomanizedScript): boolean {
  switch (script) {
    case 'japanese':
      return KANA.test(line) || HAN.test(line)
    case 'korean':
      return HANGUL.test(line)
    case 'chinese':
      return HAN.test(line)
  }
}
