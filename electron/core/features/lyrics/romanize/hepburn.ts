import { toRomaji } from 'wanakana'

/** What Hepburn needs of one token of a Japanese line (kuromoji's IPADIC fields). */
export interface JapaneseToken {
  surface: string
  /** Part of speech: 名詞, 助詞, 助動詞, 動詞, 記号… */
  pos: string
  /** Its first detail: 接続助詞 (a conjunctive particle such as て), 非自立… */
  posDetail: string
  /** How it is said, in katakana with ー for a long vowel (は as a particle is ワ); absent for unknown words. */
  pronunciation?: string
}

const MACRON: Record<string, string> = { a: 'ā', i: 'ī', u: 'ū', e: 'ē', o: 'ō' }
/** Stands for ー while wanakana reads the rest (a private-use character, never in lyrics' pronunciations). */
const LONG_MARK = '\ue000'

/** A katakana pronunciation in Hepburn: long vowels with a macron (トーキョー → tōkyō), を said "o". */
function spoken(token: JapaneseToken): string {
  if (token.pos === '助詞' && token.surface === 'を') return 'o'
  const said = token.pronunciation && token.pronunciation !== '*' ? token.pronunciation : token.surface
  // wanakana writes ー as the vowel twice; Hepburn writes one vowel with a macron.
  const romaji = toRomaji(said.replaceAll('ー', LONG_MARK))
  return romaji
    .replace(/([aeiou])\ue000/g, (_, vowel: string) => MACRON[vowel] ?? vowel)
    .replaceAll(LONG_MARK, '')
}

/** Whether a token is written onto the word before it: verb endings and conjunctive particles (会い|たい, 見|て). */
function joinsTheWordBefore(token: JapaneseToken): boolean {
  return token.pos === '助動詞' || (token.pos === '助詞' && token.posDetail === '接続助詞')
}

/**
 * One line of Japanese in modified Hepburn, from its tokens: words apart, verb endings on their verb,
 * punctuation on the word before it (東京の空は青い、君に会いたい → "tōkyō no sora wa aoi, kimi ni aitai").
 */
export function hepburnOf(tokens: readonly JapaneseToken[]): string {
  let line = ''
  for (const token of tokens) {
    const word = spoken(token)
    if (!word.trim()) {
      if (line && !line.endsWith(' ')) line += ' '
      continue
    }
    const glued = token.pos === '記号' || joinsTheWordBefore(token) || /^[,.!?)\]」』、。]/u.test(word)
    line += line && !glued && !line.endsWith(' ') ? ` ${word}` : word
  }
  return line.replace(/\s+/g, ' ').trim()
}
